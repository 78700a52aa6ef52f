import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { expectError } from '../../test/errors';
import { createTestUser } from '../../test/users';
import { unstorableCharacter } from './null-characters';

const testApp = await createTestApp();
const { app } = testApp;

describe('unstorableCharacter', () => {
  const nul = 'validation.null_character';
  it('finds U+0000 and lone surrogates in strings and keys, anywhere in the value', () => {
    expect(unstorableCharacter({ a: 'ok', b: [1, 'x\u0000'] })).toEqual({ path: ['b', 1], key: nul });
    expect(unstorableCharacter({ 'k\u0000': 1 })).toEqual({ path: ['k\u0000'], key: nul });
    expect(unstorableCharacter('\u0000')).toEqual({ path: [], key: nul });
    expect(unstorableCharacter({ a: ['\ud800'] })).toEqual({ path: ['a', 0], key: 'validation.lone_surrogate' });
    expect(unstorableCharacter({ '\udfff': 1 })?.key).toBe('validation.lone_surrogate');
    expect(unstorableCharacter([{ a: 1 }, { b: { 'c\u0000': 'ok' } }])).toEqual({
      path: [1, 'b', 'c\u0000'],
      key: nul,
    });
    expect(unstorableCharacter({ a: 'ok \ud83c\udfcc', b: [1, { c: null }], d: 2.5 })).toBeNull();
  });

  it('walks a value nested far deeper than the call stack allows', () => {
    let value: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(unstorableCharacter(value)?.path).toHaveLength(100_000);
  });
});

describe('a null character in a request (PostgreSQL text cannot hold it)', () => {
  it('is a 422 on the field, in a body (sign-in too) or a query, and changes nothing', async () => {
    const user = await createTestUser(testApp);
    const before = (await app.inject({ url: '/api/v1/users/me', headers: user.headers })).json().data;

    const profile = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: user.headers,
      payload: { city: 'Växjö\u0000' },
    });
    expectError(profile, 'general.validation_failed');
    expect(profile.json().errors).toEqual({ city: ['The city field must not contain a null character (U+0000).'] });
    expect((await app.inject({ url: '/api/v1/users/me', headers: user.headers })).json().data).toEqual(before);

    const search = await app.inject({ url: '/api/v1/courses?search=ab%00c', headers: { 'accept-language': 'sv' } });
    expectError(search, 'general.validation_failed', { locale: 'sv' });
    expect(Object.keys(search.json().errors)).toEqual(['search']);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'a\u0000@example.com', password: 'whatever-password' },
    });
    expectError(signIn, 'general.validation_failed');
    expect(Object.keys(signIn.json().errors)).toEqual(['email']);
  });

  it('names an array item by its field, not its position', async () => {
    const user = await createTestUser(testApp);
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: user.headers,
      payload: { player_settings: { golf_bag: [999, 140] } },
    });
    expectError(res, 'general.validation_failed');
    expect(res.json().errors['player_settings.golf_bag.0'][0]).toContain('golf bag');
  });
});
