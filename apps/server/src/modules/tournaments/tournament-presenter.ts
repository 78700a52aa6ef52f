import {
  enums,
  type AdminTournament,
  type Locale,
  type TournamentFormat,
  type TournamentRound,
  type TournamentStatus,
  type TournamentSummary,
  type TeeTimeMode,
} from '@golf/contracts';
import { prizeTable, type WinningLogic } from '@golf/golf';
import { formatPrice } from '../store/prices';
import type { HardwareRow, RoundWithCourse, TournamentRow } from './tournaments.repository';
import { presentDivisions } from './tournament-divisions';

/** Where a tournament is on its way (docs/tournaments.md, Status). */
export function statusOf(row: TournamentRow, now: Date): TournamentStatus {
  if (row.cancelledAt) return 'cancelled';
  if (row.completedAt) return 'finished';
  if (!row.publishedAt) return 'draft';
  return now < row.startAt ? 'upcoming' : 'live';
}

export function formattedPrizeSum(row: TournamentRow, locale: Locale): string {
  if (row.prizeSum === null) return '';
  return formatPrice(
    {
      priceType: enums.product_price_type.in_game_currency,
      amount: row.prizeSum,
      currency: null,
      tokenType: row.prizeTokenType,
    },
    locale,
  );
}

export function presentRound(round: RoundWithCourse): TournamentRound {
  return {
    id: round.id,
    number: round.number,
    course_id: round.courseId,
    course: round.course,
    start_at: round.startAt.toISOString(),
    end_at: round.endAt.toISOString(),
    tournament_cut: round.tournamentCut,
    cut_applied_at: round.cutAppliedAt?.toISOString() ?? null,
    elevation: round.elevation,
    game_condition: round.gameCondition,
    gimme_distance: round.gimmeDistance,
    gimme_on_second_put: round.gimmeOnSecondPut,
    green_stimp: round.greenStimp,
    tee: round.tee,
    use_hcp: round.useHcp,
    hole_group: round.holeGroup,
    holes: round.holes,
    mulligans: 0,
  };
}

const presentHardware = (device: HardwareRow) => ({
  id: device.id,
  title: device.title,
  hardware_version: device.hardwareVersion,
});

export function presentAdminTournament(
  row: TournamentRow,
  rounds: RoundWithCourse[],
  hardware: HardwareRow[],
  locale: Locale,
  now: Date,
): AdminTournament {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: statusOf(row, now),
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    cancellation_reason: row.cancellationReason,
    completed_at: row.completedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    max_players: row.maxPlayers,
    winning_logic: row.winningLogic,
    prize_sum: row.prizeSum,
    formatted_prize_sum: formattedPrizeSum(row, locale),
    prize_token_type: row.prizeTokenType,
    entry_fee: row.entryFee,
    entry_fee_token_type: row.entryFeeTokenType,
    handicap_limit: row.handicapLimit,
    format: row.format as TournamentFormat,
    tee_time_mode: row.teeTimeMode as TeeTimeMode,
    tee_interval_minutes: row.teeIntervalMinutes,
    group_size: row.groupSize,
    cover_image: row.coverImage,
    image: row.image,
    hardware_device_ids: hardware.map((device) => device.id),
    hardwareDevices: hardware.map(presentHardware),
    divisions: presentDivisions(row.divisions),
    rounds: rounds.map(presentRound),
    entrant_count: row.entrantCount,
  };
}

/** The round being played now (or the next one before the start, the last one after the end). */
export function currentRoundOf(rounds: RoundWithCourse[], now: Date): number | null {
  if (!rounds.length) return null;
  const open = rounds.find((round) => round.startAt <= now && now < round.endAt);
  if (open) return open.number;
  const started = rounds.filter((round) => round.startAt <= now);
  return started.length ? started[started.length - 1]!.number : null;
}

export function presentSummary(
  row: TournamentRow,
  rounds: RoundWithCourse[],
  locale: Locale,
  now: Date,
  entered: boolean,
): TournamentSummary {
  return {
    id: row.id,
    title: row.title,
    status: statusOf(row, now),
    start_at: row.startAt.toISOString(),
    end_at: row.endAt.toISOString(),
    cover_image: row.coverImage,
    round_count: rounds.length,
    current_round: currentRoundOf(rounds, now),
    max_players: row.maxPlayers,
    entrant_count: row.entrantCount,
    places_left: Math.max(0, row.maxPlayers - row.entrantCount),
    entry_fee: row.entryFee,
    entry_fee_token_type: row.entryFeeTokenType,
    prize_sum: row.prizeSum,
    formatted_prize_sum: formattedPrizeSum(row, locale),
    prize_token_type: row.prizeTokenType,
    winning_logic: row.winningLogic,
    entered,
  };
}

/** The prize pool's places (before ties), as the prize-pool section shows them. */
export const prizePlaces = (row: TournamentRow) => prizeTable(row.winningLogic as WinningLogic, row.prizeSum);

export { presentHardware };
