import { describe, expect, it } from 'vitest';
import { refuseActivityLog } from '../../../test/activity-log-fault';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';
import { settingKeys } from './setting-keys';
import { settingsHelpers } from '../../../test/settings';
import type { Setting } from '@golf/contracts';

const testApp = await createTestApp();
const { app } = testApp;
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-settings'] });
const { BASE, db, reader, call, settingOf, entriesOf } = settingsHelpers(testApp, staff);

describe('admin settings: list and show', () => {
  it('lists every seeded key with its value, kind and default, searchable, sortable and paginated', async () => {
    const res = await call('GET', `${BASE}?per_page=100`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: Setting[]; meta: { total: number } };
    expect(meta.total).toBe(Object.keys(settingKeys).length);
    expect(data.map((row) => row.setting_key).sort()).toEqual(Object.keys(settingKeys).sort());
    const fee = data.find((row) => row.setting_key === 'wager_service_fee')!;
    expect(fee).toMatchObject({
      display_name: settingKeys.wager_service_fee.displayName,
      setting_value: '0.15',
      kind: 'decimal',
      default: '0.15',
    });
    expect(Object.keys(fee).sort()).toEqual([
      'created_at',
      'default',
      'display_name',
      'id',
      'kind',
      'setting_key',
      'setting_value',
      'updated_at',
    ]);
    expect(new Date(fee.updated_at).toISOString()).toBe(fee.updated_at);

    // Search covers the display name, the key and the value.
    const search = async (text: string) =>
      ((await call('GET', `${BASE}?search=${encodeURIComponent(text)}`)).json().data as Setting[]).map(
        (row) => row.setting_key,
      );
    expect((await search('service FEE')).sort()).toEqual(['club_service_fee', 'wager_service_fee']);
    expect(await search('exchange_rates')).toEqual(['purchase_limit_exchange_rates']);
    expect(await search('"JPY"')).toEqual(['purchase_limit_exchange_rates']);

    const page = (await call('GET', `${BASE}?sort=-setting_key&per_page=2&page=2`)).json();
    const keysDescending = Object.keys(settingKeys).sort().reverse();
    expect(page.data.map((row: Setting) => row.setting_key)).toEqual(keysDescending.slice(2, 4));
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 2, total: keysDescending.length });
    for (const sort of ['id', 'display_name', 'setting_value', '-created_at', 'updated_at'])
      expect((await call('GET', `${BASE}?sort=${sort}`)).statusCode).toBe(200);
    expectError(await call('GET', `${BASE}?sort=secret`), 'general.validation_failed');
    expectError(await call('GET', `${BASE}?filter[kind]=integer`), 'general.validation_failed');
  });

  it('shows one setting by id, 404 for a missing one, 422 for a bad id', async () => {
    const fee = await settingOf('club_service_fee');
    const res = await call('GET', `${BASE}/${fee.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(fee);
    expectError(await call('GET', `${BASE}/999999`), 'general.not_found');
    expectError(await call('GET', `${BASE}/abc`), 'general.validation_failed');
  });
});

describe('admin settings: change', () => {
  it.each([
    ['integer', 'minimum_wager_amount', ' 25 ', '25'],
    ['decimal', 'club_service_fee', '0.2', '0.2'],
    ['currency', 'purchase_limit_currency', '  sek ', 'SEK'],
    ['exchange_rates', 'purchase_limit_exchange_rates', ' {"USD": 0.9, "SEK": 0.09} ', '{"USD": 0.9, "SEK": 0.09}'],
  ] as const)('saves a valid %s value, trimmed, and logs before and after', async (_kind, key, sent, saved) => {
    const before = await settingOf(key);
    const res = await call('PATCH', `${BASE}/${before.id}`, { setting_value: sent });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: before.id, setting_key: key, setting_value: saved });
    expect((await call('GET', `${BASE}/${before.id}`)).json().data.setting_value).toBe(saved);

    const [entry] = await entriesOf('settings.updated');
    expect(entry).toMatchObject({ subjectType: null, subjectId: null });
    expect(entry!.properties).toEqual({
      setting_id: before.id,
      setting_key: key,
      before: { setting_value: before.setting_value },
      after: { setting_value: saved },
    });
  });

  it.each([
    ['integer', 'minimum_wager_amount', '1.5', 'The setting value field must be an integer.'],
    ['integer', 'max_pending_friend_requests', 'twenty', 'The setting value field must be an integer.'],
    [
      'decimal',
      'wager_service_fee',
      '15%',
      'The setting value field must be a number in plain decimal notation, such as 0.15.',
    ],
    [
      'decimal',
      'wager_service_fee',
      '0,15',
      'The setting value field must be a number in plain decimal notation, such as 0.15.',
    ],
    // Number() reads these too; they were stored as typed.
    [
      'decimal',
      'club_service_fee',
      '0x1',
      'The setting value field must be a number in plain decimal notation, such as 0.15.',
    ],
    [
      'decimal',
      'club_service_fee',
      '1e-1',
      'The setting value field must be a number in plain decimal notation, such as 0.15.',
    ],
    [
      'decimal',
      'club_service_fee',
      '-0',
      'The setting value field must be a number in plain decimal notation, such as 0.15.',
    ],
    [
      'integer',
      'legacy_subscription_id',
      '99999',
      'No subscription plan has the id 99999. Choose the id of an existing plan.',
    ],
    [
      'exchange_rates',
      'purchase_limit_exchange_rates',
      '{"USD": 0.92',
      'The exchange rates must be a JSON object from ISO 4217 currency codes to positive numbers, such as {"USD": 0.92, "JPY": 0.0061}.',
    ],
    [
      'exchange_rates',
      'purchase_limit_exchange_rates',
      '{"usd": 0.92}',
      'The exchange rate "usd" is not valid: each key must be an ISO 4217 currency code of three capital letters (such as USD) and each rate a positive number (such as 0.92).',
    ],
    ['currency', 'purchase_limit_currency', '   ', 'The setting value field is required.'],
    [
      'currency',
      'purchase_limit_currency',
      'euro',
      'The setting value field must be an ISO 4217 currency code of three letters, such as EUR.',
    ],
    ['integer', 'minimum_wager_amount', '0', 'The setting value field must be between 1 and 1,000,000,000.'],
    ['integer', 'initial_coin_balance', '-5', 'The setting value field must be between 0 and 1,000,000,000.'],
    ['decimal', 'club_service_fee', '1.2', 'The setting value field must be between 0 and 1.'],
  ] as const)('refuses a bad %s value (%s = %j) with a 422 and saves nothing', async (_kind, key, value, message) => {
    const before = await settingOf(key);
    const logged = (await entriesOf('settings.updated')).length;
    for (const method of ['PATCH', 'PUT'] as const) {
      const res = await call(method, `${BASE}/${before.id}`, { setting_value: value, display_name: 'Renamed' });
      expectError(res, 'general.validation_failed');
      expect(res.json().errors).toEqual({ setting_value: [message] });
    }
    expect((await call('GET', `${BASE}/${before.id}`)).json().data).toEqual(before);
    expect(await entriesOf('settings.updated')).toHaveLength(logged);
  });

  it('answers in the caller’s language', async () => {
    const fee = await settingOf('wager_service_fee');
    const res = await app.inject({
      method: 'PATCH',
      url: `${BASE}/${fee.id}`,
      headers: { ...staff.headers, 'accept-language': 'sv' },
      payload: { setting_value: 'x' },
    });
    expectError(res, 'general.validation_failed', { locale: 'sv' });
    expect(res.json().errors.setting_value[0]).toContain('inställningsvärde');
  });

  it('renames with PUT, keeps the key fixed, and writes no entry for a call that changes nothing', async () => {
    const days = await settingOf('download_link_expiry_days');
    const put = await call('PUT', `${BASE}/${days.id}`, {
      setting_key: 'download_link_expiry_days',
      display_name: '  Download links last (days) ',
      setting_value: days.setting_value,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ display_name: 'Download links last (days)', setting_value: '7' });
    const [renamed] = await entriesOf('settings.updated');
    expect(renamed!.properties).toEqual({
      setting_id: days.id,
      setting_key: 'download_link_expiry_days',
      before: { display_name: days.display_name },
      after: { display_name: 'Download links last (days)' },
    });

    const moved = await call('PATCH', `${BASE}/${days.id}`, { setting_key: 'tournament_max_rounds' });
    expectError(moved, 'general.validation_failed');
    expect(moved.json().errors).toEqual({
      setting_key: ['The setting key cannot be changed. Delete the setting and add the other key instead.'],
    });

    const logged = (await entriesOf('settings.updated')).length;
    const unchanged = await call('PATCH', `${BASE}/${days.id}`, { setting_value: '7' });
    expect(unchanged.statusCode).toBe(200);
    expect((await call('PATCH', `${BASE}/${days.id}`, {})).statusCode).toBe(200);
    expect(await entriesOf('settings.updated')).toHaveLength(logged);

    const blank = await call('PATCH', `${BASE}/${days.id}`, { display_name: ' ' });
    expect(blank.json().errors).toEqual({ display_name: ['The display name field is required.'] });
    for (const method of ['PUT', 'PATCH'] as const)
      expectError(await call(method, `${BASE}/999999`, { setting_value: '1' }), 'general.not_found');
  });

  it('is read by the platform right after the change', async () => {
    const limit = await settingOf('max_active_clubs_per_user');
    expect(await reader.integer('max_active_clubs_per_user')).toBe(3);
    await call('PATCH', `${BASE}/${limit.id}`, { setting_value: '5' });
    expect(await reader.integer('max_active_clubs_per_user')).toBe(5);

    const rates = await settingOf('purchase_limit_exchange_rates');
    await call('PATCH', `${BASE}/${rates.id}`, { setting_value: '{"NOK": 0.085}' });
    expect(await reader.exchangeRates('purchase_limit_exchange_rates')).toEqual({ NOK: 0.085 });
  });

  it('saves nothing when its activity entry cannot be written', async () => {
    const rounds = await settingOf('tournament_max_rounds');
    const lift = await refuseActivityLog(db, 'settings.updated', null);
    try {
      const res = await call('PATCH', `${BASE}/${rounds.id}`, { setting_value: '6' });
      expect(res.statusCode).toBe(500);
    } finally {
      await lift();
    }
    expect((await call('GET', `${BASE}/${rounds.id}`)).json().data.setting_value).toBe(rounds.setting_value);
  });
});
