import {
  realtimeChannels,
  tournamentEvents,
  tournamentScheduleFields,
  tournamentTermFields,
  type Locale,
  type TournamentPatchRequest,
  type TournamentRequest,
} from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { Publisher } from '../../realtime/publisher';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import { checkDivisions, storedDivisions } from './tournament-divisions';
import { presentAdminTournament, statusOf } from './tournament-presenter';
import { checkTournament, type RoundInput, type TournamentDraft } from './tournament-validation';
import {
  createTournamentsRepository,
  inTournamentsTransaction,
  tournamentListSpec,
  type NewTournament,
  type NewTournamentRound,
  type RoundWithCourse,
  type TournamentRow,
  type TournamentsRepository,
} from './tournaments.repository';

export interface TournamentAdminDeps {
  db: Database;
  publisher: Publisher;
  activity: Pick<ActivityLog, 'record'>;
  clock: () => Date;
}

/** Fields that set the terms entrants paid for: fixed once published (decision 0074; the form locks them too). */
const TERMS = tournamentTermFields;
/** Fields that change the competition's schedule or field: fixed from start_at (decision 0074). */
const SCHEDULE = tournamentScheduleFields;

function roundDraft(round: RoundWithCourse): RoundInput {
  return {
    course_id: round.courseId,
    start_at: round.startAt.toISOString(),
    end_at: round.endAt.toISOString(),
    tournament_cut: round.tournamentCut,
    elevation: round.elevation,
    game_condition: round.gameCondition,
    gimme_distance: round.gimmeDistance,
    gimme_on_second_put: round.gimmeOnSecondPut,
    green_stimp: round.greenStimp,
    tee: round.tee,
    use_hcp: round.useHcp,
    hole_group: round.holeGroup,
    holes: round.holes,
  };
}

const roundValues = (rounds: RoundInput[]): NewTournamentRound[] =>
  rounds.map((round, index) => ({
    number: index + 1,
    courseId: round.course_id!,
    startAt: new Date(round.start_at),
    endAt: new Date(round.end_at),
    tournamentCut: round.tournament_cut,
    elevation: round.elevation,
    gameCondition: round.game_condition,
    gimmeDistance: round.gimme_distance,
    gimmeOnSecondPut: round.gimme_on_second_put,
    greenStimp: round.green_stimp,
    tee: round.tee,
    useHcp: round.use_hcp,
    holeGroup: round.hole_group,
    holes: round.hole_group === 99 ? round.holes : null,
  }));

function tournamentValues(input: TournamentPatchRequest): Partial<NewTournament> {
  const v: Partial<NewTournament> = {};
  if (input.title !== undefined) v.title = input.title;
  if (input.description !== undefined) v.description = input.description ?? null;
  if (input.start_at !== undefined) v.startAt = new Date(input.start_at);
  if (input.end_at !== undefined) v.endAt = new Date(input.end_at);
  if (input.max_players !== undefined) v.maxPlayers = input.max_players;
  if (input.winning_logic !== undefined) v.winningLogic = input.winning_logic;
  if (input.prize_sum !== undefined) v.prizeSum = input.prize_sum;
  if (input.prize_token_type !== undefined) v.prizeTokenType = input.prize_token_type;
  if (input.entry_fee !== undefined) v.entryFee = input.entry_fee;
  if (input.entry_fee_token_type !== undefined) v.entryFeeTokenType = input.entry_fee_token_type;
  if (input.handicap_limit !== undefined) v.handicapLimit = input.handicap_limit;
  if (input.format !== undefined) v.format = input.format;
  if (input.tee_time_mode !== undefined) v.teeTimeMode = input.tee_time_mode;
  if (input.tee_interval_minutes !== undefined) v.teeIntervalMinutes = input.tee_interval_minutes;
  if (input.group_size !== undefined) v.groupSize = input.group_size;
  if (input.cover_image !== undefined) v.coverImage = input.cover_image ?? null;
  if (input.image !== undefined) v.image = input.image ?? null;
  if (input.divisions !== undefined) v.divisions = storedDivisions(input.divisions);
  return v;
}

/** A create's body as the route parsed it (defaults applied). */
export type NewTournamentInput = TournamentRequest & { rounds: RoundInput[] };

/**
 * Checks a new tournament and writes it as a draft with its rounds and hardware devices: staff's create,
 * and the demo seed's tournament, so both pass the same rules (the seed has no staff action to log).
 */
export async function insertTournament(
  repo: TournamentsRepository,
  input: NewTournamentInput,
  now: Date,
): Promise<TournamentRow> {
  const draft = input as TournamentDraft & typeof input;
  await checkTournament(repo, {
    ...draft,
    prize_sum: draft.prize_sum ?? null,
    hardware_device_ids: draft.hardware_device_ids ?? [],
    startAfter: now,
  });
  checkDivisions(storedDivisions(input.divisions ?? []));
  const row = await repo.insert(tournamentValues(input) as NewTournament);
  await repo.replaceRounds(row.id, roundValues(input.rounds));
  await repo.replaceHardware(row.id, [...new Set(input.hardware_device_ids ?? [])]);
  return row;
}

/** Back-office CRUD and publishing (spec §2 tournaments, add-tournament, edit-tournament). */
export function createTournamentAdmin(deps: TournamentAdminDeps) {
  const { db, clock } = deps;

  async function model(repo: TournamentsRepository, row: TournamentRow, locale: Locale) {
    const [rounds, hardware] = await Promise.all([repo.roundsOf([row.id]), repo.hardwareOf(row.id)]);
    return presentAdminTournament(row, rounds, hardware, locale, clock());
  }

  const log =
    (repo: TournamentsRepository, tx: Database, event: Parameters<typeof recordStaffAction>[1]['event']) =>
    async (actor: StaffActor, id: number, details?: Record<string, unknown>) =>
      recordStaffAction(
        deps.activity,
        { event, actorId: actor.id, subject: { type: 'tournament', id }, request: actor.request, details },
        tx,
      );

  async function statusEvent(id: number, row: TournamentRow) {
    await deps.publisher.publish(realtimeChannels.tournament(id), tournamentEvents.statusChanged, {
      tournament_id: id,
      status: statusOf(row, clock()),
    });
  }

  return {
    async list(query: ListQuery, locale: Locale) {
      const repo = createTournamentsRepository(db);
      const { rows, total } = await repo.list(planList(query, tournamentListSpec));
      const now = clock();
      return {
        data: rows.map((row) => ({
          id: row.id,
          title: row.title,
          status: statusOf(row, now),
          start_at: row.startAt.toISOString(),
          end_at: row.endAt.toISOString(),
          published_at: row.publishedAt?.toISOString() ?? null,
          created_at: row.createdAt.toISOString(),
          entrant_count: row.entrantCount,
        })),
        meta: pageMeta(query, total),
        locale,
      };
    },

    async get(id: number, locale: Locale) {
      const repo = createTournamentsRepository(db);
      const row = await repo.find(id);
      if (!row) throw new AppError('general.not_found');
      return model(repo, row, locale);
    },

    async create(input: NewTournamentInput, actor: StaffActor, locale: Locale) {
      return inTournamentsTransaction(db, async (repo, tx) => {
        const row = await insertTournament(repo, input, clock());
        await log(repo, tx, 'tournaments.created')(actor, row.id, { title: row.title });
        return model(repo, row, locale);
      });
    },

    async update(id: number, input: TournamentPatchRequest, actor: StaffActor, locale: Locale) {
      return inTournamentsTransaction(db, async (repo, tx) => {
        const before = await repo.lock(id);
        if (!before) throw new AppError('general.not_found');
        if (before.cancelledAt || before.completedAt) throw new AppError('tournaments.changes_not_allowed');
        const [rounds, hardware] = await Promise.all([repo.roundsOf([id]), repo.hardwareOf(id)]);
        const sent = (key: string) => (input as Record<string, unknown>)[key] !== undefined;
        if (clock() >= before.startAt && before.publishedAt && [...SCHEDULE, ...TERMS].some(sent))
          throw new AppError('rounds.tournament_started');
        if (before.publishedAt && TERMS.some(sent)) throw new AppError('tournaments.changes_not_allowed');
        const draft: TournamentDraft = {
          start_at: input.start_at ?? before.startAt.toISOString(),
          end_at: input.end_at ?? before.endAt.toISOString(),
          max_players: input.max_players ?? before.maxPlayers,
          winning_logic: input.winning_logic ?? before.winningLogic,
          prize_sum: input.prize_sum !== undefined ? input.prize_sum : before.prizeSum,
          hardware_device_ids: input.hardware_device_ids ?? hardware.map((device) => device.id),
          rounds: (input.rounds as RoundInput[] | undefined) ?? rounds.map(roundDraft),
          startAfter:
            input.start_at !== undefined && Date.parse(input.start_at) !== before.startAt.getTime()
              ? clock()
              : undefined,
        };
        await checkTournament(repo, draft);
        if (input.divisions) checkDivisions(storedDivisions(input.divisions));
        if (draft.max_players < before.entrantCount)
          throw AppError.validation({
            max_players: [
              { key: 'validation.min.numeric', params: { attribute: 'max players', min: before.entrantCount } },
            ],
          });
        const values = tournamentValues(input);
        const row = Object.keys(values).length ? (await repo.update(id, values))! : before;
        if (input.rounds) await repo.replaceRounds(id, roundValues(input.rounds as RoundInput[]));
        if (input.hardware_device_ids) await repo.replaceHardware(id, [...new Set(input.hardware_device_ids)]);
        await log(repo, tx, 'tournaments.updated')(actor, id, { fields: Object.keys(input) });
        return model(repo, row, locale);
      });
    },

    /** A draft only; a published tournament is cancelled instead (its fees refunded). */
    async remove(id: number, actor: StaffActor) {
      await inTournamentsTransaction(db, async (repo, tx) => {
        const row = await repo.lock(id);
        if (!row) throw new AppError('general.not_found');
        if (row.publishedAt) throw new AppError('tournaments.changes_not_allowed');
        await repo.remove(id);
        await log(repo, tx, 'tournaments.deleted')(actor, id, { title: row.title });
      });
    },

    async publish(id: number, actor: StaffActor, locale: Locale) {
      const row = await inTournamentsTransaction(db, async (repo, tx) => {
        const before = await repo.lock(id);
        if (!before) throw new AppError('general.not_found');
        if (before.cancelledAt || before.completedAt) throw new AppError('tournaments.changes_not_allowed');
        if (before.publishedAt) return before;
        if (clock() >= before.startAt) throw new AppError('rounds.tournament_started');
        const published = (await repo.update(id, { publishedAt: clock() }))!;
        await log(repo, tx, 'tournaments.published')(actor, id);
        return published;
      });
      await statusEvent(id, row);
      return model(createTournamentsRepository(db), row, locale);
    },

    statusEvent,
  };
}

export type TournamentAdmin = ReturnType<typeof createTournamentAdmin>;
