import QRCode from 'qrcode';
import { serverEvents } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { ActivityLog } from '../activity/activity.service';
import type { UserEvents } from '../users/user-events';
import type { UsersRepository } from '../users/users.repository';
import type { AuthMail } from './auth-mail';
import type { CodeClaims } from './code-claims';
import { providerError } from './identity-errors';
import { withProviderSession, type AuthReply, type Caller, type ProviderCall } from './provider-client';
import type { AuthSession, SessionResolver } from './sessions';

export interface TwoFactorDeps {
  call: ProviderCall;
  codes: CodeClaims;
  users: Pick<UsersRepository, 'findById'>;
  sessions: Pick<SessionResolver, 'setMfaVerified' | 'forgetUser'>;
  activity: Pick<ActivityLog, 'record'>;
  mail: AuthMail;
  events: UserEvents;
}

const backupCodesOf = (body: Record<string, unknown> | null) => (body?.backupCodes as string[] | undefined) ?? [];

/** TOTP enrolment (enable, then confirm with a code), turning it off, and new backup codes. */
export function createTwoFactor({ call, codes, users, sessions, activity, mail, events }: TwoFactorDeps) {
  return {
    async enableTwoFactor(password: string, caller: Caller) {
      const reply = await call('/two-factor/enable', caller, { password });
      if (reply.status >= 400) throw providerError(reply);
      const totpUri = String(reply.body?.totpURI ?? '');
      const secret = new URL(totpUri).searchParams.get('secret') ?? '';
      const svg = await QRCode.toString(totpUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return {
        totp_uri: totpUri,
        secret,
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
        backup_codes: backupCodesOf(reply.body),
      };
    },

    async confirmTwoFactor(
      session: AuthSession,
      code: string,
      caller: Caller,
    ): Promise<AuthReply<{ mfa_enabled_at: string | null }>> {
      if (!(await codes.claim(session.userId, code))) throw new AppError('auth.invalid_two_factor');
      const reply = await call('/two-factor/verify-totp', caller, { code });
      if (reply.status >= 400) {
        await codes.release(session.userId, code);
        throw providerError(reply, {
          INVALID_CODE: 'auth.invalid_two_factor',
          TOTP_NOT_ENABLED: 'auth.invalid_two_factor',
        });
      }
      // Confirming replaces the session; the new one has just proven the second factor.
      const token = typeof reply.body?.token === 'string' ? reply.body.token : '';
      await sessions.setMfaVerified(token, true);
      await sessions.forgetUser(session.userId);
      const user = await users.findById(session.userId);
      await activity.record({ event: 'auth.two_factor_enabled', actorId: session.userId, request: caller.raw });
      await mail.notify('two-factor-enabled', session.userId);
      return {
        ...withProviderSession(reply, { mfa_enabled_at: user?.mfaEnabledAt?.toISOString() ?? null }),
        afterReply: () => events.emit(serverEvents.userUpdated, session.userId),
      };
    },

    async disableTwoFactor(session: AuthSession, password: string, caller: Caller) {
      const reply = await call('/two-factor/disable', caller, { password });
      if (reply.status >= 400) throw providerError(reply);
      await sessions.setMfaVerified(session.token, false);
      await sessions.forgetUser(session.userId);
      await activity.record({ event: 'auth.two_factor_disabled', actorId: session.userId, request: caller.raw });
      await mail.notify('two-factor-disabled', session.userId);
      return {
        ...withProviderSession(reply, { mfa_enabled_at: null as null }),
        afterReply: () => events.emit(serverEvents.userUpdated, session.userId),
      };
    },

    async regenerateBackupCodes(password: string, caller: Caller) {
      const reply = await call('/two-factor/generate-backup-codes', caller, { password });
      if (reply.status >= 400) throw providerError(reply);
      return { backup_codes: backupCodesOf(reply.body) };
    },
  };
}
