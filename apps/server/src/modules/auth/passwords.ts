import type { ChangePasswordRequest, ResetPasswordRequest } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import { clientEnvironment } from '../../http/client-environment';
import type { ActivityLog } from '../activity/activity.service';
import type { AuthMail } from './auth-mail';
import { environmentNamedBy, resetPasswordPath } from './environment-links';
import { assertEmailFormat, assertNewPassword, newPasswordProblems, throwFieldProblems } from './field-problems';
import { providerError } from './identity-errors';
import { withProviderSession, type AuthReply, type Caller, type ProviderCall } from './provider-client';
import type { AuthSession, SessionResolver } from './sessions';
import type { UsersRepository } from '../users/users.repository';
import type { SocketControl } from '../../realtime/socket-control';

export interface PasswordsDeps {
  call: ProviderCall;
  appUrl: string;
  mail: AuthMail;
  sessions: Pick<SessionResolver, 'forgetUser'>;
  /** The change ends the other sessions: the user's sockets are closed, to subscribe again as their session now is. */
  sockets: Pick<SocketControl, 'disconnectUser'>;
  activity: Pick<ActivityLog, 'record'>;
  resetLinks: Pick<UsersRepository, 'passwordResetLinkState' | 'markPasswordResetLinkUsed'>;
}

/** Forgotten passwords (the e-mailed reset link) and changing one's own. */
export function createPasswords({ call, appUrl, mail, sessions, sockets, activity, resetLinks }: PasswordsDeps) {
  return {
    /**
     * The reset link: the reset screen of the environment the link names (environment-links.ts), with
     * the token; a link already used opens the screen with `error=used` instead, which says so.
     */
    async resetScreen(token: string, callbackURL: string | undefined) {
      const environment = environmentNamedBy(callbackURL, (named) => `${appUrl}${resetPasswordPath(named)}`);
      if ((await resetLinks.passwordResetLinkState(token)) === 'used')
        return `${resetPasswordPath(environment)}?error=used`;
      return `${resetPasswordPath(environment)}?token=${encodeURIComponent(token)}`;
    },

    async requestPasswordReset(email: string, caller: Caller) {
      assertEmailFormat(email);
      const { result: reply, mailFailed } = await mail.watchingMail(() =>
        call('/request-password-reset', caller, {
          email,
          redirectTo: `${appUrl}${resetPasswordPath(clientEnvironment(caller.raw))}`,
        }),
      );
      if (mailFailed) throw new AppError('auth.reset_email_failed');
      if (reply.status >= 400) throw providerError(reply);
      return { success: true as const };
    },

    async resetPassword(body: ResetPasswordRequest, caller: Caller) {
      assertNewPassword(body.password, body.password_confirmation);
      if ((await resetLinks.passwordResetLinkState(body.token)) === 'used') throw new AppError('auth.reset_link_used');
      const reply = await call('/reset-password', caller, { token: body.token, newPassword: body.password });
      if (reply.status >= 400) throw providerError(reply, { INVALID_TOKEN: 'auth.reset_failed' });
      await resetLinks.markPasswordResetLinkUsed(body.token);
      return { success: true as const };
    },

    async changePassword(
      session: AuthSession,
      body: ChangePasswordRequest,
      caller: Caller,
    ): Promise<AuthReply<{ success: true }>> {
      const problems = newPasswordProblems(body.password, body.password_confirmation);
      // The current password is checked by the provider below; a new one equal to what was typed as
      // current is never a change (if the current one is wrong, the caller learns that next).
      if (body.password === body.current_password)
        problems.push({
          key: 'auth.password_unchanged',
          field: 'password',
          message: { key: 'validation.password_unchanged' },
        });
      throwFieldProblems(problems);
      const reply = await call('/change-password', caller, {
        currentPassword: body.current_password,
        newPassword: body.password,
        revokeOtherSessions: true,
      });
      if (reply.status >= 400) throw providerError(reply);
      await sessions.forgetUser(session.userId);
      await sockets.disconnectUser(session.userId);
      await activity.record({ event: 'auth.password_changed', actorId: session.userId, request: caller.raw });
      await mail.notify('password-changed', session.userId);
      return withProviderSession(reply, { success: true as const });
    },
  };
}
