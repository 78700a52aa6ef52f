import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';
import { refuseActivityLog } from '../../../test/activity-log-fault';
import { staffHelpers } from '../../../test/identity';

const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const admin = await createTestUser(testApp, { roles: ['administrator'] });
const { call, entries, withLogRefused } = staffHelpers(testApp, admin);

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
