/**
 * Kiosk mode (README, "Rounds and strokes" → "Kiosk mode"): a device-level lock of the game UI to
 * play. It is kept in localStorage so it survives a reload and a sign-out; only an administrator's
 * credentials, checked by the server, start or end it.
 */
export const KIOSK_STORAGE_KEY = 'kiosk.active';

import { environmentBasePath, environmentFromPath } from '../../app/environment';

/** Where a locked device lands, and where a refused screen sends it (relative to the /game prefix). */
export const KIOSK_HOME = 'rounds';

/**
 * Screens reachable in kiosk mode, relative to the environment prefix: the lobby and everything
 * under it (create, join, the round itself), the player's game settings, the update screen (a kiosk
 * updates itself, decision 0104), and logout (players on a shared simulator must be able to sign
 * out for the next one).
 */
const allowedPrefixes = ['rounds', 'profile/game', 'update', 'logout'] as const;

/** Whether a path inside the game environment (without the prefix, e.g. 'rounds/12') may be shown. */
export function kioskAllows(viewPath: string): boolean {
  const path = viewPath
    .replace(/[?#].*$/, '')
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  return allowedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The path inside the game environment for a full pathname ('/game/rounds/3' → 'rounds/3'). */
export function pathWithinGame(pathname: string): string {
  return pathname.replace(/^\/game(?=\/|$)/i, '').replace(/^\/+/, '');
}

/** Reads the flag; storage that is missing or throws (sandboxed kiosks) means not locked. */
export function readKiosk(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(KIOSK_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeKiosk(storage: Storage | undefined, active: boolean): void {
  try {
    if (active) storage?.setItem(KIOSK_STORAGE_KEY, '1');
    else storage?.removeItem(KIOSK_STORAGE_KEY);
  } catch {
    // Nothing to keep it in: the lock lasts until the page is reloaded.
  }
}

/** Screens of any environment that stay reachable on a locked device, in the game environment: signing in and out. */
const kioskAuthScreens = ['sign-in', 'sign-up', 'verify-email', 'forgot-password', 'reset-password', 'logout'];

/**
 * Where a locked device must go instead of `pathname` (with its query), or null when it may stay:
 * every environment's screens outside the kiosk's set (docs/decisions/0087) lead to the game's
 * lobby, and the sign-in screens of the web and mobile environments to the game's.
 */
export function kioskRedirectTarget(pathname: string, search = ''): string | null {
  const environment = environmentFromPath(pathname);
  const base = environmentBasePath[environment];
  const within = pathname.slice(base.length).replace(/^\/+|\/+$/g, '');
  const screen = within.split('/')[0]?.toLowerCase() ?? '';
  const lobby = `${environmentBasePath.game}/${KIOSK_HOME}`;
  if (kioskAuthScreens.includes(screen))
    return environment === 'game' ? null : `${environmentBasePath.game}/${screen}${search}`;
  if (environment !== 'game') return lobby;
  return kioskAllows(within) ? null : lobby;
}
