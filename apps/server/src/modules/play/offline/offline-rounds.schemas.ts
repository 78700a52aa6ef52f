import type { z } from 'zod';
import type { offlineRoundBodySchema } from '@golf/contracts';

/** POST /rounds/offline as the service gets it, defaults applied. */
export type OfflineRoundBody = z.output<typeof offlineRoundBodySchema>;
