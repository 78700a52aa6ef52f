import { z } from 'zod';
import { recordId, type createRoundBodySchema } from '@golf/contracts';

/** The round in the path of /rounds/{id}/…: the server's own (clients build the path). */
export const roundParamsSchema = z.object({ id: recordId });

/** POST /rounds as the service gets it, defaults applied. */
export type CreateRound = z.output<typeof createRoundBodySchema>;
