/**
 * Rounds (spec sections 3 and 4): creating one, the lobby, joining (online, local, by invite) and
 * the round as the API shows it. The server validates and answers with these; the player app
 * infers its types from them.
 */
import { z } from 'zod';
import { enums } from '../enums';
import { DISPLAY_NAME_MAX } from './users';
import { enumSchema, recordIdBody } from './common';
import { ECONOMY_AMOUNT_MAX } from '../economy';
import { roundWagerSchema } from './wagers';

/** Limits the spec leaves open (docs: rounds and play); the player app's round form holds to them too. */
export const MAX_ROUND_PLAYERS = 8;
export const MAX_ROUND_MULLIGANS = 18;
export const MAX_CLOSEST_TO_PIN_TRIES = 10;
/** A round title's most characters (after trimming); a longer one is refused, naming it (rounds.title_too_long). */
export const ROUND_TITLE_MAX = 80;

/** POST /rounds. */
export const createRoundBodySchema = z.object({
  // No .max here: a longer title gets its own catalogue error naming the limit, not a generic one.
  title: z
    .string()
    .trim()
    .optional()
    .describe(
      `Required and non-empty (rounds.title_required); at most ${ROUND_TITLE_MAX} characters (422, 3032 rounds.title_too_long)`,
    ),
  visibility: enumSchema('round_visibility').default(enums.round_visibility.public),
  game_mode: enumSchema('game_mode'),
  max_players: z
    .number()
    .int()
    .min(1)
    .max(MAX_ROUND_PLAYERS)
    .default(4)
    .describe(`1–${MAX_ROUND_PLAYERS}; match play is exactly 2`),
  elevation: enumSchema('elevation').default(enums.elevation.sea_level),
  game_condition: enumSchema('game_condition').default(enums.game_condition.normal),
  gimme_distance: enumSchema('gimme_distance')
    .nullable()
    .default(null)
    .describe(
      'gimme_distance: 100 second putt, 1000 automatic putting, other values a radius in millimetres; null = no gimmes. Not settable from the app environment (rounds.gimme_distance_not_on_mobile)',
    ),
  gimme_on_second_put: z
    .boolean()
    .default(false)
    .describe(
      'With a gimme_distance radius (300-950): the gimme applies only to a ball at rest after a putt, not to one a full shot leaves inside the radius. Without a radius it changes nothing',
    ),
  mulligans: z.number().int().min(0).max(MAX_ROUND_MULLIGANS).default(0).describe('Mulligans each player may take'),
  green_stimp: enumSchema('green_stimp').default(enums.green_stimp.medium),
  tries: z
    .number()
    .int()
    .min(1)
    .max(MAX_CLOSEST_TO_PIN_TRIES)
    .default(3)
    .describe('Closest to pin: attempts per hole (ignored by the other modes, stored as 1)'),
  tee: enumSchema('teeing_type').default(enums.teeing_type.middle),
  course_id: recordIdBody,
  use_hcp: z.boolean().default(false).describe("Net scoring with the players' handicaps"),
  hole_group: enumSchema('hole_group').default(enums.hole_group.all_18),
  holes: z
    .array(z.number().int().min(1).max(18))
    .max(18)
    .optional()
    .describe('Custom hole list (hole_group 99), in playing order; at least one (rounds.hole_required)'),
  restrict_hardware: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .nullable()
    .default(null)
    .describe('Only devices with this hardware_version may play; null = any'),
  local: z
    .boolean()
    .default(false)
    .describe("A local round: players sharing the host's simulator join with the round's join_code"),
  game_identifier_id: recordIdBody
    .optional()
    .describe('The device (game identifier) the host plays on; required when restrict_hardware is set'),
  wager_amount: z
    .number()
    .int()
    .min(1)
    .max(ECONOMY_AMOUNT_MAX)
    .nullable()
    .default(null)
    .describe(
      "Each player's stake in whole tokens, debited on joining (docs/wagering.md); below the minimum (setting minimum_wager_amount) it is raised to it. Not in a driving range. null = no wager",
    ),
  wager_token_type: enumSchema('token_type').default(enums.token_type.coins).describe("The stake's token_type"),
});
export type CreateRoundRequest = z.input<typeof createRoundBodySchema>;

/** POST /rounds/{id}/join and /rounds/{id}/invites/accept. */
export const joinRoundBodySchema = z
  .object({
    game_identifier_id: recordIdBody
      .optional()
      .describe('The device the player uses; required when the round restricts hardware'),
  })
  // Optional: a request without a body (Fastify gives it as null) joins without a device.
  .nullish();
export type JoinRoundRequest = z.input<typeof joinRoundBodySchema>;

/** POST /rounds/join-local. */
export const joinLocalBodySchema = z.object({
  code: z.string().trim().min(1).max(16).describe("The join code the host's round shows"),
});
export type JoinLocalRequest = z.input<typeof joinLocalBodySchema>;

/** POST /rounds/{id}/invites: the player to invite, by user ID or by display name as players know each other. */
export const inviteBodySchema = z
  .object({
    user_id: recordIdBody.optional().describe('The player to invite, by user ID'),
    display_name: z
      .string()
      .trim()
      .min(1)
      .max(DISPLAY_NAME_MAX)
      .optional()
      .describe('…or by display name, in any letter case'),
  })
  .superRefine((body, ctx) => {
    const given = Number(body.user_id !== undefined) + Number(body.display_name !== undefined);
    if (given !== 1)
      ctx.addIssue({
        code: 'custom',
        path: ['display_name'],
        message: given ? 'validation.invalid' : 'validation.required',
      });
  });
export type InviteRequest = z.input<typeof inviteBodySchema>;

export const roundPlayerSchema = z.object({
  user_id: z.number().int(),
  display_name: z.string(),
  is_host: z.boolean(),
  is_local: z.boolean().describe("Plays on the host's simulator"),
  play_status: z.number().int().describe('play_status: 0 pending, 10 ongoing, 100 round completed'),
  current_hole: z.number().int().nullable().describe('Hole being played; null before the start and when done'),
  holes_completed: z.number().int(),
  strokes: z
    .number()
    .int()
    .describe(
      'Gross strokes on completed holes; in stroke and match play a picked-up hole counts at net double bogey (or the strokes taken, if more), as on the scorecard',
    ),
  to_par: z.number().int().describe('Those strokes minus par of the completed holes'),
  mulligans_used: z.number().int(),
});
export type RoundPlayer = z.output<typeof roundPlayerSchema>;

/** GET /rounds/{id} and every call that changes a round: its settings and players. */
export const roundSchema = z.object({
  id: z.number().int(),
  host_id: z.number().int(),
  title: z.string(),
  visibility: z.number().int(),
  game_mode: z.number().int(),
  max_players: z.number().int(),
  elevation: z.number().int(),
  game_condition: z.number().int(),
  gimme_distance: z.number().int().nullable(),
  gimme_on_second_put: z.boolean(),
  mulligans: z.number().int(),
  green_stimp: z.number().int(),
  tries: z.number().int(),
  tee: z.number().int(),
  course: z.object({ id: z.number().int(), title: z.string(), course_type: z.number().int() }),
  use_hcp: z.boolean(),
  hole_group: z.number().int(),
  holes: z.array(z.number().int()).describe('Hole numbers in playing order'),
  restrict_hardware: z.string().nullable(),
  is_local: z.boolean(),
  join_code: z.string().nullable().describe('Local rounds, shown to the host only'),
  round_status: z.number().int().describe('round_status: 10 active, 20 completed'),
  play_status: z.number().int().describe('play_status of the round: 0 pending, 10 ongoing, 100 round completed'),
  player_count: z.number().int(),
  free_slots: z.number().int(),
  players: z.array(roundPlayerSchema),
  invited: z
    .array(z.object({ user_id: z.number().int(), display_name: z.string() }))
    .nullable()
    .describe('Players invited who have not answered yet, shown to the host only (null for others)'),
  created_at: z.string(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  match_conceded_by: z
    .number()
    .int()
    .nullable()
    .describe('Match play: the player who conceded the match (POST /rounds/{id}/concede-match); null when nobody did'),
  wager: roundWagerSchema.nullable().describe('The stake, pot and settlement of a wager round; null without a wager'),
});
export type Round = z.output<typeof roundSchema>;

/** A round's settings without its players, join code and invites: what the lobby and a round share. */
export const roundSettingsSchema = roundSchema.omit({ players: true, join_code: true, invited: true });
export type RoundSettings = z.output<typeof roundSettingsSchema>;

/** GET /rounds (the lobby) and GET /rounds/mine. */
export const lobbyRoundSchema = roundSettingsSchema.extend({
  host_display_name: z.string(),
});
export type LobbyRound = z.output<typeof lobbyRoundSchema>;

/** GET /rounds/invites: a pending invite of the caller. */
export const roundInviteSchema = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  round_title: z.string(),
  host_display_name: z.string(),
  invited_by: z.number().int(),
  created_at: z.string(),
});
export type RoundInvite = z.output<typeof roundInviteSchema>;

/** POST /rounds/{id}/invites: the invite the host sent. */
export const sentInviteSchema = z.object({
  id: z.number().int(),
  round_id: z.number().int(),
  user_id: z.number().int(),
  display_name: z.string().describe("The invited player's display name"),
  invited_by: z.number().int(),
  status: z.number().int().describe('10 pending, 20 accepted'),
  created_at: z.string(),
});
export type SentInvite = z.output<typeof sentInviteSchema>;
