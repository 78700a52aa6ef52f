import { z } from 'zod';
import { launchMonitorStatusSchema, enumSchema } from '@golf/contracts';

/** Replies: the contracts' shapes, with the club checked against its enumeration. */
export { pairingSchema, launchMonitorSchema as monitorSchema } from '@golf/contracts';
export const statusSchema = launchMonitorStatusSchema.extend({
  club: enumSchema('club').describe('The club shots are played with (driver until the game sets one)'),
});

export const clubBodySchema = z.object({
  club: enumSchema('club'),
  distance_to_target: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .nullable()
    .optional()
    .describe('cm from the ball to the pin, sent to the connector in yards (DistanceToTarget); omitted: unchanged'),
});

export const connectionParamsSchema = z.object({ id: z.uuid() });
