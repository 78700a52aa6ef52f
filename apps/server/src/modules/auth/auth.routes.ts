import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupCodesSchema,
  changePasswordBodySchema,
  codeBodySchema,
  dataEnvelope,
  emailBodySchema,
  passwordBodySchema,
  resetPasswordBodySchema,
  sessionStateSchema,
  signInBodySchema,
  signInResultSchema,
  signUpBodySchema,
  signUpResultSchema,
  successSchema,
  twoFactorConfirmedSchema,
  twoFactorDisabledSchema,
  twoFactorEnrolmentSchema,
  verificationEmailSentSchema,
} from '@golf/contracts';
import type { AuthReply, AuthService, Caller } from './auth.service';
import { currentAuth, type Guards } from './guards';
import { forwardedHeaders } from './provider-client';
import type { SessionResolver } from './sessions';

const tags = ['identity'];
const success = dataEnvelope(successSchema);

/** The request as the provider and the activity log see it. */
const withRequest = (request: FastifyRequest): Caller => ({ headers: forwardedHeaders(request), raw: request });

/** Passes the provider's cookies and bearer token on to the caller. */
function send<T>(reply: FastifyReply, result: AuthReply<T>) {
  // 'close' comes after the reply is written, and also when the connection drops first.
  if (result.afterReply) reply.raw.once('close', result.afterReply);
  if (result.setCookies.length) reply.header('set-cookie', result.setCookies);
  if (result.authToken) {
    reply.header('set-auth-token', result.authToken);
    reply.header('access-control-expose-headers', 'set-auth-token');
  }
  return { data: result.data };
}

/**
 * The identity provider's public face at /api/auth (unversioned, as hosted identity providers
 * are). Each call is validated here and answered in the platform's error shape.
 */
export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  guards: Guards;
  sessions: SessionResolver;
}> = async (app, { auth, guards, sessions }) => {
  const signedIn = { onRequest: guards.requireUser };

  app.post(
    '/sign-up/email',
    {
      config: {
        errors: [
          'auth.email_already_in_use',
          'auth.emails_do_not_match',
          'auth.invalid_email',
          'auth.passwords_do_not_match',
          // The provider's per-address limit on identity calls (rate-limit.test.ts).
          'auth.too_many_attempts',
          'auth.weak_password',
        ],
      },
      schema: {
        tags,
        summary: 'Create an account; a verification e-mail is sent',
        description:
          'Errors: 1007 badly formatted e-mail, 1012 e-mails not matching, 1009 weak password (under 8 characters), 1011 passwords not matching, 1010 e-mail already in use, 422 for a taken or invalid display name.',
        body: signUpBodySchema,
        response: {
          201: dataEnvelope(signUpResultSchema),
        },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await auth.signUp(request.body, withRequest(request)) }),
  );

  app.post(
    '/sign-in/email',
    {
      config: {
        errors: [
          'auth.email_not_verified',
          'auth.invalid_credentials',
          'auth.invalid_email',
          'auth.invalid_two_factor',
          'auth.too_many_login_attempts',
          'auth.two_factor_required',
          'auth.untrusted_origin',
          'auth.user_disabled',
          'auth.user_not_found',
        ],
      },
      schema: {
        tags,
        summary: 'Sign in; web clients get a session cookie, others read the set-auth-token header',
        description:
          'With 2FA on and no `code`, answers 403 with error code 100; send the same request again with the TOTP (or a backup code) as `code`. 101 is an invalid or reused code. 1023 e-mail not verified, 1005 user disabled, 1006 invalid credentials, 1002 too many attempts (Retry-After header).',
        body: signInBodySchema,
        response: { 200: dataEnvelope(signInResultSchema) },
      },
    },
    async (request, reply) => send(reply, await auth.signIn(request.body, withRequest(request))),
  );

  app.post(
    '/sign-out',
    { schema: { tags, summary: 'End the current session', response: { 200: success } } },
    async (request, reply) => send(reply, await auth.signOut(await sessions.resolve(request), withRequest(request))),
  );

  app.get(
    '/get-session',
    {
      schema: {
        tags,
        summary: "The caller's identity state (null when signed out)",
        response: { 200: dataEnvelope(sessionStateSchema) },
      },
    },
    async (request) => ({ data: await auth.sessionState(await sessions.resolve(request)) }),
  );

  app.post(
    '/send-verification-email',
    {
      config: { errors: ['auth.invalid_email', 'auth.verification_email_throttled'] },
      schema: {
        tags,
        summary: 'Send the verification link again (once a minute per address)',
        body: emailBodySchema,
        response: { 200: dataEnvelope(verificationEmailSentSchema) },
      },
    },
    async (request) => ({ data: await auth.sendVerificationEmail(request.body.email, withRequest(request)) }),
  );

  app.get(
    '/verify-email',
    {
      schema: {
        tags,
        summary: 'The verification link: verifies and redirects to the sign-in screen',
        description:
          'Redirects to the sign-in screen (?verified=1 or 0) of the player app environment the sign-up or resend came from (its X-Golf-Environment header: /sign-in, /game/sign-in or /mobile/sign-in), which the link carries as callbackURL; any other callbackURL leads to /sign-in.',
        querystring: z.object({ token: z.string().max(2000), callbackURL: z.string().max(500).optional() }),
      },
    },
    async (request, reply) =>
      reply.redirect(await auth.verifyEmail(request.query.token, request.query.callbackURL, withRequest(request))),
  );

  app.post(
    '/request-password-reset',
    {
      config: { errors: ['auth.invalid_email'] },
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer for unknown addresses)',
        body: emailBodySchema,
        response: { 200: success },
      },
    },
    async (request) => ({ data: await auth.requestPasswordReset(request.body.email, withRequest(request)) }),
  );

  app.get(
    '/reset-password/:token',
    {
      schema: {
        tags,
        summary: 'The reset link: opens the reset screen of the player app',
        description:
          'Redirects to the reset screen of the player app environment the request came from (X-Golf-Environment: /reset-password, /game/reset-password or /mobile/reset-password), which the link carries as callbackURL; any other callbackURL leads to /reset-password. A link whose password was already set leads to the screen with ?error=used (and no token), which says so.',
        params: z.object({ token: z.string().max(500) }),
        querystring: z.object({ callbackURL: z.string().max(500).optional() }),
      },
    },
    async (request, reply) => reply.redirect(await auth.resetScreen(request.params.token, request.query.callbackURL)),
  );

  app.post(
    '/reset-password',
    {
      config: {
        errors: ['auth.passwords_do_not_match', 'auth.reset_failed', 'auth.reset_link_used', 'auth.weak_password'],
      },
      schema: {
        tags,
        summary: 'Set a new password with the token from the e-mail; every session of the user ends',
        description:
          'A token already used is 410, 1028 auth.reset_link_used; an unknown or expired one 422, 1014 auth.reset_failed. A new password under 8 characters is 1009 auth.weak_password, a confirmation that differs 1011 auth.passwords_do_not_match; both at once answer 2 with each field.',
        body: resetPasswordBodySchema,
        response: { 200: success },
      },
    },
    async (request) => ({ data: await auth.resetPassword(request.body, withRequest(request)) }),
  );

  app.post(
    '/change-password',
    {
      config: {
        errors: ['auth.password_unchanged', 'auth.passwords_do_not_match', 'auth.weak_password', 'auth.wrong_password'],
      },
      ...signedIn,
      schema: {
        tags,
        summary: 'Change the password; other sessions end',
        description:
          'Refusals: 1008 auth.wrong_password (the current password is wrong), 1009 auth.weak_password, 1011 auth.passwords_do_not_match, 1027 auth.password_unchanged (the new password equals the current one; on the password field). Several field problems at once answer 2 with each field.',
        body: changePasswordBodySchema,
        response: { 200: success },
      },
    },
    async (request, reply) =>
      send(reply, await auth.changePassword(currentAuth(request), request.body, withRequest(request))),
  );

  app.post(
    '/two-factor/enable',
    {
      config: { errors: ['auth.wrong_password'] },
      ...signedIn,
      schema: {
        tags,
        summary: 'Start TOTP enrolment: secret, QR code and backup codes (active once confirmed)',
        body: passwordBodySchema,
        response: { 200: dataEnvelope(twoFactorEnrolmentSchema) },
      },
    },
    async (request) => ({ data: await auth.enableTwoFactor(request.body.password, withRequest(request)) }),
  );

  app.post(
    '/two-factor/confirm',
    {
      config: { errors: ['auth.invalid_two_factor'] },
      ...signedIn,
      schema: {
        tags,
        summary: 'Confirm enrolment with a code; sets mfa_enabled_at and replaces the session token',
        body: codeBodySchema,
        response: { 200: dataEnvelope(twoFactorConfirmedSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await auth.confirmTwoFactor(currentAuth(request), request.body.code, withRequest(request))),
  );

  app.post(
    '/two-factor/disable',
    {
      config: { errors: ['auth.wrong_password'] },
      ...signedIn,
      schema: {
        tags,
        summary: 'Turn 2FA off (needs the current password)',
        body: passwordBodySchema,
        response: { 200: dataEnvelope(twoFactorDisabledSchema) },
      },
    },
    async (request, reply) =>
      send(reply, await auth.disableTwoFactor(currentAuth(request), request.body.password, withRequest(request))),
  );

  app.post(
    '/two-factor/backup-codes',
    {
      config: { errors: ['general.bad_request'] },
      ...signedIn,
      schema: {
        tags,
        summary: 'Replace the backup codes (needs the current password)',
        body: passwordBodySchema,
        response: { 200: dataEnvelope(backupCodesSchema) },
      },
    },
    async (request) => ({ data: await auth.regenerateBackupCodes(request.body.password, withRequest(request)) }),
  );
};
