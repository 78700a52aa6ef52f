import { describe, expect, it } from 'vitest';
import { translate } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser, TEST_PASSWORD, type TestUser } from '../../../test/users';

/**
 * The back-office rule for acting on a user's account (staff-target.ts), the last administrator and
 * the administrator role's abilities. Its own database: the last-administrator case demotes every
 * other administrator.
 */
const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const admin = await createTestUser(testApp, { roles: ['administrator'] });
/** Staff who may manage users but are no administrators. */
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users', 'manage-courses'] });
const ORIGIN = testApp.config.server.appUrl;

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, who: TestUser, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: who.headers, payload });
const userOf = async (id: number) => (await call('GET', `/admin/users/${id}`, admin)).json().data;
const mailsTo = async (email: string) =>
  (await app.inject(`/dev/mail/messages?to=${encodeURIComponent(email)}`)).json().data as {
    template: string;
    text: string;
  }[];

describe("staff who are not administrators and an administrator's account", () => {
  it('cannot change its e-mail (no takeover through a password reset), nor anything else', async () => {
    const before = await userOf(admin.id);
    const res = await call('PUT', `/admin/users/${admin.id}`, staff, { email: 'attacker@example.test' });
    expectError(res, 'users.administrator_protected');
    expect(res.json().error).toBe("Only an administrator can change an administrator's account.");
    expectError(
      await call('PUT', `/admin/users/${admin.id}`, staff, { city: 'Visby' }),
      'users.administrator_protected',
    );
    const after = await userOf(admin.id);
    expect({ email: after.email, email_verified: after.email_verified, city: after.city }).toEqual({
      email: before.email,
      email_verified: true,
      city: before.city,
    });
    expect(await mailsTo('attacker@example.test')).toEqual([]);
  });

  it('cannot suspend or unsuspend it; an administrator can', async () => {
    const other = await createTestUser(testApp, { roles: ['administrator'] });
    expectError(
      await call('POST', `/admin/users/${other.id}/suspend`, staff, { reason: 'Takeover' }),
      'users.administrator_protected',
    );
    expect((await userOf(other.id)).suspended_at).toBeNull();

    expect((await call('POST', `/admin/users/${other.id}/suspend`, admin, { reason: 'Audit' })).statusCode).toBe(200);
    expectError(await call('POST', `/admin/users/${other.id}/unsuspend`, staff), 'users.administrator_protected');
    expect((await userOf(other.id)).suspended_at).not.toBeNull();
    expect((await call('POST', `/admin/users/${other.id}/unsuspend`, admin)).statusCode).toBe(200);
  });

  it('cannot change its roles, nor grant the administrator role, nor change their own roles', async () => {
    expectError(
      await call('PUT', `/admin/users/${admin.id}/roles`, staff, { roles: ['user'] }),
      'users.administrator_protected',
    );
    const player = await createTestUser(testApp);
    expectError(
      await call('PUT', `/admin/users/${player.id}/roles`, staff, { roles: ['user', 'administrator'] }),
      'auth.insufficient_permissions',
    );
    expectError(
      await call('PUT', `/admin/users/${staff.id}/roles`, staff, { roles: ['user', 'administrator'] }),
      'users.cannot_act_on_self',
    );
    expect((await userOf(admin.id)).roles.map((role: { name: string }) => role.name)).toContain('administrator');
  });

  it('cannot adjust its wallet or grant it feature unlocks, courses or subscriptions', async () => {
    const adjust = await call('POST', '/admin/wallets/adjustments', staff, {
      user_id: admin.id,
      token_type: 10,
      amount: 500,
      comment: 'goodwill',
    });
    expectError(adjust, 'users.administrator_protected');
    expectError(
      await call('POST', `/admin/users/${admin.id}/feature-unlocks`, staff, { feature: 'offline' }),
      'users.administrator_protected',
    );
    expectError(
      await call('POST', `/admin/users/${admin.id}/courses`, staff, { course_id: 1 }),
      'users.administrator_protected',
    );
  });

  it("are told by course allocation's reply that the account is an administrator's, for the page to disable", async () => {
    const player = await createTestUser(testApp);
    for (const [id, administrator] of [
      [admin.id, true],
      [player.id, false],
    ] as const) {
      const res = await call('GET', `/admin/users/${id}/courses`, staff);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ administrator, system_account: false });
    }
  });

  it('still manage players', async () => {
    const player = await createTestUser(testApp);
    expect((await call('PUT', `/admin/users/${player.id}`, staff, { city: 'Visby' })).statusCode).toBe(200);
    expect((await call('POST', `/admin/users/${player.id}/suspend`, staff, { reason: 'Spam' })).statusCode).toBe(200);
    expect((await call('POST', `/admin/users/${player.id}/unsuspend`, staff)).statusCode).toBe(200);
    const adjust = await call('POST', '/admin/wallets/adjustments', staff, {
      user_id: player.id,
      token_type: 10,
      amount: 5,
      comment: 'goodwill',
    });
    expect(adjust.statusCode, adjust.body).toBe(201);
  });
});

describe("nobody acts on their own account's economy in the back-office", () => {
  it.each([
    ['staff', () => staff],
    ['an administrator', () => admin],
  ])(
    '%s cannot credit their own wallet or grant or remove their own unlocks, subscriptions or courses',
    async (_, who) => {
      const self = who();
      const adjust = await call('POST', '/admin/wallets/adjustments', self, {
        user_id: self.id,
        token_type: 10,
        amount: 1000,
        comment: 'bonus',
      });
      expectError(adjust, 'users.cannot_act_on_self');
      expect(adjust.json().error).toBe(
        'You cannot change your own wallet, feature unlocks, subscriptions or roles in the back-office. Ask another staff member.',
      );
      const wallets = (await call('GET', `/admin/users/${self.id}`, admin)).json().data.wallets as {
        balance: number;
      }[];
      expect(wallets.every((wallet) => wallet.balance === 0)).toBe(true);

      expectError(
        await call('POST', `/admin/users/${self.id}/feature-unlocks`, self, { feature: 'offline' }),
        'users.cannot_act_on_self',
      );
      expectError(await call('DELETE', `/admin/users/${self.id}/feature-unlocks/1`, self), 'users.cannot_act_on_self');
      expectError(
        await call('POST', `/admin/users/${self.id}/subscriptions`, self, { subscription_id: 1 }),
        'users.cannot_act_on_self',
      );
      expectError(await call('DELETE', `/admin/users/${self.id}/subscriptions/1`, self), 'users.cannot_act_on_self');
      expectError(
        await call('POST', `/admin/users/${self.id}/courses`, self, { course_id: 1 }),
        'users.cannot_act_on_self',
      );
      expect((await call('GET', `/admin/users/${self.id}`, admin)).json().data.featureUnlocks).toEqual([]);
    },
  );

  it('nobody suspends themselves, administrators included', async () => {
    expectError(
      await call('POST', `/admin/users/${admin.id}/suspend`, admin, { reason: 'x' }),
      'users.cannot_disable_self',
    );
  });
});

describe('a refusal by the staff rule', () => {
  /** The auth.permission_denied entries of one actor about one user, newest first. */
  const denials = async (actor: TestUser, subjectId: number) => {
    const res = await call(
      'GET',
      `/admin/activity-logs?filter[event]=auth.permission_denied&filter[actor_id]=${actor.id}&filter[subject_id]=${subjectId}&sort=-id`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { actor_id: number; subject_type: string; subject_id: number; properties: object }[];
  };

  it('is in the activity log with actor, target, action, error key and route, whichever route refused', async () => {
    const clerk = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users', 'manage-courses'] });
    expect(await denials(clerk, admin.id)).toEqual([]);

    // Refused in the users service (PUT /admin/users/{id}) ...
    expectError(
      await call('PUT', `/admin/users/${admin.id}`, clerk, { city: 'Visby' }),
      'users.administrator_protected',
    );
    // ... and through the route guard (the wallet adjustment).
    expectError(
      await call('POST', '/admin/wallets/adjustments', clerk, {
        user_id: admin.id,
        token_type: 10,
        amount: 5,
        comment: 'goodwill',
      }),
      'users.administrator_protected',
    );
    const [adjustment, edit] = await denials(clerk, admin.id);
    expect(edit).toMatchObject({
      actor_id: clerk.id,
      subject_type: 'user',
      subject_id: admin.id,
      properties: {
        error: 'users.administrator_protected',
        action: 'edit',
        target_user_id: admin.id,
        route: '/api/v1/admin/users/:id',
        method: 'PUT',
      },
    });
    expect(adjustment).toMatchObject({
      actor_id: clerk.id,
      subject_id: admin.id,
      properties: {
        error: 'users.administrator_protected',
        action: 'economy',
        target_user_id: admin.id,
        route: '/api/v1/admin/wallets/adjustments',
        method: 'POST',
      },
    });
  });

  it('on their own account is logged with the self rule that refused', async () => {
    const clerk = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    expectError(
      await call('POST', `/admin/users/${clerk.id}/suspend`, clerk, { reason: 'x' }),
      'users.cannot_disable_self',
    );
    expectError(
      await call('PUT', `/admin/users/${clerk.id}/roles`, clerk, { roles: ['user'] }),
      'users.cannot_act_on_self',
    );
    const [roles, suspend] = await denials(clerk, clerk.id);
    expect(suspend!.properties).toMatchObject({ error: 'users.cannot_disable_self', action: 'suspend' });
    expect(roles!.properties).toMatchObject({ error: 'users.cannot_act_on_self', action: 'roles' });
  });

  it('includes granting the administrator role without being one', async () => {
    const clerk = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });
    const player = await createTestUser(testApp);
    expectError(
      await call('PUT', `/admin/users/${player.id}/roles`, clerk, { roles: ['user', 'administrator'] }),
      'auth.insufficient_permissions',
    );
    const [entry] = await denials(clerk, player.id);
    expect(entry!.properties).toMatchObject({
      error: 'auth.insufficient_permissions',
      action: 'roles',
      required: ['administrator'],
    });
  });

  it('is not logged when the action is allowed', async () => {
    const player = await createTestUser(testApp);
    expect((await call('PUT', `/admin/users/${player.id}`, staff, { city: 'Visby' })).statusCode).toBe(200);
    expect(await denials(staff, player.id)).toEqual([]);
  });
});

describe('an e-mail address changed by staff', () => {
  it('is unverified until the new address confirms it; the old address is told; the log keeps both', async () => {
    const player = await createTestUser(testApp);
    const newEmail = `moved-${player.id}@example.test`;
    const res = await call('PUT', `/admin/users/${player.id}`, admin, { email: newEmail });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email: newEmail, email_verified: false });

    const [verification] = await mailsTo(newEmail);
    expect(verification).toMatchObject({ template: 'verify-email' });
    const [notice] = await mailsTo(player.email);
    expect(notice).toMatchObject({ template: 'email-changed' });
    expect(notice!.text).toContain(newEmail);

    const [entry] = (
      await call('GET', `/admin/activity-logs?filter[event]=users.updated&filter[subject_id]=${player.id}`, admin)
    ).json().data;
    expect(entry).toMatchObject({
      actor_id: admin.id,
      properties: { fields: ['email'], email: { before: player.email, after: newEmail } },
    });

    // Until the link is followed, the new address cannot sign in.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: newEmail, password: TEST_PASSWORD },
      headers: { origin: ORIGIN },
    });
    expectError(signIn, 'auth.email_not_verified');
  });

  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN } });
  const signInWith = (email: string, password: string) => post('/api/auth/sign-in/email', { email, password });
  const linkIn = (text: string) => new URL(/(https?:\/\/\S+)/.exec(text)![1]!);
  /** The token of the reset link in the newest reset mail to the address. */
  const resetToken = async (email: string) => {
    const mail = (await mailsTo(email)).find((each) => each.template === 'reset-password')!;
    const link = linkIn(mail.text);
    const opened = await app.inject(link.pathname + link.search);
    return new URL(String(opened.headers.location), ORIGIN).searchParams.get('token')!;
  };
  const reset = (token: string, password: string) =>
    post('/api/auth/reset-password', { token, password, password_confirmation: password });

  it('gets a reset link, but a reset does not verify it: only the verification link does', async () => {
    const player = await createTestUser(testApp);
    const newEmail = `reset-${player.id}@example.test`;
    expect((await call('PUT', `/admin/users/${player.id}`, admin, { email: newEmail })).statusCode).toBe(200);

    // The unverified address is the account's address: a reset is mailed to it, as to any other.
    expect((await post('/api/auth/request-password-reset', { email: newEmail })).statusCode).toBe(200);
    expect((await reset(await resetToken(newEmail), 'fresh-password-1')).statusCode).toBe(200);
    expect((await userOf(player.id)).email_verified).toBe(false);
    expectError(await signInWith(newEmail, 'fresh-password-1'), 'auth.email_not_verified');

    const verification = (await mailsTo(newEmail)).find((mail) => mail.template === 'verify-email')!;
    const link = linkIn(verification.text);
    expect((await app.inject(link.pathname + link.search)).headers.location).toBe('/sign-in?verified=1');
    expect((await signInWith(newEmail, 'fresh-password-1')).statusCode).toBe(200);
  });

  it('ends the reset links sent to the old address', async () => {
    const player = await createTestUser(testApp);
    expect((await post('/api/auth/request-password-reset', { email: player.email })).statusCode).toBe(200);
    const oldToken = await resetToken(player.email);
    const newEmail = `moved-away-${player.id}@example.test`;
    expect((await call('PUT', `/admin/users/${player.id}`, admin, { email: newEmail })).statusCode).toBe(200);

    // Whoever still reads the old mailbox cannot set the password of the account that left it.
    expectError(await reset(oldToken, 'takeover-password'), 'auth.reset_failed');
    const verification = (await mailsTo(newEmail)).find((mail) => mail.template === 'verify-email')!;
    const link = linkIn(verification.text);
    await app.inject(link.pathname + link.search);
    expectError(await signInWith(newEmail, 'takeover-password'), 'auth.invalid_credentials');
    expect((await signInWith(newEmail, TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the administrator role', () => {
  const administratorRole = async () =>
    (
      (await call('GET', '/admin/roles', admin)).json().data as { id: number; name: string; abilities: string[] }[]
    ).find((role) => role.name === 'administrator')!;

  it('keeps every ability: a change that drops one is refused; its title may change', async () => {
    const role = await administratorRole();
    const res = await call('PUT', `/admin/roles/${role.id}`, admin, {
      title: role.name,
      abilities: ['manage-users', 'manage-courses'],
    });
    expectError(res, 'users.administrator_role_fixed');
    expect(res.json().error).toBe(
      'The administrator role always holds every ability, so its abilities cannot be changed.',
    );
    expect((await administratorRole()).abilities).toEqual(role.abilities);
    expect((await call('GET', '/admin/users', admin)).statusCode).toBe(200);

    const renamed = await call('PUT', `/admin/roles/${role.id}`, admin, { title: 'Admins', abilities: role.abilities });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('stays with the last administrator who is not suspended; another administrator can leave it', async () => {
    const listed = (await call('GET', '/admin/users?filter[role]=administrator&per_page=100', admin)).json().data as {
      id: number;
    }[];
    const others = listed.map((row) => row.id).filter((id) => id !== admin.id);
    expect(others.length).toBeGreaterThan(0);
    // The seeded administrator steps down (allowed while another holds the role); one more is suspended.
    for (const id of others.slice(1))
      expect((await call('PUT', `/admin/users/${id}/roles`, admin, { roles: ['user'] })).statusCode).toBe(200);
    const suspended = others[0]!;
    await call('POST', `/admin/users/${suspended}/suspend`, admin, { reason: 'Away' });

    const res = await call('PUT', `/admin/users/${admin.id}/roles`, admin, { roles: ['user'] });
    expectError(res, 'users.last_administrator');
    expect(res.json().error).toBe(translate('en', 'errors.users.last_administrator'));
    expect((await userOf(admin.id)).roles.map((role: { name: string }) => role.name)).toEqual(['administrator']);
    expect((await call('GET', '/admin/users', admin)).statusCode).toBe(200);

    // With another active administrator, leaving the role is fine.
    await call('POST', `/admin/users/${suspended}/unsuspend`, admin);
    const left = await call('PUT', `/admin/users/${admin.id}/roles`, admin, { roles: ['user', 'administrator'] });
    expect(left.statusCode).toBe(200);
    const successor = await createTestUser(testApp, { roles: ['administrator'] });
    const steppedDown = await call('PUT', `/admin/users/${successor.id}/roles`, successor, { roles: ['user'] });
    expect(steppedDown.statusCode, steppedDown.body).toBe(200);
  });
});
