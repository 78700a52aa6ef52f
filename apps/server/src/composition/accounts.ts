import { createAccessService } from '../modules/access/access.service';
import { createAuthService } from '../modules/auth/auth.service';
import { createEndedSessionsRepository } from '../modules/auth/ended-sessions.repository';
import { createIdentityProvider } from '../modules/auth/identity-provider';
import { createThrottle } from '../modules/auth/throttle';
import { createUsedCodesRepository } from '../modules/auth/used-codes.repository';
import { createProviderCredentialCheck } from '../modules/kiosk/credential-check';
import { createKioskService } from '../modules/kiosk/kiosk.service';
import { createUsersService } from '../modules/users/users.service';
import type { Balances } from './balances';
import type { Platform } from './platform';

/** Accounts: users and their profiles, sign-up and sign-in through the one identity provider, kiosk mode, roles. */
export async function createAccounts(platform: Platform, { wallets, entitlements }: Balances) {
  const { config, db, log, settings, activity, events, sessions, sockets, mailer } = platform;
  const { usersRepository, accessRepository, profanities } = platform;
  const users = createUsersService({
    users: usersRepository,
    access: accessRepository,
    profanity: profanities,
    settings,
    activity,
    events,
    sessions,
    sockets,
    mailer,
    log,
    // The auth service is built below; the link is only sent on a request, once it exists.
    emailVerification: { sendLink: (email) => auth.sendVerificationLink(email) },
    economy: {
      profileOf: async (userId, locale) => ({
        wallets: await wallets.walletsOf(userId),
        ...(await entitlements.profileOf(userId, locale)),
      }),
    },
  });
  // Read once: the provider's reset-token expiry is fixed when it is built.
  const resetPasswordExpiryMinutes = await settings.integer('password_reset_expiry_minutes');
  const auth = createAuthService({
    resetPasswordExpiryMinutes,
    usedCodes: createUsedCodesRepository(db),
    endedSessions: createEndedSessionsRepository(db),
    appUrl: config.server.appUrl,
    users: usersRepository,
    access: accessRepository,
    profanity: profanities,
    sessions,
    sockets,
    throttle: createThrottle(db),
    settings,
    activity,
    mailer,
    events,
    log,
    wallets,
  });
  const identityProvider = createIdentityProvider({
    db,
    baseUrl: config.server.appUrl,
    secret: platform.secret,
    trustedOrigins: config.server.corsOrigins,
    resetPasswordExpirySeconds: resetPasswordExpiryMinutes * 60,
    rateLimit: config.auth.rateLimit,
    secureCookies: config.server.appUrl.startsWith('https:'),
    hooks: auth.hooks,
    log: {
      debug: (object, message) => log.debug(object, message),
      info: (object, message) => log.info(object, message),
      warn: (object, message) => log.warn(object, message),
      error: (object, message) => log.error(object, message),
    },
  });
  auth.attach(identityProvider);
  return {
    users,
    auth,
    access: createAccessService({ access: accessRepository, activity, events }),
    // Kiosk mode: an administrator's password, checked by the provider without opening a session.
    kiosk: createKioskService({
      credentials: createProviderCredentialCheck(identityProvider),
      throttle: createThrottle(db),
      access: accessRepository,
      users: usersRepository,
      activity,
    }),
  };
}

export type Accounts = Awaited<ReturnType<typeof createAccounts>>;
