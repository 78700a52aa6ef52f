import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser, openSession, TEST_PASSWORD } from '../../../test/users';
import { refuseActivityLog } from '../../../test/activity-log-fault';

const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const admin = await createTestUser(testApp, { roles: ['administrator'] });
const ORIGIN = testApp.config.server.appUrl;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers = admin.headers, payload?: object) =>
  app.inject({ method, url, headers, payload });
/** The activity-log entries of one event about one user, newest first. */
const entries = async (event: string, userId: number) =>
  (await call('GET', `/api/v1/admin/activity-logs?filter[event]=${event}&filter[subject_id]=${userId}`)).json()
    .data as { actor_id: number; properties: Record<string, unknown> }[];
const signIn = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password: TEST_PASSWORD },
    headers: { origin: ORIGIN },
  });
/** Runs the request while the database refuses its log entry; the request fails as a whole (500). */
async function withLogRefused(
  event: Parameters<typeof refuseActivityLog>[1],
  userId: number,
  send: () => Promise<{ statusCode: number }>,
) {
  const lift = await refuseActivityLog(testApp.database.db, event, userId);
  try {
    expect((await send()).statusCode).toBe(500);
  } finally {
    await lift();
  }
}

describe('admin users list', () => {
  it('searches email, display name, first and last name, and refuses sorting by referral_code', async () => {
    const user = await createTestUser(testApp);
    await call('PUT', `/api/v1/admin/users/${user.id}`, admin.headers, { first_name: 'Zlatanina', last_name: 'Quist' });
    for (const term of [user.email.slice(0, 10), user.displayName, 'Zlatanina', 'Quist']) {
      const { data } = (await call('GET', `/api/v1/admin/users?search=${encodeURIComponent(term)}`)).json();
      expect(data.map((row: { id: number }) => row.id)).toContain(user.id);
    }
    const row = (await call('GET', `/api/v1/admin/users?search=Zlatanina`)).json().data[0];
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining(['id', 'display_name', 'first_name', 'last_name', 'email', 'updated_at', 'referral_code']),
    );
    expect((await call('GET', '/api/v1/admin/users?sort=referral_code')).statusCode).toBe(422);
    expect((await call('GET', '/api/v1/admin/users?sort=-updated_at')).statusCode).toBe(200);
  });
});

describe('admin users list filters', () => {
  it('filters suspended and email_verified by 1/true and 0/false; any other value is a 422, never read as "no"', async () => {
    const unverified = await createTestUser(testApp, { verified: false });
    const suspended = await createTestUser(testApp);
    await call('POST', `/api/v1/admin/users/${suspended.id}/suspend`, admin.headers, { reason: 'Spam' });
    const ids = async (query: string) => {
      const res = await call('GET', `/api/v1/admin/users?per_page=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { id: number }[]).map((row) => row.id);
    };
    for (const yes of ['1', 'true', 'TRUE']) {
      expect(await ids(`filter[suspended]=${yes}`)).toContain(suspended.id);
      expect(await ids(`filter[email_verified]=${yes}`)).not.toContain(unverified.id);
    }
    for (const no of ['0', 'false']) {
      expect(await ids(`filter[suspended]=${no}`)).not.toContain(suspended.id);
      expect(await ids(`filter[email_verified]=${no}`)).toEqual([unverified.id]);
    }
    for (const [query, field, attribute] of [
      ['filter[suspended]=maybe', 'filter.suspended', 'suspended'],
      ['filter[email_verified]=zzz', 'filter.email_verified', 'email verified'],
      ['filter[suspended][]=1&filter[suspended][]=0', 'filter.suspended', 'suspended'],
      ['filter[suspended]=', 'filter.suspended', 'suspended'],
    ]) {
      const res = await call('GET', `/api/v1/admin/users?${query}`);
      expectError(res, 'general.validation_failed');
      expect(res.json().errors).toEqual({ [field!]: [`The ${attribute} field must be true or false.`] });
    }
  });
});

describe('edit user', () => {
  it('loads roles, wallets, courses, featureUnlocks, avatar and game_identifier', async () => {
    const user = await createTestUser(testApp);
    const { data } = (await call('GET', `/api/v1/admin/users/${user.id}?include=wallets,roles`)).json();
    expect(data).toMatchObject({
      id: user.id,
      roles: [{ name: 'user' }],
      // Both token types, at 0 before any ledger entry (economy).
      wallets: [
        { token_type: 10, balance: 0 },
        { token_type: 20, balance: 0 },
      ],
      courses: [],
      featureUnlocks: [],
      avatar: null,
      game_identifier: null,
      suspended_at: null,
    });
  });

  it('validates like the profile: a taken display name is a field error', async () => {
    const user = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    const res = await call('PUT', `/api/v1/admin/users/${user.id}`, admin.headers, { display_name: other.displayName });
    expect(res.json().errors.display_name).toEqual(['The display name has already been taken.']);
  });
});

describe('edit user activity log', () => {
  const updates = async (userId: number) =>
    (await call('GET', `/api/v1/admin/activity-logs?filter[event]=users.updated&filter[subject_id]=${userId}`)).json()
      .data as { actor_id: number; properties: { fields: string[] } }[];

  it('names only the fields whose value changed when the form sends every field', async () => {
    const user = await createTestUser(testApp);
    const form = (await call('GET', `/api/v1/admin/users/${user.id}`)).json().data;
    const full = {
      email: form.email,
      display_name: form.display_name,
      first_name: 'Greta',
      last_name: 'Lind',
      phone: '+46701234567',
      date_of_birth: '1990-04-01',
      locale: form.locale,
      street_address_1: 'Storgatan 1',
      street_address_2: null,
      care_of: null,
      zip: '11122',
      city: 'Stockholm',
      state_in_country: null,
      country: 'SE',
      hcp: 12.4,
    };
    expect((await call('PUT', `/api/v1/admin/users/${user.id}`, admin.headers, full)).statusCode).toBe(200);
    expect(await updates(user.id)).toHaveLength(1);

    const moved = await call('PUT', `/api/v1/admin/users/${user.id}`, admin.headers, { ...full, city: 'Uppsala' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ city: 'Uppsala', zip: '11122', first_name: 'Greta' });
    const [latest] = await updates(user.id);
    expect(latest).toMatchObject({ actor_id: admin.id, properties: { fields: ['city'] } });

    // The same phone in another notation, the same e-mail in other letters and the same handicap are no change.
    const same = await call('PUT', `/api/v1/admin/users/${user.id}`, admin.headers, {
      ...full,
      city: 'Uppsala',
      phone: '070-123 45 67',
      email: form.email.toUpperCase(),
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data.updated_at).toBe(moved.json().data.updated_at);
    expect(await updates(user.id)).toHaveLength(2);

    await call('PUT', `/api/v1/admin/users/${user.id}`, admin.headers, {
      ...full,
      city: 'Uppsala',
      hcp: 11.9,
      street_address_2: 'Lgh 1101',
    });
    expect((await updates(user.id))[0]!.properties.fields.sort()).toEqual(['hcp', 'street_address_2']);
  });

  it('saves nothing when its log entry cannot be written', async () => {
    const user = await createTestUser(testApp);
    const lift = await refuseActivityLog(testApp.database.db, 'users.updated', user.id);
    try {
      const refused = await call('PUT', `/api/v1/admin/users/${user.id}`, admin.headers, { city: 'Visby', hcp: 3.2 });
      expect(refused.statusCode).toBe(500);
    } finally {
      await lift();
    }
    expect((await call('GET', `/api/v1/admin/users/${user.id}`)).json().data).toMatchObject({ city: null, hcp: null });
    expect(await updates(user.id)).toHaveLength(0);
  });

  it("drops the player's cached /users/me, so the player sees the staff edit at once", async () => {
    const player = await createTestUser(testApp);
    expect((await call('GET', '/api/v1/users/me', player.headers)).json().data.city).toBeNull();
    await call('PUT', `/api/v1/admin/users/${player.id}`, admin.headers, { city: 'Visby' });
    expect((await call('GET', '/api/v1/users/me', player.headers)).json().data.city).toBe('Visby');
  });
});

describe('suspension', () => {
  it("suspends with a reason: the player's open session stops at once and sign-in says user disabled", async () => {
    const player = await createTestUser(testApp);
    const secondDevice = await openSession(testApp, player.id);
    expect((await call('GET', '/api/v1/users/me', player.headers)).statusCode).toBe(200);

    const res = await call('POST', `/api/v1/admin/users/${player.id}/suspend`, admin.headers, {
      reason: 'Abusive chat',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ suspend_reason: 'Abusive chat', suspended_at: expect.any(String) });
    const mail = (await app.inject(`/dev/mail/messages?to=${encodeURIComponent(player.email)}`)).json().data[0];
    expect(mail).toMatchObject({ template: 'account-suspended' });
    expect(mail.text).toContain('Abusive chat');

    expectError(await call('GET', '/api/v1/users/me', player.headers), 'auth.unauthorized');
    expectError(await call('GET', '/api/v1/users/me', secondDevice), 'auth.unauthorized');
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: player.email, password: TEST_PASSWORD },
      headers: { origin: ORIGIN },
    });
    expectError(signIn, 'auth.user_disabled');
    const sv = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: player.email, password: TEST_PASSWORD },
      headers: { origin: ORIGIN, 'accept-language': 'sv' },
    });
    expectError(sv, 'auth.user_disabled', { locale: 'sv' });

    expectError(
      await call('POST', `/api/v1/admin/users/${player.id}/suspend`, admin.headers, { reason: 'again' }),
      'users.already_disabled',
    );
    const lifted = await call('POST', `/api/v1/admin/users/${player.id}/unsuspend`);
    expect(lifted.json().data).toMatchObject({ suspended_at: null, suspend_reason: null });
    expectError(await call('POST', `/api/v1/admin/users/${player.id}/unsuspend`), 'users.not_disabled');
    const back = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: player.email, password: TEST_PASSWORD },
      headers: { origin: ORIGIN },
    });
    expect(back.statusCode).toBe(200);
  });

  it('needs a reason', async () => {
    const player = await createTestUser(testApp);
    const res = await call('POST', `/api/v1/admin/users/${player.id}/suspend`, admin.headers, { reason: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('reason');
  });

  it('suspends and lifts once when two staff act at the same moment: one entry and one mail, the other is told', async () => {
    const player = await createTestUser(testApp);
    const colleague = await createTestUser(testApp, { roles: ['administrator'] });
    const both = (action: 'suspend' | 'unsuspend') =>
      Promise.all(
        [admin, colleague].map((staff) =>
          call('POST', `/api/v1/admin/users/${player.id}/${action}`, staff.headers, { reason: 'Cheating' }),
        ),
      );
    const suspended = await both('suspend');
    expect(suspended.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expectError(
      suspended.find((res) => res.statusCode !== 200)!,
      'users.already_disabled',
    );
    expect(await entries('users.suspended', player.id)).toHaveLength(1);
    const mails = (await app.inject(`/dev/mail/messages?to=${encodeURIComponent(player.email)}`)).json().data;
    expect(mails.filter((mail: { template: string }) => mail.template === 'account-suspended')).toHaveLength(1);

    const lifted = await both('unsuspend');
    expect(lifted.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expectError(
      lifted.find((res) => res.statusCode !== 200)!,
      'users.not_disabled',
    );
    expect(await entries('users.unsuspended', player.id)).toHaveLength(1);
  });

  it('never lets anyone suspend or enable themselves, in en and sv', async () => {
    expectError(
      await call('POST', `/api/v1/admin/users/${admin.id}/suspend`, admin.headers, { reason: 'me' }),
      'users.cannot_disable_self',
    );
    expectError(
      await call('POST', `/api/v1/admin/users/${admin.id}/unsuspend`, { ...admin.headers, 'accept-language': 'sv' }),
      'users.cannot_disable_self',
      { locale: 'sv' },
    );
  });

  it('writes the activity log with actor, subject and reason', async () => {
    const player = await createTestUser(testApp);
    await call('POST', `/api/v1/admin/users/${player.id}/suspend`, admin.headers, { reason: 'Cheating' });
    const { data } = (
      await call('GET', `/api/v1/admin/activity-logs?filter[event]=users.suspended&filter[subject_id]=${player.id}`)
    ).json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      actor_id: admin.id,
      actor_display_name: admin.displayName,
      subject_type: 'user',
      subject_id: player.id,
      properties: { reason: 'Cheating' },
      ip_address: expect.any(String),
    });
  });

  it('suspends nothing and ends no session when its log entry cannot be written', async () => {
    const player = await createTestUser(testApp);
    const secondDevice = await openSession(testApp, player.id);
    await withLogRefused('users.suspended', player.id, () =>
      call('POST', `/api/v1/admin/users/${player.id}/suspend`, admin.headers, { reason: 'Cheating' }),
    );
    expect((await call('GET', `/api/v1/admin/users/${player.id}`)).json().data).toMatchObject({
      suspended_at: null,
      suspend_reason: null,
    });
    // Neither session had been used, so each is looked up in the database: the rows are still there.
    expect((await call('GET', '/api/v1/users/me', player.headers)).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/users/me', secondDevice)).statusCode).toBe(200);
    expect((await signIn(player.email)).statusCode).toBe(200);
    expect((await app.inject(`/dev/mail/messages?to=${encodeURIComponent(player.email)}`)).json().data).toEqual([]);
    expect(await entries('users.suspended', player.id)).toEqual([]);

    // Once the log is back the same request suspends, and the sessions cached above stop at once.
    expect(
      (await call('POST', `/api/v1/admin/users/${player.id}/suspend`, admin.headers, { reason: 'Cheating' }))
        .statusCode,
    ).toBe(200);
    expectError(await call('GET', '/api/v1/users/me', player.headers), 'auth.unauthorized');
    expectError(await call('GET', '/api/v1/users/me', secondDevice), 'auth.unauthorized');
    expect(await entries('users.suspended', player.id)).toHaveLength(1);
  });

  it('keeps the user suspended when the log entry of lifting it cannot be written', async () => {
    const player = await createTestUser(testApp);
    await call('POST', `/api/v1/admin/users/${player.id}/suspend`, admin.headers, { reason: 'Cheating' });
    await withLogRefused('users.unsuspended', player.id, () =>
      call('POST', `/api/v1/admin/users/${player.id}/unsuspend`),
    );
    expect((await call('GET', `/api/v1/admin/users/${player.id}`)).json().data).toMatchObject({
      suspended_at: expect.any(String),
      suspend_reason: 'Cheating',
    });
    expectError(await signIn(player.email), 'auth.user_disabled');
    expect(await entries('users.unsuspended', player.id)).toEqual([]);

    expect((await call('POST', `/api/v1/admin/users/${player.id}/unsuspend`)).statusCode).toBe(200);
    expect((await signIn(player.email)).statusCode).toBe(200);
    expect(await entries('users.unsuspended', player.id)).toHaveLength(1);
  });
});

describe('roles', () => {
  it('admins make admins; staff with manage-users cannot grant or take the administrator role', async () => {
    const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    const player = await createTestUser(testApp);
    expectError(
      await call('PUT', `/api/v1/admin/users/${player.id}/roles`, staff.headers, { roles: ['user', 'administrator'] }),
      'auth.insufficient_permissions',
    );
    const promoted = await call('PUT', `/api/v1/admin/users/${player.id}/roles`, admin.headers, {
      roles: ['user', 'administrator'],
    });
    expect(promoted.json().data.roles.map((r: { name: string }) => r.name)).toEqual(['administrator', 'user']);
    const abilities = (await call('GET', '/api/v1/users/me/abilities', player.headers)).json().data;
    expect(abilities.map((a: { name: string }) => a.name)).toContain('access-backoffice');
    expect((await call('GET', '/api/v1/admin/users', player.headers)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/v1/admin/users/${player.id}/roles`, admin.headers, { roles: ['nonexistent'] }))
        .statusCode,
    ).toBe(422);
  });

  it("an administrator changes what a role grants, and the holders' abilities follow", async () => {
    const roles = (await call('GET', '/api/v1/admin/roles')).json().data;
    const userRole = roles.find((role: { name: string }) => role.name === 'user');
    expect(userRole).toMatchObject({ abilities: [], users_count: expect.any(Number) });
    const player = await createTestUser(testApp);
    const updated = await call('PUT', `/api/v1/admin/roles/${userRole.id}`, admin.headers, {
      title: 'Player',
      abilities: ['view-reports'],
    });
    expect(updated.json().data).toMatchObject({ title: 'Player', abilities: ['view-reports'] });
    const abilities = (await call('GET', '/api/v1/users/me/abilities', player.headers)).json().data;
    expect(abilities).toEqual([{ name: 'view-reports', entity_id: null, entity_type: null }]);
    await call('PUT', `/api/v1/admin/roles/${userRole.id}`, admin.headers, { title: 'User', abilities: [] });
  });

  it('grants and takes no role when the log entry of the change cannot be written', async () => {
    const player = await createTestUser(testApp);
    await withLogRefused('users.roles_changed', player.id, () =>
      call('PUT', `/api/v1/admin/users/${player.id}/roles`, admin.headers, { roles: ['user', 'administrator'] }),
    );
    const names = async (userId: number) =>
      (await call('GET', `/api/v1/admin/users/${userId}`)).json().data.roles.map((r: { name: string }) => r.name);
    expect(await names(player.id)).toEqual(['user']);
    expectError(await call('GET', '/api/v1/admin/users', player.headers), 'auth.insufficient_permissions');

    const other = await createTestUser(testApp, { roles: ['user', 'administrator'] });
    await withLogRefused('users.roles_changed', other.id, () =>
      call('PUT', `/api/v1/admin/users/${other.id}/roles`, admin.headers, { roles: ['user'] }),
    );
    expect(await names(other.id)).toEqual(['administrator', 'user']);
    expect((await call('GET', '/api/v1/admin/users', other.headers)).statusCode).toBe(200);
    expect(await entries('users.roles_changed', player.id)).toEqual([]);
    expect(await entries('users.roles_changed', other.id)).toEqual([]);
  });
});
