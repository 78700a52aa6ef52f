import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { MAX_PER_PAGE } from '@golf/contracts';
import { buildListQuery, changedFields, createDataProvider, pickFields, toSortParam } from './dataProvider';
import { buildQuery } from './api/http';

interface Call {
  url: string;
  init: RequestInit;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

function setup(
  responses: Array<Response | (() => Response)> = [],
  options: Parameters<typeof createDataProvider>[0] = {},
) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const next = responses.shift() ?? json(200, { data: [], meta: { total: 0 } });
    return typeof next === 'function' ? next() : next;
  });
  const provider = createDataProvider({ getToken: () => 'tok', getLocale: () => 'sv', fetch, ...options });
  return { provider, calls, fetch };
}

const page = (data: unknown[], total = data.length) =>
  json(200, { data, meta: { current_page: 1, per_page: 25, total, last_page: 1 } });

describe('list query', () => {
  it('builds the documented query string', async () => {
    const { provider, calls } = setup([page([{ id: 1 }], 40)]);
    const result = await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'foo', status: 10, ids: [1] },
    });
    expect(calls[0]?.url).toBe(
      '/api/v1/admin/users?page=1&per_page=25&sort=-created_at&search=foo&filter[status]=10&filter[ids][]=1',
    );
    expect(result).toEqual({ data: [{ id: 1 }], total: 40 });
  });

  it('maps every resource name to its API path', async () => {
    const { provider, calls } = setup();
    for (const resource of ['tournaments', 'wager-restrictions', 'vouchers-list', 'game-versions']) {
      await provider.getList(resource, {
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
    }
    expect(calls.map((call) => call.url.split('?')[0])).toEqual([
      '/api/v1/tournaments',
      '/api/v1/admin/wager-restrictions',
      '/api/v1/admin/vouchers',
      '/api/v1/admin/game-versions',
    ]);
    expect(calls[0]?.url).toBe('/api/v1/tournaments?page=2&per_page=10&sort=id');
  });

  it('caps per_page at the API maximum and drops empty filters', () => {
    const query = buildListQuery({
      pagination: { page: 1, perPage: 1000 },
      filter: { q: '', status: undefined, tags: [] },
    });
    expect(query).toEqual({ page: 1, per_page: MAX_PER_PAGE });
  });

  it('sorts by several fields in one direction', () => {
    expect(toSortParam({ field: 'latest,updated_at', order: 'DESC' })).toBe('-latest,-updated_at');
    expect(toSortParam({ field: 'title', order: 'ASC' })).toBe('title');
    expect(toSortParam(undefined)).toBeUndefined();
  });

  it('serialises arrays in bracket form', () => {
    expect(buildQuery({ filter: { ids: [1, 2], status: 'a b' } })).toBe(
      'filter[ids][]=1&filter[ids][]=2&filter[status]=a%20b',
    );
  });

  it('falls back to the page length when the reply has no meta', async () => {
    const { provider } = setup([json(200, { data: [{ id: 1 }, { id: 2 }] })]);
    const result = await provider.getList('users', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(result.total).toBe(2);
  });
});

describe('headers and version', () => {
  it('sends credentials, the XHR/JSON headers, the bearer token and the UI locale', async () => {
    const { provider, calls } = setup([json(200, { data: { id: 1 } })]);
    await provider.getOne('users', { id: 1 });
    const init = calls[0]!.init;
    expect(init.credentials).toBe('include');
    expect(init.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      Authorization: 'Bearer tok',
      'Accept-Language': 'sv',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const { provider, calls } = setup([json(200, { data: { id: 1 } })], { getToken: () => null });
    await provider.getOne('users', { id: 1 });
    expect(calls[0]!.init.headers).not.toHaveProperty('Authorization');
  });

  it('takes the version from the apiVersion option and lets a call override it', async () => {
    const { provider, calls } = setup([json(200, { data: { id: 1 } }), json(200, { data: { id: 1 } })], {
      headers: { apiVersion: 2 },
    });
    await provider.getOne('settings', { id: 1 });
    await provider.getOne('settings', { id: 1, meta: { headers: { apiVersion: 3 } } });
    expect(calls.map((call) => call.url)).toEqual(['/api/v2/admin/settings/1', '/api/v3/admin/settings/1']);
  });
});

describe('records', () => {
  it('getOne asks for the loads and appends in meta', async () => {
    const { provider, calls } = setup([json(200, { data: { id: 5, title: 'T' } })]);
    const result = await provider.getOne('users', {
      id: 5,
      meta: { include: ['wallets', 'roles'], append: ['avatar'] },
    });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/admin/users/5');
    expect(url.searchParams.get('include')).toBe('wallets,roles');
    expect(url.searchParams.get('append')).toBe('avatar');
    expect(result.data).toEqual({ id: 5, title: 'T' });
  });

  it('getMany filters by ids in bracket form, in chunks of the page maximum', async () => {
    const { provider, calls } = setup([page([{ id: 1 }, { id: 2 }])]);
    const result = await provider.getMany('courses', { ids: [1, 2] });
    expect(calls[0]?.url).toBe('/api/v1/admin/courses?page=1&per_page=2&filter[ids][]=1&filter[ids][]=2');
    expect(result.data).toEqual([{ id: 1 }, { id: 2 }]);

    const many = setup([page([{ id: 1 }]), page([{ id: 2 }])]);
    const ids = Array.from({ length: MAX_PER_PAGE + 1 }, (_, i) => i + 1);
    const both = await many.provider.getMany('courses', { ids });
    expect(many.calls).toHaveLength(2);
    expect(new URL(many.calls[1]!.url, 'http://x').searchParams.getAll('filter[ids][]')).toEqual([
      String(MAX_PER_PAGE + 1),
    ]);
    expect(both.data).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('getManyReference filters by the target', async () => {
    const { provider, calls } = setup();
    await provider.getManyReference('tournaments', {
      target: 'club_id',
      id: 9,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(calls[0]?.url).toBe('/api/v1/tournaments?page=1&per_page=5&sort=id&filter[club_id]=9');
  });

  it('create POSTs JSON', async () => {
    const { provider, calls } = setup([json(201, { data: { id: 3, search_term: 'x*' } })]);
    const result = await provider.create('profanities', { data: { search_term: 'x*' } });
    expect(calls[0]?.url).toBe('/api/v1/admin/profanities');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ search_term: 'x*' });
    expect((calls[0]?.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(result.data).toEqual({ id: 3, search_term: 'x*' });
  });

  it('update PATCHes only the changed fields and returns the saved model', async () => {
    const { provider, calls } = setup([json(200, { data: { id: 4, title: 'New', cover_image: 'c.png' } })]);
    const previousData = { id: 4, title: 'Old', cover_image: 'c.png', rounds: [{ id: 1 }] };
    const result = await provider.update('tournaments', {
      id: 4,
      data: { ...previousData, title: 'New' },
      previousData,
      meta: { append: ['cover_image'] },
    });
    expect(calls[0]?.url).toBe('/api/v1/tournaments/4?append=cover_image');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ title: 'New' });
    expect(result.data).toEqual({ id: 4, title: 'New', cover_image: 'c.png' });
  });

  it('update PUTs the listed fields of resources whose API replaces the record', async () => {
    const { provider, calls } = setup([json(200, { data: { id: 7, display_name: 'New' } })]);
    const previousData = {
      id: 7,
      display_name: 'Old',
      email: 'a@b.se',
      phone: null,
      roles: [{ id: 1, name: 'user', title: 'User' }],
      wallets: [],
      referral_code: 'ABC',
    };
    await provider.update('users', {
      id: 7,
      data: { ...previousData, display_name: 'New' },
      previousData,
    });
    expect(calls[0]?.init.method).toBe('PUT');
    expect(calls[0]?.url).toBe('/api/v1/admin/users/7');
    // The whole editable set, unchanged fields included; never roles, relations or read-only fields.
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ display_name: 'New', email: 'a@b.se', phone: null });
  });

  it('update PUTs title and abilities of a role, and the search term of a profanity', async () => {
    const { provider, calls } = setup([json(200, { data: {} }), json(200, { data: {} })]);
    const role = { id: 2, name: 'user', title: 'Player', abilities: ['play'], users_count: 4 };
    await provider.update('roles', { id: 2, data: role, previousData: role });
    await provider.update('profanities', {
      id: 3,
      data: { id: 3, search_term: 'darn*', created_at: 'x' },
      previousData: { id: 3, search_term: 'darn*', created_at: 'x' },
    });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'PUT /api/v1/admin/roles/2',
      'PUT /api/v1/admin/profanities/3',
    ]);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ title: 'Player', abilities: ['play'] });
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ search_term: 'darn*' });
  });

  it('pickFields keeps the listed fields the record has', () => {
    expect(pickFields({ a: 1, b: null, c: 3 }, ['a', 'b', 'd'])).toEqual({ a: 1, b: null });
  });

  it('delete accepts an empty 204 reply', async () => {
    const { provider, calls } = setup([new Response(null, { status: 204 })]);
    const result = await provider.delete('settings', { id: 2, previousData: { id: 2, setting_key: 'k' } });
    expect(calls[0]?.init.method).toBe('DELETE');
    expect(calls[0]?.url).toBe('/api/v1/admin/settings/2');
    expect(result.data).toEqual({ id: 2, setting_key: 'k' });
  });

  it('deleteMany and updateMany call once per id', async () => {
    const { provider, calls } = setup([new Response(null, { status: 204 }), new Response(null, { status: 204 })]);
    expect(await provider.deleteMany('settings', { ids: [1, 2] })).toEqual({ data: [1, 2] });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'DELETE /api/v1/admin/settings/1',
      'DELETE /api/v1/admin/settings/2',
    ]);
  });

  it('changedFields keeps new and changed keys only', () => {
    expect(changedFields({ a: 1, b: [1], c: 'x' }, { a: 1, b: [2] })).toEqual({ b: [1], c: 'x' });
    expect(changedFields({ a: 1 }, undefined)).toEqual({ a: 1 });
  });
});

describe('error mapping', () => {
  it('rejects with HttpError: message = error, body carries error_info and field errors', async () => {
    const { provider } = setup([
      json(422, {
        error: 'The given data was invalid.',
        error_info: { code: 2, key: 'general.validation_failed' },
        errors: { search_term: ['The search term field is required.', 'Too short.'] },
      }),
    ]);
    const error = await provider.create('profanities', { data: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    const httpError = error as HttpError;
    expect(httpError.message).toBe('The given data was invalid.');
    expect(httpError.status).toBe(422);
    expect(httpError.body).toEqual({
      error: 'The given data was invalid.',
      error_info: { code: 2, key: 'general.validation_failed' },
      errors: { search_term: 'The search term field is required. Too short.' },
    });
  });

  it('leaves errors out when the server sent none', async () => {
    const { provider } = setup([json(404, { error: 'Not found.', error_info: { code: 3, key: 'general.not_found' } })]);
    const error = (await provider.getOne('users', { id: 1 }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ error: 'Not found.', error_info: { code: 3, key: 'general.not_found' } });
  });

  it('uses a generic, translatable message for replies without an error body', async () => {
    const { provider } = setup([new Response('<html>Bad gateway</html>', { status: 502 })]);
    const error = (await provider.getOne('users', { id: 1 }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(502);
    expect(error.message).toBe('ra.notification.http_error');
  });

  it('keeps the status of a 401 so the auth provider can log out', async () => {
    const { provider } = setup([
      json(401, { error: 'Unauthenticated.', error_info: { code: 1000, key: 'auth.unauthenticated' } }),
    ]);
    const error = (await provider
      .getList('users', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })
      .catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(401);
  });

  it('turns a network failure into a translatable HttpError with status 0', async () => {
    const { provider } = setup([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    const error = (await provider.getOne('users', { id: 1 }).catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('app.errors.network');
  });
});

describe('identity calls', () => {
  const user = { id: 9, display_name: 'Ann', suspended_at: '2025-01-01T00:00:00.000Z', suspend_reason: 'Spam' };

  it('suspends with the reason, unsuspends and sets roles, answering the user', async () => {
    const { provider, calls } = setup([
      json(200, { data: user }),
      json(200, { data: { ...user, suspended_at: null } }),
      json(200, { data: user }),
    ]);
    expect(await provider.suspendUser(9, 'Spam')).toEqual({ data: user });
    expect((await provider.unsuspendUser(9)).data.suspended_at).toBeNull();
    await provider.setUserRoles(9, ['administrator', 'user']);
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST /api/v1/admin/users/9/suspend',
      'POST /api/v1/admin/users/9/unsuspend',
      'PUT /api/v1/admin/users/9/roles',
    ]);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ reason: 'Spam' });
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({ roles: ['administrator', 'user'] });
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('rejects with the server error, e.g. suspending oneself', async () => {
    const { provider } = setup([
      json(403, {
        error: 'You cannot disable or enable your own account.',
        error_info: { code: 1506, key: 'users.cannot_disable_self' },
      }),
    ]);
    const error = (await provider.suspendUser(1, 'x').catch((e: unknown) => e)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(403);
    expect(error.message).toBe('You cannot disable or enable your own account.');
  });

  it('loads the role and ability options', async () => {
    const roles = [{ id: 1, name: 'administrator', title: 'Administrator' }];
    const abilities = [{ id: 1, name: 'manage-users', title: 'Manage users' }];
    const { provider, calls } = setup([page(roles), json(200, { data: abilities })]);
    expect(await provider.getRoleOptions()).toEqual({ data: roles });
    expect(await provider.getAbilityOptions()).toEqual({ data: abilities });
    expect(calls.map((call) => call.url)).toEqual([
      `/api/v1/admin/roles?page=1&per_page=${MAX_PER_PAGE}`,
      '/api/v1/admin/abilities',
    ]);
  });
});
