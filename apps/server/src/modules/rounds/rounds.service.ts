import { randomBytes } from 'node:crypto';
import { enums, realtimeChannels, roundEvents, type ClientEnvironment } from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { Publisher } from '../../realtime/publisher';
import type { CourseAllocationRepository } from '../courses/course-allocation.repository';
import { presentLobbyRound, presentRound, recordedScore } from './round-presenter';
import { scoredAsRecorded, scoredGross, scoresAgainstPar } from './round-scoring';
import { inviteStatus } from './invite-status';
import {
  inRoundsTransaction,
  lobbyListSpec,
  type RoundPlayerRow,
  type RoundRow,
  type RoundsRepository,
} from './rounds.repository';
import type { CreateRound } from './rounds.schemas';

const { game_mode: mode, hole_group: holeGroup, play_status: playStatus, round_status: roundStatus } = enums;

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const JOIN_CODE_LENGTH = 6;
const generateJoinCode = () =>
  Array.from(randomBytes(JOIN_CODE_LENGTH), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

/** Whether a user may play with others (the multiplayer feature unlock); supplied by the economy feature. */
export type FeatureCheck = (userId: number, feature: 'multiplayer' | 'all_courses') => Promise<boolean>;

export interface RoundsServiceDeps {
  db: Database;
  rounds: RoundsRepository;
  allocation: CourseAllocationRepository;
  publisher: Publisher;
  hasFeature: FeatureCheck;
  clock?: () => Date;
}

/** The hole numbers a hole_group plays on a course, in order. */
export function resolveHoles(group: number, custom: number[] | undefined, courseHoles: number[]): number[] {
  switch (group) {
    case holeGroup.all_18:
      return courseHoles;
    case holeGroup.front_9:
      return courseHoles.filter((n) => n <= 9);
    case holeGroup.back_9:
      return courseHoles.filter((n) => n >= 10);
    default:
      return [...new Set(custom ?? [])];
  }
}

export function createRoundsService(deps: RoundsServiceDeps) {
  const { rounds, allocation, publisher } = deps;
  const clock = deps.clock ?? (() => new Date());

  /** The user a host invites by name; a 422 on display_name when nobody is called that. */
  async function userIdByDisplayName(displayName: string): Promise<number> {
    const userId = await rounds.userIdByDisplayName(displayName);
    if (userId === undefined) {
      throw AppError.validation({
        display_name: [{ key: 'validation.player_not_found', params: { name: displayName } }],
      });
    }
    return userId;
  }

  /**
   * Who may read a round (GET /rounds/{id}, its scorecard and play state): anyone signed in for a
   * public round; for a private one its players (the host is one), and whoever holds a pending invite
   * to it. No back-office permission covers player rounds, so staff get no exception. Everyone else
   * gets rounds.unavailable, exactly as for a round that does not exist, so an ID reveals nothing.
   */
  async function canView(repo: RoundsRepository, round: RoundRow, viewerId: number): Promise<boolean> {
    if (round.visibility !== enums.round_visibility.private || round.hostId === viewerId) return true;
    if (await repo.isParticipant(round.id, viewerId)) return true;
    return (await repo.findInvite(round.id, viewerId))?.status === inviteStatus.pending;
  }

  /** The round when the viewer may read it; rounds.unavailable otherwise (see canView). */
  async function visibleRound(roundId: number, viewerId: number): Promise<RoundRow> {
    const round = await rounds.findRound(roundId);
    if (!round || !(await canView(rounds, round, viewerId))) throw new AppError('rounds.unavailable');
    return round;
  }

  async function view(roundId: number, viewerId: number) {
    const round = await visibleRound(roundId, viewerId);
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

  /** The hardware rule: a restricted round needs a device of the player's with that hardware_version. */
  async function checkHardware(
    repo: RoundsRepository,
    round: Pick<RoundRow, 'restrictHardware'>,
    userId: number,
    gameIdentifierId?: number,
  ) {
    if (gameIdentifierId === undefined) {
      if (round.restrictHardware) throw new AppError('rounds.hardware_required');
      return;
    }
    const device = await repo.gameIdentifier(userId, gameIdentifierId);
    if (!device) throw new AppError('rounds.hardware_required');
    if (round.restrictHardware && device.hardwareVersion !== round.restrictHardware)
      throw new AppError('rounds.hardware_mismatch');
  }

  /** A join code no round uses (the unique index settles the rare race between two creations). */
  async function freeJoinCode(): Promise<string> {
    for (;;) {
      const code = generateJoinCode();
      if (!(await rounds.findByJoinCode(code))) return code;
    }
  }

  async function publishJoined(roundId: number, userId: number, local: boolean) {
    await publisher.publish(realtimeChannels.round(roundId), roundEvents.playerJoined, {
      round_id: roundId,
      user_id: userId,
      is_local: local,
    });
  }

  /** Seats taken in a round: its players and its pending invites (an invite holds a seat until answered). */
  async function seatsTaken(repo: RoundsRepository, roundId: number): Promise<number> {
    return (await repo.countPlayers(roundId)) + (await repo.countPendingInvites(roundId));
  }

  /**
   * The checks every way into a round shares, on the locked round row. Pending invites hold seats;
   * `invited`: the player accepts their own, whose seat is theirs.
   */
  async function checkJoinable(
    repo: RoundsRepository,
    round: RoundRow,
    userId: number,
    local: boolean,
    invited = false,
  ) {
    if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
    const existing = await repo.findPlayer(round.id, userId);
    if (existing) {
      if (existing.isLocal) throw new AppError(local ? 'rounds.user_already_local' : 'rounds.joined_locally');
      throw new AppError('rounds.already_joined');
    }
    if (round.playStatus !== playStatus.pending) throw new AppError('rounds.cannot_join');
    // The invitee's own invite holds the seat they take.
    if ((await seatsTaken(repo, round.id)) - (invited ? 1 : 0) >= round.maxPlayers)
      throw new AppError('rounds.round_full');
    if (await repo.localSeatElsewhere(userId, round.id)) throw new AppError('rounds.connected_to_other_game');
  }

  async function addPlayer(repo: RoundsRepository, round: RoundRow, userId: number, local: boolean, deviceId?: number) {
    const added = await repo.addPlayer({
      roundId: round.id,
      userId,
      isLocal: local,
      gameIdentifierId: deviceId ?? null,
      handicapIndex: round.useHcp ? await repo.handicapOf(userId) : null,
    });
    if (!added) throw new AppError('rounds.already_joined');
  }

  return {
    async create(hostId: number, input: CreateRound, environment: ClientEnvironment) {
      if (!input.title) throw new AppError('rounds.title_required');
      if (environment === 'app' && input.gimme_distance !== null)
        throw new AppError('rounds.gimme_distance_not_on_mobile');
      if (input.game_mode === mode.match_play && input.max_players !== 2)
        throw AppError.validation({ max_players: [{ key: 'validation.in', params: { attribute: 'max players' } }] });

      const access = await allocation.access(hostId, input.course_id);
      // The all_courses feature unlock opens every course.
      if (!access || (!access.source && !(await deps.hasFeature(hostId, 'all_courses'))))
        throw new AppError('rounds.course_unavailable');
      const rangeCourse = access.courseType === enums.course_type.driving_range;
      const rangeMode = input.game_mode === mode.driving_range;
      if (rangeCourse !== rangeMode && input.game_mode !== mode.closest_to_pin)
        throw AppError.validation({ course_id: [{ key: 'validation.in', params: { attribute: 'course' } }] });

      const courseHoles = (await rounds.holesOf(input.course_id)).map((hole) => hole.number);
      const holes = resolveHoles(input.hole_group, input.holes, courseHoles);
      if (holes.length === 0) throw new AppError('rounds.hole_required');
      if (holes.some((n) => !courseHoles.includes(n)))
        throw AppError.validation({ holes: [{ key: 'validation.in', params: { attribute: 'holes' } }] });

      await checkHardware(rounds, { restrictHardware: input.restrict_hardware }, hostId, input.game_identifier_id);
      if (await rounds.localSeatElsewhere(hostId)) throw new AppError('rounds.connected_to_other_game');

      const joinCode = input.local ? await freeJoinCode() : null;
      const round = await inRoundsTransaction(deps.db, async (repo) => {
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
          restrictHardware: input.restrict_hardware,
          isLocal: input.local,
          joinCode,
        });
        await addPlayer(repo, created, hostId, false, input.game_identifier_id);
        return created;
      });
      return view(round.id, hostId);
    },

    get: (roundId: number, viewerId: number) => view(roundId, viewerId),

    async lobby(query: ListQuery) {
      const { rows, total } = await rounds.lobby(planList(query, lobbyListSpec));
      return { data: rows.map(presentLobbyRound), meta: pageMeta(query, total) };
    },

    async join(roundId: number, userId: number, deviceId?: number) {
      await inRoundsTransaction(deps.db, async (repo) => {
        const round = await repo.lockRound(roundId);
        // A private round without an invite is "Unavailable", as to anyone who may not read it (canView).
        if (!round || !(await canView(repo, round, userId))) throw new AppError('rounds.unavailable');
        await checkJoinable(repo, round, userId, false);
        await checkHardware(repo, round, userId, deviceId);
        await addPlayer(repo, round, userId, false, deviceId);
        const invite = await repo.findInvite(roundId, userId);
        if (invite) await repo.setInviteStatus(invite.id, inviteStatus.accepted);
      });
      await publishJoined(roundId, userId, false);
      return view(roundId, userId);
    },

    /** Joins a local round with its code: the player plays on the host's simulator. */
    async joinLocal(code: string, userId: number) {
      const found = await rounds.findByJoinCode(code.toUpperCase());
      // A mistyped code: say so, rather than "no longer available" (kept for rounds that ended).
      if (!found) throw new AppError('rounds.unknown_join_code');
      await inRoundsTransaction(deps.db, async (repo) => {
        const round = (await repo.lockRound(found.id))!;
        await checkJoinable(repo, round, userId, true);
        await addPlayer(repo, round, userId, true);
      });
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
        if (round.gameMode === mode.match_play && (await repo.countPlayers(roundId)) < 2)
          throw new AppError('rounds.too_few_players_for_match_play');
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

    async invite(roundId: number, hostId: number, invitee: { userId: number } | { displayName: string }) {
      const inviteeId = 'userId' in invitee ? invitee.userId : await userIdByDisplayName(invitee.displayName);
      // Asked before the transaction: the feature check reads through its own connection.
      const multiplayer = await deps.hasFeature(inviteeId, 'multiplayer');
      return inRoundsTransaction(deps.db, async (repo) => {
        const round = await repo.lockRound(roundId);
        if (!round) throw new AppError('rounds.unavailable');
        if (round.hostId !== hostId) throw new AppError('rounds.only_host_can_invite');
        if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
        if (round.playStatus !== playStatus.pending) throw new AppError('rounds.already_started');
        const displayName = await repo.displayNameOf(inviteeId);
        if (displayName === undefined)
          throw AppError.validation({ user_id: [{ key: 'validation.in', params: { attribute: 'user' } }] });
        if (await repo.findPlayer(roundId, inviteeId)) throw new AppError('rounds.already_joined');
        const existing = await repo.findInvite(roundId, inviteeId);
        if (existing?.status === inviteStatus.pending) return { ...existing, displayName };
        if ((await seatsTaken(repo, roundId)) >= round.maxPlayers) throw new AppError('rounds.max_players_reached');
        if (!multiplayer) throw new AppError('rounds.friend_lacks_feature');
        if (existing) await repo.deleteInvite(existing.id);
        const invite = await repo.insertInvite({
          roundId,
          userId: inviteeId,
          invitedBy: hostId,
          status: inviteStatus.pending,
        });
        return { ...invite, displayName };
      });
    },

    async acceptInvite(roundId: number, userId: number, deviceId?: number) {
      await inRoundsTransaction(deps.db, async (repo) => {
        const round = await repo.lockRound(roundId);
        const invite = round ? await repo.findInvite(roundId, userId) : undefined;
        if (!round || invite?.status !== inviteStatus.pending) throw new AppError('rounds.invalid_invite');
        await checkJoinable(repo, round, userId, false, true);
        await checkHardware(repo, round, userId, deviceId);
        await addPlayer(repo, round, userId, false, deviceId);
        await repo.setInviteStatus(invite.id, inviteStatus.accepted);
      });
      await publishJoined(roundId, userId, false);
      return view(roundId, userId);
    },

    async declineInvite(roundId: number, userId: number) {
      const invite = await rounds.findInvite(roundId, userId);
      if (invite?.status !== inviteStatus.pending) throw new AppError('rounds.invalid_invite');
      await rounds.deleteInvite(invite.id);
    },

    /** The caller's unfinished rounds (pending or under way), to resume. */
    async myRounds(userId: number) {
      return (await rounds.unfinishedRoundsOf(userId)).map(presentLobbyRound);
    },

    async myInvites(userId: number) {
      return (await rounds.pendingInvitesOf(userId)).map(({ invite, title, hostName }) => ({
        id: invite.id,
        round_id: invite.roundId,
        round_title: title,
        host_display_name: hostName,
        invited_by: invite.invitedBy,
        created_at: invite.createdAt.toISOString(),
      }));
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
      await inRoundsTransaction(deps.db, async (repo) => {
        const round = await repo.lockRound(roundId);
        if (!round || !(await canView(repo, round, userId))) throw new AppError('rounds.unavailable');
        if (round.hostId !== userId) throw new AppError('rounds.not_allowed');
        if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
        if (round.playStatus !== playStatus.pending) throw new AppError('rounds.already_started');
        await repo.updateRound(roundId, { roundStatus: roundStatus.completed, completedAt: clock() });
        await repo.deletePendingInvites(roundId);
      });
      await publisher.publish(realtimeChannels.round(roundId), roundEvents.roundCancelled, { round_id: roundId });
    },

    /**
     * A player other than the host leaves a round that has not started: their seat is freed.
     * Publishes round.player-left on presence-rounds.{id}.
     */
    async leave(roundId: number, userId: number) {
      await inRoundsTransaction(deps.db, async (repo) => {
        const round = await repo.lockRound(roundId);
        if (!round || !(await canView(repo, round, userId))) throw new AppError('rounds.unavailable');
        if (round.roundStatus === roundStatus.completed) throw new AppError('rounds.closed');
        if (!(await repo.findPlayer(roundId, userId))) throw new AppError('rounds.not_allowed');
        if (round.hostId === userId) throw new AppError('rounds.host_cannot_leave');
        if (round.playStatus !== playStatus.pending) throw new AppError('rounds.already_started');
        await repo.removePlayer(roundId, userId);
      });
      await publisher.publish(realtimeChannels.round(roundId), roundEvents.playerLeft, {
        round_id: roundId,
        user_id: userId,
      });
    },

    /** For the real-time channel authorizer: may this user listen to presence-rounds.{id}? */
    isParticipant: (roundId: number, userId: number) => rounds.isParticipant(roundId, userId),
  };
}

export type RoundsService = ReturnType<typeof createRoundsService>;
