import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app';
import { createMemoryBus } from '../cluster/cluster-bus';
import { createMemorySharedState } from '../cluster/shared-state';
import type { Config } from '../config/config';
import { createAccessRepository } from '../modules/access/access.repository';
import { createActivityRepository } from '../modules/activity/activity.repository';
import { createActivityLog } from '../modules/activity/activity.service';
import { createGuards } from '../modules/auth/guards';
import { resolveSecret } from '../modules/auth/secret';
import { createSessionResolver } from '../modules/auth/sessions';
import { createMailer } from '../modules/mail/mailer';
import { createNotificationsRepository } from '../modules/notifications/notifications.repository';
import { createNotificationsService } from '../modules/notifications/notifications.service';
import { createProfanitiesService } from '../modules/profanities/profanities.service';
import { createSettingsReader } from '../modules/settings/settings.reader';
import { createStaffCreditCheck } from '../modules/users/staff-credit-cap';
import { createStaffTargetCheck } from '../modules/users/staff-target';
import { createUserEvents, userEventsToChannel } from '../modules/users/user-events';
import { createUsersRepository } from '../modules/users/users.repository';
import { createMemoryFanout } from '../realtime/fanout';
import { createPublisher } from '../realtime/publisher';
import { createSocketControl } from '../realtime/socket-control';

/**
 * What every feature builds on: the database, settings, the activity log, the cluster bus, the one
 * real-time publisher, notifications, sessions and the route guards. The drivers (bus, fan-out) come
 * from the caller when there are several nodes; otherwise they are in-process.
 */
export function createPlatform(config: Config, deps: AppDeps, log: FastifyBaseLogger) {
  const { db } = deps.database;
  const secret = resolveSecret(config);
  const activity = createActivityLog(createActivityRepository(db));
  const bus = deps.bus ?? createMemoryBus();
  const fanout = deps.fanout ?? createMemoryFanout();
  const publisher = createPublisher(fanout);
  const accessRepository = createAccessRepository(db);
  const sessions = createSessionResolver(db, secret, bus);
  const settings = createSettingsReader(db);
  const usersRepository = createUsersRepository(db);
  return {
    config,
    log,
    db,
    clock: deps.clock,
    bus,
    // Launch-monitor pairing and rate-limit counters: Redis when server.ts gives it, else this process.
    sharedState: deps.sharedState ?? createMemorySharedState(deps.clock),
    secret,
    settings,
    activity,
    staffCredit: createStaffCreditCheck({ access: accessRepository, settings, activity, clock: deps.clock }),
    fanout,
    publisher,
    sockets: createSocketControl(fanout),
    accessRepository,
    usersRepository,
    // User and ability changes go to the user's private channel from the node where they happened (once).
    events: createUserEvents(bus, userEventsToChannel(publisher, accessRepository.abilitiesOf, log)),
    sessions,
    guards: createGuards({
      sessions,
      abilitiesOf: accessRepository.abilitiesOf,
      activity,
      trustedOrigins: config.server.corsOrigins,
      staffTarget: createStaffTargetCheck(accessRepository, activity, usersRepository),
    }),
    mailer: createMailer({ config, db, logger: log }),
    profanities: createProfanitiesService({ db, activity }),
    notifications: createNotificationsService({
      notifications: createNotificationsRepository(db),
      publisher,
      activity,
      accounts: usersRepository,
    }),
  };
}

export type Platform = ReturnType<typeof createPlatform>;
