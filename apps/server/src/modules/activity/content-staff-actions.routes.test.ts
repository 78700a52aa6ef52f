import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createRound, demoCourses } from '../../../test/golf';
import { createTestUser, type TestUser } from '../../../test/users';

const testApp = await createTestApp();
const { app } = testApp;
const { regular } = await demoCourses(testApp);
// Content staff who may also read the activity log (manage-users).
const staff = await createTestUser(testApp, {
  roles: [],
  abilities: ['access-backoffice', 'manage-courses', 'manage-hardware', 'manage-faq', 'manage-users'],
});
let n = 0;
const unique = (base: string) => `${base}-${(n += 1)}-${Date.now()}`;

interface Entry {
  event: string;
  actor_id: number | null;
  subject_type: string | null;
  subject_id: number | null;
  ip_address: string | null;
  properties: Record<string, unknown>;
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, by: TestUser = staff) =>
  app.inject({ method, url: `/api/v1${url}`, headers: by.headers, ...(payload ? { payload } : {}) });

/** The log's entries of one event about one subject. */
async function entriesAbout(event: string, subject: { type: string; id: number }): Promise<Entry[]> {
  const response = await call(
    'GET',
    `/admin/activity-logs?filter[event]=${event}&filter[subject_type]=${subject.type}&per_page=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as Entry[]).filter((entry) => entry.subject_id === subject.id);
}

/** The one entry of an event about a subject, by the staff member, from their request. */
async function entryOf(event: string, subject: { type: string; id: number }) {
  const found = await entriesAbout(event, subject);
  expect(found, `${event} about ${subject.type} #${subject.id}`).toHaveLength(1);
  expect(found[0]).toMatchObject({ actor_id: staff.id, subject_type: subject.type, subject_id: subject.id });
  expect(found[0]!.ip_address).toBeTruthy();
  return found[0]!.properties;
}

/** A course's definition, exported from its detail reply, under a new in_game_id and title. */
async function exported(courseId: number, inGameId: string, title: string) {
  const course = (await call('GET', `/courses/${courseId}`)).json().data as {
    category: string;
    course_type: number;
    tees: { teeing_type: number; course_rating: number; slope_rating: number }[];
    holes: unknown[];
  };
  return {
    in_game_id: inGameId,
    title,
    category: course.category,
    course_type: course.course_type,
    tees: course.tees.map(({ teeing_type, course_rating, slope_rating }) => ({
      teeing_type,
      course_rating,
      slope_rating,
    })),
    holes: course.holes,
  };
}

describe('content actions by staff are in the activity log', () => {
  it('courses: add and delete; a refused delete leaves no entry', async () => {
    const inGameId = unique('logged-course');
    const title = unique('Logged course');
    const added = await call('POST', '/admin/courses', await exported(regular[0]!.id, inGameId, title));
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as number;
    expect(await entryOf('courses.created', { type: 'course', id })).toMatchObject({
      before: null,
      after: { in_game_id: inGameId, title },
    });

    // Played on: the delete is refused, and nothing is logged.
    const host = await createTestUser(testApp);
    await createRound(testApp, host, { title: 'On the logged course', game_mode: 20, course_id: regular[1]!.id });
    expectError(await call('DELETE', `/admin/courses/${regular[1]!.id}`), 'content.course_has_rounds', {
      params: { rounds: 1 },
    });
    expect(await entriesAbout('courses.deleted', { type: 'course', id: regular[1]!.id })).toEqual([]);

    expect((await call('DELETE', `/admin/courses/${id}`)).statusCode).toBe(204);
    expect(await entryOf('courses.deleted', { type: 'course', id })).toMatchObject({
      before: { id, inGameId, title },
      after: null,
    });
  });

  it('hardware devices: add and edit, with the values before and after', async () => {
    const version = unique('Logged Sim');
    const added = await call('POST', '/admin/hardware', { title: 'Logged sim', hardware_version: version });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as number;
    const edited = await call('PATCH', `/admin/hardware/${id}`, { title: 'Logged sim (bay 2)' });
    expect(edited.statusCode, edited.body).toBe(200);

    const subject = { type: 'hardware_device', id };
    expect(await entryOf('hardware_devices.created', subject)).toMatchObject({
      before: null,
      after: { id, title: 'Logged sim', hardware_version: version },
    });
    expect(await entryOf('hardware_devices.updated', subject)).toMatchObject({
      before: { title: 'Logged sim' },
      after: { title: 'Logged sim (bay 2)', hardware_version: version },
    });

    // A taken version is refused, and the refusal is not logged as a change.
    const other = await call('POST', '/admin/hardware', { title: 'Other', hardware_version: unique('Other Sim') });
    const otherId = other.json().data.id as number;
    expectError(
      await call('PATCH', `/admin/hardware/${otherId}`, { hardware_version: version.toUpperCase() }),
      'content.hardware_version_taken',
      { params: { version: version.toUpperCase() } },
    );
    expect(await entriesAbout('hardware_devices.updated', { type: 'hardware_device', id: otherId })).toEqual([]);
  });

  it('FAQ entries: add, edit and delete', async () => {
    const question = unique('Logged question?');
    const added = await call('POST', '/admin/faq', { question_en: question, answer_en: 'Yes.' });
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data.id as number;
    const edited = await call('PATCH', `/admin/faq/${id}`, {
      answer_en: 'No.',
      question_sv: 'Fråga?',
      answer_sv: 'Nej.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('DELETE', `/admin/faq/${id}`)).statusCode).toBe(204);

    const subject = { type: 'faq_entry', id };
    expect(await entryOf('faq_entries.created', subject)).toMatchObject({
      before: null,
      after: { id, question_en: question, answer_en: 'Yes.' },
    });
    expect(await entryOf('faq_entries.updated', subject)).toMatchObject({
      before: { answer_en: 'Yes.', answer_sv: null },
      after: { answer_en: 'No.', question_sv: 'Fråga?', answer_sv: 'Nej.' },
    });
    expect(await entryOf('faq_entries.deleted', subject)).toMatchObject({
      before: { question_en: question, answer_en: 'No.' },
      after: null,
    });
  });
});
