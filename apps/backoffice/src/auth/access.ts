import { BACKOFFICE_ABILITY } from '../config';
import { type Ability, can, canAll, canAny } from '@golf/contracts';

/**
 * Who may open a route or use an action (spec section 6, "Back-office permissions").
 * - public: anyone, logged in or not;
 * - login: a logged-in back-office user (access-backoffice);
 * - abilities: access-backoffice plus the section permission(s), any-of or all-of.
 */
export type Access =
  { kind: 'public' } | { kind: 'login' } | { kind: 'abilities'; mode: 'any' | 'all'; names: readonly string[] };

export const PUBLIC: Access = { kind: 'public' };
export const LOGIN: Access = { kind: 'login' };
export const anyOf = (...names: string[]): Access => ({ kind: 'abilities', mode: 'any', names });
export const allOf = (...names: string[]): Access => ({ kind: 'abilities', mode: 'all', names });

export interface Session {
  authenticated: boolean;
  abilities: readonly Ability[];
}

export function isGranted(access: Access, session: Session): boolean {
  if (access.kind === 'public') return true;
  if (!session.authenticated || !can(session.abilities, BACKOFFICE_ABILITY)) return false;
  if (access.kind === 'login') return true;
  return access.mode === 'all' ? canAll(session.abilities, access.names) : canAny(session.abilities, access.names);
}

/** Where a guarded route stands: still loading, rendered, refused (unauthorized flow) or left to checkAuth. */
export type GuardState = 'pending' | 'granted' | 'denied' | 'signed-out';

export interface GuardInput {
  authPending: boolean;
  authenticated: boolean;
  permissionsPending: boolean;
  abilities: readonly Ability[] | undefined;
}

/**
 * The route guard's decision (spec sections 4 and 6). Not logged in: checkAuth sends the user to
 * login ('signed-out'). Logged in without the route's permissions: 'denied', i.e. console message,
 * logout and the unauthorized page.
 */
export function guardState(access: Access, input: GuardInput): GuardState {
  if (access.kind === 'public') return 'granted';
  if (input.authPending) return 'pending';
  if (!input.authenticated) return 'signed-out';
  if (input.permissionsPending) return 'pending';
  return isGranted(access, { authenticated: true, abilities: input.abilities ?? [] }) ? 'granted' : 'denied';
}
