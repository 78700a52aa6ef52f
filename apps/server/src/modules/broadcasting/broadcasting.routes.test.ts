import { describe, expect, it, vi } from 'vitest';
import { realtimeChannels, serverEvents } from '@golf/contracts';
import { createTestApp, TEST_SECRET } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import { totp } from '../../../test/totp';
import { createTestUser, TEST_PASSWORD } from '../../../test/users';
import { resolveRealtimeApp } from '../../realtime/realtime-app';
import { signChannel } from '../../realtime/signatures';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app, config } = testApp;
const realtimeApp = resolveRealtimeApp(config.realtime, TEST_SECRET);
const socketId = '123.456';

describe('POST /broadcasting/auth', () => {
  it("signs the user's own channel, form-urlencoded as pusher-js sends it, at both paths", async () => {
    const user = await createTestUser(testApp);
    const channel = realtimeChannels.user(user.id);
    const expected = signChannel(realtimeApp, socketId, channel);
    for (const url of ['/broadcasting/auth', '/api/v1/broadcasting/auth']) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: `socket_id=${socketId}&channel_name=${encodeURIComponent(channel)}`,
        headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ auth: expected, data: expected });
    }
  });

  it('takes JSON too', async () => {
    const user = await createTestUser(testApp);
    const channel = realtimeChannels.user(user.id);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/broadcasting/auth',
      payload: { socket_id: socketId, channel_name: channel },
      headers: user.headers,
    });
    expect(response.json().auth).toBe(signChannel(realtimeApp, socketId, channel));
  });

  it.each([
    ['another user', (id: number) => realtimeChannels.user(id + 1)],
    ['a round the user does not play', () => realtimeChannels.round(5)],
    ['an unknown private channel', () => 'private-anything'],
    ['a look-alike', (id: number) => `private-users.0${id}`],
  ])('refuses %s with 403', async (_label, channelOf) => {
    const user = await createTestUser(testApp);
    const channel = channelOf(user.id);
    const response = await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: socketId, channel_name: channel },
      headers: user.headers,
    });
    expectError(response, 'realtime.channel_forbidden', { params: { channel } });
  });

  it('answers in Swedish when asked', async () => {
    const user = await createTestUser(testApp);
    const response = await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: socketId, channel_name: 'private-x' },
      headers: { ...user.headers, 'accept-language': 'sv' },
    });
    expectError(response, 'realtime.channel_forbidden', { locale: 'sv', params: { channel: 'private-x' } });
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: `socket_id=${socketId}&channel_name=private-users.1`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(response, 'auth.unauthorized');
  });

  it('validates socket_id and channel_name', async () => {
    const user = await createTestUser(testApp);
    const response = await app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: 'socket_id=abc',
      headers: { ...user.headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expectError(response, 'general.validation_failed');
    expect(Object.keys(response.json().errors).sort()).toEqual(['channel_name', 'socket_id']);
  });
});

describe('GET /api/v1/broadcasting/config', () => {
  it('tells the player app how to connect, without signing in', async () => {
    const response = await app.inject({ url: '/api/v1/broadcasting/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        key: 'golf-key',
        cluster: 'us2',
        ws_host: null,
        ws_port: null,
        force_tls: false,
        auth_endpoint: '/api/v1/broadcasting/auth',
      },
    });
  });
});

describe('user events on the private channel', () => {
  it('abilities.updated carries the new list and user.updated an empty object, once each', async () => {
    const admin = await createTestUser(testApp, { roles: ['administrator'] });
    const player = await createTestUser(testApp);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${player.id}/roles`,
      payload: { roles: ['user', 'administrator'] },
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const channel = realtimeChannels.user(player.id);
    await vi.waitFor(() => expect(fanout.events(channel)).toHaveLength(2));
    const abilities = fanout.events(channel).find((e) => e.event === serverEvents.abilitiesUpdated)?.payload as {
      abilities: { name: string }[];
    };
    expect(abilities.abilities.map((a) => a.name)).toContain('access-backoffice');
    expect(fanout.events(channel).find((e) => e.event === serverEvents.userUpdated)?.payload).toEqual({});
  });

  it('user.updated follows turning 2FA on and off, once the reply with the new session is out', async () => {
    const player = await createTestUser(testApp);
    const channel = realtimeChannels.user(player.id);
    const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url, payload, headers });
    const updates = () => fanout.events(channel).filter((e) => e.event === serverEvents.userUpdated).length;
    const { secret } = (await post('/api/auth/two-factor/enable', { password: TEST_PASSWORD }, player.headers)).json()
      .data as { secret: string };
    const confirmed = await post('/api/auth/two-factor/confirm', { code: totp(secret) }, player.headers);
    expect(confirmed.statusCode).toBe(200);
    await vi.waitFor(() => expect(updates()).toBe(1));
    const headers = { authorization: `Bearer ${confirmed.headers['set-auth-token']}` };
    expect((await post('/api/auth/two-factor/disable', { password: TEST_PASSWORD }, headers)).statusCode).toBe(200);
    await vi.waitFor(() => expect(updates()).toBe(2));
  });
});
