import { DEFAULT_API_VERSION } from '@golf/contracts';

/** Short product name shown after every page title: "<route title> - GSP" (Golf Simulator Platform). */
export const APP_ABBREVIATION = 'GSP';

/** Root of the HTTP API; versioned calls go to `${API_ROOT}/v{n}/...`. */
export const API_ROOT = '/api';
export const API_VERSION = DEFAULT_API_VERSION;

/** localStorage key of the bearer token issued at sign-in. */
export const TOKEN_STORAGE_KEY = 'bo_token';

/** Spec section 9: back-office script chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The router's basename, from Vite's `base` ('/backoffice/' → '/backoffice'). */
export const BASENAME = (import.meta.env?.BASE_URL ?? '/').replace(/\/+$/, '');

/** Ability every back-office user needs besides the section permission. */
export const BACKOFFICE_ABILITY = 'access-backoffice';

export function pageTitle(routeTitle: string): string {
  return `${routeTitle} - ${APP_ABBREVIATION}`;
}
