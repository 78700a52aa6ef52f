import { sql } from 'drizzle-orm';
import {
  tournamentResultsCsvColumns,
  type Entrant,
  type EntryRoundState,
  type EntryStatus,
  type LeaderboardView,
  type Locale,
  type MyTournamentEntry,
  type PrizePool,
  type TeeTimeMode,
  type TournamentDetail,
  type TournamentEntryRefusal,
  type TournamentFormat,
  type TournamentTab,
} from '@golf/contracts';
import type { Database } from '../../db/client';
import { tournaments } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { createWalletsRepository } from '../wallets/wallets.repository';
import { checkDivisionFilter, presentDivisions } from './tournament-divisions';
import { entryRefusals, entryRulesOf } from './tournament-eligibility';
import { findOnBoard, leaderboardPage, wholeBoard, type BoardReading } from './tournament-leaderboard';
import {
  formattedPrizeSum,
  presentHardware,
  presentRound,
  presentSummary,
  prizePlaces,
  currentRoundOf,
  statusOf,
} from './tournament-presenter';
import { basisOf } from './tournament-standings';
import { teeOverridesOf } from './tournament-tee-sheet.repository';
import { entryTeeTime, teeSheet, type TeeOverrides } from './tournament-tee-times';
import {
  createTournamentsRepository,
  type EntryRow,
  type PlayRow,
  type RoundWithCourse,
  type TournamentRow,
} from './tournaments.repository';

/** The board a query asks for: its key (the view, decision 0099) and division (decision 0098). */
function readingOf(
  tournament: TournamentRow,
  rounds: RoundWithCourse[],
  query: { view?: LeaderboardView; division?: number },
): { reading: BoardReading; basis: ReturnType<typeof basisOf> } {
  checkDivisionFilter(tournament, query.division);
  const own = basisOf(tournament, rounds);
  // The stored score already ranks by the tournament's basis; gross and net read their own columns.
  const basis = query.view ?? own;
  const key = basis === own ? 'score' : basis === 'net' ? 'net_to_par' : 'to_par';
  return { reading: { key, division: query.division }, basis };
}

/**
 * When the entry's fee went back: withdrawing refunds it, and cancelling refunds every entry still
 * held, in the transaction that sets cancelled_at (tournament-entries.ts). A free entry has nothing back.
 */
function refundedAt(tournament: TournamentRow, entry: EntryRow): Date | null {
  if (entry.feePaid <= 0) return null;
  return entry.status === 'withdrawn' ? entry.withdrawnAt : tournament.cancelledAt;
}

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The player's views (list, page, board, tee sheet, prize pool) and the staff's entrants and export. */
export function createTournamentViews(deps: {
  db: Database;
  clock: () => Date;
  hasTournamentsFeature: (executor: Database, userId: number) => Promise<boolean>;
}) {
  const { db, clock } = deps;
  const repo = createTournamentsRepository(db);
  const wallets = createWalletsRepository(db);

  /** Why the player may not enter, while entries are open and they have not entered (the entry checks again). */
  async function refusalsOf(
    tournament: TournamentRow,
    hardware: { hardwareVersion: string }[],
    userId: number,
  ): Promise<TournamentEntryRefusal[]> {
    if (tournament.cancelledAt || tournament.completedAt || clock() >= tournament.startAt) return [];
    const user = await repo.userFacts(userId);
    if (!user) return [];
    const wallet = (await wallets.walletsOf(userId)).find((row) => row.tokenType === tournament.entryFeeTokenType);
    return entryRefusals(entryRulesOf(tournament, hardware), {
      twoFactorEnabled: user.mfaEnabledAt !== null,
      hasFeature: await deps.hasTournamentsFeature(db, userId),
      hcp: user.hcp,
      devices: await repo.deviceVersionsOf(userId),
      balance: wallet?.balance ?? 0,
    });
  }

  /** A tournament players may see: published (cancelled ones stay readable, with their status). */
  async function visible(id: number): Promise<TournamentRow> {
    const row = await repo.find(id);
    if (!row?.publishedAt) throw new AppError('general.not_found');
    return row;
  }

  function entryRounds(
    tournament: TournamentRow,
    rounds: RoundWithCourse[],
    entry: EntryRow,
    plays: PlayRow[],
    overrides: TeeOverrides,
  ) {
    const now = clock();
    return rounds.map((round) => {
      const play = plays.find((p) => p.entryId === entry.id && p.tournamentRoundId === round.id);
      const tee = entryTeeTime(tournament, round, entry, overrides);
      const previous = rounds.find((r) => r.number === round.number - 1);
      const state: EntryRoundState = play
        ? (play.state as EntryRoundState)
        : now >= round.endAt
          ? 'not_played'
          : 'not_started';
      const open = now >= (tee ?? round.startAt) && now < round.endAt;
      const cutReady = !previous?.tournamentCut || previous.cutAppliedAt !== null;
      return {
        number: round.number,
        state,
        round_id: play?.roundId ?? null,
        tee_time: tee?.toISOString() ?? null,
        can_play:
          entry.status === 'entered' &&
          !tournament.cancelledAt &&
          !tournament.completedAt &&
          open &&
          cutReady &&
          (!play || play.state === 'playing'),
      };
    });
  }

  async function prizePool(tournament: TournamentRow, locale: Locale): Promise<PrizePool> {
    const paid = tournament.completedAt
      ? (await wholeBoard(db, tournament.id))
          .filter((row) => (row.payout ?? 0) > 0)
          .map((row) => ({
            user_id: row.user_id,
            display_name: row.display_name,
            position_label: row.position_label,
            amount: row.payout!,
          }))
      : [];
    return {
      winning_logic: tournament.winningLogic,
      prize_sum: tournament.prizeSum,
      formatted_prize_sum: formattedPrizeSum(tournament, locale),
      prize_token_type: tournament.prizeTokenType,
      places: prizePlaces(tournament),
      paid,
    };
  }

  return {
    async list(tab: TournamentTab, page: number, perPage: number, userId: number | null, locale: Locale) {
      const now = clock();
      // A cancelled tournament is over: it shows under finished (with its status) and in the entrant's mine.
      let where;
      const open = sql`${tournaments.completedAt} is null and ${tournaments.cancelledAt} is null`;
      if (tab === 'upcoming') where = sql`${tournaments.startAt} > ${now} and ${open}`;
      else if (tab === 'live') where = sql`${tournaments.startAt} <= ${now} and ${open}`;
      else if (tab === 'finished')
        where = sql`(${tournaments.completedAt} is not null or ${tournaments.cancelledAt} is not null)`;
      else {
        if (userId === null) throw new AppError('auth.unauthorized');
        where = sql`${tournaments.id} in (select tournament_id from tournament_entries where user_id = ${userId} and status <> 'withdrawn')`;
      }
      const { rows, total } = await repo.listPublic(
        where,
        tab === 'finished' || tab === 'mine' ? 'desc' : 'asc',
        perPage,
        (page - 1) * perPage,
      );
      const rounds = await repo.roundsOf(rows.map((row) => row.id));
      const mine = new Set(
        userId === null
          ? []
          : (await repo.myEntries(userId)).filter((e) => e.status !== 'withdrawn').map((e) => e.tournamentId),
      );
      return {
        data: rows.map((row) =>
          presentSummary(
            row,
            rounds.filter((r) => r.tournamentId === row.id),
            locale,
            now,
            mine.has(row.id),
          ),
        ),
        meta: { current_page: page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
      };
    },

    async detail(id: number, userId: number | null, locale: Locale): Promise<TournamentDetail> {
      const tournament = await visible(id);
      const [rounds, hardware] = await Promise.all([repo.roundsOf([id]), repo.hardwareOf(id)]);
      const entry = userId === null ? undefined : await repo.findEntry(id, userId);
      const invite = userId === null ? undefined : await repo.findInvite(id, userId);
      let myEntry: MyTournamentEntry | null = null;
      if (entry && entry.status !== 'withdrawn') {
        const plays = await repo.playsOfEntries([entry.id]);
        const onBoard = await findOnBoard(db, id, entry.userId);
        myEntry = {
          status: entry.status as EntryStatus,
          entered_at: entry.enteredAt.toISOString(),
          fee_paid: entry.feePaid,
          division: entry.division,
          disqualified_reason: entry.disqualifiedReason,
          position_label: onBoard && onBoard !== 'other_division' ? onBoard.row.position_label : null,
          payout: entry.payout,
          rounds: entryRounds(tournament, rounds, entry, plays, await teeOverridesOf(db, tournament.id)),
        };
      }
      return {
        ...presentSummary(tournament, rounds, locale, clock(), myEntry !== null),
        description: tournament.description,
        image: tournament.image,
        cancellation_reason: tournament.cancelledAt ? tournament.cancellationReason : null,
        handicap_limit: tournament.handicapLimit,
        format: tournament.format as TournamentFormat,
        tee_time_mode: tournament.teeTimeMode as TeeTimeMode,
        requires_two_factor: true,
        hardwareDevices: hardware.map(presentHardware),
        divisions: presentDivisions(tournament.divisions),
        rounds: rounds.map(presentRound),
        prize_pool: await prizePool(tournament, locale),
        my_entry: myEntry,
        invited: invite?.status === 10,
        entry_refusals: userId === null || myEntry !== null ? [] : await refusalsOf(tournament, hardware, userId),
      };
    },

    async prizePool(id: number, locale: Locale) {
      return prizePool(await visible(id), locale);
    },

    async leaderboard(
      id: number,
      page: number,
      perPage: number,
      query: { view?: LeaderboardView; division?: number } = {},
    ) {
      const tournament = await visible(id);
      const rounds = await repo.roundsOf([id]);
      const { reading, basis } = readingOf(tournament, rounds, query);
      const { rows, total } = await leaderboardPage(db, id, page, perPage, reading);
      return {
        data: rows,
        meta: {
          current_page: page,
          per_page: perPage,
          total,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          basis,
          default_basis: basisOf(tournament, rounds),
          division: query.division ?? null,
          par: rounds.reduce((sum, round) => sum + round.course.par, 0),
          current_round: currentRoundOf(rounds, clock()),
          updated_at: clock().toISOString(),
        },
      };
    },

    async findMe(
      id: number,
      userId: number,
      perPage: number,
      query: { view?: LeaderboardView; division?: number } = {},
    ) {
      const tournament = await visible(id);
      const { reading } = readingOf(tournament, await repo.roundsOf([id]), query);
      const found = await findOnBoard(db, id, userId, reading);
      if (!found) throw new AppError('tournaments.not_entered');
      if (found === 'other_division') throw new AppError('tournaments.other_division');
      return { page: Math.floor(found.index / perPage) + 1, index: found.index, row: found.row };
    },

    async teeTimes(id: number, roundNumber: number | undefined) {
      const tournament = await visible(id);
      const rounds = await repo.roundsOf([id]);
      const round = rounds.find((r) => r.number === (roundNumber ?? currentRoundOf(rounds, clock()) ?? 1));
      if (!round) throw new AppError('general.not_found');
      const entries = await repo.entriesOf(id, ['entered']);
      const names = await repo.displayNames(entries.map((e) => e.userId));
      return teeSheet(tournament, round, entries, names, await teeOverridesOf(db, id));
    },

    async entrants(
      id: number,
      query: { page: number; per_page: number; status?: EntryStatus; needs_review?: 'true' | 'false' },
    ) {
      const tournament = await repo.find(id);
      if (!tournament) throw new AppError('general.not_found');
      const rounds = await repo.roundsOf([id]);
      const all = await repo.entriesOf(id, query.status ? [query.status] : undefined);
      const plays = await repo.playsOfEntries(all.map((e) => e.id));
      const held = new Set(plays.filter((p) => p.state === 'review').map((p) => p.entryId));
      const filtered =
        query.needs_review === undefined ? all : all.filter((e) => held.has(e.id) === (query.needs_review === 'true'));
      const pageRows = filtered.slice((query.page - 1) * query.per_page, query.page * query.per_page);
      const names = await repo.displayNames(pageRows.map((e) => e.userId));
      const overrides = await teeOverridesOf(db, id);
      const data: Entrant[] = pageRows.map((entry) => ({
        user_id: entry.userId,
        display_name: names.get(entry.userId) ?? '',
        status: entry.status as EntryStatus,
        entered_at: entry.enteredAt.toISOString(),
        withdrawn_at: entry.withdrawnAt?.toISOString() ?? null,
        fee_paid: entry.feePaid,
        refunded_at: refundedAt(tournament, entry)?.toISOString() ?? null,
        hcp: entry.handicapIndex,
        division: entry.division,
        disqualified_reason: entry.disqualifiedReason,
        disqualified_at: entry.disqualifiedAt?.toISOString() ?? null,
        rounds: rounds.map((round) => {
          const play = plays.find((p) => p.entryId === entry.id && p.tournamentRoundId === round.id);
          return {
            number: round.number,
            round_id: play?.roundId ?? null,
            state: (play?.state ?? 'not_started') as EntryRoundState,
            flagged_strokes: play?.flaggedStrokes ?? 0,
            tee_time: entryTeeTime(tournament, round, entry, overrides)?.toISOString() ?? null,
          };
        }),
        needs_review: held.has(entry.id),
        payout: entry.payout,
      }));
      const total = filtered.length;
      return {
        data,
        meta: {
          current_page: query.page,
          per_page: query.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
        },
      };
    },

    /** The results in board order, RFC 4180 with CRLF (columns tournamentResultsCsvColumns). */
    async resultsCsv(id: number): Promise<string> {
      if (!(await repo.find(id))) throw new AppError('general.not_found');
      const board = await wholeBoard(db, id);
      const reasons = new Map((await repo.entriesOf(id)).map((e) => [e.userId, e.disqualifiedReason]));
      const lines = [tournamentResultsCsvColumns.join(',')];
      for (const row of board)
        lines.push(
          [
            row.position_label,
            row.user_id,
            row.display_name,
            row.status,
            row.division,
            row.gross,
            row.to_par,
            row.net,
            row.net_to_par,
            row.points,
            row.rounds.map((r) => r.strokes ?? '').join(' '),
            row.payout,
            reasons.get(row.user_id),
          ]
            .map(csvCell)
            .join(','),
        );
      return `${lines.join('\r\n')}\r\n`;
    },

    statusOf: (row: TournamentRow) => statusOf(row, clock()),
  };
}

export type TournamentViews = ReturnType<typeof createTournamentViews>;
