import type { z } from 'zod';
import type { signInBodySchema } from '@golf/contracts';
import { AppError } from '../../errors/app-error';
import type { ActivityLog } from '../activity/activity.service';
import type { UsersRepository } from '../users/users.repository';
import type { CodeClaims } from './code-claims';
import { providerError, providerErrorCode } from './identity-errors';
import { KIOSK_SESSION_HEADER } from './identity-provider';
import { authTokenOf, sessionCookiesOf, type AuthReply, type Caller, type ProviderCall } from './provider-client';
import type { AuthSession, SessionResolver } from './sessions';
import type { Throttle, ThrottleRule } from './throttle';

export type SignIn = z.output<typeof signInBodySchema>;

/** Failed sign-ins allowed per e-mail and IP before "Too many login attempts" (Laravel's default). */
export const SIGN_IN_RULE: ThrottleRule = { max: 5, windowSeconds: 60 };
/**
 * Failed sign-ins from one address, whatever the e-mail: guessing across many accounts from one place
 * is slowed, while a venue or household behind one address signs in as often as it needs.
 */
export const SIGN_IN_ADDRESS_RULE: ThrottleRule = { max: 30, windowSeconds: 60 };

export interface SignInDeps {
  call: ProviderCall;
  codes: CodeClaims;
  users: Pick<UsersRepository, 'findById' | 'findByEmail'>;
  sessions: Pick<SessionResolver, 'setMfaVerified' | 'forgetUser'>;
  throttle: Throttle;
  activity: Pick<ActivityLog, 'record'>;
}

/** Signing in (with the second factor in the same request), signing out, and the session state. */
export function createSignIn({ call, codes, users, sessions, throttle, activity }: SignInDeps) {
  async function presentSessionUser(userId: number, kiosk = false) {
    const user = await users.findById(userId);
    if (!user) throw new AppError('auth.user_not_found');
    // A kiosk device sees no personal record (decision 0103): the e-mail is withheld.
    return { id: user.id, email: kiosk ? '' : user.email, display_name: user.displayName };
  }

  return {
    async signIn(body: SignIn, signingIn: Caller) {
      // From a kiosk device, every session the provider creates for this sign-in is a kiosk session (decision 0104).
      const caller: Caller = body.kiosk
        ? { ...signingIn, headers: new Headers([...signingIn.headers, [KIOSK_SESSION_HEADER, '1']]) }
        : signingIn;
      const throttleKey = `sign-in:${body.email.toLowerCase()}|${caller.raw.ip}`;
      const rules = [
        [throttleKey, SIGN_IN_RULE],
        [`sign-in-address:${caller.raw.ip}`, SIGN_IN_ADDRESS_RULE],
      ] as const;
      for (const [key, rule] of rules) {
        const throttled = await throttle.check(key, rule);
        if (throttled.limited)
          throw new AppError('auth.too_many_login_attempts', { seconds: throttled.retryAfterSeconds });
      }
      const account = await users.findByEmail(body.email);

      const recordFailure = (reason: string) =>
        activity.record({
          event: 'auth.sign_in_failed',
          actorId: null,
          subjectUserId: account?.id ?? null,
          request: caller.raw,
          properties: { email: body.email.toLowerCase(), reason },
        });
      /** A wrong password or second factor: it counts toward the throttle. */
      const fail = async (error: AppError, reason: string) => {
        for (const [key, rule] of rules) await throttle.hit(key, rule);
        await recordFailure(reason);
        return error;
      };

      const first = await call('/sign-in/email', caller, {
        email: body.email,
        password: body.password,
        rememberMe: body.remember_me ?? true,
      });
      if (first.status === 429) {
        const limited = providerError(first);
        throw new AppError('auth.too_many_login_attempts', limited.params);
      }
      if (first.status >= 400) {
        const code = providerErrorCode(first);
        // Only wrong credentials count toward the throttle; the right password on an unverified or suspended account does not.
        if (code === 'INVALID_EMAIL_OR_PASSWORD') throw await fail(providerError(first), code);
        await recordFailure(code || String(first.status));
        throw providerError(first);
      }

      let signedIn = first;
      let mfaVerified = false;
      if (first.body?.twoFactorRedirect === true) {
        if (!account) throw new AppError('auth.invalid_credentials');
        if (!body.code) throw new AppError('auth.two_factor_required');
        if (!(await codes.claim(account.id, body.code)))
          throw await fail(new AppError('auth.invalid_two_factor'), 'code_reused');
        // The provider's pending-2FA cookie ties this verification to the password check above.
        const cookie = first.headers
          .getSetCookie()
          .map((value) => value.split(';')[0]!)
          .join('; ');
        const isTotp = /^\d{6}$/.test(body.code);
        const verified = await call(
          isTotp ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code',
          {
            headers: new Headers({ ...Object.fromEntries(caller.headers), cookie }),
          },
          { code: body.code },
        );
        if (verified.status >= 400) {
          await codes.release(account.id, body.code);
          const code = providerErrorCode(verified);
          const error =
            code === 'ACCOUNT_TEMPORARILY_LOCKED' || code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'
              ? new AppError('auth.too_many_attempts')
              : new AppError('auth.invalid_two_factor');
          throw await fail(error, code || 'invalid_code');
        }
        signedIn = verified;
        mfaVerified = true;
      }

      const authToken = authTokenOf(signedIn);
      if (!authToken) throw new AppError('general.something_went_wrong');
      const rawToken = typeof signedIn.body?.token === 'string' ? signedIn.body.token : '';
      if (mfaVerified) await sessions.setMfaVerified(rawToken, true);
      await throttle.clear(throttleKey);
      const userId = Number((signedIn.body?.user as { id?: unknown } | undefined)?.id);
      await activity.record({
        event: 'auth.sign_in',
        actorId: userId,
        request: caller.raw,
        properties: { mfa: mfaVerified, kiosk: body.kiosk === true },
      });
      const result: AuthReply<{
        token: string;
        user: { id: number; email: string; display_name: string };
        mfa_verified: boolean;
      }> = {
        data: { token: authToken, user: await presentSessionUser(userId), mfa_verified: mfaVerified },
        setCookies: sessionCookiesOf(signedIn),
        authToken,
      };
      return result;
    },

    async signOut(session: AuthSession | null, caller: Caller): Promise<AuthReply<{ success: true }>> {
      const reply = await call('/sign-out', caller, {});
      if (session) await sessions.forgetUser(session.userId);
      if (session) await activity.record({ event: 'auth.sign_out', actorId: session.userId, request: caller.raw });
      return { data: { success: true as const }, setCookies: sessionCookiesOf(reply) };
    },

    async sessionState(session: AuthSession | null) {
      if (!session) return null;
      return {
        session: {
          id: session.sessionId,
          expires_at: session.expiresAt.toISOString(),
          mfa_verified: session.mfaVerified,
        },
        user: await presentSessionUser(session.userId, session.kiosk),
      };
    },
  };
}
