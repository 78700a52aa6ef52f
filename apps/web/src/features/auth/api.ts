import type {
  ResetPasswordRequest,
  SignInRequest,
  SignInResult,
  SignUpRequest,
  SignUpResult,
  Success,
  VerificationEmailSent,
} from '@golf/contracts';
import { apiSend, AUTH_API_BASE } from '../../lib/api';

const auth = { base: AUTH_API_BASE } as const;

export function signUp(input: SignUpRequest): Promise<SignUpResult> {
  return apiSend<SignUpResult>('POST', '/sign-up/email', input, auth);
}

export function signIn(input: SignInRequest): Promise<SignInResult> {
  return apiSend<SignInResult>('POST', '/sign-in/email', input, auth);
}

export function sendVerificationEmail(email: string): Promise<VerificationEmailSent> {
  return apiSend<VerificationEmailSent>('POST', '/send-verification-email', { email }, auth);
}

export function requestPasswordReset(email: string): Promise<Success> {
  return apiSend<Success>('POST', '/request-password-reset', { email }, auth);
}

export function resetPassword(input: ResetPasswordRequest): Promise<Success> {
  return apiSend<Success>('POST', '/reset-password', input, auth);
}
