/**
 * Client side of the real-time connection, shared by the player app and the back-office: what
 * GET /broadcasting/config answers, and the pusher-js options (through laravel-echo) it maps to.
 * The clients add the Pusher class themselves (contracts has no browser dependencies).
 */

import type { RealtimeConfig } from './schemas/broadcasting';

export type PageLocation = { hostname: string; port: string; protocol: string };

/** Echo's options for this server (without the Pusher class), as a stock pusher-js client would be configured. */
export function pusherClientOptions(config: RealtimeConfig, page: PageLocation, bearerToken: string | null) {
  const secure = config.force_tls || page.protocol === 'https:';
  const pagePort = Number(page.port) || (page.protocol === 'https:' ? 443 : 80);
  const port = config.ws_port ?? pagePort;
  const headers: Record<string, string> = bearerToken ? { Authorization: `Bearer ${bearerToken}` } : {};
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
    authEndpoint: config.auth_endpoint,
    // Cookie sessions authorize with the cookie; bearer sessions (game, mobile, back-office) with the token.
    auth: { headers },
  };
}
