import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { playerSettings, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';
import { refuseActivityLog } from '../../../test/activity-log-fault';
import { meRequests } from '../../../test/identity';

const testApp = await createTestApp();
const { app } = testApp;
const { patchMe, getMe } = meRequests(testApp);
// Staff who can read the activity log.
const admin = await createTestUser(testApp, { roles: ['administrator'] });

describe('GET /users/me', () => {
  it('is compressed, br before gzip, when the client accepts it', async () => {
    const user = await createTestUser(testApp);
    const url = '/api/v1/users/me';
    const plain = await app.inject({ url, headers: user.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(1024);
    const br = await app.inject({ url, headers: { ...user.headers, 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Origin, Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await app.inject({ url, headers: { ...user.headers, 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("returns the spec's user fields", async () => {
    const user = await createTestUser(testApp);
    const res = await app.inject({ url: '/api/v1/users/me', headers: user.headers });
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    for (const field of [
      'display_name',
      'first_name',
      'last_name',
      'date_of_birth',
      'phone',
      'street_address_1',
      'street_address_2',
      'care_of',
      'zip',
      'city',
      'state_in_country',
      'country',
      'hcp',
      'hcp_diff',
      'locale',
      'registration_completed_at',
      'mfa_enabled_at',
      'referral_code',
      'download_opt_at',
      'purchase_limit_currency',
      'wallets',
      'feature_unlocks',
      'user_subscriptions',
      'game_identifiers',
      'wager_restrictions',
      'player_settings',
    ]) {
      expect(me).toHaveProperty(field);
    }
    expect(me.player_settings).toMatchObject({
      hand: 'R',
      unit_type: 'metric',
      golf_bag: expect.arrayContaining([140]),
    });
    expect(me).not.toHaveProperty('suspend_reason');
  });

  it('is 401 anonymous', async () => {
    expectError(await app.inject('/api/v1/users/me'), 'auth.unauthorized');
    expectError(
      await app.inject({ url: '/api/v1/users/me', headers: { 'accept-language': 'sv' } }),
      'auth.unauthorized',
      {
        locale: 'sv',
      },
    );
  });
});

describe('PATCH /users/me activity log and atomicity', () => {
  const updates = async (userId: number) =>
    (
      await app.inject({
        url: `/api/v1/admin/activity-logs?filter[event]=users.updated&filter[subject_id]=${userId}`,
        headers: admin.headers,
      })
    ).json().data as { actor_id: number; properties: { fields: string[] } }[];

  it('names only the fields whose value changed when the form sends every field, and logs nothing when none did', async () => {
    const user = await createTestUser(testApp);
    const stored = (await getMe(user.headers)).json().data;
    const form = {
      display_name: stored.display_name,
      first_name: 'Greta',
      last_name: 'Lind',
      phone: '+46701234567',
      date_of_birth: '1990-04-01',
      locale: stored.locale,
      street_address_1: 'Storgatan 1',
      street_address_2: null,
      care_of: null,
      zip: '11122',
      city: 'Stockholm',
      state_in_country: null,
      country: 'SE',
      purchase_limit_per_month: 5000,
      download_opt_in: true,
      player_settings: stored.player_settings,
    };
    const first = await patchMe(user.headers, form);
    expect(first.statusCode, first.body).toBe(200);
    const [created] = await updates(user.id);
    expect(created).toMatchObject({ actor_id: user.id });
    expect(created!.properties.fields.sort()).toEqual(
      [
        'city',
        'country',
        'date_of_birth',
        'download_opt_in',
        'first_name',
        'last_name',
        'phone',
        'purchase_limit_per_month',
        'street_address_1',
        'zip',
      ].sort(),
    );

    const moved = await patchMe(user.headers, {
      ...form,
      city: 'Uppsala',
      player_settings: { ...stored.player_settings, hand: 'L' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await updates(user.id))[0]!.properties.fields.sort()).toEqual(['city', 'player_settings.hand']);

    // Another notation of the same phone, the country in small letters and opting in again change nothing.
    const same = await patchMe(user.headers, {
      ...form,
      city: 'Uppsala',
      phone: '070-123 45 67',
      country: 'se',
      player_settings: { ...stored.player_settings, hand: 'L' },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.updated_at).toBe(moved.json().data.updated_at);
    expect(same.json().data.download_opt_at).toBe(first.json().data.download_opt_at);
    expect(await updates(user.id)).toHaveLength(2);
  });

  it('saves nothing when its log entry cannot be written, so /users/me and the database still agree', async () => {
    const user = await createTestUser(testApp);
    await patchMe(user.headers, { city: 'Lund' });
    const before = (await getMe(user.headers)).json().data; // now served from memory
    const lift = await refuseActivityLog(testApp.database.db, 'users.updated', user.id);
    try {
      const refused = await patchMe(user.headers, { city: 'Malmö', player_settings: { hand: 'L' } });
      expect(refused.statusCode).toBe(500);
    } finally {
      await lift();
    }
    const [row] = await testApp.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.city).toBe('Lund');
    const [settingsRow] = await testApp.database.db
      .select()
      .from(playerSettings)
      .where(eq(playerSettings.userId, user.id));
    expect(settingsRow!.hand).toBe('R');
    expect((await getMe(user.headers)).json().data).toEqual(before);

    // Once the log is back the same change goes through, and the cached reply is dropped at once.
    expect((await patchMe(user.headers, { city: 'Malmö' })).statusCode).toBe(200);
    expect((await getMe(user.headers)).json().data.city).toBe('Malmö');
  });
});

describe('game identifiers', () => {
  const device = {
    uuid: '3f2504e0-4f89-11d3-9a0c-0305e82c3301',
    software_version: '1.0.5',
    hardware_version: 'Simulator Pro 2',
    hardware_key: 'HW-1234-ABCD',
  };

  it('registers (upserting by uuid), lists on the user and removes', async () => {
    const user = await createTestUser(testApp);
    const first = await app.inject({
      method: 'POST',
      url: '/api/v1/users/me/game-identifiers',
      payload: { data: device },
      headers: user.headers,
    });
    expect(first.statusCode).toBe(201);
    await app.inject({
      method: 'POST',
      url: '/api/v1/users/me/game-identifiers',
      payload: { data: { ...device, software_version: '1.0.6' } },
      headers: user.headers,
    });
    const me = (await app.inject({ url: '/api/v1/users/me', headers: user.headers })).json().data;
    expect(me.game_identifiers).toHaveLength(1);
    expect(me.game_identifiers[0].software_version).toBe('1.0.6');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/users/me/game-identifiers/${first.json().data.id}`,
      headers: user.headers,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('rejects an invalid device (1015) and a missing identifier (1017), in en and sv', async () => {
    const user = await createTestUser(testApp);
    const send = (data: object, locale = 'en') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/users/me/game-identifiers',
        payload: { data },
        headers: { ...user.headers, 'accept-language': locale },
      });
    expectError(await send({ ...device, hardware_version: '<script>' }), 'auth.invalid_device_name');
    expectError(await send({ ...device, hardware_key: '' }, 'sv'), 'auth.invalid_device_name', { locale: 'sv' });
    expectError(await send({ ...device, uuid: 'not-a-uuid' }), 'auth.game_identifier_failed');
  });

  it("cannot remove another user's device", async () => {
    const owner = await createTestUser(testApp);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/users/me/game-identifiers',
      payload: device,
      headers: owner.headers,
    });
    const other = await createTestUser(testApp);
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/users/me/game-identifiers/${created.json().data.id}`,
      headers: other.headers,
    });
    expectError(res, 'general.not_found');
  });
});

describe('abilities', () => {
  it('lists role abilities plus direct grants', async () => {
    const staff = await createTestUser(testApp, { roles: ['user'], abilities: ['access-backoffice', 'manage-users'] });
    const { data } = (await app.inject({ url: '/api/v1/users/me/abilities', headers: staff.headers })).json();
    expect(data.map((a: { name: string }) => a.name).sort()).toEqual(['access-backoffice', 'manage-users']);
    const admin = await createTestUser(testApp, { roles: ['administrator'] });
    const adminAbilities = (await app.inject({ url: '/api/v1/users/me/abilities', headers: admin.headers })).json()
      .data;
    expect(adminAbilities).toContainEqual({ name: 'manage-profanities', entity_id: null, entity_type: null });
  });
});
