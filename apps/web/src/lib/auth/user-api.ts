import { parseAbilities, type Ability } from '@golf/contracts';
import { apiGet, apiSend, AUTH_API_BASE } from '../api';
import type { SessionUser } from './session-store';
import type { User, UserUpdate } from './types';

export interface SessionInfo {
  session: { id: string; expires_at: string; mfa_verified: boolean };
  user: SessionUser;
}

/** The identity provider's auth state: the session, or null when signed out. */
export function fetchSession(signal?: AbortSignal): Promise<SessionInfo | null> {
  return apiGet<SessionInfo | null>('/get-session', { base: AUTH_API_BASE, signal });
}

export function signOut(): Promise<{ success: boolean }> {
  return apiSend<{ success: boolean }>('POST', '/sign-out', {}, { base: AUTH_API_BASE });
}

/** Ends the server's multi-factor session (the first logout step). */
export function invalidateMfa(): Promise<{ mfa_verified: boolean }> {
  return apiSend<{ mfa_verified: boolean }>('POST', '/users/mfa/invalidate');
}

export function fetchMe(signal?: AbortSignal): Promise<User> {
  return apiGet<User>('/users/me', { signal });
}

export async function fetchAbilities(signal?: AbortSignal): Promise<Ability[]> {
  return parseAbilities(await apiGet<unknown>('/users/me/abilities', { signal }));
}

export function updateMe(changes: UserUpdate): Promise<User> {
  return apiSend<User>('PATCH', '/users/me', changes);
}

export const meQueryKey = ['auth', 'me'] as const;
export const abilitiesQueryKey = ['auth', 'abilities'] as const;
