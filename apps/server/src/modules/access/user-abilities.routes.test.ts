import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents, translate } from '@golf/contracts';
import { createMemoryFanout, type FanoutMessage } from '../../realtime/fanout';
import { createTestApp } from '../../../test/app';
import { createTestUser, type TestUser } from '../../../test/users';
import { refuseActivityLog } from '../../../test/activity-log-fault';
import { expectError } from '../../../test/errors';

const fanout = createMemoryFanout();
const published: FanoutMessage[] = [];
fanout.subscribe((message) => published.push(message));
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const admin = await createTestUser(testApp, { roles: ['administrator'] });
/** Staff who manage users but are not administrators. */
const staff = await createTestUser(testApp, { roles: [], abilities: ['access-backoffice', 'manage-users'] });

const call = (method: 'GET' | 'PUT', url: string, headers: TestUser['headers'] = admin.headers, payload?: object) =>
  app.inject({ method, url, headers, payload });
const setAbilities = (userId: number, abilities: string[], headers = admin.headers) =>
  call('PUT', `/api/v1/admin/users/${userId}/abilities`, headers, { abilities });
const ownAbilities = async (user: TestUser) =>
  ((await call('GET', '/api/v1/users/me/abilities', user.headers)).json().data as { name: string }[])
    .map((ability) => ability.name)
    .sort();
const logged = async (userId: number) =>
  (
    await call('GET', `/api/v1/admin/activity-logs?filter[event]=users.abilities_changed&filter[subject_id]=${userId}`)
  ).json().data as unknown[];

describe('PUT /admin/users/:id/abilities', () => {
  it("grants a player back-office access and one section: that section's API answers, another is 403", async () => {
    const player = await createTestUser(testApp);
    expect((await call('GET', '/api/v1/admin/profanities', player.headers)).statusCode).toBe(403);
    published.length = 0;

    const res = await setAbilities(player.id, ['manage-profanities', 'access-backoffice', 'manage-profanities']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.abilities).toEqual(['access-backoffice', 'manage-profanities']);
    expect(
      (res.json().data.effective_abilities as { name: string; entity_id: unknown; entity_type: unknown }[])
        .filter((ability) => ability.entity_type === null)
        .map((ability) => ability.name)
        .sort(),
    ).toEqual(['access-backoffice', 'manage-profanities']);
    // The back-office loads the user with its direct grants next to its roles.
    const loaded = (await call('GET', `/api/v1/admin/users/${player.id}`)).json().data;
    expect(loaded.abilities).toEqual(['access-backoffice', 'manage-profanities']);
    expect(loaded.roles.map((role: { name: string }) => role.name)).toEqual(['user']);

    expect((await call('GET', '/api/v1/admin/profanities', player.headers)).statusCode).toBe(200);
    expectError(await call('GET', '/api/v1/admin/users', player.headers), 'auth.insufficient_permissions');
    expect(await ownAbilities(player)).toEqual(['access-backoffice', 'manage-profanities']);

    // The player's client hears of it on its private channel, with the new list, after the commit.
    const told = () =>
      published
        .filter((m) => m.channel === realtimeChannels.user(player.id) && m.event === serverEvents.abilitiesUpdated)
        .map((m) => (JSON.parse(m.data) as { abilities: { name: string }[] }).abilities.map((a) => a.name).sort());
    await expect.poll(told).toEqual([['access-backoffice', 'manage-profanities']]);

    expect(await logged(player.id)).toMatchObject([
      { actor_id: admin.id, properties: { before: [], after: ['access-backoffice', 'manage-profanities'] } },
    ]);

    // An empty list takes the direct grants away again; the role's abilities were never touched.
    const cleared = await setAbilities(player.id, []);
    expect(cleared.json().data.abilities).toEqual([]);
    expectError(await call('GET', '/api/v1/admin/profanities', player.headers), 'auth.insufficient_permissions');
    expect(await ownAbilities(player)).toEqual([]);
  });

  it('is for administrators only: staff with manage-users get the role route’s 403 and nothing changes', async () => {
    const player = await createTestUser(testApp);
    const res = await setAbilities(player.id, ['access-backoffice'], staff.headers);
    expectError(res, 'auth.insufficient_permissions');
    expect(await ownAbilities(player)).toEqual([]);
    expect(await logged(player.id)).toEqual([]);
  });

  it("never on the caller's own account (1510), not even an administrator's", async () => {
    const res = await setAbilities(admin.id, ['access-backoffice']);
    expectError(res, 'users.cannot_act_on_self');
    expect((await call('GET', `/api/v1/admin/users/${admin.id}`)).json().data.abilities).toEqual([]);
  });

  it('answers 422 on abilities for a name that is not a global ability, and changes nothing', async () => {
    const player = await createTestUser(testApp, { roles: ['user'] });
    const res = await setAbilities(player.id, ['access-backoffice', 'launch-rockets']);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ abilities: [translate('en', 'validation.in', { attribute: 'abilities' })] });
    expect(await ownAbilities(player)).toEqual([]);
  });

  it('answers 404 for a user that does not exist', async () => {
    expectError(await setAbilities(99_999_999, ['access-backoffice']), 'general.not_found');
  });

  it('changes nothing when its log entry cannot be written, and goes through once the log is back', async () => {
    const player = await createTestUser(testApp);
    const change = ['access-backoffice', 'view-reports'];
    const lift = await refuseActivityLog(testApp.database.db, 'users.abilities_changed', player.id);
    try {
      expect((await setAbilities(player.id, change)).statusCode).toBe(500);
    } finally {
      await lift();
    }
    expect((await call('GET', `/api/v1/admin/users/${player.id}`)).json().data.abilities).toEqual([]);
    expect(await ownAbilities(player)).toEqual([]);
    expect(await logged(player.id)).toEqual([]);

    expect((await setAbilities(player.id, change)).json().data.abilities).toEqual(change);
    expect(await ownAbilities(player)).toEqual(change);
    expect(await logged(player.id)).toHaveLength(1);
  });
});
