import type { z } from 'zod';
import type { launchBodySchema } from '@golf/contracts';

/** POST /rounds/{id}/launches as the service gets it, defaults applied. */
export type LaunchBody = z.output<typeof launchBodySchema>;
