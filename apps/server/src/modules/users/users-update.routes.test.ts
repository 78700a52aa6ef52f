import { describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';
import { PURCHASE_LIMIT_MAX, translate } from '@golf/contracts';
import { settingKeys } from '../settings/setting-keys';
import { meRequests } from '../../../test/identity';

const testApp = await createTestApp();
const { app } = testApp;
const { patchMe } = meRequests(testApp);

describe('PATCH /users/me', () => {
  it('updates profile, address and locale, normalising the phone number', async () => {
    const user = await createTestUser(testApp);
    const res = await patchMe(user.headers, {
      first_name: 'Annika',
      last_name: 'Svensson',
      date_of_birth: '1990-05-17',
      phone: '070-123 45 67',
      country: 'se',
      city: 'Göteborg',
      street_address_1: 'Storgatan 1',
      zip: '411 01',
      locale: 'sv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      first_name: 'Annika',
      date_of_birth: '1990-05-17',
      phone: '+46701234567',
      country: 'SE',
      city: 'Göteborg',
      locale: 'sv',
    });
  });

  it.each([
    ['too short', 'ab'],
    ['too long', 'a'.repeat(21)],
    ['a space', 'two words'],
    ['a symbol', 'name!'],
  ])('refuses a display name with %s', async (_case, display_name) => {
    const user = await createTestUser(testApp);
    const res = await patchMe(user.headers, { display_name });
    expectError(res, 'general.validation_failed');
    expect(res.json().errors.display_name).toEqual([
      'The display name is not valid. It must be 3 to 20 characters and may only contain letters, numbers, underscores and dashes.',
    ]);
  });

  it('accepts letters of any script, digits, _ and -, and refuses a name taken in another case', async () => {
    const user = await createTestUser(testApp);
    expect((await patchMe(user.headers, { display_name: 'Åsa_Öberg-7' })).json().data.display_name).toBe('Åsa_Öberg-7');
    const other = await createTestUser(testApp);
    const res = await patchMe(other.headers, { display_name: 'åsa_öberg-7' });
    expect(res.json().errors.display_name).toEqual(['The display name has already been taken.']);
  });

  it('runs the profanity filter and names the trigger word', async () => {
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-profanities'] });
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/admin/profanities',
      payload: { search_term: 'darn*' },
      headers: staff.headers,
    });
    expect(added.statusCode).toBe(201);
    const user = await createTestUser(testApp);
    const res = await patchMe(user.headers, { display_name: 'darned_golfer' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.display_name).toEqual([
      'The display name field contains a word that is not allowed: "darned".',
    ]);
  });

  it('refuses an invalid phone number and a future date of birth', async () => {
    const user = await createTestUser(testApp);
    const res = await patchMe(user.headers, { phone: '12', date_of_birth: '2999-01-01' });
    expect(res.json().errors).toEqual({
      phone: ['The phone field must be a valid phone number.'],
      date_of_birth: ['The date of birth field must not be a date in the future.'],
    });
    const sv = await patchMe(user.headers, { phone: '12' }, 'sv');
    expect(sv.json().errors.phone[0]).not.toBe('The phone field must be a valid phone number.');
  });

  describe('player settings and the golf bag', () => {
    it('saves settings', async () => {
      const user = await createTestUser(testApp);
      const res = await patchMe(user.headers, {
        player_settings: {
          hand: 'L',
          ball_type: 20,
          club_set: 40,
          '7_iron_distance': 14500,
          teeing_type: 30,
          shot_shape: 20,
          unit_type: 'imperial',
          golf_bag: [10, 20, 90, 120, 140],
        },
      });
      expect(res.json().data.player_settings).toEqual({
        hand: 'L',
        ball_type: 20,
        club_set: 40,
        '7_iron_distance': 14500,
        teeing_type: 30,
        shot_shape: 20,
        unit_type: 'imperial',
        golf_bag: [10, 20, 90, 120, 140],
      });
    });

    it.each([
      ['7 iron below 100 m', { '7_iron_distance': 9999 }, 'player_settings.7_iron_distance'],
      ['7 iron above 160 m', { '7_iron_distance': 16001 }, 'player_settings.7_iron_distance'],
      ['hand X', { hand: 'X' }, 'player_settings.hand'],
      ['an unknown ball type', { ball_type: 99 }, 'player_settings.ball_type'],
      ['unit furlongs', { unit_type: 'furlongs' }, 'player_settings.unit_type'],
    ])('refuses %s', async (_case, settings, field) => {
      const user = await createTestUser(testApp);
      const res = await patchMe(user.headers, { player_settings: settings });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    });

    it('needs a putter, in en and sv', async () => {
      const user = await createTestUser(testApp);
      const res = await patchMe(user.headers, { player_settings: { golf_bag: [10, 20] } });
      expect(res.json().errors['player_settings.golf_bag']).toEqual(['Your golf bag must contain a putter.']);
      const sv = await patchMe(user.headers, { player_settings: { golf_bag: [10, 20] } }, 'sv');
      expect(sv.json().errors['player_settings.golf_bag'][0]).not.toMatch(/golf bag/);
    });

    it('holds at most 14 clubs', async () => {
      const user = await createTestUser(testApp);
      const fifteen = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 140];
      const res = await patchMe(user.headers, { player_settings: { golf_bag: fifteen } });
      expect(res.json().errors['player_settings.golf_bag']).toContain('Your golf bag can hold at most 14 clubs.');
    });
  });

  describe('purchase limit', () => {
    it('lowers at once, waits to raise or remove, and says so when asked again', async () => {
      const [row] = await testApp.database.db
        .select()
        .from(settings)
        .where(eq(settings.settingKey, 'purchase_limit_waiting_days'));
      const days = Number(row!.settingValue);
      const user = await createTestUser(testApp);
      const lowered = (await patchMe(user.headers, { purchase_limit_per_month: 5000 })).json().data;
      expect(lowered.purchase_limit_per_month).toBe(5000);
      expect(lowered.purchase_limit_pending).toBeNull();

      const raised = (await patchMe(user.headers, { purchase_limit_per_month: 9000 })).json().data;
      expect(raised.purchase_limit_per_month).toBe(5000);
      expect(raised.purchase_limit_pending.value).toBe(9000);
      const wait = new Date(raised.purchase_limit_pending.applies_at).getTime() - Date.now();
      expect(Math.round(wait / 86_400_000)).toBe(days);

      expectError(
        await patchMe(user.headers, { purchase_limit_per_month: null }),
        'users.purchase_limit_waiting_period',
      );
      expectError(
        await patchMe(user.headers, { purchase_limit_per_month: 20000 }, 'sv'),
        'users.purchase_limit_waiting_period',
        {
          locale: 'sv',
        },
      );

      const lowerAgain = (await patchMe(user.headers, { purchase_limit_per_month: 1000 })).json().data;
      expect(lowerAgain).toMatchObject({ purchase_limit_per_month: 1000, purchase_limit_pending: null });
    });

    it.each([
      ['negative', -500],
      ['not whole minor units', 1250.5],
      ['above the maximum', PURCHASE_LIMIT_MAX + 1],
    ])('refuses a limit that is %s, at the field in the caller’s language, and saves nothing', async (_, value) => {
      const user = await createTestUser(testApp);
      for (const locale of ['en', 'sv'] as const) {
        const refused = await patchMe(user.headers, { purchase_limit_per_month: value }, locale);
        expectError(refused, 'general.validation_failed', { locale });
        // The API takes integer minor units and says so; the player app's form words it in major units.
        expect(refused.json().errors.purchase_limit_per_month).toEqual([
          translate(locale, 'validation.purchase_limit_minor_units', {
            // Grouped as the caller writes numbers (validation-messages.ts).
            max: new Intl.NumberFormat(locale, { useGrouping: 'min2' }).format(PURCHASE_LIMIT_MAX),
          }),
        ]);
      }
      const english = (await patchMe(user.headers, { purchase_limit_per_month: value })).json().errors
        .purchase_limit_per_month[0] as string;
      expect(english).toContain('minor currency units');
      expect(english).toContain('100,000,000');
      expect(english).not.toMatch(/decimals|1000000\b/);
      const me = (await app.inject({ url: '/api/v1/users/me', headers: user.headers })).json().data;
      expect(me).toMatchObject({ purchase_limit_per_month: null, purchase_limit_pending: null });
    });

    it('names the currency the limit counts in (the setting purchase_limit_currency)', async () => {
      const user = await createTestUser(testApp);
      const me = (await app.inject({ url: '/api/v1/users/me', headers: user.headers })).json().data;
      expect(me.purchase_limit_currency).toBe(settingKeys.purchase_limit_currency.default);
    });
  });

  it('records download opt-in', async () => {
    const user = await createTestUser(testApp);
    expect((await patchMe(user.headers, { download_opt_in: true })).json().data.download_opt_at).toEqual(
      expect.any(String),
    );
    expect((await patchMe(user.headers, { download_opt_in: false })).json().data.download_opt_at).toBeNull();
  });
});
