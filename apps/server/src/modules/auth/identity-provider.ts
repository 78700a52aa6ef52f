import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { PASSWORD_MIN } from '@golf/contracts';
import { bearer, twoFactor } from 'better-auth/plugins';
import type { Database } from '../../db/client';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema';

/** Internal header carrying the client IP that Fastify resolved (trust-proxy aware); stripped from callers. */
export const CLIENT_IP_HEADER = 'x-golf-client-ip';
export const COOKIE_PREFIX = 'golf';
export const SESSION_COOKIE = `${COOKIE_PREFIX}.session_token`;
/**
 * Internal header on a sign-in from a kiosk device (decision 0104): the session is created as a kiosk
 * session. Callers cannot send it (provider-client.ts forwards only a fixed list of headers).
 */
export const KIOSK_SESSION_HEADER = 'x-golf-kiosk-session';
/** The provider's own error code for a suspended account (mapped to auth.user_disabled). */
export const USER_DISABLED_CODE = 'USER_DISABLED';

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 3600;
/** A session is extended at most once a day, when it is used. */
export const SESSION_REFRESH_SECONDS = 24 * 3600;

export interface IdentityProviderHooks {
  sendVerificationEmail(user: { id: number; email: string; name: string }, url: string): Promise<void>;
  sendResetPasswordEmail(user: { id: number; email: string; name: string }, url: string): Promise<void>;
  /** After sign-up: default role, player settings, wallets and sign-up coins. */
  userCreated(userId: number): Promise<void>;
  /** After a sign-in: finishes the account's set-up when a failure or a crash cut it short. */
  sessionOpened(userId: number): Promise<void>;
  /**
   * Why no session may open for the user, from one read of their row: suspended, or one of the platform's own
   * accounts, whatever credential it gained (decision 0120); null when it may.
   */
  sessionRefusal(userId: number): Promise<'suspended' | 'system_account' | null>;
  passwordReset(userId: number): Promise<void>;
  /**
   * A session the provider deleted because the password was changed or reset, so that whoever still
   * holds it is told why it stopped working (decision 0124).
   */
  sessionEndedByPassword(session: { token: string; userId: number; expiresAt: Date }): Promise<void>;
  generateReferralCode(): string;
}

export interface IdentityProviderOptions {
  db: Database;
  baseUrl: string;
  secret: string;
  trustedOrigins: string[];
  resetPasswordExpirySeconds: number;
  /** Off only in tests that sign in many times from one address. */
  rateLimit: boolean;
  secureCookies: boolean;
  hooks: IdentityProviderHooks;
  /** The provider's own log lines go to ours (pino), at their level. */
  log: Record<'debug' | 'info' | 'warn' | 'error', (object: object, message: string) => void>;
}

const numericId = (id: unknown) => Number(id);

/** The provider's endpoints whose deletion of sessions is a password change or reset (revoke-sessions options). */
const PASSWORD_PATHS = new Set(['/change-password', '/reset-password']);

/**
 * better-auth, on our database, as the platform's identity provider. Callers never reach it
 * directly: auth.routes.ts validates every request with our schemas, calls it through
 * `handler`, and turns its answers into the platform's error shape (identity-errors.ts).
 */
export function createIdentityProvider(options: IdentityProviderOptions) {
  const { hooks } = options;
  return betterAuth({
    appName: 'Open Golf',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    // Unexpected failures reach the caller (provider-client.ts), which logs them through pino.
    onAPIError: { throw: true },
    logger: {
      level: 'debug',
      log: (level, message, ...args: unknown[]) =>
        options.log[level](
          {
            provider: 'better-auth',
            err: args.find((arg) => arg instanceof Error),
            details: args.filter((arg) => !(arg instanceof Error)),
          },
          message,
        ),
    },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        displayName: { type: 'string', required: true, input: true },
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
        referralCode: { type: 'string', required: false, input: false },
        // Declared so the create hook below may write it.
        setupPending: { type: 'boolean', required: false, input: false },
        // Declared so the update hook below may write it.
        mfaEnabledAt: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
      additionalFields: {
        mfaVerifiedAt: { type: 'date', required: false, input: false },
        // Declared so the create hook below may write it.
        kioskAt: { type: 'date', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: options.resetPasswordExpirySeconds,
      sendResetPassword: ({ user, url }) =>
        hooks.sendResetPasswordEmail({ id: numericId(user.id), email: user.email, name: user.name }, url),
      onPasswordReset: ({ user }) => hooks.passwordReset(numericId(user.id)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: ({ user, url }) =>
        hooks.sendVerificationEmail({ id: numericId(user.id), email: user.email, name: user.name }, url),
    },
    rateLimit: {
      enabled: options.rateLimit,
      storage: 'database',
      window: 60,
      max: 100,
      // Per IP. Its counter restarts only after a whole window without a request, so steady sign-ins
      // from a venue or household would lock it out: sign-in and its second factor count only
      // failures instead, per account and per address (sign-in.ts). Exact paths before the wildcard.
      customRules: {
        '/sign-in/email': false,
        '/two-factor/verify-totp': false,
        '/two-factor/verify-backup-code': false,
        '/sign-up/email': { window: 60, max: 20 },
        '/change-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 10 },
        '/two-factor/*': { window: 60, max: 30 },
      },
    },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: 'serial' },
      // The provider skips its origin check under NODE_ENV=test; the tests check the one production runs.
      disableOriginCheck: false,
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => ({
            data: { ...user, referralCode: hooks.generateReferralCode(), setupPending: true },
          }),
          after: async (user) => hooks.userCreated(numericId(user.id)),
        },
        update: {
          // mfa_enabled_at follows the plugin's flag: set when 2FA is confirmed, cleared when disabled.
          before: async (data) => {
            if (data.twoFactorEnabled === true) return { data: { ...data, mfaEnabledAt: new Date() } };
            if (data.twoFactorEnabled === false) return { data: { ...data, mfaEnabledAt: null } };
            return { data };
          },
        },
      },
      session: {
        create: {
          before: async (session, context) => {
            const refusal = await hooks.sessionRefusal(numericId(session.userId));
            if (refusal === 'suspended') {
              throw new APIError('FORBIDDEN', { code: USER_DISABLED_CODE, message: 'User disabled' });
            }
            // Answered as a wrong password: the sign-in form does not learn that the account exists.
            if (refusal === 'system_account') {
              throw new APIError('UNAUTHORIZED', {
                code: 'INVALID_EMAIL_OR_PASSWORD',
                message: 'Invalid email or password',
              });
            }
            // A kiosk device's sign-in: the session is born a kiosk session, with no full window before /kiosk/lock.
            if (context?.headers?.get(KIOSK_SESSION_HEADER) === '1')
              return { data: { ...session, kioskAt: new Date() } };
            return { data: session };
          },
          after: async (session) => hooks.sessionOpened(numericId(session.userId)),
        },
        delete: {
          after: async (session, context) => {
            if (!context || !PASSWORD_PATHS.has(context.path)) return;
            // A change deletes the caller's session too, and answers with a new one: the caller is not told.
            if (context.context.session?.session.token === session.token) return;
            await hooks.sessionEndedByPassword({
              token: session.token,
              userId: numericId(session.userId),
              expiresAt: session.expiresAt,
            });
          },
        },
      },
    },
    plugins: [bearer({ requireSignature: true }), twoFactor({ issuer: 'Open Golf' })],
  });
}

export type IdentityProvider = ReturnType<typeof createIdentityProvider>;
