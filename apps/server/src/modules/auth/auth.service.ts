import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  DISPLAY_NAME_PATTERN,
  PASSWORD_MIN,
  roleNames,
  serverEvents,
  type ErrorKey,
  type signInBodySchema,
  type signUpBodySchema,
} from '@golf/contracts';
import { AppError, type MessageRef } from '../../errors/app-error';
import type { AccessRepository } from '../access/access.repository';
import type { ActivityEntry, ActivityLog } from '../activity/activity.service';
import type { Mailer, MailTemplate } from '../mail/mailer';
import type { ProfanityFilter } from '../profanities/profanities.service';
import type { SettingsReader } from '../settings/settings.reader';
import { generateReferralCode } from '../users/referral-code';
import type { UserEvents } from '../users/user-events';
import type { UsersRepository } from '../users/users.repository';
import type { AuthSession, SessionResolver } from './sessions';
import type { IdentityProvider, IdentityProviderHooks } from './identity-provider';
import { providerError, providerErrorCode } from './identity-errors';
import { callProvider, type ProviderReply } from './provider-client';
import { clientEnvironment } from '../../http/client-environment';
import { environmentNamedBy, resetPasswordPath, verifiedSignInPath } from './environment-links';
import type { Throttle, ThrottleRule } from './throttle';
import type { UsedCodesRepository } from './used-codes.repository';

/** Failed sign-ins allowed per e-mail and IP before "Too many login attempts" (Laravel's default). */
export const SIGN_IN_RULE: ThrottleRule = { max: 5, windowSeconds: 60 };
/** A second-factor code is remembered this long after use: longer than the TOTP validity window (±1 step of 30 s). */
const USED_CODE_MEMORY_MS = 5 * 60 * 1000;

type SignUp = z.output<typeof signUpBodySchema>;
type SignIn = z.output<typeof signInBodySchema>;

/** The caller: headers for the provider, the raw request for the activity log (IP, user agent). */
export interface Caller {
  headers: Headers;
  raw: NonNullable<ActivityEntry['request']>;
}

/** What the routes need to answer: the body plus the provider's cookies and bearer token. */
export interface AuthReply<T> {
  data: T;
  setCookies: string[];
  authToken?: string;
}

export interface AuthServiceDeps {
  usedCodes: UsedCodesRepository;
  appUrl: string;
  users: UsersRepository;
  access: AccessRepository;
  /** The display-name check PATCH /users/me runs too (README "Profanity filter"). */
  profanity: ProfanityFilter;
  sessions: SessionResolver;
  throttle: Throttle;
  settings: SettingsReader;
  activity: ActivityLog;
  mailer: Mailer;
  events: UserEvents;
  /** Read once at start-up, as the provider's token expiry is. */
  resetPasswordExpiryMinutes: number;
  /** The sign-up coin credit (economy; idempotent per user). */
  wallets?: { creditInitialBalance(userId: number): Promise<void> };
  log: { error(object: object, message: string): void };
}

const emailFormat = z.email();

/** "Badly formatted e-mail" (1007) before anything is sent or counted. */
function assertEmailFormat(email: string) {
  if (!emailFormat.safeParse(email).success) throw new AppError('auth.invalid_email');
}

/** A field that failed its check: the spec's error for that failure alone, and the field's message. */
interface FieldProblem {
  key: ErrorKey;
  field: string;
  message: MessageRef;
}

/**
 * Every failed field in one error, so the caller can fix them all at once. A lone problem keeps its
 * own error (1009 weak password, ...); several are a validation failure that lists each field.
 */
function throwFieldProblems(problems: FieldProblem[]): void {
  if (problems.length === 0) return;
  const fields: Record<string, MessageRef[]> = {};
  for (const problem of problems) (fields[problem.field] ??= []).push(problem.message);
  throw problems.length === 1 ? new AppError(problems[0]!.key, {}, fields) : AppError.validation(fields);
}

function newPasswordProblems(password: string, confirmation: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (password.length < PASSWORD_MIN)
    problems.push({ key: 'auth.weak_password', field: 'password', message: { key: 'validation.password_min' } });
  if (password !== confirmation)
    problems.push({
      key: 'auth.passwords_do_not_match',
      field: 'password_confirmation',
      message: { key: 'validation.password_confirmation' },
    });
  return problems;
}

const assertNewPassword = (password: string, confirmation: string) =>
  throwFieldProblems(newPasswordProblems(password, confirmation));

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Sign-up to 2FA on top of the identity provider. The provider keeps passwords, sessions, tokens
 * and TOTP secrets; this service adds what the platform promises on top: the spec's checks and
 * error codes, sign-in throttling across nodes, the second factor in the same sign-in request,
 * single-use codes, localized mail and the activity log.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { users, sessions, throttle, activity } = deps;
  let provider: IdentityProvider | undefined;
  /** Mail sent from inside a provider call reports failure here, so the caller can answer with an error. */
  const mailOutcome = new AsyncLocalStorage<{ failed: boolean }>();

  const call = (
    path: string,
    request: { headers: Headers },
    body?: unknown,
    options: { method?: 'GET' | 'POST'; query?: Record<string, string> } = {},
  ) => {
    if (!provider) throw new Error('identity provider not attached');
    return callProvider(provider, deps.appUrl, path, { ...options, body, headers: request.headers, log: deps.log });
  };

  async function sendMail(template: MailTemplate, user: { id: number; email: string }, params: Record<string, string>) {
    const row = await users.findById(user.id);
    await deps.mailer.send({
      to: user.email,
      template,
      locale: row?.locale ?? 'en',
      params: { name: row?.displayName ?? user.email, ...params },
    });
  }

  /** Mail that may fail without failing the request (notices); the failure is logged. */
  async function notify(template: MailTemplate, userId: number) {
    const user = await users.findById(userId);
    if (!user) return;
    await sendMail(template, user, {}).catch((error: unknown) =>
      deps.log.error({ err: error, template }, 'notification mail failed'),
    );
  }

  const sessionCookies = (reply: ProviderReply) => reply.headers.getSetCookie();
  const authTokenOf = (reply: ProviderReply) => reply.headers.get('set-auth-token') ?? undefined;

  /** Claims a second-factor code for the user; false when it was already used. */
  const claimCode = (userId: number, code: string) =>
    deps.usedCodes.claim(userId, hashCode(code), new Date(Date.now() - USED_CODE_MEMORY_MS));
  const releaseCode = (userId: number, code: string) => deps.usedCodes.release(userId, hashCode(code));

  async function presentSessionUser(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw new AppError('auth.user_not_found');
    return { id: user.id, email: user.email, display_name: user.displayName };
  }

  /** Counts a verification e-mail to the address; limited when one went out within the configured interval. */
  async function verificationEmailAllowed(email: string) {
    const windowSeconds = await deps.settings.integer('verification_email_interval_seconds');
    const state = await throttle.hit(`verification-email:${email.toLowerCase()}`, { max: 1, windowSeconds });
    return { ...state, windowSeconds };
  }

  /** Mail sent from inside a provider call: a failure is flagged for the caller, who answers with its own error. */
  async function sendFlaggingFailure(...args: Parameters<typeof sendMail>) {
    await sendMail(...args).catch((error: unknown) => {
      const outcome = mailOutcome.getStore();
      if (outcome) outcome.failed = true;
      throw error;
    });
  }

  const hooks: IdentityProviderHooks = {
    sendVerificationEmail: (user, url) => sendFlaggingFailure('verify-email', user, { url }),
    // The same expiry the provider was configured with at start-up, so the mail tells the truth.
    sendResetPasswordEmail: (user, url) =>
      sendFlaggingFailure('reset-password', user, { url, expires_minutes: String(deps.resetPasswordExpiryMinutes) }),
    async userCreated(userId) {
      await deps.access.addUserRole(userId, roleNames.user);
      await users.playerSettingsOf(userId);
      // Right after the account exists; keyed signup:{id}, so it can never apply twice. A failure
      // is logged rather than failing a sign-up whose account already exists.
      await deps.wallets
        ?.creditInitialBalance(userId)
        .catch((error: unknown) => deps.log.error({ err: error, userId }, 'initial balance not credited'));
    },
    async isSuspended(userId) {
      const user = await users.findById(userId);
      return Boolean(user?.suspendedAt);
    },
    async passwordReset(userId) {
      await sessions.forgetUser(userId);
      await activity.record({ event: 'auth.password_reset', actorId: userId });
      await notify('password-changed', userId);
    },
    generateReferralCode,
  };

  return {
    hooks,
    attach(identityProvider: IdentityProvider) {
      provider = identityProvider;
    },

    /** Every field is checked before anything is refused, so one reply lists every failed field. */
    async signUp(body: SignUp, caller: Caller) {
      const problems: FieldProblem[] = [];
      const emailValid = emailFormat.safeParse(body.email).success;
      if (!emailValid)
        problems.push({
          key: 'auth.invalid_email',
          field: 'email',
          message: { key: 'validation.email', params: { attribute: 'email' } },
        });
      else if (body.email.toLowerCase() !== body.email_confirmation.toLowerCase())
        problems.push({
          key: 'auth.emails_do_not_match',
          field: 'email_confirmation',
          message: { key: 'validation.email_confirmation' },
        });
      problems.push(...newPasswordProblems(body.password, body.password_confirmation));
      // An address that has an account is most likely its owner signing up again: they learn that
      // (after any field problem), not that "their" display name is taken.
      const emailInUse = emailValid && (await users.isTaken('email', body.email));
      const nameWellFormed = DISPLAY_NAME_PATTERN.test(body.display_name);
      // The same filter as PATCH /users/me, so no name gets in at sign-up that an edit would refuse.
      const profanity = nameWellFormed ? await deps.profanity.findProfanity(body.display_name) : null;
      if (!nameWellFormed)
        problems.push({
          key: 'general.validation_failed',
          field: 'display_name',
          message: { key: 'validation.display_name' },
        });
      else if (profanity)
        problems.push({
          key: 'general.validation_failed',
          field: 'display_name',
          message: { key: 'validation.profanity', params: { attribute: 'display name', word: profanity } },
        });
      else if (!emailInUse && (await users.isTaken('displayName', body.display_name)))
        problems.push({
          key: 'general.validation_failed',
          field: 'display_name',
          message: { key: 'validation.unique', params: { attribute: 'display name' } },
        });
      throwFieldProblems(problems);
      if (emailInUse) throw new AppError('auth.email_already_in_use');
      const reply = await call('/sign-up/email', caller, {
        email: body.email,
        password: body.password,
        name: body.display_name,
        displayName: body.display_name,
        locale: body.locale ?? 'en',
        callbackURL: verifiedSignInPath(clientEnvironment(caller.raw)),
      });
      if (reply.status >= 400) throw providerError(reply);
      const created = await users.findByEmail(body.email);
      if (!created) throw new AppError('general.something_went_wrong');
      // The sign-up mail counts as the first verification e-mail of the minute.
      await verificationEmailAllowed(body.email);
      return { id: created.id, email: created.email, display_name: created.displayName, email_verified: false };
    },

    async signIn(body: SignIn, caller: Caller) {
      const throttleKey = `sign-in:${body.email.toLowerCase()}|${caller.raw.ip}`;
      const throttled = await throttle.check(throttleKey, SIGN_IN_RULE);
      if (throttled.limited)
        throw new AppError('auth.too_many_login_attempts', { seconds: throttled.retryAfterSeconds });
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
        await throttle.hit(throttleKey, SIGN_IN_RULE);
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
        if (!(await claimCode(account.id, body.code)))
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
          await releaseCode(account.id, body.code);
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
        properties: { mfa: mfaVerified },
      });
      const result: AuthReply<{
        token: string;
        user: { id: number; email: string; display_name: string };
        mfa_verified: boolean;
      }> = {
        data: { token: authToken, user: await presentSessionUser(userId), mfa_verified: mfaVerified },
        setCookies: sessionCookies(signedIn),
        authToken,
      };
      return result;
    },

    async signOut(session: AuthSession | null, caller: Caller): Promise<AuthReply<{ success: true }>> {
      const reply = await call('/sign-out', caller, {});
      if (session) await sessions.forgetUser(session.userId);
      if (session) await activity.record({ event: 'auth.sign_out', actorId: session.userId, request: caller.raw });
      return { data: { success: true as const }, setCookies: sessionCookies(reply) };
    },

    async sessionState(session: AuthSession | null) {
      if (!session) return null;
      return {
        session: {
          id: session.sessionId,
          expires_at: session.expiresAt.toISOString(),
          mfa_verified: session.mfaVerified,
        },
        user: await presentSessionUser(session.userId),
      };
    },

    /** Resends the verification link, once per minute per address; unknown addresses get the same answer. */
    async sendVerificationEmail(email: string, caller: Caller) {
      assertEmailFormat(email);
      const allowed = await verificationEmailAllowed(email);
      if (allowed.limited)
        throw new AppError('auth.verification_email_throttled', { seconds: allowed.retryAfterSeconds });
      const outcome = { failed: false };
      const reply = await mailOutcome.run(outcome, () =>
        call('/send-verification-email', caller, {
          email,
          callbackURL: verifiedSignInPath(clientEnvironment(caller.raw)),
        }),
      );
      if (outcome.failed) throw new AppError('auth.verification_code_send_failed');
      if (reply.status >= 400 && providerErrorCode(reply) !== 'EMAIL_ALREADY_VERIFIED') throw providerError(reply);
      return { retry_after: allowed.windowSeconds };
    },

    /**
     * The sign-up's verification link to an address staff just gave an account (it is unverified
     * until the link is followed); it counts as the address's verification e-mail of the minute.
     * The link leads to the web sign-in screen. Fails with 1024 when the mail could not be sent.
     */
    async sendVerificationLink(email: string) {
      await verificationEmailAllowed(email);
      const outcome = { failed: false };
      const reply = await mailOutcome.run(outcome, () =>
        call('/send-verification-email', { headers: new Headers() }, { email, callbackURL: verifiedSignInPath('web') }),
      );
      if (outcome.failed) throw new AppError('auth.verification_code_send_failed');
      if (reply.status >= 400 && providerErrorCode(reply) !== 'EMAIL_ALREADY_VERIFIED') throw providerError(reply);
    },

    /**
     * The link in the e-mail: verifies, then sends the browser to the sign-in screen with the outcome,
     * in the environment the link names (environment-links.ts).
     */
    async verifyEmail(token: string, callbackURL: string | undefined, caller: Caller) {
      const environment = environmentNamedBy(callbackURL, (named) => verifiedSignInPath(named));
      const reply = await call('/verify-email', caller, undefined, {
        method: 'GET',
        query: { token, callbackURL: verifiedSignInPath(environment) },
      }).catch(() => null);
      const location = reply?.headers.get('location') ?? '';
      const ok = reply !== null && reply.status < 400 && !location.includes('error=');
      return verifiedSignInPath(environment, ok);
    },

    /** The reset link: the reset screen of the environment the link names (environment-links.ts). */
    resetScreen(token: string, callbackURL: string | undefined) {
      const environment = environmentNamedBy(callbackURL, (named) => `${deps.appUrl}${resetPasswordPath(named)}`);
      return `${resetPasswordPath(environment)}?token=${encodeURIComponent(token)}`;
    },

    async requestPasswordReset(email: string, caller: Caller) {
      assertEmailFormat(email);
      const outcome = { failed: false };
      const reply = await mailOutcome.run(outcome, () =>
        call('/request-password-reset', caller, {
          email,
          redirectTo: `${deps.appUrl}${resetPasswordPath(clientEnvironment(caller.raw))}`,
        }),
      );
      if (outcome.failed) throw new AppError('auth.reset_email_failed');
      if (reply.status >= 400) throw providerError(reply);
      return { success: true as const };
    },

    async resetPassword(body: { token: string; password: string; password_confirmation: string }, caller: Caller) {
      assertNewPassword(body.password, body.password_confirmation);
      const reply = await call('/reset-password', caller, { token: body.token, newPassword: body.password });
      if (reply.status >= 400) throw providerError(reply, { INVALID_TOKEN: 'auth.reset_failed' });
      return { success: true as const };
    },

    async changePassword(
      session: AuthSession,
      body: { current_password: string; password: string; password_confirmation: string },
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
      await activity.record({ event: 'auth.password_changed', actorId: session.userId, request: caller.raw });
      await notify('password-changed', session.userId);
      return { data: { success: true as const }, setCookies: sessionCookies(reply), authToken: authTokenOf(reply) };
    },

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
        backup_codes: (reply.body?.backupCodes as string[] | undefined) ?? [],
      };
    },

    async confirmTwoFactor(
      session: AuthSession,
      code: string,
      caller: Caller,
    ): Promise<AuthReply<{ mfa_enabled_at: string | null }>> {
      if (!(await claimCode(session.userId, code))) throw new AppError('auth.invalid_two_factor');
      const reply = await call('/two-factor/verify-totp', caller, { code });
      if (reply.status >= 400) {
        await releaseCode(session.userId, code);
        throw providerError(reply, {
          INVALID_CODE: 'auth.invalid_two_factor',
          TOTP_NOT_ENABLED: 'auth.invalid_two_factor',
        });
      }
      // Confirming replaces the session; the new one has just proven the second factor.
      const token = typeof reply.body?.token === 'string' ? reply.body.token : '';
      await sessions.setMfaVerified(token, true);
      await sessions.forgetUser(session.userId);
      deps.events.emit(serverEvents.userUpdated, session.userId);
      const user = await users.findById(session.userId);
      await activity.record({ event: 'auth.two_factor_enabled', actorId: session.userId, request: caller.raw });
      await notify('two-factor-enabled', session.userId);
      return {
        data: { mfa_enabled_at: user?.mfaEnabledAt?.toISOString() ?? null },
        setCookies: sessionCookies(reply),
        authToken: authTokenOf(reply),
      };
    },

    async disableTwoFactor(session: AuthSession, password: string, caller: Caller) {
      const reply = await call('/two-factor/disable', caller, { password });
      if (reply.status >= 400) throw providerError(reply);
      await sessions.setMfaVerified(session.token, false);
      await sessions.forgetUser(session.userId);
      deps.events.emit(serverEvents.userUpdated, session.userId);
      await activity.record({ event: 'auth.two_factor_disabled', actorId: session.userId, request: caller.raw });
      await notify('two-factor-disabled', session.userId);
      return {
        data: { mfa_enabled_at: null as null },
        setCookies: sessionCookies(reply),
        authToken: authTokenOf(reply),
      };
    },

    async regenerateBackupCodes(password: string, caller: Caller) {
      const reply = await call('/two-factor/generate-backup-codes', caller, { password });
      if (reply.status >= 400) throw providerError(reply);
      return { backup_codes: (reply.body?.backupCodes as string[] | undefined) ?? [] };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
