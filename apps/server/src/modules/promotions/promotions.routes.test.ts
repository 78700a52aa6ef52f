import { beforeAll, describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { createTestApp } from '../../../test/app';
import { staffActionsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createTestUser, type TestUser } from '../../../test/users';

const DAY = 24 * 3600 * 1000;
let now = Date.parse('2026-06-01T12:00:00Z');
const testApp = await createTestApp({ clock: () => now });
const { app } = testApp;
const BASE = '/api/v1/admin/promotions';
const COVER = '/files/images/' + 'c'.repeat(64) + '.png';

let staff: TestUser;
beforeAll(async () => {
  staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-promotions'] });
});

const call = (method: HTTPMethods, url: string, payload?: object, user: TestUser = staff) =>
  app.inject({ method, url, payload, headers: user.headers });

async function add(body: object) {
  const res = await call('POST', BASE, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; positions: { position: number; order: number }[] };
}

const shownAt = async (position: number, language = 'en') => {
  const res = await app.inject({
    url: `/api/v1/promotions?position=${position}`,
    headers: { 'accept-language': language },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; title: string; cover_image: string | null; link: string | null }[];
};

describe('promotions', () => {
  it('are shown at their positions while active and inside their dates, in order, in the caller’s language', async () => {
    const spring = await add({
      name: 'Spring sale',
      title: { en: 'Spring sale', sv: 'Vårrea' },
      cover_image: COVER,
      link: '/store',
      active: true,
      positions: [
        { position: 10, order: 2 },
        { position: 30, order: 1 },
        { position: 90, order: 1 },
      ],
    });
    const pack = await add({
      name: 'Pack',
      title: { en: 'Championship Pack' },
      link: 'https://example.com/pack',
      active: true,
      starts_at: new Date(now - DAY).toISOString(),
      ends_at: new Date(now + DAY).toISOString(),
      positions: [{ position: 10, order: 1 }],
    });
    await add({ name: 'Off', title: { en: 'Inactive' }, active: false, positions: [{ position: 10, order: 0 }] });
    await add({
      name: 'Later',
      title: { en: 'Not yet' },
      active: true,
      starts_at: new Date(now + DAY).toISOString(),
      positions: [{ position: 10, order: 0 }],
    });

    expect((await shownAt(10)).map((p) => p.title)).toEqual(['Championship Pack', 'Spring sale']);
    expect(await shownAt(30, 'sv')).toEqual([{ id: spring.id, title: 'Vårrea', cover_image: COVER, link: '/store' }]);
    // No Swedish title: English.
    expect((await shownAt(10, 'sv')).map((p) => p.title)).toEqual(['Championship Pack', 'Vårrea']);
    expect((await shownAt(90)).map((p) => p.id)).toEqual([spring.id]);
    expect(await shownAt(50)).toEqual([]);

    // Two days on, the pack's window has closed and "Later" has opened.
    now += 2 * DAY;
    expect((await shownAt(10)).map((p) => p.title)).toEqual(['Not yet', 'Spring sale']);

    // Positions sent replace the old ones; other fields stay.
    const moved = await call('PATCH', `${BASE}/${pack.id}`, { positions: [{ position: 70, order: 0 }], ends_at: null });
    expect(moved.json().data).toMatchObject({
      positions: [{ position: 70, order: 0 }],
      link: 'https://example.com/pack',
    });
    expect((await shownAt(70)).map((p) => p.title)).toEqual(['Championship Pack']);

    const list = (await call('GET', `${BASE}?filter[active]=true`)).json();
    expect(list.data.map((p: { name: string }) => p.name)).toEqual(['Later', 'Pack', 'Spring sale']);
  });

  it('refuses a repeated position, an end before the start, a bad link, cover and position', async () => {
    const repeated = await call('POST', BASE, {
      name: 'x',
      title: { en: 'x' },
      positions: [
        { position: 10, order: 0 },
        { position: 10, order: 1 },
      ],
    });
    expectError(repeated, 'general.validation_failed');
    expect(repeated.json().errors).toEqual({ 'positions.1.position': ['The position field has a duplicate value.'] });

    const backwards = await call('POST', BASE, {
      name: 'x',
      title: { en: 'x' },
      starts_at: '2026-07-02T00:00:00Z',
      ends_at: '2026-07-01T00:00:00Z',
    });
    expectError(backwards, 'general.validation_failed');
    expect(backwards.json().errors).toEqual({ ends_at: ['The end time field must be a date after start time.'] });

    // A PATCH of one date is checked against the stored other.
    const dated = await add({ name: 'd', title: { en: 'd' }, starts_at: '2026-07-02T00:00:00Z' });
    const early = await call('PATCH', `${BASE}/${dated.id}`, { ends_at: '2026-07-01T00:00:00Z' });
    expect(early.json().errors).toEqual({ ends_at: ['The end time field must be a date after start time.'] });

    const bad = await call('POST', BASE, {
      name: 'x',
      title: { en: '' },
      link: 'javascript:alert(1)',
      cover_image: 'http://example.com/a.png',
      positions: [{ position: 15, order: 0 }],
    });
    expectError(bad, 'general.validation_failed');
    expect(Object.keys(bad.json().errors).sort()).toEqual(['cover_image', 'link', 'positions.0.position', 'title.en']);
    expect(bad.json().errors.link).toEqual([
      'The link must be an https:// address or a page of the player app starting with a single "/" (such as /store).',
    ]);

    expectError(await app.inject({ url: '/api/v1/promotions?position=11' }), 'general.validation_failed');
    expectError(await app.inject({ url: '/api/v1/promotions' }), 'general.validation_failed');
    expectError(await call('PATCH', `${BASE}/999999`, { active: true }), 'general.not_found');
  });

  it('answers 401 to anonymous callers and 403 without manage-promotions', async () => {
    const player = await createTestUser(testApp);
    const otherStaff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-game-versions'] });
    const requests: [HTTPMethods, string, object?][] = [
      ['GET', BASE],
      ['GET', `${BASE}/1`],
      ['POST', BASE, { name: 'n', title: { en: 't' } }],
      ['PUT', `${BASE}/1`, { name: 'n', title: { en: 't' } }],
      ['PATCH', `${BASE}/1`, { active: true }],
    ];
    for (const [method, url, payload] of requests) {
      expectError(await app.inject({ method, url, payload }), 'auth.unauthorized');
      for (const user of [player, otherStaff])
        expectError(await call(method, url, payload, user), 'auth.insufficient_permissions');
    }
  });

  it('logs who added and changed a promotion, with before and after', async () => {
    const promotion = await add({ name: 'Logged', title: { en: 'Logged' }, positions: [{ position: 10, order: 1 }] });
    expect((await call('PATCH', `${BASE}/${promotion.id}`, { active: true })).statusCode).toBe(200);
    const subject = { type: 'promotion', id: promotion.id };
    expect(await staffActionsOf(testApp, 'promotions.created', subject)).toMatchObject([
      { actor_id: staff.id, properties: { before: null, after: { name: 'Logged', active: false } } },
    ]);
    expect(await staffActionsOf(testApp, 'promotions.updated', subject)).toMatchObject([
      { actor_id: staff.id, properties: { before: { active: false }, after: { active: true } } },
    ]);
  });
});
