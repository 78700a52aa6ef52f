import { describe, expect, it } from 'vitest';
import { kioskUserFields, realtimeChannels } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser, openSession } from '../../../test/users';

/** What a kiosk session sees of its own account (decision 0103): the kiosk UI's fields, nothing personal. */
const testApp = await createTestApp();
const { app } = testApp;

async function kioskPlayer() {
  const player = await createTestUser(testApp);
  const profile = await app.inject({
    method: 'PATCH',
    url: '/api/v1/users/me',
    headers: player.headers,
    payload: { first_name: 'Greta', last_name: 'Garbo', city: 'Visby', phone: '+46701234567' },
  });
  expect(profile.statusCode, profile.body).toBe(200);
  const locked = await app.inject({ method: 'POST', url: '/api/v1/kiosk/lock', headers: player.headers });
  expect(locked.statusCode).toBe(204);
  return player;
}

const PERSONAL = ['Greta', 'Garbo', 'Visby', '+46701234567'];

describe('the user as a kiosk session sees it', () => {
  it('GET /users/me keeps only the kiosk fields and withholds the personal record', async () => {
    const player = await kioskPlayer();
    const full = (
      await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: await openSession(testApp, player.id) })
    ).json().data;
    const reply = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: player.headers });
    expect(reply.statusCode).toBe(200);
    const seen = reply.json().data;
    for (const field of kioskUserFields) expect(seen[field], field).toEqual(full[field]);
    expect(seen).toMatchObject({
      email: '',
      first_name: null,
      last_name: null,
      city: null,
      phone: null,
      referral_code: '',
      wallets: [],
      game_identifiers: [],
      user_subscriptions: [],
      wager_restrictions: { wagering_allowed: false, allowed_token_types: [] },
    });
    expect(full.email).toBe(player.email);
    for (const value of [...PERSONAL, player.email, full.referral_code]) expect(reply.body).not.toContain(value);
  });

  it('PATCH /users/me answers a kiosk session with the same withheld user', async () => {
    const player = await kioskPlayer();
    const reply = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: player.headers,
      payload: { player_settings: { hand: 'L' } },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ player_settings: { hand: 'L' }, email: '', first_name: null });
    for (const value of [...PERSONAL, player.email]) expect(reply.body).not.toContain(value);
  });

  it('refuses the private user channel, friends and clubs to a kiosk session, and signs its kiosk channel', async () => {
    const player = await kioskPlayer();
    const authorize = (channel: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/broadcasting/auth',
        headers: player.headers,
        payload: { socket_id: '1.2', channel_name: channel },
      });
    for (const channel of [
      realtimeChannels.user(player.id),
      realtimeChannels.online(player.id),
      realtimeChannels.club(1),
    ])
      expectError(await authorize(channel), 'realtime.channel_forbidden', { params: { channel } });
    expect((await authorize(realtimeChannels.kioskUser(player.id))).statusCode).toBe(200);
    const other = realtimeChannels.kioskUser(player.id + 1);
    expectError(await authorize(other), 'realtime.channel_forbidden', { params: { channel: other } });
    // The same account on another device keeps its user channel.
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/v1/broadcasting/auth',
      headers: await openSession(testApp, player.id),
      payload: { socket_id: '1.2', channel_name: realtimeChannels.user(player.id) },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
