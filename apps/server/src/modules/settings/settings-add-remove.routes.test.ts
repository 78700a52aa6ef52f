import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';
import { settingKeys } from './setting-keys';
import { settingsHelpers, type SettingsMethod as Method } from '../../../test/settings';

const testApp = await createTestApp();
const { app } = testApp;
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-settings'] });
const { BASE, reader, call, settingOf, entriesOf } = settingsHelpers(testApp, staff);

describe('admin settings: add and remove', () => {
  it('removes a row (back to the default), offers its key again, and adds it back', async () => {
    const cost = await settingOf('club_creation_cost');
    await call('PATCH', `${BASE}/${cost.id}`, { setting_value: '750' });
    expect(await reader.integer('club_creation_cost')).toBe(750);

    const removed = await call('DELETE', `${BASE}/${cost.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await reader.integer('club_creation_cost')).toBe(500);
    expectError(await call('GET', `${BASE}/${cost.id}`), 'general.not_found');
    expectError(await call('DELETE', `${BASE}/${cost.id}`), 'general.not_found');
    const [deleted] = await entriesOf('settings.deleted');
    expect(deleted!.properties).toEqual({
      setting_id: cost.id,
      setting_key: 'club_creation_cost',
      before: { display_name: cost.display_name, setting_value: '750' },
      after: null,
    });

    const keys = (await call('GET', `${BASE}/keys`)).json().data as {
      setting_key: string;
      setting_id: number | null;
    }[];
    expect(keys.map((key) => key.setting_key)).toEqual(Object.keys(settingKeys).sort());
    expect(keys.filter((key) => key.setting_id === null)).toEqual([
      {
        id: 'club_creation_cost',
        setting_key: 'club_creation_cost',
        display_name: settingKeys.club_creation_cost.displayName,
        kind: 'integer',
        default: '500',
        setting_id: null,
      },
    ]);

    // Added with defaults: the key's own name and default value.
    const added = await call('POST', BASE, { setting_key: ' club_creation_cost ' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({
      setting_key: 'club_creation_cost',
      display_name: settingKeys.club_creation_cost.displayName,
      setting_value: '500',
      kind: 'integer',
      default: '500',
    });
    const [created] = await entriesOf('settings.created');
    expect(created!.properties).toEqual({
      setting_id: added.json().data.id,
      setting_key: 'club_creation_cost',
      before: null,
      after: { display_name: settingKeys.club_creation_cost.displayName, setting_value: '500' },
    });
    const keysAfter = (await call('GET', `${BASE}/keys`)).json().data as { setting_id: number | null }[];
    expect(keysAfter.every((key) => key.setting_id !== null)).toBe(true);
  });

  it('adds a row with its own name and value, checked by kind', async () => {
    const fee = await settingOf('wager_service_fee');
    await call('DELETE', `${BASE}/${fee.id}`);
    const bad = await call('POST', BASE, { setting_key: 'wager_service_fee', setting_value: 'lots' });
    expectError(bad, 'general.validation_failed');
    expect(bad.json().errors).toEqual({
      setting_value: ['The setting value field must be a number in plain decimal notation, such as 0.15.'],
    });
    expect((await call('GET', `${BASE}?search=wager_service_fee`)).json().meta.total).toBe(0);

    const added = await call('POST', BASE, {
      setting_key: 'wager_service_fee',
      display_name: 'Wager fee',
      setting_value: ' 0.1 ',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).toMatchObject({ display_name: 'Wager fee', setting_value: '0.1', kind: 'decimal' });
  });

  it('adds legacy_subscription_id only naming an existing plan', async () => {
    const legacy = await settingOf('legacy_subscription_id');
    await call('DELETE', `${BASE}/${legacy.id}`);
    const bad = await call(
      'POST',
      BASE,
      { setting_key: 'legacy_subscription_id', setting_value: '99999' },
      {
        ...staff.headers,
        'accept-language': 'sv',
      },
    );
    expectError(bad, 'general.validation_failed', { locale: 'sv' });
    expect(bad.json().errors).toEqual({
      setting_value: ['Det finns ingen prenumerationsplan med id 99999. Välj id för en befintlig plan.'],
    });
    expect((await call('GET', `${BASE}?search=legacy_subscription_id`)).json().meta.total).toBe(0);
    const added = await call('POST', BASE, { setting_key: 'legacy_subscription_id', setting_value: '7' });
    expect(added.statusCode, added.body).toBe(201);
  });

  it('refuses a key the platform does not read, and a key that has a row (422 on setting_key)', async () => {
    const total = (await call('GET', BASE)).json().meta.total;
    const unknown = await call('POST', BASE, { setting_key: 'free_coins_for_everyone', setting_value: '1' });
    expectError(unknown, 'general.validation_failed');
    expect(unknown.json().errors).toEqual({
      setting_key: [
        'The platform does not read a setting called "free_coins_for_everyone". Choose one of its setting keys that has no row yet.',
      ],
    });
    const existing = await call('POST', BASE, { setting_key: 'initial_coin_balance', setting_value: '1000' });
    expectError(existing, 'general.validation_failed');
    expect(existing.json().errors).toEqual({ setting_key: ['The setting key has already been taken.'] });
    const missing = await call('POST', BASE, {});
    expect(missing.json().errors).toEqual({ setting_key: ['The setting key field is required.'] });
    expect((await call('GET', BASE)).json().meta.total).toBe(total);
    expect(await reader.integer('initial_coin_balance')).toBe(100);
  });
});

describe('admin settings: access', () => {
  it('answers 401 to anonymous callers and 403 without manage-settings or the back-office', async () => {
    const target = await settingOf('legacy_subscription_id');
    const player = await createTestUser(testApp);
    const otherStaff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    const noBackoffice = await createTestUser(testApp, { abilities: ['manage-settings'] });
    const requests: [Method, string, object?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/keys`],
      ['GET', `${BASE}/${target.id}`],
      ['POST', BASE, { setting_key: 'legacy_subscription_id' }],
      ['PUT', `${BASE}/${target.id}`, { setting_value: '8' }],
      ['PATCH', `${BASE}/${target.id}`, { setting_value: '8' }],
      ['DELETE', `${BASE}/${target.id}`],
    ];
    for (const [method, url, payload] of requests) {
      expectError(await app.inject({ method, url, payload }), 'auth.unauthorized');
      for (const user of [player, otherStaff, noBackoffice])
        expectError(await call(method, url, payload, user.headers), 'auth.insufficient_permissions');
    }
    expect((await call('GET', `${BASE}/${target.id}`)).json().data).toEqual(target);
    expect(await entriesOf('settings.updated', otherStaff.id)).toEqual([]);
  });
});
