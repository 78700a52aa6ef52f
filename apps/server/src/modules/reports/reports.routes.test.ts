import { beforeAll, describe, expect, it } from 'vitest';
import { realtimeChannels, serverEvents, type Locale } from '@golf/contracts';
import { createTestApp } from '../../../test/app';
import { staffActionsOf } from '../../../test/economy';
import { expectError } from '../../../test/errors';
import { createRound, demoCourses } from '../../../test/golf';
import { createRecordingFanout } from '../../../test/publisher';
import { createTestUser, type TestUser } from '../../../test/users';

let now = Date.parse('2026-06-01T12:00:00Z');
const fanout = createRecordingFanout();
const testApp = await createTestApp({ fanout, clock: () => now });
const { app } = testApp;

const report = (user: TestUser, payload: object, locale?: Locale) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/reports',
    payload,
    headers: { ...user.headers, ...(locale ? { 'accept-language': locale } : {}) },
  });
const admin = (user: TestUser, method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url: `/api/v1/admin${url}`, headers: user.headers });

let staff: TestUser;
let reporter: TestUser;
let offender: TestUser;
beforeAll(async () => {
  staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'view-reports'] });
  reporter = await createTestUser(testApp);
  offender = await createTestUser(testApp);
});

describe('abuse reports', () => {
  it.each(['en', 'sv'] as const)('"Invalid entity type for report" (9003) in %s', async (locale) => {
    expectError(
      await report(reporter, { entity_type: 'tournament', entity_id: 1, type: 20 }, locale),
      'other.invalid_report_entity_type',
      {
        locale,
      },
    );
  });

  it('refuses a thing that does not exist, oneself, and feedback as a report type', async () => {
    expectError(
      await report(reporter, { entity_type: 'user', entity_id: 999_999, type: 20 }),
      'other.report_entity_not_found',
    );
    expectError(await report(reporter, { entity_type: 'user', entity_id: reporter.id, type: 20 }), 'other.report_self');
    expectError(
      await report(reporter, { entity_type: 'user', entity_id: offender.id, type: 10 }),
      'general.validation_failed',
    );
  });

  it('files a report once per reporter, thing and day; staff resolve it once and the reporter is told', async () => {
    const filed = await report(reporter, { entity_type: 'user', entity_id: offender.id, type: 20, message: 'Rude' });
    expect(filed.statusCode, filed.body).toBe(201);
    const { id } = filed.json().data as { id: number };
    expectError(
      await report(reporter, { entity_type: 'user', entity_id: offender.id, type: 40 }),
      'other.report_already_filed',
    );
    // Another reporter may report the same thing.
    const other = await createTestUser(testApp);
    expect((await report(other, { entity_type: 'user', entity_id: offender.id, type: 20 })).statusCode).toBe(201);

    const list = await admin(staff, 'GET', '/reports?filter[status]=10&filter[type]=20');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((r: { id: number }) => r.id)).toContain(id);
    const detail = (await admin(staff, 'GET', `/reports/${id}`)).json().data;
    expect(detail).toMatchObject({
      entity_type: 'user',
      reporter_id: reporter.id,
      reported_user_id: offender.id,
      message: 'Rude',
      content: { title: offender.displayName, author_id: offender.id, can_hide: false },
    });

    expectError(await admin(staff, 'POST', `/reports/${id}/hide`), 'other.report_cannot_hide');
    const resolved = await admin(staff, 'POST', `/reports/${id}/resolve`);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({ status: 20, handled_by: staff.id });
    expectError(await admin(staff, 'POST', `/reports/${id}/dismiss`), 'other.report_already_handled');
    expect(await staffActionsOf(testApp, 'reports.resolved', { type: 'report', id })).toHaveLength(1);

    const told = fanout
      .events(realtimeChannels.user(reporter.id))
      .filter((e) => e.event === serverEvents.notificationCreated)
      .map((e) => e.payload as { type: string; body: string });
    expect(told).toMatchObject([
      {
        type: 'report_handled',
        body: `Thank you for your report #${id}. Our staff have looked at it: action was taken.`,
      },
    ]);

    // A new UTC day: the same thing may be reported again.
    now += 24 * 3600 * 1000;
    expect((await report(reporter, { entity_type: 'user', entity_id: offender.id, type: 20 })).statusCode).toBe(201);
  });

  it('reports a round with its host as the reported user; dismissing tells the reporter in Swedish', async () => {
    const { regular } = await demoCourses(testApp);
    const round = await createRound(testApp, offender, {
      title: 'Spam round',
      game_mode: 20,
      course_id: regular[0]!.id,
    });
    const swede = await createTestUser(testApp);
    await app.inject({ method: 'PATCH', url: '/api/v1/users/me', headers: swede.headers, payload: { locale: 'sv' } });
    const filed = await report(swede, { entity_type: 'round', entity_id: round.id, type: 40 });
    expect(filed.statusCode, filed.body).toBe(201);
    const { id } = filed.json().data as { id: number };
    const detail = (await admin(staff, 'GET', `/reports/${id}`)).json().data;
    expect(detail).toMatchObject({ reported_user_id: offender.id, content: { title: 'Spam round' } });
    expect((await admin(staff, 'POST', `/reports/${id}/dismiss`)).json().data.status).toBe(30);
    const bell = await app.inject({
      url: '/api/v1/users/me/notifications',
      headers: { ...swede.headers, 'accept-language': 'sv' },
    });
    expect(bell.json().data[0]).toMatchObject({ type: 'report_handled', title: 'Anmälan hanterad' });
    expect(bell.json().data[0].body).toContain('inga regler bröts');
  });

  it('only staff with view-reports read and handle reports; players need to sign in to report', async () => {
    const other = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-clubs'] });
    for (const user of [reporter, other]) {
      expectError(await admin(user, 'GET', '/reports'), 'auth.insufficient_permissions');
      expectError(await admin(user, 'POST', '/reports/1/resolve'), 'auth.insufficient_permissions');
      expectError(await admin(user, 'GET', '/feedback'), 'auth.insufficient_permissions');
    }
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/v1/reports',
        payload: { entity_type: 'user', entity_id: 1, type: 20 },
      }),
      'auth.unauthorized',
    );
    expectError(await admin(staff, 'GET', '/reports?filter[status]=99'), 'general.validation_failed');
  });
});

describe('feedback', () => {
  it('is stored with its environment and listed for staff, newest first', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/feedback',
      headers: { ...reporter.headers, 'x-golf-environment': 'game' },
      payload: { message: 'The putting green is too fast.' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expectError(
      await app.inject({
        method: 'POST',
        url: '/api/v1/feedback',
        headers: reporter.headers,
        payload: { message: ' ' },
      }),
      'general.validation_failed',
    );
    const list = (await admin(staff, 'GET', '/feedback')).json().data;
    expect(list[0]).toMatchObject({
      user_id: reporter.id,
      display_name: reporter.displayName,
      message: 'The putting green is too fast.',
      environment: 'game',
    });
  });
});
