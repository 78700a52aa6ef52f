import { BACKOFFICE_ABILITY } from '../config';
import { type Ability, can, canAll, canAny } from './abilities';

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
