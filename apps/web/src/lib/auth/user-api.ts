import { parseAbilities, type Ability, type MfaInvalidated, type SessionState, type Success } from '@golf/contracts';
import { apiGet, apiSend, AUTH_API_BASE } from '../api';
import type { User, UserUpdate } from './types';

/** The identity provider's auth state: the session, or null when signed out. */
export function fetchSession(signal?: AbortSignal): Promise<SessionState> {
  return apiGet<SessionState>('/get-session', { base: AUTH_API_BASE, signal });
}

export function signOut(): Promise<Success> {
  return apiSend<Success>('POST', '/sign-out', {}, { base: AUTH_API_BASE });
}

/** Ends the server's multi-factor session (the first logout step). */
export function invalidateMfa(): Promise<MfaInvalidated> {
  return apiSend<MfaInvalidated>('POST', '/users/mfa/invalidate');
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
