import { z } from 'zod';
import { enumSchema } from './common';

/**
 * Wire shapes of the launch-monitor API (GSPro Open Connect connectors) that the server answers
 * with and the player app reads.
 */
const isoTime = z.string().describe('UTC ISO-8601');

export const pairingSchema = z.object({
  code: z
    .string()
    .describe(
      'Six characters (no 0/O, 1/I/L). Give it to the connector as its DeviceID, send {"PairingCode":"<code>"} as its first message, or open the WebSocket with ?code=. Used once.',
    ),
  expires_at: isoTime.describe('Ten minutes after it was issued'),
});

export const launchMonitorSchema = z.object({
  id: z.string().describe('Connection id (for claiming an unpaired connector)'),
  device_id: z.string().nullable().describe("The connector's DeviceID; null until its first message"),
  transport: z.enum(['tcp', 'websocket']),
  address: z.string().describe("The connector's IP address"),
  connected_at: isoTime,
  ready: z.boolean().nullable().describe('LaunchMonitorIsReady from its last message; null: not said'),
  ball_detected: z.boolean().nullable().describe('LaunchMonitorBallDetected from its last message; null: not said'),
  last_shot_at: isoTime.nullable(),
});

export const launchMonitorStatusSchema = z.object({
  connected: z.boolean().describe('At least one monitor is paired with the player and connected'),
  monitors: z.array(launchMonitorSchema),
  club: enumSchema('club').describe('The club shots are played with (driver until the game sets one)'),
  distance_to_target: z
    .number()
    .int()
    .nullable()
    .describe('cm to the pin as last known (from the last shot played or set with the club); null: unknown'),
  pairing: pairingSchema.nullable().describe('The pairing code waiting to be used, if any'),
});

/** PUT /launch-monitor/club. */
export const launchMonitorClubBodySchema = z.object({
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

export type Pairing = z.output<typeof pairingSchema>;
export type LaunchMonitor = z.output<typeof launchMonitorSchema>;
export type LaunchMonitorStatus = z.output<typeof launchMonitorStatusSchema>;
export type LaunchMonitorClubRequest = z.input<typeof launchMonitorClubBodySchema>;
