import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser, openSession, TEST_PASSWORD } from '../../../test/users';
import { staffHelpers } from '../../../test/identity';

const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false' } });
const { app } = testApp;
const admin = await createTestUser(testApp, { roles: ['administrator'] });
const ORIGIN = testApp.config.server.appUrl;
const { call, entries, signIn, withLogRefused } = staffHelpers(testApp, admin);

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

    // Its holder is told why (decision 0124; auth/session-ended.routes.test.ts).
    const ended = { params: { reason: 'Abusive chat' } };
    expectError(await call('GET', '/api/v1/users/me', player.headers), 'users.session_ended_suspended', ended);
    expectError(await call('GET', '/api/v1/users/me', secondDevice), 'users.session_ended_suspended', ended);
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
    const ended = { params: { reason: 'Cheating' } };
    expectError(await call('GET', '/api/v1/users/me', player.headers), 'users.session_ended_suspended', ended);
    expectError(await call('GET', '/api/v1/users/me', secondDevice), 'users.session_ended_suspended', ended);
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
