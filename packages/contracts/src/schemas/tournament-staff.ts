/**
 * The back-office's extra tournament calls (docs/tournaments.md): the form's course and hardware
 * choices for staff with manage-tournaments alone, and moving or swapping entrants on the tee sheet.
 */
import { z } from 'zod';
import { TOURNAMENT_MAX_ROUNDS } from './tournaments';
import { recordIdBody } from './common';

const choice = z.object({ id: z.number().int(), title: z.string() });

/** GET /tournaments/options: what the tournament form may pick, read-only. */
export const tournamentOptionsSchema = z.object({
  courses: z.array(choice.extend({ par: z.number().int() })),
  hardware_devices: z.array(choice.extend({ hardware_version: z.string() })),
});
export type TournamentOptions = z.output<typeof tournamentOptionsSchema>;

const roundNumber = z.number().int().min(1).max(TOURNAMENT_MAX_ROUNDS);

/** POST /tournaments/{id}/tee-times/move: one entrant to another tee time (a group or a new one) in a round. */
export const teeTimeMoveBodySchema = z.object({
  round_number: roundNumber,
  user_id: recordIdBody,
  tee_time: z.iso.datetime({ offset: true }).describe('On the round’s tee interval, inside its window'),
});
export type TeeTimeMoveBody = z.input<typeof teeTimeMoveBodySchema>;

/** POST /tournaments/{id}/tee-times/swap: two entrants trade tee times in a round. */
export const teeTimeSwapBodySchema = z.object({
  round_number: roundNumber,
  user_id: recordIdBody,
  other_user_id: recordIdBody,
});
export type TeeTimeSwapBody = z.input<typeof teeTimeSwapBodySchema>;
