import type { Locale } from '@golf/contracts';
import { apiSend, AUTH_API_BASE } from '../../lib/api';
import type { SessionUser } from '../../lib/auth/session-store';

const auth = { base: AUTH_API_BASE } as const;

export interface SignUpInput {
  display_name: string;
  email: string;
  email_confirmation: string;
  password: string;
  password_confirmation: string;
  locale: Locale;
}

export interface SignUpResult {
  id: number | string;
  email: string;
  display_name: string;
  email_verified: boolean;
}

export function signUp(input: SignUpInput): Promise<SignUpResult> {
  return apiSend<SignUpResult>('POST', '/sign-up/email', input, auth);
}

export interface SignInInput {
  email: string;
  password: string;
  /** The second factor (a 6-digit code or a backup code), after the server asked for it. */
  code?: string;
  remember_me?: boolean;
}

export interface SignInResult {
  token: string;
  user: SessionUser;
  mfa_verified: boolean;
}

export function signIn(input: SignInInput): Promise<SignInResult> {
  return apiSend<SignInResult>('POST', '/sign-in/email', input, auth);
}

export function sendVerificationEmail(email: string): Promise<{ retry_after: number }> {
  return apiSend<{ retry_after: number }>('POST', '/send-verification-email', { email }, auth);
}

export function requestPasswordReset(email: string): Promise<{ success: boolean }> {
  return apiSend<{ success: boolean }>('POST', '/request-password-reset', { email }, auth);
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<{ success: boolean }> {
  return apiSend<{ success: boolean }>('POST', '/reset-password', input, auth);
}
