import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-profanities'] });
const BASE = '/api/v1/admin/profanities';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = staff.headers) =>
  app.inject({ method, url, headers, payload });

async function add(searchTerm: string): Promise<{ id: number; search_term: string }> {
  const res = await call('POST', BASE, { search_term: searchTerm });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

describe('admin profanities: list', () => {
  it('lists id, search_term and ISO timestamps, by search term, searchable and sortable', async () => {
    for (const term of ['rtzeta', 'rtalpha', 'rtmid*']) await add(term);
    const res = await call('GET', `${BASE}?search=RT`);
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(data.map((row: { search_term: string }) => row.search_term)).toEqual(['rtalpha', 'rtmid*', 'rtzeta']);
    expect(Object.keys(data[0]).sort()).toEqual(['created_at', 'id', 'search_term', 'updated_at']);
    expect(new Date(data[0].created_at).toISOString()).toBe(data[0].created_at);
    expect(meta).toMatchObject({ current_page: 1, total: 3, last_page: 1 });

    const page = (await call('GET', `${BASE}?search=rt&sort=-search_term&per_page=2&page=2`)).json();
    expect(page.data.map((row: { search_term: string }) => row.search_term)).toEqual(['rtalpha']);
    expect(page.meta).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 });

    for (const sort of ['id', '-created_at', 'updated_at']) {
      expect((await call('GET', `${BASE}?sort=${sort}`)).statusCode).toBe(200);
    }
    expectError(await call('GET', `${BASE}?sort=secret`), 'general.validation_failed');
  });
});

describe('admin profanities: add, change, remove', () => {
  it('adds a term (201), reads it back, changes it with PUT or PATCH and removes it (204)', async () => {
    const created = await add('  gadzooks* ');
    expect(created.search_term).toBe('gadzooks*');
    expect((await call('GET', `${BASE}/${created.id}`)).json().data).toEqual(created);

    const put = await call('PUT', `${BASE}/${created.id}`, { search_term: 'gadzook*' });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ id: created.id, search_term: 'gadzook*' });
    const patch = await call('PATCH', `${BASE}/${created.id}`, { search_term: 'gad zooks' });
    expect(patch.json().data.search_term).toBe('gad zooks');
    expect((await call('PATCH', `${BASE}/${created.id}`, {})).json().data.search_term).toBe('gad zooks');

    const removed = await call('DELETE', `${BASE}/${created.id}`);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expectError(await call('GET', `${BASE}/${created.id}`), 'general.not_found');
  });

  it('refuses a term that exists in another letter case (422 validation.unique), on add and on change', async () => {
    await add('Zounds');
    const duplicate = await call('POST', BASE, { search_term: 'zOUNDS' });
    expectError(duplicate, 'general.validation_failed');
    expect(duplicate.json().errors).toEqual({ search_term: ['The search term has already been taken.'] });

    const other = await add('zounds-too');
    const changed = await call('PUT', `${BASE}/${other.id}`, { search_term: 'ZOUNDS' });
    expect(changed.json().errors).toEqual({ search_term: ['The search term has already been taken.'] });
  });

  it('validates the term: required, at most 100 characters, letters, digits, spaces, -, _ and * with a letter', async () => {
    const errorsFor = async (payload: object) => (await call('POST', BASE, payload)).json().errors;
    expect(await errorsFor({})).toEqual({ search_term: ['The search term field is required.'] });
    expect(await errorsFor({ search_term: '   ' })).toEqual({ search_term: ['The search term field is required.'] });
    expect(await errorsFor({ search_term: 'x'.repeat(101) })).toEqual({
      search_term: ['The search term field must not be greater than 100 characters.'],
    });
    for (const bad of ['***', 'bad$word', 'a.b', '- _']) {
      expect(await errorsFor({ search_term: bad })).toEqual({
        search_term: ['The search term field format is invalid.'],
      });
    }
    for (const good of ['*åäö*', 'bad_word-2', 'two words', 'x'.repeat(100)]) {
      expect((await call('POST', BASE, { search_term: good })).statusCode).toBe(201);
    }
  });

  it('answers 404 for a missing term and 422 for a non-numeric id', async () => {
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : { search_term: 'nothing' };
      expectError(await call(method, `${BASE}/999999`, payload), 'general.not_found');
    }
    expectError(await call('GET', `${BASE}/abc`), 'general.validation_failed');
  });
});

describe('admin profanities: access', () => {
  it('answers 401 to anonymous callers and 403 without manage-profanities', async () => {
    const player = await createTestUser(testApp);
    const otherStaff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    const noBackoffice = await createTestUser(testApp, { abilities: ['manage-profanities'] });
    const requests: [Method, string, object?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/1`],
      ['POST', BASE, { search_term: 'sneaky' }],
      ['PUT', `${BASE}/1`, { search_term: 'sneaky' }],
      ['PATCH', `${BASE}/1`, { search_term: 'sneaky' }],
      ['DELETE', `${BASE}/1`],
    ];
    for (const [method, url, payload] of requests) {
      expectError(await app.inject({ method, url, payload }), 'auth.unauthorized');
      for (const user of [player, otherStaff, noBackoffice]) {
        expectError(await call(method, url, payload, user.headers), 'auth.insufficient_permissions');
      }
    }
    const list = (await call('GET', `${BASE}?search=sneaky`)).json();
    expect(list.meta.total).toBe(0);
  });
});

describe('the filter follows the list', () => {
  it('refuses a display name as soon as a matching term is added, and allows it again once removed', async () => {
    const player = await createTestUser(testApp);
    const rename = (displayName: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/v1/users/me',
        headers: player.headers,
        payload: { display_name: displayName },
      });
    expect((await rename('Kerfuffler')).statusCode).toBe(200);

    const term = await add('kerfuffl*');
    const refused = await rename('The_KERFUFFLER');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.display_name).toEqual([
      'The display name field contains a word that is not allowed: "KERFUFFLER".',
    ]);

    await call('DELETE', `${BASE}/${term.id}`);
    expect((await rename('The_KERFUFFLER')).statusCode).toBe(200);
  });
});

describe('admin profanities: the activity log', () => {
  it('logs adding, changing and removing a term with the staff member, their request and the term before and after', async () => {
    const auditor = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    const created = await add('logworthy*');
    await call('PATCH', `${BASE}/${created.id}`, { search_term: 'logworthier*' });
    expect((await call('PUT', `${BASE}/${created.id}`, { search_term: 'LOGWORTHY-TAKEN' })).statusCode).toBe(200);
    await add('duplicate-me');
    expectError(
      await call('PUT', `${BASE}/${created.id}`, { search_term: 'DUPLICATE-ME' }),
      'general.validation_failed',
    );
    expect((await call('DELETE', `${BASE}/${created.id}`)).statusCode).toBe(204);

    const log = await app.inject({
      method: 'GET',
      url: `/api/v1/admin/activity-logs?filter[subject_type]=profanity&filter[subject_id]=${created.id}&sort=id&per_page=100`,
      headers: auditor.headers,
    });
    expect(log.statusCode, log.body).toBe(200);
    const term = (search_term: string) => ({ id: created.id, search_term });
    const entries = log.json().data as { event: string; actor_id: number; ip_address: string; properties: object }[];
    expect(entries.map(({ event, actor_id, properties }) => ({ event, actor_id, properties }))).toEqual([
      { event: 'profanities.created', actor_id: staff.id, properties: { before: null, after: term('logworthy*') } },
      {
        event: 'profanities.updated',
        actor_id: staff.id,
        properties: { before: term('logworthy*'), after: term('logworthier*') },
      },
      {
        event: 'profanities.updated',
        actor_id: staff.id,
        properties: { before: term('logworthier*'), after: term('LOGWORTHY-TAKEN') },
      },
      {
        event: 'profanities.deleted',
        actor_id: staff.id,
        properties: { before: term('LOGWORTHY-TAKEN'), after: null },
      },
    ]);
    expect(entries.every((entry) => entry.ip_address)).toBe(true);
  });
});
