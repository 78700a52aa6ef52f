import type { FastifyInstance } from 'fastify';
import { DEFAULT_API_VERSION } from '@golf/contracts';
import type { DatabaseHandle } from '../db/client';
import { adminAccessRoutes } from '../modules/access/admin-access.routes';
import { adminActivityRoutes } from '../modules/activity/admin-activity.routes';
import { authRoutes } from '../modules/auth/auth.routes';
import { broadcastingAuthRoutes, broadcastingConfigRoutes } from '../modules/broadcasting/broadcasting.routes';
import { createBroadcastingService } from '../modules/broadcasting/broadcasting.service';
import { clubsAdminRoutes } from '../modules/clubs/admin-clubs.routes';
import { clubFeedRoutes } from '../modules/clubs/club-feed.routes';
import { clubImagesRoutes } from '../modules/clubs/club-images.routes';
import { clubsRoutes } from '../modules/clubs/clubs.routes';
import { adminCoursesRoutes } from '../modules/courses/admin-courses.routes';
import { coursesRoutes } from '../modules/courses/courses.routes';
import { friendsRoutes } from '../modules/friends/friends.routes';
import { reportsAdminRoutes, reportsRoutes } from '../modules/reports/reports.routes';
import { healthRoutes } from '../modules/health/health.routes';
import { kioskRoutes } from '../modules/kiosk/kiosk.routes';
import { devMailRoutes } from '../modules/mail/dev-mail.routes';
import { DEV_MAIL_PREFIX, devMailViewerEnabled } from '../modules/mail/mailer';
import { faqRoutes } from '../modules/faq/faq.routes';
import { createFaqService } from '../modules/faq/faq.service';
import { filesRoutes } from '../modules/files/files.routes';
import { createGameVersionsRepository } from '../modules/game-versions/game-versions.repository';
import { gameVersionsAdminRoutes, gameVersionsRoutes } from '../modules/game-versions/game-versions.routes';
import { createGameVersionsService } from '../modules/game-versions/game-versions.service';
import { uploadsRoutes } from '../modules/files/uploads.routes';
import { hardwareRoutes } from '../modules/hardware/hardware.routes';
import { adminMapPacksRoutes } from '../modules/map-packs/admin-map-packs.routes';
import { notificationsRoutes } from '../modules/notifications/notifications.routes';
import { ordersAdminRoutes, ordersRoutes } from '../modules/orders/orders.routes';
import { stripeWebhookRoutes, testCheckoutRoutes } from '../modules/payments/payments.routes';
import { launchMonitorRoutes } from '../modules/play/launch-monitor/launch-monitor.routes';
import { launchesRoutes } from '../modules/play/launches/launches.routes';
import { offlineRoundsRoutes } from '../modules/play/offline/offline-rounds.routes';
import { shotsRoutes } from '../modules/play/shots/shots.routes';
import { strokesRoutes } from '../modules/play/strokes/strokes.routes';
import { createPromotionsRepository } from '../modules/promotions/promotions.repository';
import { promotionsAdminRoutes, promotionsRoutes } from '../modules/promotions/promotions.routes';
import { createPromotionsService } from '../modules/promotions/promotions.service';
import { profanitiesAdminRoutes } from '../modules/profanities/profanities.routes';
import { tournamentsAdminRoutes } from '../modules/tournaments/tournaments.routes';
import { tournamentsPlayerRoutes } from '../modules/tournaments/tournaments-player.routes';
import { tournamentInviteRoutes } from '../modules/tournaments/tournament-invites.routes';
import { tournamentsStaffRoutes } from '../modules/tournaments/tournament-staff.routes';
import { wagersRoutes } from '../modules/wagers/wagers.routes';
import { protocolRoutes } from '../modules/protocol/protocol.routes';
import { createProtocolService } from '../modules/protocol/protocol.service';
import { roundReadCheck } from '../modules/rounds/round-access';
import { roundInvitesRoutes } from '../modules/rounds/round-invites.routes';
import { roundsRoutes } from '../modules/rounds/rounds.routes';
import { createSettingsRepository } from '../modules/settings/settings.repository';
import { settingsAdminRoutes } from '../modules/settings/settings.routes';
import { createSettingsService } from '../modules/settings/settings.service';
import { statisticsRoutes } from '../modules/statistics/statistics.routes';
import { storeAdminRoutes, storeRoutes } from '../modules/store/store.routes';
import { subscriptionsAdminRoutes, subscriptionsRoutes } from '../modules/subscriptions/subscriptions.routes';
import { vouchersAdminRoutes, vouchersRoutes } from '../modules/vouchers/vouchers.routes';
import { walletsAdminRoutes, walletsRoutes } from '../modules/wallets/wallets.routes';
import { adminUsersRoutes } from '../modules/users/admin-users.routes';
import { usersRoutes } from '../modules/users/users.routes';
import type { ChannelDirectory } from '../realtime/channel-queries.routes';
import type { RealtimeApp } from '../realtime/realtime-app';
import { triggerRoutes } from '../realtime/trigger.routes';
import type { Accounts } from './accounts';
import type { Balances } from './balances';
import type { Clubs } from './clubs';
import type { Files } from './files';
import type { Golf } from './golf';
import type { Platform } from './platform';
import type { Shop } from './shop';
import type { Social } from './social';

export interface Features {
  platform: Platform;
  database: DatabaseHandle;
  realtimeApp: RealtimeApp;
  /** Occupancy and presence members on every node, for the Pusher HTTP API's channel queries. */
  channels: ChannelDirectory;
  balances: Balances;
  accounts: Accounts;
  golf: Golf;
  shop: Shop;
  files: Files;
  social: Social;
  clubs: Clubs;
}

/** Every route of the platform: identity and real-time at the root, the API under /api/v{n}. */
export async function registerRoutes(app: FastifyInstance, features: Features): Promise<void> {
  const { platform, balances, accounts, golf, shop, realtimeApp, channels, files, clubs, social } = features;
  const { config, db, guards, sessions, activity } = platform;
  const { wallets, entitlements } = balances;
  const { orders, paymentProvider } = shop;
  const broadcasting = createBroadcastingService({
    app: realtimeApp,
    displayNameOf: async (userId) => (await platform.usersRepository.findById(userId))?.displayName ?? null,
    isRoundParticipant: golf.rounds.isParticipant,
    areFriends: social.friends.areFriends,
    isClubMember: clubs.clubs.isMember,
  });
  const gameVersions = createGameVersionsService({
    db,
    repository: createGameVersionsRepository(db),
    storage: files.storage,
    downloadLinks: files.downloadLinks,
    features: entitlements,
    publisher: platform.publisher,
    activity: platform.activity,
  });
  const promotions = createPromotionsService({
    db,
    repository: createPromotionsRepository(db),
    activity: platform.activity,
    clock: platform.clock,
  });

  app.decorateRequest('auth', null);
  await app.register(healthRoutes, { ping: features.database.ping });
  await app.register(authRoutes, { prefix: '/api/auth', auth: accounts.auth, guards, sessions });
  await app.register(broadcastingAuthRoutes, { broadcasting, guards });
  await app.register(triggerRoutes, { app: realtimeApp, fanout: platform.fanout, channels });
  await app.register(filesRoutes, { storage: files.storage, downloadLinks: files.downloadLinks });
  if (devMailViewerEnabled(config)) await app.register(devMailRoutes, { prefix: DEV_MAIL_PREFIX, db });
  await app.register(
    async (api) => {
      await api.register(protocolRoutes, { protocol: createProtocolService(config.build) });
      await api.register(shotsRoutes, { shots: golf.shots, limiter: golf.shotLimiter });
      await api.register(coursesRoutes, { courses: golf.courses, guards, sessions });
      await api.register(roundsRoutes, { rounds: golf.rounds, guards });
      await api.register(roundInvitesRoutes, { rounds: golf.rounds, guards });
      await api.register(kioskRoutes, { kiosk: accounts.kiosk, guards, sessions, sockets: platform.sockets });
      await api.register(strokesRoutes, { strokes: golf.strokes, guards });
      await api.register(launchesRoutes, { launches: golf.launches, guards });
      await api.register(offlineRoundsRoutes, { offline: golf.offlineRounds, guards });
      await api.register(launchMonitorRoutes, { launchMonitor: golf.launchMonitor, guards });
      await api.register(statisticsRoutes, {
        statistics: golf.statistics,
        handicap: golf.handicap,
        guards,
        canReadRound: roundReadCheck(golf.rounds),
      });
      await api.register(adminCoursesRoutes, {
        adminCourses: golf.adminCourses,
        allocation: golf.courseAllocation,
        guards,
      });
      await api.register(adminMapPacksRoutes, { mapPacks: golf.mapPacks, guards });
      await api.register(hardwareRoutes, { hardware: golf.hardware, guards });
      await api.register(faqRoutes, { faq: createFaqService({ db, activity }), guards });
      await api.register(usersRoutes, { users: accounts.users, guards, sessions });
      await api.register(gameVersionsRoutes, { gameVersions, guards });
      await api.register(gameVersionsAdminRoutes, { gameVersions, guards });
      await api.register(promotionsRoutes, { promotions });
      await api.register(promotionsAdminRoutes, { promotions, guards });
      await api.register(uploadsRoutes, { uploads: files.uploads, avatars: files.avatars, guards });
      await api.register(adminUsersRoutes, { users: accounts.users, guards });
      await api.register(adminAccessRoutes, { access: accounts.access, guards });
      await api.register(adminActivityRoutes, { activity, guards });
      await api.register(profanitiesAdminRoutes, { profanities: platform.profanities, guards });
      await api.register(wagersRoutes, { wagers: golf.wagers, guards });
      await api.register(clubsRoutes, { clubs: clubs.clubs, membership: clubs.membership, guards });
      await api.register(clubFeedRoutes, { feed: clubs.feed, guards });
      await api.register(clubImagesRoutes, { clubs: clubs.clubs, uploads: files.uploads, guards });
      await api.register(clubsAdminRoutes, { clubs: clubs.clubs, feed: clubs.feed, guards });
      await api.register(tournamentsAdminRoutes, { tournaments: golf.tournaments, guards });
      await api.register(tournamentsPlayerRoutes, { tournaments: golf.tournaments, guards, sessions });
      await api.register(tournamentsStaffRoutes, { tournaments: golf.tournaments, guards });
      await api.register(tournamentInviteRoutes, { tournaments: golf.tournaments, guards });
      await api.register(settingsAdminRoutes, {
        settings: createSettingsService({ repository: createSettingsRepository(db), activity }),
        guards,
      });
      await api.register(broadcastingAuthRoutes, { broadcasting, guards });
      await api.register(broadcastingConfigRoutes, { realtime: config.realtime });
      await api.register(notificationsRoutes, { notifications: platform.notifications, guards });
      await api.register(friendsRoutes, { friends: social.friends, guards });
      await api.register(reportsRoutes, { reports: social.reports, guards });
      await api.register(reportsAdminRoutes, { reports: social.reports, guards });
      await api.register(walletsRoutes, { wallets, guards });
      await api.register(walletsAdminRoutes, { wallets, guards });
      await api.register(storeRoutes, { store: shop.store, guards });
      await api.register(storeAdminRoutes, { store: shop.store, guards });
      await api.register(ordersRoutes, { orders, guards });
      await api.register(ordersAdminRoutes, { orders, guards });
      await api.register(vouchersRoutes, { vouchers: shop.vouchers, guards });
      await api.register(vouchersAdminRoutes, { vouchers: shop.vouchers, guards });
      await api.register(subscriptionsRoutes, { subscriptions: shop.subscriptions, entitlements, guards });
      await api.register(subscriptionsAdminRoutes, { subscriptions: shop.subscriptions, entitlements, guards });
      if (paymentProvider.verifyWebhook) await api.register(stripeWebhookRoutes, { orders, provider: paymentProvider });
    },
    { prefix: `/api/v${DEFAULT_API_VERSION}` },
  );
  if (paymentProvider.name === 'test') await app.register(testCheckoutRoutes, { orders, appUrl: config.server.appUrl });
}
