import type { FastifyInstance } from 'fastify';
import { inSavepoint } from '../db/client';
import { createAdminCoursesService } from '../modules/courses/admin-courses.service';
import { createCourseAllocationRepository } from '../modules/courses/course-allocation.repository';
import { createCourseAllocationService } from '../modules/courses/course-allocation.service';
import { createCoursesRepository } from '../modules/courses/courses.repository';
import { createCoursesService } from '../modules/courses/courses.service';
import { createPlayableCourseCheck } from '../modules/courses/playable-course';
import { createEntitlementsRepository } from '../modules/entitlements/entitlements.repository';
import { createHardwareService } from '../modules/hardware/hardware.service';
import { createMapPacksRepository } from '../modules/map-packs/map-packs.repository';
import { createMapPacksService } from '../modules/map-packs/map-packs.service';
import { registerLaunchMonitor } from '../modules/play/launch-monitor/launch-monitor.plugin';
import { launchesShotSink } from '../modules/play/launch-monitor/launch-monitor.sink';
import { createLaunchesRepository } from '../modules/play/launches/launches.repository';
import { createLaunchesService } from '../modules/play/launches/launches.service';
import { createOfflineRoundsRepository } from '../modules/play/offline/offline-rounds.repository';
import { createOfflineRoundsService } from '../modules/play/offline/offline-rounds.service';
import { createTokenBucket } from '../modules/play/shots/shots.rate-limit';
import { createShotsService } from '../modules/play/shots/shots.service';
import { createStrokesRepository } from '../modules/play/strokes/strokes.repository';
import { createStrokesService } from '../modules/play/strokes/strokes.service';
import { createRoundsRepository } from '../modules/rounds/rounds.repository';
import { createRoundsService } from '../modules/rounds/rounds.service';
import { createHandicapService } from '../modules/statistics/handicap.service';
import { createTournamentsService } from '../modules/tournaments/tournaments.service';
import { administratorCheck } from '../modules/users/staff-target';
import { registerTournamentScheduler } from '../modules/tournaments/tournament-scheduler.plugin';
import { createWagersService } from '../modules/wagers/wagers.service';
import { createStatisticsRepository } from '../modules/statistics/statistics.repository';
import { createStatisticsService } from '../modules/statistics/statistics.service';
import type { Balances } from './balances';
import type { Platform } from './platform';

/**
 * The golf side: courses and map packs, rounds, the play path (docs/rounds-and-play.md), statistics
 * and handicaps. Feature access goes through the one rule of the entitlements module. The launch-monitor
 * WebSocket is attached to `app`'s server here, after the Pusher server; server.ts opens its TCP port.
 */
export function createGolf(app: FastifyInstance, platform: Platform, { entitlements, wallets }: Balances) {
  const { config, db, publisher, events, usersRepository, notifications } = platform;
  // Wagering (docs/wagering.md): escrow on joining, settlement with the round's end, both on the ledger.
  const wagers = createWagersService({
    db,
    wallets,
    settings: platform.settings,
    hasWageringFeature: (executor, userId) =>
      createEntitlementsRepository(executor).hasFeature(userId, 'coin_wagering', new Date()),
    activity: platform.activity,
  });
  // Tournaments (docs/tournaments.md): entries and payouts on the ledger, play through rounds and strokes.
  const tournaments = createTournamentsService({
    db,
    publisher,
    activity: platform.activity,
    post: wallets.post,
    announceLedger: wallets.announce,
    hasTournamentsFeature: (executor, userId) =>
      createEntitlementsRepository(executor).hasFeature(userId, 'tournaments', new Date()),
    notifyIn: notifications.notifyIn,
  });
  registerTournamentScheduler(app, { db, tournaments, intervalMs: config.tournaments.schedulerIntervalMs });
  const courseAllocation = createCourseAllocationRepository(db);
  const coursesRepository = createCoursesRepository(db);
  const mapPacksRepository = createMapPacksRepository(db);
  const hardware = createHardwareService({ db, activity: platform.activity });
  const hasAllCourses = (userId: number) => entitlements.hasFeature(userId, 'all_courses');
  const playableCourse = createPlayableCourseCheck({ allocation: courseAllocation, hasAllCourses });
  const rounds = createRoundsService({
    db,
    rounds: createRoundsRepository(db),
    playableCourse,
    publisher,
    sockets: platform.sockets,
    hasFeature: (userId, feature) => entitlements.hasFeature(userId, feature),
    resolveHardware: hardware.resolveRestriction,
    wagers,
    notifyIn: notifications.notifyIn,
  });
  const statisticsRepository = createStatisticsRepository(db);
  const handicap = createHandicapService({ statistics: statisticsRepository, events });
  const strokes = createStrokesService({
    db,
    strokes: createStrokesRepository(db),
    publisher,
    playerFinished: {
      // In a savepoint: a failed handicap update is rolled back to it and logged, never a failed stroke.
      record: (tx, roundId, userId) =>
        inSavepoint(tx, 'handicap', async () => (await handicap.recordRound(tx, roundId, userId)) !== undefined).catch(
          (error: unknown) => {
            app.log.error({ err: error, roundId, userId }, 'handicap update failed');
            return false;
          },
        ),
      announce: handicap.announce,
    },
    // A round's end settles its wager and its tournament play in the same transaction.
    roundCompleted: {
      settle: async (tx, roundId) => ({
        wager: await wagers.settlement.onRoundCompleted(tx, roundId),
        tournament: await tournaments.play.onRoundCompleted(tx, roundId),
      }),
      announce: async (settled) => {
        const { wager, tournament } = settled as {
          wager: Awaited<ReturnType<typeof wagers.settlement.onRoundCompleted>>;
          tournament: Awaited<ReturnType<typeof tournaments.play.onRoundCompleted>>;
        };
        await wagers.announce(wager);
        await tournaments.play.afterRoundCompleted(tournament).catch((error: unknown) => {
          app.log.error({ err: error }, 'tournament update after a round failed');
        });
      },
    },
    // The leaderboard follows every hole; a failure is logged, never a failed stroke.
    holeEnded: (roundId, userId) =>
      tournaments.play.onHoleEnded(roundId, userId).catch((error: unknown) => {
        app.log.error({ err: error, roundId, userId }, 'tournament leaderboard update failed');
      }),
    // A division's ball-speed cap disqualifies after the stroke's commit; a failure is logged, never a failed stroke.
    launchRecorded: (roundId, userId, ballSpeed) =>
      tournaments.ballSpeedCap.onLaunch(roundId, userId, ballSpeed).catch((error: unknown) => {
        app.log.error({ err: error, roundId, userId }, 'tournament ball-speed check failed');
      }),
  });
  const launches = createLaunchesService({ strokes, launches: createLaunchesRepository(db) });
  const offlineRounds = createOfflineRoundsService({
    offline: createOfflineRoundsRepository(db),
    courses: coursesRepository,
    playableCourse,
    launches,
    hasFeature: (userId, feature) => entitlements.hasFeature(userId, feature),
  });
  return {
    courses: createCoursesService(coursesRepository, courseAllocation, hasAllCourses),
    adminCourses: createAdminCoursesService({ db, courses: coursesRepository, activity: platform.activity }),
    courseAllocation: createCourseAllocationService({
      allocation: courseAllocation,
      findUser: (userId) => usersRepository.findById(userId),
      isAdministrator: administratorCheck(platform.accessRepository),
      mapPackExists: async (mapPackId) => (await mapPacksRepository.get(mapPackId)) !== undefined,
      activity: platform.activity,
    }),
    mapPacks: createMapPacksService({ db, mapPacks: mapPacksRepository, activity: platform.activity }),
    hardware,
    rounds,
    wagers,
    tournaments,
    statistics: createStatisticsService({ statistics: statisticsRepository }),
    handicap,
    strokes,
    launches,
    offlineRounds,
    launchMonitor: registerLaunchMonitor(app, {
      sink: launchesShotSink(launches, (userId) => usersRepository.playerSettingsOf(userId)),
      handOf: async (userId) => ((await usersRepository.playerSettingsOf(userId)).hand === 'L' ? 'L' : 'R'),
      sessions: platform.sessions,
      trustedOrigins: config.server.corsOrigins,
      state: platform.sharedState,
      bus: platform.bus,
      clock: platform.clock,
    }),
    // Public shot simulator; a per-IP token bucket in the shared state (see shots.rate-limit.ts).
    shots: createShotsService(),
    shotLimiter: createTokenBucket(platform.sharedState, config.shotSimulator, platform.clock),
  };
}

export type Golf = ReturnType<typeof createGolf>;
