/**
 * Offline play (feature `offline`): a solo stroke-play round played in the game environment without
 * the network, with the golf package's ball flight and rules, then sent as a whole
 * (POST /rounds/offline). The server plays the same launches again and records the round.
 */
import { z } from 'zod';
import type { Elevation, HoleDefinition, LocalRoundSetup, TeeingType } from '@golf/golf';
import { enums, stimpByLevel } from '../enums';
import { enumSchema, recordIdBody } from './common';
import { holePointSchema, launchBodySchema } from './play';
import { MAX_ROUND_MULLIGANS, ROUND_TITLE_MAX } from './rounds';

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
  hole_group: enumSchema('hole_group')
    .default(enums.hole_group.custom)
    .describe(
      'The holes chosen: all 18, front 9 or back 9 of the course (`holes` must be exactly those: 13020), or custom',
    ),
  holes: z.array(z.number().int().min(1).max(18)).min(1).max(18).describe('The hole numbers played, in order'),
  elevation: enumSchema('elevation').default(enums.elevation.sea_level),
  game_condition: enumSchema('game_condition').default(enums.game_condition.normal),
  green_stimp: enumSchema('green_stimp').default(enums.green_stimp.medium),
  gimme_distance: enumSchema('gimme_distance')
    .nullable()
    .default(null)
    .describe('As for POST /rounds: 100 second putt, 1000 automatic putting, other values a radius in millimetres'),
  gimme_on_second_put: z.boolean().default(false),
  mulligans: z.number().int().min(0).max(MAX_ROUND_MULLIGANS).default(0).describe('Mulligans the round allows'),
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

/** The settings an offline round is played by (POST /rounds/offline's, with their defaults applied). */
export type OfflineRoundSettings = Pick<
  z.output<typeof offlineRoundBodySchema>,
  'tee' | 'elevation' | 'game_condition' | 'green_stimp' | 'gimme_distance' | 'gimme_on_second_put' | 'mulligans'
>;

/**
 * The settings a round sent without any had (the fixed settings before the player could choose):
 * at sea level on 9-foot greens (green_stimp level 2), normal ground, no gimmes and no mulligans.
 * Every offline round is solo stroke play.
 */
export const OFFLINE_ROUND_DEFAULTS = {
  gameMode: enums.game_mode.stroke_play,
  elevation: enums.elevation.sea_level,
  game_condition: enums.game_condition.normal,
  green_stimp: enums.green_stimp.medium,
  gimme_distance: null,
  gimme_on_second_put: false,
  mulligans: 0,
} as const;

/**
 * The golf package's local round for these holes and settings: what the device plays and what the
 * server checks a sync with, so both come to the same card. game_condition names the ground's
 * firmness, which the ball flight does not model (as online).
 */
export function offlineRoundSetup(holes: readonly HoleDefinition[], settings: OfflineRoundSettings): LocalRoundSetup {
  return {
    holes,
    teeingType: settings.tee as TeeingType,
    elevation: settings.elevation as Elevation,
    greenStimp: stimpByLevel[settings.green_stimp as keyof typeof stimpByLevel],
    rules: {
      gimmeDistance: settings.gimme_distance,
      gimmeOnSecondPutt: settings.gimme_on_second_put,
      mulligansPerRound: settings.mulligans,
    },
  };
}

/** The hole numbers a hole_group plays on a course (`courseHoles` in order); custom keeps `custom`. */
export function holesOfGroup(group: number, custom: readonly number[], courseHoles: readonly number[]): number[] {
  switch (group) {
    case enums.hole_group.all_18:
      return [...courseHoles];
    case enums.hole_group.front_9:
      return courseHoles.filter((n) => n <= 9);
    case enums.hole_group.back_9:
      return courseHoles.filter((n) => n >= 10);
    default:
      return [...new Set(custom)];
  }
}
