/**
 * Client side of the real-time connection, shared by the player app and the back-office: what
 * GET /broadcasting/config answers, and the pusher-js options (through laravel-echo) it maps to.
 * The clients add the Pusher class themselves (contracts has no browser dependencies).
 */

import type { RealtimeConfig } from './schemas/broadcasting';

export type PageLocation = { hostname: string; port: string; protocol: string };

/** The bearer token to authorize channels with, or a function giving the current one (none: the cookie). */
export type BearerToken = string | null | (() => string | null);

/** Echo's options for this server (without the Pusher class), as a stock pusher-js client would be configured. */
export function pusherClientOptions(config: RealtimeConfig, page: PageLocation, bearerToken: BearerToken) {
  const secure = config.force_tls || page.protocol === 'https:';
  const pagePort = Number(page.port) || (page.protocol === 'https:' ? 443 : 80);
  const port = config.ws_port ?? pagePort;
  const currentToken = typeof bearerToken === 'function' ? bearerToken : () => bearerToken;
  return {
    broadcaster: 'pusher' as const,
    key: config.key,
    cluster: config.cluster,
    wsHost: config.ws_host ?? page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: secure ? ['wss' as const] : ['ws' as const],
    disableStats: true,
    // Cookie sessions authorize with the cookie; bearer sessions (game, mobile, back-office) with the token,
    // read at each authorization: after a password change the socket is closed, and the resubscription must send
    // the new token the change answered with, not the one the connection started with.
    channelAuthorization: {
      endpoint: config.auth_endpoint,
      transport: 'ajax' as const,
      headersProvider: (): Record<string, string> => {
        const token = currentToken();
        return token ? { Authorization: `Bearer ${token}` } : {};
      },
    },
  };
}
