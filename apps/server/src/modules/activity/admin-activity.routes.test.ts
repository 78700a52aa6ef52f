import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { createTestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const admin = await createTestUser(testApp, { roles: ['administrator'] });

interface Entry {
  id: number;
  event: string;
  actor_id: number | null;
  subject_id: number | null;
  ip_address: string | null;
}
const search = async (term: string, subjectId?: number) => {
  const subject = subjectId === undefined ? '' : `&filter[subject_id]=${subjectId}`;
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/admin/activity-logs?search=${encodeURIComponent(term)}${subject}&per_page=100`,
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  const { data, meta } = response.json() as { data: Entry[]; meta: { total: number } };
  return { data, total: meta.total };
};

describe('activity log search', () => {
  it("finds an entry by its event's key, its actor's display name or e-mail, and its IP address, and counts what it finds", async () => {
    const player = await createTestUser(testApp);
    const updated = await app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${player.id}`,
      headers: admin.headers,
      payload: { first_name: 'Searchable' },
    });
    expect(updated.statusCode).toBe(200);
    const [entry] = (await search('users.updated', player.id)).data;
    expect(entry).toMatchObject({ event: 'users.updated', actor_id: admin.id, subject_id: player.id });
    expect(entry!.ip_address).toBeTruthy();

    for (const term of [admin.displayName, admin.email.toUpperCase(), entry!.ip_address!]) {
      const found = await search(term, player.id);
      expect(found.data.map((row) => row.id)).toEqual([entry!.id]);
      // The count joins the actor as the page does (without the join it cannot evaluate the search).
      expect(found.total).toBe(1);
    }
    // The subject is not what is searched: the player did nothing.
    expect(await search(player.displayName, player.id)).toEqual({ data: [], total: 0 });
  });
});
