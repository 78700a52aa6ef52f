import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import {
  type Ability,
  type DataEnvelope,
  type RealtimeConfig,
  parseRealtimePayload,
  pusherClientOptions,
  serverEvents,
} from '@golf/contracts';
import type { HttpClient } from '../api/http';

/** What the back-office listens to on the signed-in user's private channel (spec section 4). */
export interface SessionEvents {
  /** `abilities.updated`: the user's whole new ability list. */
  onAbilities(abilities: Ability[]): void;
  /** `user.updated`: reload the user. */
  onUser(): void;
  /** The channel is subscribed, the first time or after a reconnect: what it sent meanwhile is lost. */
  onSubscribed(): void;
}

/**
 * Opens the real-time connection for a signed-in back-office user (Pusher protocol through
 * laravel-echo, as the player app; the bearer token authorizes `private-users.{id}`). Returns the
 * function that closes it, also before GET /broadcasting/config has answered. Without the real-time
 * server the back-office still works; abilities then update on the next sign-in.
 */
export function connectSession(http: HttpClient, userId: number, token: string, events: SessionEvents): () => void {
  let closed = false;
  let echo: InstanceType<typeof Echo<'pusher'>> | null = null;
  void http
    .request<DataEnvelope<RealtimeConfig>>('broadcasting/config')
    .then(({ body }) => {
      if (closed) return;
      const config = body.data;
      echo = new Echo({ ...pusherClientOptions(config, window.location, token), Pusher });
      // Echo adds the `private-` prefix itself, and its namespace unless the name starts with a dot.
      echo
        .private(`users.${userId}`)
        .listen(`.${serverEvents.abilitiesUpdated}`, (payload: unknown) => {
          // Checked against the event's schema in contracts: a payload that does not fit is ignored.
          const update = parseRealtimePayload(serverEvents.abilitiesUpdated, payload);
          if (update) events.onAbilities(update.abilities);
        })
        .listen(`.${serverEvents.userUpdated}`, () => events.onUser())
        .subscribed(() => events.onSubscribed());
    })
    .catch((error: unknown) => console.warn('real-time connection unavailable', error));
  return () => {
    closed = true;
    echo?.disconnect();
    echo = null;
  };
}
