import type { Locale } from '@golf/contracts';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityLog } from '../activity/activity.service';
import type { SessionResolver } from '../auth/sessions';
import type { SocketControl } from '../../realtime/socket-control';
import type { Mailer } from '../mail/mailer';
import type { ProfanityFilter } from '../profanities/profanities.service';
import type { SettingsReader } from '../settings/settings.reader';
import { createOwnAccount } from './own-account';
import { createProfileChanges } from './profile-changes';
import { createPurchaseLimit } from './purchase-limit';
import { createSaveLogged } from './saved-changes';
import { createStaffTargetCheck } from './staff-target';
import { createUserAdministration } from './user-administration';
import type { UserEvents } from './user-events';
import { createUserLoader } from './user-loader';
import type { EconomyProfile } from './user-presenter';
import { createUserRoles } from './user-roles';
import type { UsersRepository } from './users.repository';

export { ME_CACHE_TTL_MS } from './own-account';

export interface UsersServiceDeps {
  users: UsersRepository;
  access: AccessRepository;
  profanity: ProfanityFilter;
  settings: SettingsReader;
  activity: ActivityLog;
  events: UserEvents;
  sessions: Pick<SessionResolver, 'forgetUser'>;
  sockets: Pick<SocketControl, 'disconnectUser'>;
  mailer: Mailer;
  log: { error(object: object, message: string): void };
  /** Wallets, feature unlocks and subscriptions (the economy feature); shown empty without it. */
  economy?: { profileOf(userId: number, locale: Locale): Promise<EconomyProfile> };
  /** Sends the sign-up's verification link to an address staff set (the auth feature); none without it. */
  emailVerification?: { sendLink(email: string): Promise<void> };
  clock?: () => Date;
}

/**
 * The users feature: the player's own account, and the back-office's user administration and
 * roles. Each part takes only what it uses; they share the loader and the logged save.
 */
export function createUsersService(deps: UsersServiceDeps) {
  const { users, access, activity, events } = deps;
  const clock = deps.clock ?? (() => new Date());
  /** May this staff member act on that account (system accounts, administrators' accounts, one's own)? */
  const staffTarget = createStaffTargetCheck(access, activity, users);
  const purchaseLimit = createPurchaseLimit({ users, settings: deps.settings, clock });
  const loader = createUserLoader({ users, access, settings: deps.settings, purchaseLimit, economy: deps.economy });
  const profileChanges = createProfileChanges({ users, profanity: deps.profanity, clock });
  const saveLogged = createSaveLogged({ users, activity, events });

  return {
    ...createOwnAccount({ users, access, events, loader, profileChanges, purchaseLimit, saveLogged, clock }),
    ...createUserAdministration({
      users,
      activity,
      events,
      sessions: deps.sessions,
      sockets: deps.sockets,
      mailer: deps.mailer,
      log: deps.log,
      emailVerification: deps.emailVerification,
      staffTarget,
      loader,
      profileChanges,
      saveLogged,
      clock,
    }),
    ...createUserRoles({ access, activity, events, staffTarget, loader }),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
