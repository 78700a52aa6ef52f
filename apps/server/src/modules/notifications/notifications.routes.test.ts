import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents, type Notification } from '@golf/contracts';
import { users } from '../../db/schema';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser, type TestUser } from '../../../test/users';

const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout });
const { app } = testApp;
const staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-users'] });

const send = (payload: object, headers = staff.headers) =>
  app.inject({ method: 'POST', url: '/api/v1/admin/notifications', headers, payload });
const list = (user: TestUser, query = '', locale = 'en') =>
  app.inject({
    method: 'GET',
    url: `/api/v1/users/me/notifications${query}`,
    headers: { ...user.headers, 'accept-language': locale },
  });
const unreadCount = async (user: TestUser) => (await list(user, '?read=0&per_page=1')).json().meta.total as number;
const markRead = (user: TestUser, id: number | string) =>
  app.inject({ method: 'PATCH', url: `/api/v1/users/me/notifications/${id}/read`, headers: user.headers });

const message = (en: string, sv?: string) => ({
  title: { en: `${en} title`, ...(sv ? { sv: `${sv} rubrik` } : {}) },
  body: { en: `${en} body`, ...(sv ? { sv: `${sv} text` } : {}) },
});

async function sendTo(user: TestUser, en: string, sv?: string): Promise<void> {
  const res = await send({ user_id: user.id, ...message(en, sv) });
  expect(res.statusCode).toBe(201);
  expect(res.json().data).toEqual({ recipients: 1 });
}

describe('notifications: reading and marking', () => {
  it('lists newest first with the text, counts unread with page size 1, marks one and then all read', async () => {
    const player = await createTestUser(testApp);
    expect((await list(player)).json()).toMatchObject({ data: [], meta: { total: 0 } });

    await sendTo(player, 'First');
    await sendTo(player, 'Second');
    await sendTo(player, 'Third');
    const all = (await list(player)).json();
    expect(all.meta.total).toBe(3);
    expect(all.data.map((n: Notification) => n.title)).toEqual(['Third title', 'Second title', 'First title']);
    expect(all.data[0]).toMatchObject({
      type: 'system',
      body: 'Third body',
      read_at: null,
      data: { notification_type: 'system', title: { en: 'Third title' } },
    });
    expect(await unreadCount(player)).toBe(3);
    const onePerPage = (await list(player, '?read=0&per_page=1')).json();
    expect(onePerPage.data).toHaveLength(1);

    const read = await markRead(player, all.data[1].id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.read_at).toEqual(expect.any(String));
    expect(await unreadCount(player)).toBe(2);
    expect((await list(player, '?read=1')).json().data.map((n: Notification) => n.id)).toEqual([all.data[1].id]);
    // Reading it again keeps the first read time.
    expect((await markRead(player, all.data[1].id)).json().data.read_at).toBe(read.json().data.read_at);

    const allRead = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/notifications/all/read',
      headers: player.headers,
    });
    expect(allRead.statusCode).toBe(204);
    expect(await unreadCount(player)).toBe(0);
    expect((await list(player, '?read=1')).json().meta.total).toBe(3);
  });

  it("never shows or marks another user's notifications", async () => {
    const owner = await createTestUser(testApp);
    const other = await createTestUser(testApp);
    await sendTo(owner, 'Private');
    const [mine] = (await list(owner)).json().data as Notification[];
    expect((await list(other)).json().meta.total).toBe(0);
    expectError(await markRead(other, mine!.id), 'general.not_found');
    await app.inject({ method: 'PATCH', url: '/api/v1/users/me/notifications/all/read', headers: other.headers });
    expect(await unreadCount(owner)).toBe(1);
  });

  it('refuses anonymous callers and bad parameters', async () => {
    const player = await createTestUser(testApp);
    expectError(await app.inject({ method: 'GET', url: '/api/v1/users/me/notifications' }), 'auth.unauthorized');
    expectError(await list(player, '?read=yes'), 'general.validation_failed');
    expectError(await markRead(player, 'abc'), 'general.validation_failed');
  });
});

describe('notifications: language', () => {
  it("lists in the caller's language, English where Swedish is missing", async () => {
    const player = await createTestUser(testApp);
    await sendTo(player, 'Both', 'Båda');
    await sendTo(player, 'Only English');
    const [englishOnly, both] = (await list(player, '', 'sv')).json().data as Notification[];
    expect(both).toMatchObject({ title: 'Båda rubrik', body: 'Båda text' });
    expect(englishOnly).toMatchObject({ title: 'Only English title', body: 'Only English body' });
    expect((await list(player, '', 'en')).json().data[1]).toMatchObject({ title: 'Both title' });
  });

  it("sends the live event in the recipient's own language setting", async () => {
    const player = await createTestUser(testApp);
    await testApp.database.db.update(users).set({ locale: 'sv' }).where(eq(users.id, player.id));
    await sendTo(player, 'Event', 'Händelse');
    expect(fanout.events(realtimeChannels.user(player.id))[0]?.payload).toMatchObject({ title: 'Händelse rubrik' });
  });
});

describe('notifications: real-time', () => {
  it("sends notification.created with the notification to the recipient's private channel", async () => {
    const player = await createTestUser(testApp);
    await sendTo(player, 'Live');
    const events = fanout.events(realtimeChannels.user(player.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      event: serverEvents.notificationCreated,
      payload: { type: 'system', title: 'Live title', body: 'Live body', read_at: null },
    });
    const [stored] = (await list(player)).json().data as Notification[];
    expect((events[0]!.payload as Notification).id).toBe(stored!.id);
  });
});

describe('admin: system notifications', () => {
  it('sends to every user at once, each with their own copy and event', async () => {
    const a = await createTestUser(testApp);
    const b = await createTestUser(testApp);
    const res = await send(message('Maintenance'));
    expect(res.statusCode, res.body).toBe(201);
    const total = await testApp.database.db.$count(users);
    expect(res.json().data.recipients).toBe(total);
    for (const user of [a, b, staff]) {
      const [latest] = (await list(user)).json().data as Notification[];
      expect(latest?.title).toBe('Maintenance title');
      expect(fanout.events(realtimeChannels.user(user.id)).at(-1)?.event).toBe(serverEvents.notificationCreated);
    }
  });

  it('validates the text and the recipient, and needs manage-users', async () => {
    const player = await createTestUser(testApp);
    expectError(await send({ title: { en: '' }, body: { en: 'x' } }), 'general.validation_failed');
    expectError(await send({ title: { en: 'x' } }), 'general.validation_failed');
    const nobody = await send({ user_id: 99_999_999, ...message('Nobody') });
    expectError(nobody, 'general.validation_failed');
    // The catalogue's text, never the raw key "validation.exists".
    expect(nobody.json().errors).toEqual({ user_id: ['The selected user is invalid.'] });
    expectError(await send(message('Nope'), player.headers), 'auth.insufficient_permissions');
    const other = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-courses'] });
    expectError(await send(message('Nope'), other.headers), 'auth.insufficient_permissions');
  });
});
