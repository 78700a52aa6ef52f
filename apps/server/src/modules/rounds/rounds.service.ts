import { randomBytes } from 'node:crypto';
import {
  enums,
  holesOfGroup,
  realtimeChannels,
  ROUND_TITLE_MAX,
  roundEvents,
  type ClientEnvironment,
} from '@golf/contracts';
import { roundStartRefusal, type RoundStartRefusal } from '@golf/golf';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { Publisher } from '../../realtime/publisher';
import type { SocketControl } from '../../realtime/socket-control';
import type { PlayableCourseCheck } from '../courses/playable-course';
import type { LedgerResult } from '../wallets/wallets.service';
import type { WagersService } from '../wagers/wagers.service';
import { presentLobbyRound, presentRound, recordedScore } from './round-presenter';
import { scoredAsRecorded, scoredGross, scoresAgainstPar } from './round-scoring';
import { inviteStatus } from './invite-status';
import { canView } from './round-access';
import { createRoundInvites, type RoundInvitesDeps } from './round-invites';
import { addPlayer, checkHardware, checkJoinable } from './round-seats';
import { createRoundState } from './round-state';
import {
  inRoundsTransaction,
  lobbyListSpec,
  type RoundPlayerRow,
  type RoundRow,
  type RoundsRepository,
} from './rounds.repository';
import type { CreateRound } from './rounds.schemas';

const { game_mode: mode, play_status: playStatus, round_status: roundStatus } = enums;

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I). */
const startRefusalErrors = {
  match_needs_opponent: 'rounds.too_few_players_for_match_play',
  wager_needs_opponent: 'rounds.single_player_wager',
} as const satisfies Record<RoundStartRefusal, string>;

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const JOIN_CODE_LENGTH = 6;
const generateJoinCode = () =>
  Array.from(randomBytes(JOIN_CODE_LENGTH), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

/** Whether a user may play with others (the multiplayer feature unlock); supplied by the economy feature. */
export type FeatureCheck = (userId: number, feature: 'multiplayer') => Promise<boolean>;

export interface RoundsServiceDeps {
  db: Database;
  rounds: RoundsRepository;
  playableCourse: PlayableCourseCheck;
  publisher: Publisher;
  /** A player who leaves is no longer one of the round's: their presence on its channel ends. */
  sockets: Pick<SocketControl, 'evictSubscriber'>;
  hasFeature: FeatureCheck;
  /** Notifications (the invitee of a round invite), created inside this module's transactions. */
  notifyIn?: RoundInvitesDeps['notifyIn'];
  /** The stored spelling of the hardware device a restrict_hardware names; throws content.unknown_hardware. */
  resolveHardware: (hardwareVersion: string) => Promise<string>;
  /** Escrow and settlement of wager rounds (modules/wagers), called inside this module's transactions. */
  wagers: Pick<WagersService, 'escrow' | 'settlement' | 'announce' | 'expireIfOverdue' | 'minimumAmount'>;
  clock?: () => Date;
}

/** The hole numbers a hole_group plays on a course, in order (the rule offline rounds are checked by too). */
export const resolveHoles = (group: number, custom: number[] | undefined, courseHoles: number[]): number[] =>
  holesOfGroup(group, custom ?? [], courseHoles);

/** A kiosk session never stakes coins (decision 0087): joining a wager round from one is "Not allowed". */
function refuseKioskWager(round: { wagerAmount: number | null }, kiosk: boolean): void {
  if (kiosk && round.wagerAmount !== null) throw new AppError('rounds.not_allowed');
}

export function createRoundsService(deps: RoundsServiceDeps) {
  const { rounds, publisher, wagers } = deps;
  const clock = deps.clock ?? (() => new Date());
  const invites = createRoundInvites(deps);

  /** The round when the viewer may read it; rounds.unavailable otherwise (see canView). */
  async function visibleRound(roundId: number, viewerId: number): Promise<RoundRow> {
    const round = await rounds.findRound(roundId);
    if (!round || !(await canView(rounds, round, viewerId))) throw new AppError('rounds.unavailable');
    return round;
  }

  async function view(roundId: number, viewerId: number) {
    let round = await visibleRound(roundId, viewerId);
    // A wager round past its deadline ends when it is next read (docs/wagering.md).
    if (round.wagerState === 'open' && round.startedAt && round.roundStatus === roundStatus.active) {
      await wagers.expireIfOverdue(roundId, round.startedAt);
      round = (await rounds.findRound(roundId))!;
    }
    const [course, players, invited] = await Promise.all([
      rounds.courseOf(round.courseId),
      rounds.players(roundId),
      rounds.pendingInvitees(roundId),
    ]);
    // As the scorecard and match history count them: a picked-up hole at net double bogey, not at
    // the strokes taken before picking up. Only such a hole needs the course read (every client
    // reads the round again after each shot).
    const scoring =
      scoresAgainstPar(round.gameMode) && !players.every(({ player }) => scoredAsRecorded(player))
        ? await rounds.courseScoring(round.courseId, round.tee)
        : undefined;
    const scoreOf = (player: RoundPlayerRow) =>
      scoring ? scoredGross({ round, ...scoring }, player) : recordedScore(player);
    return presentRound(
      round,
      course!,
      players.map((entry) => ({ ...entry, score: scoreOf(entry.player) })),
      invited,
      viewerId,
    );
  }

  /** A join code no round uses (the unique index settles the rare race between two creations). */
  async function freeJoinCode(): Promise<string> {
    for (;;) {
      const code = generateJoinCode();
      if (!(await rounds.findByJoinCode(code))) return code;
    }
  }

  /** The round's wager columns: a stake below the minimum is raised to it (the reply says so). */
  async function wagerOf(input: CreateRound) {
    if (input.wager_amount === null) return {};
    if (input.game_mode === mode.driving_range)
      throw AppError.validation({ wager_amount: [{ key: 'validation.in', params: { attribute: 'wager amount' } }] });
    const minimum = await wagers.minimumAmount();
    return {
      wagerAmount: Math.max(input.wager_amount, minimum),
      wagerTokenType: input.wager_token_type,
      wagerMinimumRaised: input.wager_amount < minimum,
      wagerState: 'open',
    };
  }

  async function publishJoined(roundId: number, userId: number, local: boolean) {
    await publisher.publish(realtimeChannels.round(roundId), roundEvents.playerJoined, {
      round_id: roundId,
      user_id: userId,
      is_local: local,
    });
  }

  return {
    async create(hostId: number, input: CreateRound, environment: ClientEnvironment) {
      if (!input.title) throw new AppError('rounds.title_required');
      if (input.title.length > ROUND_TITLE_MAX) throw new AppError('rounds.title_too_long', { max: ROUND_TITLE_MAX });
      if (environment === 'app' && input.gimme_distance !== null)
        throw new AppError('rounds.gimme_distance_not_on_mobile');
      if (input.game_mode === mode.match_play && input.max_players !== 2)
        throw AppError.validation({ max_players: [{ key: 'validation.in', params: { attribute: 'max players' } }] });

      const course = await deps.playableCourse(hostId, input.course_id);
      const rangeCourse = course.courseType === enums.course_type.driving_range;
      const rangeMode = input.game_mode === mode.driving_range;
      if (rangeCourse !== rangeMode && input.game_mode !== mode.closest_to_pin)
        throw AppError.validation({ course_id: [{ key: 'validation.in', params: { attribute: 'course' } }] });

      const courseHoles = (await rounds.holesOf(input.course_id)).map((hole) => hole.number);
      const holes = resolveHoles(input.hole_group, input.holes, courseHoles);
      if (holes.length === 0) throw new AppError('rounds.hole_required');
      if (holes.some((n) => !courseHoles.includes(n)))
        throw AppError.validation({ holes: [{ key: 'validation.in', params: { attribute: 'holes' } }] });

      // restrict_hardware names a real hardware device (docs/decisions/0047).
      const restrictHardware = input.restrict_hardware ? await deps.resolveHardware(input.restrict_hardware) : null;
      await checkHardware(rounds, { restrictHardware }, hostId, input.game_identifier_id);
      if (await rounds.localSeatElsewhere(hostId)) throw new AppError('rounds.connected_to_other_game');

      const wager = await wagerOf(input);
      const joinCode = input.local ? await freeJoinCode() : null;
      let staked: LedgerResult | null = null;
      const round = await inRoundsTransaction(deps.db, async (repo, tx) => {
        const created = await repo.insertRound({
          hostId,
          courseId: input.course_id,
          title: input.title!,
          visibility: input.visibility,
          gameMode: input.game_mode,
          maxPlayers: input.max_players,
          elevation: input.elevation,
          gameCondition: input.game_condition,
          gimmeDistance: input.gimme_distance,
          gimmeOnSecondPut: input.gimme_on_second_put,
          mulligans: input.mulligans,
          greenStimp: input.green_stimp,
          tries: input.game_mode === mode.closest_to_pin ? input.tries : 1,
          tee: input.tee,
          useHcp: input.use_hcp,
          holeGroup: input.hole_group,
          holes,
          restrictHardware,
          isLocal: input.local,
          joinCode,
          ...wager,
        });
        await addPlayer(repo, created, hostId, false, input.game_identifier_id);
        // The host stakes first, in the transaction that creates the round: refused, nothing is created.
        staked = await wagers.escrow.stake(tx, created, hostId, false);
        return created;
      });
      await wagers.announce([staked]);
      return view(round.id, hostId);
    },

    get: (roundId: number, viewerId: number) => view(roundId, viewerId),

    async lobby(query: ListQuery) {
      const { rows, total } = await rounds.lobby(planList(query, lobbyListSpec));
      return { data: rows.map(presentLobbyRound), meta: pageMeta(query, total) };
    },

    async join(roundId: number, userId: number, deviceId?: number, kiosk = false) {
      const staked = await inRoundsTransaction(deps.db, async (repo, tx) => {
        const round = await repo.lockRound(roundId);
        // A private round without an invite is "Unavailable", as to anyone who may not read it (canView).
        if (!round || !(await canView(repo, round, userId))) throw new AppError('rounds.unavailable');
        refuseKioskWager(round, kiosk);
        await checkJoinable(repo, round, userId, false);
        await checkHardware(repo, round, userId, deviceId);
        await addPlayer(repo, round, userId, false, deviceId);
        const invite = await repo.findInvite(roundId, userId);
        if (invite) await repo.setInviteStatus(invite.id, inviteStatus.accepted);
        return wagers.escrow.stake(tx, round, userId, true);
      });
      await wagers.announce([staked]);
      await publishJoined(roundId, userId, false);
      return view(roundId, userId);
    },

    /** Joins a local round with its code: the player plays on the host's simulator. */
    async joinLocal(code: string, userId: number, kiosk = false) {
      const found = await rounds.findByJoinCode(code.toUpperCase());
      // A mistyped code: say so, rather than "no longer available" (kept for rounds that ended).
      if (!found) throw new AppError('rounds.unknown_join_code');
      const staked = await inRoundsTransaction(deps.db, async (repo, tx) => {
        const round = (await repo.lockRound(found.id))!;
        refuseKioskWager(round, kiosk);
        await checkJoinable(repo, round, userId, true);
        await addPlayer(repo, round, userId, true);
        return wagers.escrow.stake(tx, round, userId, true);
      });
      await wagers.announce([staked]);
      await publishJoined(found.id, userId, true);
      return view(found.id, userId);
    },

    async start(roundId: number, userId: number) {
      await inRoundsTransaction(deps.db, async (repo) => {
        const round = await repo.lockRound(roundId);
        if (!round || !(await canView(repo, round, userId))) throw new AppError('rounds.unavailable');
        if (round.hostId !== userId) throw new AppError('rounds.not_allowed');
        if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
        if (round.playStatus !== playStatus.pending) throw new AppError('rounds.unplayable_state');
        const refusal = roundStartRefusal({
          gameMode: round.gameMode,
          hasWager: round.wagerAmount !== null,
          players: await repo.countPlayers(roundId),
        });
        if (refusal) throw new AppError(startRefusalErrors[refusal]);
        await repo.updateRound(roundId, { playStatus: playStatus.ongoing, startedAt: clock() });
        // Every ball waits on the tee of the round's teeing_type at the first hole.
        const tee = await repo.teePosition(round.courseId, round.holes[0]!, round.tee);
        await repo.updatePlayers(roundId, {
          playStatus: playStatus.ongoing,
          ballPosition: tee,
          ballSurface: tee ? enums.surface_type.tee : null,
          ballBefore: null,
        });
      });
      await publisher.publish(realtimeChannels.round(roundId), roundEvents.roundStarted, { round_id: roundId });
      return view(roundId, userId);
    },

    ...invites,

    async acceptInvite(roundId: number, userId: number, deviceId?: number, kiosk = false) {
      const staked = await inRoundsTransaction(deps.db, async (repo, tx) => {
        const round = await repo.lockRound(roundId);
        const invite = round ? await repo.findInvite(roundId, userId) : undefined;
        if (!round || invite?.status !== inviteStatus.pending) throw new AppError('rounds.invalid_invite');
        refuseKioskWager(round, kiosk);
        await checkJoinable(repo, round, userId, false, true);
        await checkHardware(repo, round, userId, deviceId);
        await addPlayer(repo, round, userId, false, deviceId);
        await repo.setInviteStatus(invite.id, inviteStatus.accepted);
        return wagers.escrow.stake(tx, round, userId, true);
      });
      await wagers.announce([staked]);
      await publishJoined(roundId, userId, false);
      return view(roundId, userId);
    },

    /** The caller's unfinished rounds (pending or under way), to resume. */
    async myRounds(userId: number) {
      return (await rounds.unfinishedRoundsOf(userId)).map(presentLobbyRound);
    },

    /** Throws rounds.unavailable unless the viewer may read the round (scorecard and play state use it too). */
    async assertVisible(roundId: number, viewerId: number): Promise<void> {
      await visibleRound(roundId, viewerId);
    },

    /**
     * The host calls off a round that has not started. It ends as round_status 20 completed with
     * play_status left at 0 pending (it was never played) and completed_at set: the lobby, "My rounds"
     * and invites only list active rounds, and match history only rounds that were played.
     * Publishes round.cancelled on presence-rounds.{id}.
     */
    async cancel(roundId: number, userId: number) {
      const refunds = await inRoundsTransaction(deps.db, async (repo, tx) => {
        const round = await repo.lockRound(roundId);
        if (!round || !(await canView(repo, round, userId))) throw new AppError('rounds.unavailable');
        if (round.hostId !== userId) throw new AppError('rounds.not_allowed');
        if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
        if (round.playStatus !== playStatus.pending) throw new AppError('rounds.already_started');
        await repo.updateRound(roundId, { roundStatus: roundStatus.completed, completedAt: clock() });
        await repo.deletePendingInvites(roundId);
        // Every stake back, in the same transaction (docs/wagering.md).
        return wagers.settlement.onRoundCancelled(tx, roundId);
      });
      await wagers.announce(refunds);
      await publisher.publish(realtimeChannels.round(roundId), roundEvents.roundCancelled, { round_id: roundId });
    },

    /**
     * A player other than the host leaves a round that has not started: their seat is freed.
     * Publishes round.player-left on presence-rounds.{id}.
     */
    async leave(roundId: number, userId: number) {
      const refunds = await inRoundsTransaction(deps.db, async (repo, tx) => {
        const round = await repo.lockRound(roundId);
        if (!round || !(await canView(repo, round, userId))) throw new AppError('rounds.unavailable');
        if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
        if (!(await repo.findPlayer(roundId, userId))) throw new AppError('rounds.not_allowed');
        if (round.hostId === userId) throw new AppError('rounds.host_cannot_leave');
        if (round.playStatus !== playStatus.pending) throw new AppError('rounds.already_started');
        await repo.removePlayer(roundId, userId);
        // Leaving before the start gives the stake back whole: nothing was played for it.
        return wagers.escrow.refund(tx, roundId, [userId]);
      });
      await wagers.announce(refunds);
      await publisher.publish(realtimeChannels.round(roundId), roundEvents.playerLeft, {
        round_id: roundId,
        user_id: userId,
      });
      await deps.sockets.evictSubscriber(realtimeChannels.round(roundId), userId);
    },

    /** GET /rounds/{id}/state (round-state.ts). */
    state: createRoundState(deps),

    /** For the real-time channel authorizer: may this user listen to presence-rounds.{id}? */
    isParticipant: (roundId: number, userId: number) => rounds.isParticipant(roundId, userId),
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
