import type { AccessRepository } from '../access/access.repository';
import type { ActivityLog } from '../activity/activity.service';
import type { Mailer } from '../mail/mailer';
import type { ProfanityFilter } from '../profanities/profanities.service';
import type { SettingsReader } from '../settings/settings.reader';
import type { UserEvents } from '../users/user-events';
import type { UsersRepository } from '../users/users.repository';
import { createAuthMail } from './auth-mail';
import { createCodeClaims } from './code-claims';
import type { EndedSessionsRepository } from './ended-sessions.repository';
import { createPasswords } from './passwords';
import { createProviderCall } from './provider-client';
import { createProviderHooks } from './provider-hooks';
import type { SocketControl } from '../../realtime/socket-control';
import type { SessionResolver } from './sessions';
import { createSignIn } from './sign-in';
import { createSignUp } from './sign-up';
import type { Throttle } from './throttle';
import { createTwoFactor } from './two-factor';
import type { UsedCodesRepository } from './used-codes.repository';
import { createEmailVerification, createVerificationEmailLimit } from './verification';

export type { AuthReply, Caller } from './provider-client';

export interface AuthServiceDeps {
  usedCodes: UsedCodesRepository;
  /** Sessions a password change or reset ended, so their holders are told why (decision 0124). */
  endedSessions: Pick<EndedSessionsRepository, 'remember'>;
  appUrl: string;
  users: UsersRepository;
  access: AccessRepository;
  /** The display-name check PATCH /users/me runs too (docs/identity.md, "Profanity filter"). */
  profanity: ProfanityFilter;
  sessions: SessionResolver;
  sockets: Pick<SocketControl, 'disconnectUser'>;
  throttle: Throttle;
  settings: SettingsReader;
  activity: ActivityLog;
  mailer: Mailer;
  events: UserEvents;
  /** Read once at start-up, as the provider's token expiry is. */
  resetPasswordExpiryMinutes: number;
  /** The sign-up coin credit (economy; idempotent per user). */
  wallets?: { openSignUpWallets(userId: number): Promise<void> };
  log: { error(object: object, message: string): void };
}

/**
 * Sign-up to 2FA on top of the identity provider. The provider keeps passwords, sessions, tokens
 * and TOTP secrets; the parts built here add what the platform promises on top: the spec's checks
 * and error codes, sign-in throttling across nodes, the second factor in the same sign-in request,
 * single-use codes, localized mail and the activity log.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { users, sessions, throttle, activity } = deps;
  const provider = createProviderCall(deps.appUrl, deps.log);
  const call = provider.call;
  const mail = createAuthMail({ users, mailer: deps.mailer, log: deps.log });
  const codes = createCodeClaims(deps.usedCodes);
  const verificationEmailAllowed = createVerificationEmailLimit({ settings: deps.settings, throttle });

  return {
    hooks: createProviderHooks({
      access: deps.access,
      users,
      sessions,
      sockets: deps.sockets,
      activity,
      endedSessions: deps.endedSessions,
      mail,
      resetPasswordExpiryMinutes: deps.resetPasswordExpiryMinutes,
      wallets: deps.wallets,
      log: deps.log,
    }),
    attach: provider.attach,
    ...createSignUp({ call, users, profanity: deps.profanity, verificationEmailAllowed }),
    ...createSignIn({ call, codes, users, sessions, throttle, activity }),
    ...createEmailVerification({ call, mail, verificationEmailAllowed }),
    ...createPasswords({
      call,
      appUrl: deps.appUrl,
      mail,
      sessions,
      sockets: deps.sockets,
      activity,
      resetLinks: users,
    }),
    ...createTwoFactor({ call, codes, users, sessions, activity, mail, events: deps.events }),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
