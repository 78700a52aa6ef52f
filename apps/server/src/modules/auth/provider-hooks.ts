import { roleNames } from '@golf/contracts';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityLog } from '../activity/activity.service';
import { generateReferralCode } from '../users/referral-code';
import type { UsersRepository } from '../users/users.repository';
import type { AuthMail } from './auth-mail';
import type { EndedSessionsRepository } from './ended-sessions.repository';
import type { IdentityProviderHooks } from './identity-provider';
import type { SocketControl } from '../../realtime/socket-control';
import type { SessionResolver } from './sessions';

export interface ProviderHooksDeps {
  access: Pick<AccessRepository, 'addUserRole'>;
  users: Pick<UsersRepository, 'findById' | 'playerSettingsOf' | 'finishSetup'>;
  sessions: Pick<SessionResolver, 'forgetUser'>;
  /** The reset ends every session: their sockets are closed, to subscribe again as whoever signs in. */
  sockets: Pick<SocketControl, 'disconnectUser'>;
  activity: Pick<ActivityLog, 'record'>;
  endedSessions: Pick<EndedSessionsRepository, 'remember'>;
  mail: AuthMail;
  /** Read once at start-up, as the provider's token expiry is. */
  resetPasswordExpiryMinutes: number;
  /** A new account's wallets and sign-up coins (economy; safe to run again). */
  wallets?: { openSignUpWallets(userId: number): Promise<void> };
  log: { error(object: object, message: string): void };
}

/**
 * What the provider calls back into: its mail, a new account's set-up, suspension, system accounts, a password
 * reset, and the sessions a password change or reset ended.
 */
export function createProviderHooks(deps: ProviderHooksDeps): IdentityProviderHooks {
  const { users, mail } = deps;
  const isSystemAccount = async (userId: number) => (await users.findById(userId))?.systemAccount ?? false;
  /**
   * A new account's default role, player settings, wallets and sign-up coins, then the mark that it is
   * done. Each step can run again unchanged (the coins are keyed signup:{id}), so a set-up cut short
   * is run again whole. A failure is logged rather than failing a sign-up whose account exists already:
   * the account's next sign-in finishes it (decision 0128).
   */
  const setUpAccount = async (userId: number) => {
    try {
      await deps.access.addUserRole(userId, roleNames.user);
      await users.playerSettingsOf(userId);
      await deps.wallets?.openSignUpWallets(userId);
      await users.finishSetup(userId);
    } catch (error) {
      deps.log.error({ err: error, userId }, 'account set-up not finished: the next sign-in finishes it');
    }
  };
  return {
    // A system account's links go nowhere (decision 0120): a reset link would give it a password.
    async sendVerificationEmail(user, url) {
      if (!(await isSystemAccount(user.id))) await mail.sendFlaggingFailure('verify-email', user, { url });
    },
    // The same expiry the provider was configured with at start-up, so the mail tells the truth.
    async sendResetPasswordEmail(user, url) {
      if (await isSystemAccount(user.id)) return;
      await mail.sendFlaggingFailure('reset-password', user, {
        url,
        expires_minutes: String(deps.resetPasswordExpiryMinutes),
      });
    },
    userCreated: setUpAccount,
    async sessionOpened(userId) {
      if ((await users.findById(userId))?.setupPending) await setUpAccount(userId);
    },
    async sessionRefusal(userId) {
      const user = await users.findById(userId);
      if (user?.suspendedAt) return 'suspended';
      return user?.systemAccount ? 'system_account' : null;
    },
    async passwordReset(userId) {
      await deps.sessions.forgetUser(userId);
      await deps.sockets.disconnectUser(userId);
      await deps.activity.record({ event: 'auth.password_reset', actorId: userId });
      await mail.notify('password-changed', userId);
    },
    sessionEndedByPassword: (session) => deps.endedSessions.remember([session], 'password_changed', new Date()),
    generateReferralCode,
  };
}
