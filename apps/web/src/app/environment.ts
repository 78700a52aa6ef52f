import { clientEnvironmentBasePath, clientEnvironments, type ClientEnvironment } from '@golf/contracts';

/**
 * The player app runs in three environments, chosen by the URL prefix and nothing else:
 *   /          web   (browser)
 *   /game/...  game  (the in-game client UI, kiosk-capable)
 *   /mobile/... app  (mobile app). Not /app: that path belongs to the real-time server.
 */
export const environments = clientEnvironments;
export type Environment = ClientEnvironment;

/** URL prefix of each environment ('' is the site root). */
export const environmentBasePath = clientEnvironmentBasePath;

function hasPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function environmentFromPath(pathname: string): Environment {
  const path = pathname.toLowerCase();
  if (hasPrefix(path, environmentBasePath.game)) return 'game';
  if (hasPrefix(path, environmentBasePath.app)) return 'app';
  return 'web';
}

/**
 * The absolute path of a view inside an environment. `view` is relative ('' is the dashboard,
 * 'courses', 'store', ...).
 */
export function pathInEnvironment(environment: Environment, view: string): string {
  const base = environmentBasePath[environment];
  const rest = view.replace(/^\/+/, '');
  if (!rest) return base || '/';
  return `${base}/${rest}`;
}
