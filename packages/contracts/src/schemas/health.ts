/** The probes an orchestrator reads: liveness (/healthz) and readiness (/readyz). */
import { z } from 'zod';

export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.output<typeof livenessSchema>;

export const readinessSchema = z.object({ status: z.literal('ready') });
export type Readiness = z.output<typeof readinessSchema>;
