/**
 * Offline play (feature `offline`): a solo stroke-play round played in the game environment without
 * the network, with the golf package's ball flight and rules, then sent as a whole
 * (POST /rounds/offline). The server plays the same launches again and records the round.
 */
import { z } from 'zod';
import { enumSchema, recordIdBody } from './common';
import { holePointSchema, launchBodySchema } from './play';
import { ROUND_TITLE_MAX } from './rounds';

const launch = launchBodySchema.shape;

/** One stroke of an offline round: the launch data the virtual launch monitor made, as a launch takes them. */
export const offlineStrokeSchema = z.object({
  id: z
    .uuid()
    .describe(
      'Client-generated stroke id; the stroke is recorded under it, so sending the round again records it once',
    ),
  hole: z.number().int().min(1).max(18).describe('The hole it was played on'),
  club: enumSchema('club').optional(),
  ball_speed: launch.ball_speed,
  launch_angle: launch.launch_angle,
  azimuth: launch.azimuth,
  back_spin: z.number().min(-15_000).max(15_000).describe('Back spin (negative: top spin), revolutions per minute'),
  side_spin: z.number().min(-15_000).max(15_000).describe('Side spin, + curves right, revolutions per minute'),
  aim: holePointSchema.describe('Where the player aimed, hole frame, whole centimetres'),
  mulligan: z.boolean().default(false),
});
export type OfflineStroke = z.input<typeof offlineStrokeSchema>;

/** The number of strokes an offline round may carry: 18 holes at the rules' most per hole, with room for mulligans. */
export const OFFLINE_STROKES_MAX = 400;

export const offlineRoundBodySchema = z.object({
  id: z
    .uuid()
    .describe(
      'Client-generated round id. Sending the same round again records nothing twice and answers with the round recorded',
    ),
  title: z.string().trim().min(1).max(ROUND_TITLE_MAX).describe('The title the round is listed under'),
  course_id: recordIdBody,
  course_version: z
    .string()
    .min(1)
    .max(64)
    .describe(
      "The course's `version` (GET /courses/{id}) the round was played on: 13011 when the course changed since",
    ),
  tee: enumSchema('teeing_type'),
  holes: z.array(z.number().int().min(1).max(18)).min(1).max(18).describe('The hole numbers played, in order'),
  strokes: z.array(offlineStrokeSchema).min(1).max(OFFLINE_STROKES_MAX).describe('Every stroke in the order played'),
  card: z
    .array(z.object({ hole: z.number().int().min(1).max(18), strokes: z.number().int().min(1).max(99) }))
    .max(18)
    .describe("The score of each hole as the device counted it; the reply says whether the server's agrees"),
});
export type OfflineRoundRequest = z.input<typeof offlineRoundBodySchema>;

export const offlineRoundReplySchema = z.object({
  round_id: z.number().int().describe('The recorded round (match history, GET /rounds/{id}/scorecard)'),
  replayed: z.boolean().describe('True when every stroke had been recorded before: this send recorded nothing'),
  recorded_strokes: z.number().int().describe('Strokes this send recorded'),
  played_offline: z.literal(true),
  card: z
    .array(z.object({ hole: z.number().int(), par: z.number().int(), strokes: z.number().int() }))
    .describe('Each hole as the server scored it, playing the same launches again'),
  total: z.number().int(),
  card_matches: z.boolean().describe("Whether the server's card is the device's card"),
});
export type OfflineRoundReply = z.output<typeof offlineRoundReplySchema>;

/**
 * The settings of every offline round, which the device and the server both play by: stroke play
 * alone, at sea level on 9-foot greens (green_stimp level 2), no gimmes and no mulligans.
 */
export const OFFLINE_ROUND_SETTINGS = {
  gameMode: 20,
  elevation: 10,
  gameCondition: 2,
  greenStimp: 2,
  gimmeDistance: null,
  mulligans: 0,
} as const;
