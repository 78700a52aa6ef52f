import { apiSend, AUTH_API_BASE } from '../../lib/api';

const auth = { base: AUTH_API_BASE } as const;

export interface TwoFactorEnrolment {
  totp_uri: string;
  secret: string;
  /** A data:image/svg+xml URL of the QR code for totp_uri. */
  qr_code: string;
  backup_codes: string[];
}

/** Starts enrolment; nothing is active until confirmed with a code from the app. */
export function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  return apiSend<TwoFactorEnrolment>('POST', '/two-factor/enable', { password }, auth);
}

/** The session token changes here; the API client stores the new one (set-auth-token). */
export function confirmTwoFactor(code: string): Promise<{ mfa_enabled_at: string }> {
  return apiSend<{ mfa_enabled_at: string }>('POST', '/two-factor/confirm', { code }, auth);
}

export function disableTwoFactor(password: string): Promise<{ mfa_enabled_at: null }> {
  return apiSend<{ mfa_enabled_at: null }>('POST', '/two-factor/disable', { password }, auth);
}

export function regenerateBackupCodes(password: string): Promise<{ backup_codes: string[] }> {
  return apiSend<{ backup_codes: string[] }>('POST', '/two-factor/backup-codes', { password }, auth);
}
