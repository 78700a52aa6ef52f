/**
 * The identity provider's calls at /api/auth (sign-up, sign-in, sessions, passwords, two-factor):
 * what the player app sends and reads, and what the server validates and answers with.
 */
import { z } from 'zod';
import { localeSchema } from './users';

const email = z.string().trim().max(254);
const password = z.string().max(128);
/** A second-factor code: a 6-digit TOTP or a backup code. */
const code = z.string().trim().min(1).max(32);

/**
 * Shapes only: the e-mail format, password strength, confirmations and display name are checked by
 * the service, which answers with the spec's own errors (invalid e-mail, weak password, not matching)
 * and reports every failed field at once; a rule here would answer alone, before the others ran.
 */
export const signUpBodySchema = z.object({
  email,
  email_confirmation: email,
  password,
  password_confirmation: password,
  display_name: z.string().trim().describe('3 to 20 letters, digits, _ and -; unique'),
  locale: localeSchema.optional(),
});
export type SignUpRequest = z.input<typeof signUpBodySchema>;

export const signUpResultSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  display_name: z.string(),
  email_verified: z.boolean(),
});
export type SignUpResult = z.output<typeof signUpResultSchema>;

export const signInBodySchema = z.object({
  email,
  password,
  /** The second factor: a 6-digit TOTP or a backup code. Send it after a 100 "two-factor required". */
  code: code.optional(),
  remember_me: z.boolean().optional(),
  /**
   * Sent by a device in kiosk mode (the game UI, the game shell): the session is created as a kiosk
   * session, so it is never a full one, not even until POST /kiosk/lock (decision 0104).
   */
  kiosk: z.boolean().optional(),
});
export type SignInRequest = z.input<typeof signInBodySchema>;

export const emailBodySchema = z.object({ email });
export type EmailRequest = z.input<typeof emailBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string().min(1).max(500),
  password,
  password_confirmation: password,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: password,
  password,
  password_confirmation: password,
});
export type ChangePasswordRequest = z.input<typeof changePasswordBodySchema>;

export const passwordBodySchema = z.object({ password });
export type PasswordRequest = z.input<typeof passwordBodySchema>;

export const codeBodySchema = z.object({ code });
export type CodeRequest = z.input<typeof codeBodySchema>;

/** The identity provider's view of the signed-in user (sign-in and get-session answers). */
export const sessionUserSchema = z.object({ id: z.number().int(), email: z.string(), display_name: z.string() });
export type SessionUser = z.output<typeof sessionUserSchema>;

export const signInResultSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  mfa_verified: z.boolean(),
});
export type SignInResult = z.output<typeof signInResultSchema>;

/** GET /get-session: the session and its user, or null when signed out. */
export const sessionStateSchema = z
  .object({
    session: z.object({ id: z.number().int(), expires_at: z.string(), mfa_verified: z.boolean() }),
    user: sessionUserSchema,
  })
  .nullable();
export type SessionState = z.output<typeof sessionStateSchema>;

/** What a call that only succeeds or fails answers (sign-out, password reset and change). */
export const successSchema = z.object({ success: z.literal(true) });
export type Success = z.output<typeof successSchema>;

export const verificationEmailSentSchema = z.object({ retry_after: z.number().int() });
export type VerificationEmailSent = z.output<typeof verificationEmailSentSchema>;

export const twoFactorEnrolmentSchema = z.object({
  totp_uri: z.string(),
  secret: z.string(),
  /** data:image/svg+xml URL of the QR code for totp_uri. */
  qr_code: z.string(),
  backup_codes: z.array(z.string()),
});
export type TwoFactorEnrolment = z.output<typeof twoFactorEnrolmentSchema>;

export const twoFactorConfirmedSchema = z.object({ mfa_enabled_at: z.string().nullable() });
export type TwoFactorConfirmed = z.output<typeof twoFactorConfirmedSchema>;

export const twoFactorDisabledSchema = z.object({ mfa_enabled_at: z.null() });
export type TwoFactorDisabled = z.output<typeof twoFactorDisabledSchema>;

export const backupCodesSchema = z.object({ backup_codes: z.array(z.string()) });
export type BackupCodes = z.output<typeof backupCodesSchema>;
