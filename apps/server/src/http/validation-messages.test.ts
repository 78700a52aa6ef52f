import { describe, expect, it } from 'vitest';
import { hasTranslation, translate } from '@golf/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../test/app';
import { expectError } from '../../test/errors';
import { createTournamentStaff } from '../../test/tournaments';
import { createTestUser } from '../../test/users';
import { users } from '../db/schema';
import { localizedAttribute } from '@golf/contracts';
import { issueToMessage, renderFieldMessage } from './validation-messages';

describe('issueToMessage', () => {
  const issue = (fields: { code: string } & Record<string, unknown>) => ({
    path: ['course_id'],
    message: 'x',
    ...fields,
  });

  it('words an exclusive lower bound as "greater than", an inclusive one as "at least"', () => {
    expect(issueToMessage(issue({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false }), {})).toEqual({
      key: 'validation.gt.numeric',
      params: { attribute: 'course id', value: 0 },
    });
    expect(issueToMessage(issue({ code: 'too_small', origin: 'number', minimum: 1, inclusive: true }), {})).toEqual({
      key: 'validation.min.numeric',
      params: { attribute: 'course id', min: 1 },
    });
  });

  it('words an exclusive upper bound as "less than", an inclusive one as "not greater than"', () => {
    expect(issueToMessage(issue({ code: 'too_big', origin: 'number', maximum: 10, inclusive: false }), {})).toEqual({
      key: 'validation.lt.numeric',
      params: { attribute: 'course id', value: 10 },
    });
    expect(issueToMessage(issue({ code: 'too_big', origin: 'number', maximum: 10, inclusive: true }), {})).toEqual({
      key: 'validation.max.numeric',
      params: { attribute: 'course id', max: 10 },
    });
  });

  it("gives a schema's own message for a size check the bound", () => {
    const message = issueToMessage(
      {
        code: 'too_small',
        path: ['player_settings', '7_iron_distance'],
        message: 'validation.min.centimetres',
        origin: 'number',
        minimum: 10000,
        inclusive: true,
      },
      {},
    );
    expect(message).toEqual({
      key: 'validation.min.centimetres',
      params: { attribute: '7 iron distance', min: 10000 },
    });
    expect(renderFieldMessage('en', message)).toBe('The 7-iron carry field must be at least 10,000 cm.');
  });
});

describe('localizedAttribute', () => {
  it('names a field in the caller’s language, from its field name or its English name', () => {
    expect(localizedAttribute('sv', 'date of birth')).toBe('födelsedatum');
    expect(localizedAttribute('sv', 'date_of_birth')).toBe('födelsedatum');
    expect(localizedAttribute('en', 'date of birth')).toBe('date of birth');
    expect(localizedAttribute('sv', '7 iron distance')).toBe('carry med järn 7');
    expect(localizedAttribute('sv', 'email')).toBe('e-postadress');
  });

  it('keeps the name of a field the catalogue lacks: its field name with underscores as spaces', () => {
    expect(localizedAttribute('sv', 'launch angle')).toBe('launch angle');
    expect(localizedAttribute('sv', 'socket_id')).toBe('socket_id');
    const unknown = issueToMessage({ code: 'invalid_type', path: ['launch_angle'], message: 'x' }, {});
    expect(renderFieldMessage('sv', unknown)).toBe('Fältet launch angle är obligatoriskt.');
  });

  it("names every field of the player app's and the back-office's user forms in both languages", () => {
    const fields = [
      // Sign-up.
      ...['email', 'email_confirmation', 'password', 'password_confirmation', 'display_name', 'locale'],
      // Profile, the welcome wizard and the back-office user edit.
      ...['first_name', 'last_name', 'date_of_birth', 'phone', 'street_address_1', 'street_address_2', 'care_of'],
      ...['zip', 'city', 'state_in_country', 'country', 'hcp', 'purchase_limit_per_month', 'download_opt_in'],
      // Player settings and the golf bag.
      ...['hand', 'unit_type', '7_iron_distance', 'ball_type', 'club_set', 'teeing_type', 'shot_shape', 'golf_bag'],
      // Round creation.
      ...['title', 'visibility', 'game_mode', 'max_players', 'elevation', 'game_condition', 'gimme_distance'],
      ...['gimme_on_second_put', 'mulligans', 'green_stimp', 'tries', 'tee', 'course_id', 'use_hcp', 'hole_group'],
      ...['holes', 'restrict_hardware', 'local', 'game_identifier_id'],
      // Redeem.
      'code',
    ];
    for (const field of fields) {
      expect(hasTranslation('en', `attributes.${field}`), field).toBe(true);
      expect(hasTranslation('sv', `attributes.${field}`), field).toBe(true);
    }
  });
});

const testApp = await createTestApp();
const { app } = testApp;

const patchMe = (headers: Record<string, string>, payload: object, locale = 'en') =>
  app.inject({ method: 'PATCH', url: '/api/v1/users/me', payload, headers: { ...headers, 'accept-language': locale } });

describe('field names in the caller’s language', () => {
  it('names the field in Swedish in Swedish messages, and in English in English ones', async () => {
    const user = await createTestUser(testApp);
    const body = { date_of_birth: 'not-a-date', first_name: 'x'.repeat(101) };
    const sv = await patchMe(user.headers, body, 'sv');
    expectError(sv, 'general.validation_failed', { locale: 'sv' });
    expect(sv.json().errors).toEqual({
      date_of_birth: ['Fältet födelsedatum måste vara ett giltigt datum.'],
      first_name: ['Fältet förnamn får inte vara längre än 100 tecken.'],
    });
    const en = await patchMe(user.headers, body);
    expect(en.json().errors).toEqual({
      date_of_birth: ['The date of birth field must be a valid date.'],
      first_name: ['The first name field must not be greater than 100 characters.'],
    });
  });

  it('names the sign-up fields in Swedish', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testApp.config.server.appUrl, 'accept-language': 'sv' },
      payload: { email_confirmation: 'a@example.test', password: 'long-enough-1', password_confirmation: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Fältet e-postadress är obligatoriskt.']);
    expect(res.json().errors.display_name).toEqual(['Fältet visningsnamn är obligatoriskt.']);
  });

  it('says the 7-iron carry is in centimetres, in either language', async () => {
    const user = await createTestUser(testApp);
    const low = await patchMe(user.headers, { player_settings: { '7_iron_distance': 9999 } }, 'sv');
    expect(low.json().errors).toEqual({
      'player_settings.7_iron_distance': ['Fältet carry med järn 7 måste vara minst 10\u00a0000 cm.'],
    });
    const high = await patchMe(user.headers, { player_settings: { '7_iron_distance': 16001 } });
    expect(high.json().errors).toEqual({
      'player_settings.7_iron_distance': ['The 7-iron carry field must not be greater than 16,000 cm.'],
    });
  });

  it('localizes the fields services name too (a taken display name)', async () => {
    const user = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    const res = await patchMe(user.headers, { display_name: other.displayName }, 'sv');
    expect(res.json().errors).toEqual({
      display_name: [translate('sv', 'validation.unique', { attribute: 'visningsnamn' })],
    });
    expect(res.json().errors.display_name[0]).toContain('visningsnamn');
  });
});

describe('date of birth', () => {
  it('says a future date must not be in the future (it is a valid date), in en and sv', async () => {
    const user = await createTestUser(testApp);
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    const en = await patchMe(user.headers, { date_of_birth: tomorrow });
    expectError(en, 'general.validation_failed');
    expect(en.json().errors).toEqual({ date_of_birth: ['The date of birth field must not be a date in the future.'] });
    const sv = await patchMe(user.headers, { date_of_birth: tomorrow }, 'sv');
    expect(sv.json().errors).toEqual({ date_of_birth: ['Fältet födelsedatum får inte vara ett datum i framtiden.'] });
    expect((await patchMe(user.headers, { date_of_birth: '1990-05-17' })).statusCode).toBe(200);
  });
});

describe('record id bounds', () => {
  // A record id is 1..2147483647, an inclusive bound: 0 is "at least 1", not "greater than 0" (the
  // wording of an exclusive bound, tested above with issueToMessage).
  it("tells a course_id of 0 to be at least 1, in the caller's language", async () => {
    const user = await createTestUser(testApp);
    const statistics = (locale: string) =>
      app.inject({
        url: '/api/v1/users/me/statistics?course_id=0',
        headers: { ...user.headers, 'accept-language': locale },
      });
    const en = await statistics('en');
    expectError(en, 'general.validation_failed');
    expect(en.json().errors).toEqual({ course_id: ['The course id field must be at least 1.'] });
    const sv = await statistics('sv');
    expect(sv.json().errors).toEqual({ course_id: ['Fältet banans id måste vara minst 1.'] });
  });
});

describe('two bounds of one field', () => {
  it('says only the tighter: a huge entry fee is "at most 1,000,000,000", not also the safe-integer bound', async () => {
    const staff = await createTournamentStaff(testApp);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/tournaments',
      headers: staff.headers,
      payload: { entry_fee: 1e20 },
    });
    expectError(created, 'general.validation_failed');
    expect(created.json().errors.entry_fee).toEqual(['The entry fee field must not be greater than 1,000,000,000.']);
  });
});

describe('country', () => {
  const storedCountry = async (id: number) =>
    (await testApp.database.db.select({ country: users.country }).from(users).where(eq(users.id, id)))[0]?.country;

  it('takes only ISO 3166-1 alpha-2 codes, stored in upper case', async () => {
    const user = await createTestUser(testApp);
    for (const country of ['XX', 'UK', 'SWE']) {
      const res = await patchMe(user.headers, { country });
      expectError(res, 'general.validation_failed');
      expect(res.json().errors).toEqual({
        country: ['The country field must be an ISO 3166-1 country code of two letters, such as SE or GB.'],
      });
    }
    const sv = await patchMe(user.headers, { country: 'XX' }, 'sv');
    expect(sv.json().errors).toEqual({
      country: ['Fältet land måste vara en landskod enligt ISO 3166-1 med två bokstäver, till exempel SE eller GB.'],
    });
    expect(await storedCountry(user.id)).toBeNull();
    const ok = await patchMe(user.headers, { country: 'se' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.country).toBe('SE');
    expect(await storedCountry(user.id)).toBe('SE');
  });

  it('holds for staff editing a user too', async () => {
    const admin = await createTestUser(testApp, { roles: ['administrator'] });
    const user = await createTestUser(testApp);
    const edit = (country: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/v1/admin/users/${user.id}`,
        headers: admin.headers,
        payload: { country },
      });
    const refused = await edit('XX');
    expectError(refused, 'general.validation_failed');
    expect(refused.json().errors).toEqual({
      country: [translate('en', 'validation.country', { attribute: 'country' })],
    });
    expect(await storedCountry(user.id)).toBeNull();
    expect((await edit('gb')).statusCode).toBe(200);
    expect(await storedCountry(user.id)).toBe('GB');
  });
});
