/**
 * Tournaments as players see them (docs/tournaments.md): the list's cards, the event page with the
 * caller's entry and what keeps them out, the prize pool, entering and invites. The staff model, the
 * requests that create and edit a tournament and the shared vocabularies are in tournaments.ts.
 */
import { z } from 'zod';
import { decimalInteger, recordIdBody } from './common';
import { isoTime } from './economy-fields';
import { divisionNumber, tournamentDivisionSchema } from './tournament-divisions';
import {
  entryRoundStates,
  entryStatuses,
  teeTimeModes,
  tournamentEntryRefusals,
  tournamentFormats,
  tournamentHardwareSchema,
  tournamentRoundSchema,
  tournamentStatuses,
  tournamentTabs,
} from './tournaments';

/** The caller's own entry, on the player's page and list; null when not entered. */
export const myEntrySchema = z.object({
  status: z.enum(entryStatuses),
  entered_at: isoTime,
  fee_paid: z.number().int(),
  division: z.number().int().nullable().describe('The division number the entrant plays in; null without divisions'),
  disqualified_reason: z.string().nullable(),
  position_label: z.string().nullable(),
  payout: z.number().int().nullable(),
  rounds: z.array(
    z.object({
      number: z.number().int(),
      state: z.enum(entryRoundStates),
      round_id: z.number().int().nullable().describe('The platform round (GET /rounds/{id}) once started'),
      tee_time: isoTime.nullable().describe('Assigned mode; null in window mode'),
      can_play: z.boolean().describe('The "play my round" button: the round is open and this entry may start it'),
    }),
  ),
});
export type MyTournamentEntry = z.output<typeof myEntrySchema>;

/** GET /tournaments/events: a card in the player's list. */
export const tournamentSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(tournamentStatuses),
  start_at: isoTime,
  end_at: isoTime,
  cover_image: z.string().nullable(),
  round_count: z.number().int(),
  current_round: z.number().int().nullable(),
  max_players: z.number().int(),
  entrant_count: z.number().int(),
  places_left: z.number().int(),
  entry_fee: z.number().int(),
  entry_fee_token_type: z.number().int(),
  prize_sum: z.number().int().nullable(),
  formatted_prize_sum: z.string(),
  prize_token_type: z.number().int(),
  winning_logic: z.number().int(),
  entered: z.boolean().describe('The caller has an entry (false when signed out)'),
});
export type TournamentSummary = z.output<typeof tournamentSummarySchema>;

export const tournamentsQuerySchema = z.object({
  tab: z.enum(tournamentTabs).default('upcoming'),
  page: decimalInteger(z.number().int().min(1)).optional(),
  per_page: decimalInteger(z.number().int().min(1).max(100)).optional(),
});

/** One place of the prize pool and what it pays (before ties are split). */
export const prizePlaceSchema = z.object({ place: z.number().int(), amount: z.number().int() });

/** GET /tournaments/{id}/prize-pool. */
export const prizePoolSchema = z.object({
  winning_logic: z.number().int(),
  prize_sum: z.number().int().nullable(),
  formatted_prize_sum: z.string(),
  prize_token_type: z.number().int(),
  places: z.array(prizePlaceSchema).describe('Empty for no payout; ties split the sum of the places they share'),
  paid: z
    .array(
      z.object({
        user_id: z.number().int(),
        display_name: z.string(),
        position_label: z.string(),
        amount: z.number().int(),
      }),
    )
    .describe('Payouts made (action 22), once the tournament is finished'),
});
export type PrizePool = z.output<typeof prizePoolSchema>;

/** GET /tournaments/events/{id}: the tournament page's event info (and the caller's entry). */
export const tournamentDetailSchema = tournamentSummarySchema.extend({
  description: z.string().nullable(),
  image: z.string().nullable(),
  cancellation_reason: z
    .string()
    .nullable()
    .describe('Once cancelled, the reason staff gave (players see it); null otherwise or when none was given'),
  handicap_limit: z.number().nullable(),
  format: z.enum(tournamentFormats),
  tee_time_mode: z.enum(teeTimeModes),
  requires_two_factor: z.literal(true),
  hardwareDevices: z.array(tournamentHardwareSchema),
  divisions: z.array(tournamentDivisionSchema),
  rounds: z.array(tournamentRoundSchema),
  prize_pool: prizePoolSchema,
  my_entry: myEntrySchema.nullable(),
  invited: z.boolean().describe('The caller has a pending invite'),
  entry_refusals: z
    .array(z.enum(tournamentEntryRefusals))
    .describe(
      'Why the caller may not enter now: 2FA, the tournaments feature, the handicap limit, a device of an allowed ' +
        'model, the fee. Empty when they may, when entered, when entries are closed, and when signed out; ' +
        'entering checks again.',
    ),
});
export type TournamentDetail = z.output<typeof tournamentDetailSchema>;

/** POST /tournaments/{id}/enter and /invites/accept: the device the player will play on. */
export const enterTournamentBodySchema = z
  .object({
    game_identifier_id: recordIdBody
      .optional()
      .describe('Required when the tournament names hardware devices (tournaments.hardware_not_allowed, 6006)'),
    division: divisionNumber
      .optional()
      .describe(
        'Ball-speed divisions: the one the player chooses (tournaments.division_required, 6026); handicap divisions are assigned',
      ),
  })
  .nullish();
export type EnterTournamentRequest = z.input<typeof enterTournamentBodySchema>;

/** POST /tournaments/{id}/invites (an entrant or staff invites a player). */
export const tournamentInviteBodySchema = z.object({ user_id: recordIdBody });
export const tournamentInviteSchema = z.object({
  id: z.number().int(),
  tournament_id: z.number().int(),
  tournament_title: z.string(),
  user_id: z.number().int(),
  invited_by: z.number().int(),
  status: z.number().int().describe('10 pending, 20 accepted'),
  created_at: isoTime,
});
export type TournamentInvite = z.output<typeof tournamentInviteSchema>;
