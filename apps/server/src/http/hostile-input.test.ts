import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { expectError } from '../../test/errors';
import { createTestUser } from '../../test/users';
import { createErrorLogLimit } from './error-handler';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from './json-body';
import { apiSecurityHeaders } from './security';

/** Every log line the app writes, parsed. */
const logLines: Record<string, unknown>[] = [];
const testApp = await createTestApp({
  env: { LOG_LEVEL: 'info' },
  logStream: { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) },
  prepare: (instance) => {
    instance.get('/api/v1/__test/crash', async () => {
      throw new Error('boom');
    });
  },
});
const { app } = testApp;

const nested = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const signIn = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { 'content-type': 'application/json' },
    payload,
  });

describe('exceedsJsonDepth', () => {
  it('counts brackets outside strings only, without recursion', () => {
    expect(exceedsJsonDepth('[[1]]', 2)).toBe(false);
    expect(exceedsJsonDepth('[[[1]]]', 2)).toBe(true);
    expect(exceedsJsonDepth('{"a":"[[[[[[\\"[["}', 1)).toBe(false);
    expect(exceedsJsonDepth('[{}, [], {"x": 1}]', 2)).toBe(false);
    expect(exceedsJsonDepth('[{}, [], {"x": []}]', 2)).toBe(true);
    expect(exceedsJsonDepth('['.repeat(1_000_000))).toBe(true);
  });
});

describe('a JSON body nested deeper than the limit', () => {
  it('is a 400 general.json_too_deep on any JSON route, signed in or not, with no stack logged', async () => {
    logLines.length = 0;
    // The body: about 7,000 levels overflowed the stack in the null-character check (a 500).
    const deep = await signIn(nested(7_000));
    expectError(deep, 'general.json_too_deep', { params: { limit: MAX_JSON_DEPTH } });
    const arrays = await signIn('['.repeat(100_000) + ']'.repeat(100_000));
    expectError(arrays, 'general.json_too_deep', { params: { limit: MAX_JSON_DEPTH } });
    expect(logLines.some((line) => JSON.stringify(line).includes('stack'))).toBe(false);
    expect(logLines.every((line) => (line.level as number) < 50)).toBe(true);
  });

  it('is accepted at the limit (the route then validates it as usual)', async () => {
    expect((await signIn(nested(MAX_JSON_DEPTH))).json().error_info.key).toBe('general.validation_failed');
    expectError(await signIn(nested(MAX_JSON_DEPTH + 1)), 'general.json_too_deep', {
      params: { limit: MAX_JSON_DEPTH },
    });
  });
});

describe('a lone UTF-16 surrogate in a request', () => {
  it('is a 422 on the field like the null character, in sign-in and in a profile write', async () => {
    const res = await signIn('{"email":"a\\ud800@example.com","password":"whatever-password"}');
    expectError(res, 'general.validation_failed');
    expect(res.json().errors).toEqual({
      email: ['The email field must not contain a lone UTF-16 surrogate (U+D800 to U+DFFF).'],
    });

    const user = await createTestUser(testApp);
    const before = (await app.inject({ url: '/api/v1/users/me', headers: user.headers })).json().data;
    const profile = await app.inject({
      method: 'PATCH',
      url: '/api/v1/users/me',
      headers: { ...user.headers, 'content-type': 'application/json', 'accept-language': 'sv' },
      payload: '{"city":"V\\udc00xjo"}',
    });
    expectError(profile, 'general.validation_failed', { locale: 'sv' });
    expect(Object.keys(profile.json().errors)).toEqual(['city']);
    expect((await app.inject({ url: '/api/v1/users/me', headers: user.headers })).json().data).toEqual(before);
  });

  it('leaves a proper surrogate pair alone', async () => {
    const res = await signIn('{"email":"\\ud83c\\udfcc@example.com","password":"whatever-password"}');
    expect(res.json().errors?.email?.[0] ?? '').not.toContain('surrogate');
  });
});

describe("the framework's own errors go through the platform", () => {
  const expectPlatformReply = (res: Awaited<ReturnType<typeof app.inject>>, path: string) => {
    for (const [name, value] of Object.entries(apiSecurityHeaders)) expect(res.headers[name]).toBe(value);
    expect(res.headers['x-request-id']).toBeTruthy();
    expect(res.body).not.toContain(path);
    expect(res.body).not.toContain('FST_');
  };

  it('a bad percent-encoding in a path parameter: 400 general.malformed_url, no path echoed', async () => {
    const path = '/api/v1/courses/%E0%A4%A';
    const res = await app.inject({ url: path, headers: { 'accept-language': 'sv' } });
    expectError(res, 'general.malformed_url', { locale: 'sv' });
    expectPlatformReply(res, '%E0%A4%A');
  });

  it('an over-long path parameter: 414 general.uri_too_long, no path echoed', async () => {
    const long = 'x'.repeat(300);
    const res = await app.inject({ url: `/api/v1/courses/${long}` });
    expectError(res, 'general.uri_too_long');
    expectPlatformReply(res, long);
  });

  it('body too large, wrong content type and broken JSON: the error shape and headers', async () => {
    const big = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'a'.repeat(testApp.config.server.bodyLimitBytes)}"}`,
    });
    expectError(big, 'general.payload_too_large', { params: { limit: testApp.config.server.bodyLimitBytes } });
    expectPlatformReply(big, 'sign-in');
    const type = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': `application/x-${'y'.repeat(500)}` },
      payload: 'x',
    });
    expect(type.statusCode).toBe(415);
    expect(type.body.length).toBeLessThan(400);
    expectPlatformReply(type, 'sign-in');
    const broken = await signIn('{"email":');
    expectError(broken, 'general.malformed_json');
    expectPlatformReply(broken, 'sign-in');
  });
});

describe('5xx logs', () => {
  it('log a stack, but only so many a minute', async () => {
    logLines.length = 0;
    for (let i = 0; i < 30; i++) expectError(await app.inject('/api/v1/__test/crash'), 'general.something_went_wrong');
    const failures = logLines.filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(20);
    expect(JSON.stringify(failures[0])).toContain('stack');
  });

  it('the limit refills each window and reports what it skipped', () => {
    let now = 0;
    const limit = createErrorLogLimit(2, 1000, () => now);
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([0, 0, false, false]);
    now = 1000;
    expect(limit.take()).toBe(2);
  });
});
