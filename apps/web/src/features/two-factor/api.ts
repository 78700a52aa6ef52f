import type { BackupCodes, TwoFactorConfirmed, TwoFactorDisabled, TwoFactorEnrolment } from '@golf/contracts';
import { apiSend, AUTH_API_BASE } from '../../lib/api';

const auth = { base: AUTH_API_BASE } as const;

/** Starts enrolment; nothing is active until confirmed with a code from the app. */
export function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  return apiSend<TwoFactorEnrolment>('POST', '/two-factor/enable', { password }, auth);
}

/** The session token changes here; the API client stores the new one (set-auth-token). */
export function confirmTwoFactor(code: string): Promise<TwoFactorConfirmed> {
  return apiSend<TwoFactorConfirmed>('POST', '/two-factor/confirm', { code }, auth);
}

export function disableTwoFactor(password: string): Promise<TwoFactorDisabled> {
  return apiSend<TwoFactorDisabled>('POST', '/two-factor/disable', { password }, auth);
}

export function regenerateBackupCodes(password: string): Promise<BackupCodes> {
  return apiSend<BackupCodes>('POST', '/two-factor/backup-codes', { password }, auth);
}
