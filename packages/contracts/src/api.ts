/** API conventions shared by the server and both clients. */

/** Client/API protocol version string (spec section 9). */
export const API_PROTOCOL_VERSION = '1-0-5';
/** API versions the server answers under /api/v{n}. */
export const SUPPORTED_API_VERSIONS = [1] as const;
export const DEFAULT_API_VERSION = 1;
/** Header that overrides the version segment of the path. */
export const API_VERSION_HEADER = 'apiversion';

export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;

/** The player app's environments (spec section 1). */
export const clientEnvironments = ['web', 'game', 'app'] as const;
export type ClientEnvironment = (typeof clientEnvironments)[number];
/**
 * URL prefix of each environment's screens ('' is the site root; the mobile app's is /mobile, since
 * /app belongs to the real-time server). Links the server sends (verification, password reset) lead
 * back to the environment the request came from.
 */
export const clientEnvironmentBasePath: Record<ClientEnvironment, string> = { web: '', game: '/game', app: '/mobile' };
/** Request header naming the caller's environment; absent means web. */
export const CLIENT_ENVIRONMENT_HEADER = 'x-golf-environment';
