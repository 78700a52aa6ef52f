import type { z } from 'zod';
import type { simulateShotBodySchema } from '@golf/contracts';

/** POST /shots/simulate as the service gets it, defaults applied. */
export type SimulateShotBody = z.output<typeof simulateShotBodySchema>;
