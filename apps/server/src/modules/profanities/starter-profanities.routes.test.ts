import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { identityHelpers } from '../../../test/identity';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const { post, signUpBody } = identityHelpers(testApp);

const signUp = (displayName: string, locale = 'en') =>
  post('/api/auth/sign-up/email', signUpBody({ display_name: displayName }), { 'accept-language': locale });

describe('the starter profanity list (migration 0012, decision 0061)', () => {
  it('refuses offensive English and Swedish display names at sign-up, naming the word', async () => {
    for (const [displayName, word, locale] of [
      ['shithead_99', 'shithead', 'en'],
      ['Big-Bastard', 'Bastard', 'en'],
      ['f_u_c_k', 'f_u_c_k', 'en'],
      ['Javla-Golf', 'Javla', 'sv'],
      ['jävla_golfare', 'jävla', 'sv'],
      ['Kukhuvud', 'Kukhuvud', 'sv'],
    ] as const) {
      const res = await signUp(displayName, locale);
      expectError(res, 'general.validation_failed', { locale });
      expect(res.json().errors, displayName).toEqual({
        display_name: [
          translate(locale, 'validation.profanity', { attribute: translate(locale, 'attributes.display_name'), word }),
        ],
      });
    }
  });

  it('lets ordinary names through, including ones that merely contain a listed word', async () => {
    for (const displayName of [
      'Cassandra',
      'Scunthorpe_FC',
      'bass_player',
      'Hello_golf',
      'Dickens',
      'Shitake',
      'fan_club',
    ])
      expect((await signUp(displayName)).statusCode, displayName).toBeLessThan(300);
  });

  it('is staff-editable: a term removed in the back-office no longer refuses a name', async () => {
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-profanities'] });
    const listed = await app.inject({
      url: '/api/v1/admin/profanities?search=pucko&per_page=100',
      headers: staff.headers,
    });
    const term = (listed.json().data as { id: number; search_term: string }[]).find((t) => t.search_term === 'pucko');
    expect(term).toBeDefined();
    expect((await signUp('pucko')).statusCode).toBe(422);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/profanities/${term!.id}`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await signUp('pucko')).statusCode).toBeLessThan(300);
  });
});
