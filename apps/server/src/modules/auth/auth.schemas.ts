import { z } from 'zod';
import { localeSchema } from '@golf/contracts';

const email = z.string().trim().max(254);
const password = z.string().max(128);

/**
 * Shapes only: the e-mail format, password strength, confirmations and display name are checked by
 * the service, which answers with the spec's own errors (invalid e-mail, weak password, not matching)
 * and reports every failed field at once; a rule here would answer alone, before the others ran.
 */
export const signUpSchema = z.object({
  email,
  email_confirmation: email,
  password,
  password_confirmation: password,
  display_name: z.string().trim().describe('3 to 20 letters, digits, _ and -; unique'),
  locale: localeSchema.optional(),
});
export type SignUp = z.output<typeof signUpSchema>;

export const signInSchema = z.object({
  email,
  password,
  /** The second factor: a 6-digit TOTP or a backup code. Send it after a 100 "two-factor required". */
  code: z.string().trim().min(1).max(32).optional(),
  remember_me: z.boolean().optional(),
});
export type SignIn = z.output<typeof signInSchema>;

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(500),
  password,
  password_confirmation: password,
});
export const changePasswordSchema = z.object({ current_password: password, password, password_confirmation: password });
export const passwordOnlySchema = z.object({ password });
export const codeOnlySchema = z.object({ code: z.string().trim().min(1).max(32) });

export const sessionUserSchema = z.object({ id: z.number().int(), email: z.string(), display_name: z.string() });

export const signInResultSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  mfa_verified: z.boolean(),
});

export const sessionStateSchema = z
  .object({
    session: z.object({ id: z.number().int(), expires_at: z.string(), mfa_verified: z.boolean() }),
    user: sessionUserSchema,
  })
  .nullable();

export const twoFactorEnrolmentSchema = z.object({
  totp_uri: z.string(),
  secret: z.string(),
  /** data:image/svg+xml URL of the QR code for totp_uri. */
  qr_code: z.string(),
  backup_codes: z.array(z.string()),
});
