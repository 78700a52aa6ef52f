import { createHmac } from 'node:crypto';
import type { Config } from '../config/config';

/** The one Pusher "app" this server hosts: what clients connect with and what signatures use. */
export interface RealtimeApp {
  id: string;
  key: string;
  secret: string;
  cluster: string;
}

/**
 * PUSHER_APP_SECRET, or one derived from the server's signing secret (HMAC, so it reveals nothing
 * about it), so a development install needs no setting and nodes sharing SECRET agree on it.
 */
export function resolveRealtimeApp(realtime: Config['realtime'], serverSecret: string): RealtimeApp {
  return {
    id: realtime.appId,
    key: realtime.key,
    secret: realtime.secret ?? createHmac('sha256', serverSecret).update('golf:pusher-app-secret').digest('hex'),
    cluster: realtime.cluster,
  };
}
