import type { ErrorKey } from './errors';

/**
 * The keys of a 401 that says why a session ended (decision 0124): its holder's apps show the server's words on
 * their sign-in screens instead of a bare form. A module apart from the error table, so the first screens that
 * read it do not load the table with it.
 */
export const sessionEndedErrorKeys = [
  'users.session_ended_suspended',
  'auth.session_ended_password_changed',
] as const satisfies readonly ErrorKey[];
export type SessionEndedKey = (typeof sessionEndedErrorKeys)[number];

export function isSessionEndedKey(key: string): key is SessionEndedKey {
  return (sessionEndedErrorKeys as readonly string[]).includes(key);
}
