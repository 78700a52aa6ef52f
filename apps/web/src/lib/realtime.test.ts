import { describe, expect, it, vi } from 'vitest';
import {
  attachRealtimeConnection,
  clearPublicChannelHost,
  disconnect,
  isRealtimeConnected,
  onRealtimeEvent,
  onServerEvent,
  setPublicChannelHost,
  subscribePublicChannel,
  type PublicChannelHost,
} from './realtime';
import { dispatchRealtimeEvent, echoOptions, subscribePresence } from './realtime-connection';

describe('realtime', () => {
  it('has nothing to close when no connection was opened', () => {
    expect(isRealtimeConnected()).toBe(false);
    expect(disconnect()).toBe(false);
  });

  it('closes the attached connection once', () => {
    const close = vi.fn();
    attachRealtimeConnection({ close });
    expect(isRealtimeConnected()).toBe(true);
    expect(disconnect()).toBe(true);
    expect(disconnect()).toBe(false);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes the previous connection when a new one is attached', () => {
    const first = vi.fn();
    attachRealtimeConnection({ close: first });
    attachRealtimeConnection({ close: vi.fn() });
    expect(first).toHaveBeenCalledTimes(1);
    disconnect();
  });
});

const config = {
  key: 'k',
  cluster: 'us2',
  ws_host: null,
  ws_port: null,
  force_tls: false,
  auth_endpoint: '/broadcasting/auth',
};

describe('echoOptions', () => {
  it("uses the page's host and port unless the server names others", () => {
    const page = { hostname: '127.0.0.1', port: '3000', protocol: 'http:' };
    expect(echoOptions(config, page, null)).toMatchObject({
      key: 'k',
      cluster: 'us2',
      wsHost: '127.0.0.1',
      wsPort: 3000,
      forceTLS: false,
      enabledTransports: ['ws'],
      channelAuthorization: { endpoint: '/broadcasting/auth', transport: 'ajax' },
    });
    expect(echoOptions(config, page, null).channelAuthorization.headersProvider()).toEqual({});
    const named = echoOptions({ ...config, ws_host: 'rt.example', ws_port: 6001 }, page, 'tok');
    expect(named).toMatchObject({ wsHost: 'rt.example', wsPort: 6001 });
    expect(named.channelAuthorization.headersProvider()).toEqual({ Authorization: 'Bearer tok' });
  });

  it('authorizes each subscription with the token of the moment: a password change replaces it', () => {
    let token: string | null = 'before';
    const options = echoOptions(config, { hostname: 'h', port: '80', protocol: 'http:' }, () => token);
    expect(options.channelAuthorization.headersProvider()).toEqual({ Authorization: 'Bearer before' });
    token = 'after';
    expect(options.channelAuthorization.headersProvider()).toEqual({ Authorization: 'Bearer after' });
  });

  it('goes over TLS on an https page or when the server forces it', () => {
    expect(echoOptions(config, { hostname: 'golf.example', port: '', protocol: 'https:' }, null)).toMatchObject({
      wsPort: 443,
      forceTLS: true,
      enabledTransports: ['wss'],
    });
    expect(
      echoOptions({ ...config, force_tls: true }, { hostname: 'h', port: '80', protocol: 'http:' }, null),
    ).toMatchObject({
      forceTLS: true,
    });
  });
});

describe('realtime events', () => {
  it('reaches every listener, even when one throws, until it stops listening', () => {
    const seen: unknown[] = [];
    const stopBroken = onRealtimeEvent(() => {
      throw new Error('broken');
    });
    const stop = onRealtimeEvent((event, payload) => seen.push([event, payload]));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    dispatchRealtimeEvent('user.updated', {});
    stop();
    stopBroken();
    dispatchRealtimeEvent('user.updated', {});
    expect(seen).toEqual([['user.updated', {}]]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe("one event's handler", () => {
  it('gets the payloads of its event that fit the event, and nothing else', () => {
    const releases: unknown[] = [];
    const stop = onServerEvent('version.released', (release) => releases.push(release.version));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    dispatchRealtimeEvent('version.released', { version: '1.2.0', updated_at: '2026-11-20T10:00:00.000Z' });
    dispatchRealtimeEvent('version.released', { version: '1.3.0' });
    dispatchRealtimeEvent('user.updated', {});
    stop();
    dispatchRealtimeEvent('version.released', { version: '1.4.0', updated_at: '2026-11-21T10:00:00.000Z' });
    expect(releases).toEqual(['1.2.0']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('public channels', () => {
  it('are subscribed when a connection opens, once per channel, and left when the last listener stops', () => {
    const calls: string[] = [];
    const subscribed: ((...args: unknown[]) => void)[] = [];
    const host: PublicChannelHost = {
      subscribe: (channel, handlers) => {
        calls.push(`+${channel}`);
        subscribed.push(handlers.onEvent as unknown as (...args: unknown[]) => void);
      },
      unsubscribe: (channel) => calls.push(`-${channel}`),
    };
    const heard: unknown[] = [];
    const handlers = {
      events: ['tournament.status-changed'] as const,
      onEvent: (...args: unknown[]) => heard.push(args[0]),
    };
    const first = subscribePublicChannel('tournaments.1', handlers);
    // No connection yet: nothing to subscribe on, but the wish is kept for when one opens.
    expect(calls).toEqual([]);
    setPublicChannelHost(host);
    expect(calls).toEqual(['+tournaments.1']);
    const second = subscribePublicChannel('tournaments.1', handlers);
    first();
    expect(calls).toEqual(['+tournaments.1', '+tournaments.1']);
    // The stopped subscription's handler, still bound on the connection, stays quiet.
    for (const deliver of subscribed) deliver('tournament.status-changed', {});
    expect(heard).toEqual(['tournament.status-changed']);
    second();
    expect(calls).toEqual(['+tournaments.1', '+tournaments.1', '-tournaments.1']);
    clearPublicChannelHost(host);
    subscribePublicChannel('tournaments.2', handlers)();
    expect(calls).toHaveLength(3);
  });
});

describe('presence and private channels', () => {
  /** Echo's channel as far as subscribePresence uses it: each callback kept to call as the connection would. */
  function fakeEcho() {
    const bound: Record<string, ((payload?: unknown) => void)[]> = {};
    const on = (name: string) => (callback: (payload?: unknown) => void) => {
      (bound[name] ??= []).push(callback);
      return channel;
    };
    const channel = {
      here: on('here'),
      joining: on('joining'),
      leaving: on('leaving'),
      subscribed: on('subscribed'),
      listen: (event: string, callback: (payload?: unknown) => void) => on(`listen${event}`)(callback),
    };
    const echo = { join: () => channel, private: () => channel } as unknown as Parameters<typeof subscribePresence>[0];
    const fire = (name: string, payload?: unknown) => bound[name]?.forEach((callback) => callback(payload));
    return { echo, fire };
  }
  const member = { id: 3, display_name: 'Ada' };

  it('say so each time they are (re)subscribed, so a page reads again what it missed meanwhile', () => {
    const { echo, fire } = fakeEcho();
    const subscribed = vi.fn();
    const onMembers = vi.fn();
    subscribePresence(echo, 'presence-rounds.1', { events: [], onEvent: vi.fn(), onMembers, onSubscribed: subscribed });
    expect(subscribed).not.toHaveBeenCalled();
    fire('here', [member]);
    // The connection dropped and came back: pusher-js subscribes again and the members come again.
    fire('here', [member]);
    expect(subscribed).toHaveBeenCalledTimes(2);
    expect(onMembers).toHaveBeenLastCalledWith([member]);

    const { echo: privateEcho, fire: firePrivate } = fakeEcho();
    const privateSubscribed = vi.fn();
    subscribePresence(privateEcho, 'private-clubs.1', {
      events: [],
      onEvent: vi.fn(),
      onMembers: vi.fn(),
      onSubscribed: privateSubscribed,
    });
    firePrivate('subscribed');
    expect(privateSubscribed).toHaveBeenCalledTimes(1);
  });
});
