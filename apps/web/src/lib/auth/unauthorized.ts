import { isSessionEndedKey, type SessionEndedKey } from '@golf/contracts';
import { AUTH_API_BASE, type ApiError } from '../api';

/** Calls whose 401 is an answer about the credentials sent, not a lost session. */
const credentialCallPaths = [`${AUTH_API_BASE}/sign-in/email`, `${AUTH_API_BASE}/sign-out`];

/**
 * Keys of a 401 that judges a password typed into a form (change password, two-factor set-up).
 * The session is still fine, so these do not log out.
 */
const credentialErrorKeys = new Set([
  'auth.wrong_password',
  'auth.invalid_credentials',
  'auth.credentials_do_not_match',
]);

/** Spec: a 401 on any call other than sign-in and sign-out logs out. */
export function shouldLogOutOnUnauthorized(url: string, error: Pick<ApiError, 'status' | 'key'>): boolean {
  if (error.status !== 401) return false;
  const path = url.split('?')[0] ?? url;
  if (credentialCallPaths.includes(path)) return false;
  return !credentialErrorKeys.has(error.key);
}

export type { SessionEndedKey };

/** Why the session ended, for the sign-in screen: the error's key and the server's own words. */
export interface SessionEndedNotice {
  key: SessionEndedKey;
  message: string;
}

/** What the sign-in screen tells the player about a lost session; null for a plain 401. */
export function sessionEndedNotice(error: Pick<ApiError, 'status' | 'key' | 'message'>): SessionEndedNotice | null {
  if (error.status !== 401 || !isSessionEndedKey(error.key)) return null;
  return { key: error.key, message: error.message };
}
