import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';
import { refuseActivityLog } from '../../../test/activity-log-fault';

const testApp = await createTestApp();
const { app } = testApp;
const admin = await createTestUser(testApp, { roles: ['administrator'] });

const call = (method: 'GET' | 'PUT', url: string, headers = admin.headers, payload?: object) =>
  app.inject({ method, url, headers, payload });

describe('PUT /admin/roles/:id atomicity', () => {
  it('changes nothing a role grants when its log entry cannot be written', async () => {
    const player = await createTestUser(testApp);
    const roles = (await call('GET', '/api/v1/admin/roles')).json().data as { id: number; name: string }[];
    const userRole = roles.find((role) => role.name === 'user')!;
    const before = (await call('GET', `/api/v1/admin/roles/${userRole.id}`)).json().data;
    const change = { title: 'Player', abilities: ['view-reports'] };

    // roles.updated is about a role, so its entry has no subject user.
    const lift = await refuseActivityLog(testApp.database.db, 'roles.updated', null);
    try {
      expect((await call('PUT', `/api/v1/admin/roles/${userRole.id}`, admin.headers, change)).statusCode).toBe(500);
    } finally {
      await lift();
    }
    expect((await call('GET', `/api/v1/admin/roles/${userRole.id}`)).json().data).toEqual(before);
    expect((await call('GET', '/api/v1/users/me/abilities', player.headers)).json().data).toEqual([]);
    const logged = async () =>
      (await call('GET', '/api/v1/admin/activity-logs?filter[event]=roles.updated')).json().data as unknown[];
    expect(await logged()).toEqual([]);

    // Once the log is back the same change goes through, with its entry.
    const updated = await call('PUT', `/api/v1/admin/roles/${userRole.id}`, admin.headers, change);
    expect(updated.json().data).toMatchObject(change);
    expect((await call('GET', '/api/v1/users/me/abilities', player.headers)).json().data).toEqual([
      { name: 'view-reports', entity_id: null, entity_type: null },
    ]);
    expect(await logged()).toMatchObject([
      { actor_id: admin.id, properties: { role: 'user', before: before.abilities, after: ['view-reports'] } },
    ]);
  });
});
