import { describe, expect, it } from 'vitest';
import { RECORD_ID_MAX, recordId, recordIdBody } from '@golf/contracts';
import { z } from 'zod';
import { createTestApp } from '../../test/app';
import { expectError } from '../../test/errors';
import { createRound, demoCourses } from '../../test/golf';
import { createTestUser } from '../../test/users';
import { issueToMessage, renderFieldMessage } from './validation-messages';

/** The English field message a value gets, as the error handler would render it ("" when it is valid). */
const messageFor = (schema: z.ZodType, value: unknown): string => {
  const input = { id: value };
  const result = z.object({ id: schema }).safeParse(input);
  if (result.success) return '';
  expect(result.error.issues).toHaveLength(1);
  return renderFieldMessage('en', issueToMessage(result.error.issues[0]!, input));
};

const notInteger = 'The id field must be an integer.';
const tooLarge = 'The id field must not be greater than 2,147,483,647.';
const tooSmall = 'The id field must be at least 1.';

describe('recordId (path and query)', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', RECORD_ID_MAX],
  ])('reads %s as %i', (value, expected) => {
    expect(recordId.parse(value)).toBe(expected);
  });

  it.each([
    ['0x1', notInteger],
    ['0X1', notInteger],
    ['1e0', notInteger],
    ['0b1', notInteger],
    ['0o1', notInteger],
    [' 1', notInteger],
    ['1 ', notInteger],
    ['+1', notInteger],
    ['01', notInteger],
    ['1.0', notInteger],
    ['1.5', notInteger],
    ['Infinity', notInteger],
    ['', notInteger],
    ['0', tooSmall],
    ['-1', tooSmall],
    ['2147483648', tooLarge],
    ['9007199254740993', tooLarge],
    ['9'.repeat(400), tooLarge],
  ])('refuses %j: %s', (value, message) => {
    expect(messageFor(recordId, value)).toBe(message);
  });

  it('is optional only where the schema says so', () => {
    expect(z.object({ id: recordId.optional() }).parse({})).toEqual({});
    expect(messageFor(recordId, undefined)).toBe('The id field is required.');
  });

  it('is an integer from 1 to 2147483647 in JSON Schema, whichever way it is read', () => {
    const expected = { type: 'integer', minimum: 1, maximum: RECORD_ID_MAX };
    expect(z.toJSONSchema(recordId, { io: 'input' })).toMatchObject(expected);
    expect(z.toJSONSchema(recordId, { io: 'output' })).toMatchObject(expected);
  });
});

describe('recordIdBody (JSON)', () => {
  it('takes an integer number in 1..2147483647 and nothing else', () => {
    expect(recordIdBody.parse(1)).toBe(1);
    expect(recordIdBody.parse(RECORD_ID_MAX)).toBe(RECORD_ID_MAX);
    expect(messageFor(recordIdBody, '1')).toBe('The id field must be a number.');
    expect(messageFor(recordIdBody, 1.5)).toBe(notInteger);
    expect(messageFor(recordIdBody, 0)).toBe(tooSmall);
    expect(messageFor(recordIdBody, RECORD_ID_MAX + 1)).toBe(tooLarge);
  });
});

const testApp = await createTestApp();
const { app } = testApp;
const { regular } = await demoCourses(testApp);

describe('record ids over HTTP', () => {
  it('serves a round by its plain decimal id and refuses every other spelling of it as a 422 on id', async () => {
    const host = await createTestUser(testApp);
    const round = await createRound(testApp, host, { title: 'Ids', game_mode: 20, course_id: regular[0]!.id });
    const get = (id: string) => app.inject({ url: `/api/v1/rounds/${id}`, headers: host.headers });

    const plain = await get(String(round.id));
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data.id).toBe(round.id);

    const spellings = ['0x1', '1e0', '0b1', '%201', `0x${round.id.toString(16)}`, `${round.id}e0`, `0${round.id}`];
    for (const spelling of spellings) {
      const res = await get(spelling);
      expectError(res, 'general.validation_failed');
      expect(res.json().errors, spelling).toEqual({ id: [notInteger] });
    }
  });

  it('refuses an id past PostgreSQL integer as a validation error, not "larger than the platform can store"', async () => {
    const user = await createTestUser(testApp);
    for (const id of ['2147483648', '9007199254740991']) {
      const res = await app.inject({ url: `/api/v1/rounds/${id}`, headers: user.headers });
      expectError(res, 'general.validation_failed');
      expect(res.json().errors).toEqual({ id: [tooLarge] });
    }
    const sv = await app.inject({
      url: '/api/v1/rounds/2147483648',
      headers: { ...user.headers, 'accept-language': 'sv' },
    });
    expect(sv.json().errors).toEqual({ id: ['Fältet id får inte vara större än 2\u00a0147\u00a0483\u00a0647.'] });
    // The largest id is valid and simply names no round.
    expectError(
      await app.inject({ url: `/api/v1/rounds/${RECORD_ID_MAX}`, headers: user.headers }),
      'rounds.unavailable',
    );
  });

  it('refuses an id of 0 as "at least 1" in a query', async () => {
    const user = await createTestUser(testApp);
    const res = await app.inject({ url: '/api/v1/users/me/statistics?course_id=0', headers: user.headers });
    expectError(res, 'general.validation_failed');
    expect(res.json().errors).toEqual({ course_id: ['The course id field must be at least 1.'] });
  });

  it('refuses a hex order id before an admin refund acts on anything', async () => {
    const admin = await createTestUser(testApp, { roles: ['administrator'] });
    const res = await app.inject({ method: 'POST', url: '/api/v1/admin/orders/0x4/refund', headers: admin.headers });
    expectError(res, 'general.validation_failed');
    expect(res.json().errors).toEqual({ id: [notInteger] });
  });

  it('refuses a body id past PostgreSQL integer with the field, not a database error', async () => {
    const host = await createTestUser(testApp);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/rounds',
      headers: host.headers,
      payload: { title: 'Too far', game_mode: 20, course_id: RECORD_ID_MAX + 1 },
    });
    expectError(res, 'general.validation_failed');
    expect(res.json().errors).toEqual({ course_id: ['The course id field must not be greater than 2,147,483,647.'] });
  });

  it('shows a round id in the OpenAPI document as an integer from 1 to 2147483647', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    const parameters = doc.paths['/api/v1/rounds/{id}'].get.parameters as Record<string, unknown>[];
    const id = parameters.find((p) => p.name === 'id' && p.in === 'path');
    expect(id).toMatchObject({ required: true, schema: { type: 'integer', minimum: 1, maximum: RECORD_ID_MAX } });
    const statistics = doc.paths['/api/v1/users/me/statistics'].get.parameters as Record<string, unknown>[];
    expect(statistics.find((p) => p.name === 'course_id')).toMatchObject({
      in: 'query',
      schema: { type: 'integer', minimum: 1, maximum: RECORD_ID_MAX },
    });
  });
});
