import { describe, expect, it } from 'vitest';
import { MAX_PER_PAGE, errorDefinitions } from '@golf/contracts';
import { createTestApp } from '../../test/app';

const { app, config } = await createTestApp({
  env: { BODY_LIMIT_BYTES: '2048' },
  prepare: (instance) => {
    instance.get('/api/v1/__test/boom', async () => {
      throw new Error('secret database password leaked in stack');
    });
  },
});

const expectErrorShape = (body: unknown, key: keyof typeof errorDefinitions) => {
  expect(body).toMatchObject({ error: expect.any(String), error_info: { code: errorDefinitions[key].code, key } });
};

describe('envelope and pagination', () => {
  it('wraps lists in data with Laravel-style meta', async () => {
    const res = await app.inject('/api/v1/courses?per_page=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, total: 6, last_page: 3 });
  });

  it('caps per_page', async () => {
    const body = (await app.inject(`/api/v1/courses?per_page=${MAX_PER_PAGE * 10}`)).json();
    expect(body.meta.per_page).toBe(MAX_PER_PAGE);
  });

  it('sorts by several fields, descending with a minus', async () => {
    const body = (await app.inject('/api/v1/courses?sort=-par,title')).json();
    const pars = body.data.map((c: { par: number }) => c.par);
    expect(pars).toEqual([...pars].sort((a, b) => b - a));
    const top = body.data.filter((c: { par: number }) => c.par === pars[0]).map((c: { title: string }) => c.title);
    expect(top).toEqual([...top].sort());
  });

  it('parses bracket-form filter arrays', async () => {
    const res = await app.inject('/api/v1/courses?filter[course_type][]=20&filter[course_type][]=20');
    expect(res.json().data.map((c: { course_type: number }) => c.course_type)).toEqual([20]);
    const single = await app.inject('/api/v1/courses?filter[course_type]=10');
    expect(single.json().meta.total).toBe(5);
  });

  it('searches', async () => {
    const body = (await app.inject('/api/v1/courses?search=links')).json();
    expect(body.data.map((c: { title: string }) => c.title)).toEqual(['Saltmarsh Links']);
  });

  it('refuses an unknown sort field, unknown filter and too-short search with field errors', async () => {
    const sort = await app.inject('/api/v1/courses?sort=password');
    expect(sort.statusCode).toBe(422);
    expectErrorShape(sort.json(), 'general.validation_failed');
    expect(sort.json().errors.sort).toHaveLength(1);

    const filter = await app.inject('/api/v1/courses?filter[secret]=1');
    expect(filter.json().errors['filter.secret']).toEqual(['The selected secret is invalid.']);

    const search = await app.inject('/api/v1/courses?search=a');
    expect(search.statusCode).toBe(422);
    expect(search.json().errors.search[0]).toContain('2');
  });

  it('reports query validation per field in the standard messages', async () => {
    const res = await app.inject('/api/v1/courses?page=0');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ page: ['The page field must be at least 1.'] });
  });

  it('takes page and per_page as plain decimal integers only', async () => {
    // Number() reads all of these; "0x2" was page 2 and "1e1" ten to a page.
    for (const query of ['page=0x2', 'page=1e0', 'page=%202', 'page=02', 'per_page=1e1', 'per_page=', 'page=1.5']) {
      const res = await app.inject(`/api/v1/courses?${query}`);
      expect(res.statusCode, query).toBe(422);
      const field = query.split('=')[0]!;
      expect(res.json().errors, query).toEqual({
        [field]: [`The ${field.replace('_', ' ')} field must be an integer.`],
      });
    }
    const body = (await app.inject('/api/v1/courses?page=2&per_page=2')).json();
    expect(body.meta).toMatchObject({ current_page: 2, per_page: 2 });
  });
});

describe('API versions', () => {
  it('answers under /api/v1', async () => {
    expect((await app.inject('/api/v1/protocol/version')).statusCode).toBe(200);
  });

  it('refuses an unsupported path version with a clear 404', async () => {
    const res = await app.inject('/api/v9/protocol/version');
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 'general.unsupported_api_version');
    expect(res.json().error).toBe('API version 9 is not supported. Supported versions: 1.');
  });

  it('lets the apiVersion header override the path', async () => {
    const overridden = await app.inject({ url: '/api/v7/protocol/version', headers: { apiVersion: '1' } });
    expect(overridden.statusCode).toBe(200);
    const refused = await app.inject({ url: '/api/v1/protocol/version', headers: { apiVersion: '2' } });
    expect(refused.statusCode).toBe(404);
    expectErrorShape(refused.json(), 'general.unsupported_api_version');
    const garbage = await app.inject({ url: '/api/v1/protocol/version', headers: { apiVersion: 'latest' } });
    expect(garbage.statusCode).toBe(404);
  });
});

describe('bad input gets the error shape, never a stack trace', () => {
  const report = { type: 'chunk-load', source: '/assets/x.js', message: 'failed', app: 'web' };

  it('malformed JSON → 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/protocol/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"type": ',
    });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 'general.malformed_json');
  });

  it('a __proto__ or constructor.prototype key is dropped like any unknown field, not called malformed', async () => {
    for (const poison of [
      '"__proto__": { "polluted": true }',
      '"constructor": { "prototype": { "polluted": true } }',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/protocol/client-errors',
        headers: { 'content-type': 'application/json' },
        payload: `{ ${poison}, ${JSON.stringify(report).slice(1)}`,
      });
      expect(res.statusCode, res.body).toBe(202);
    }
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('body over the limit → 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/protocol/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...report, message: 'x'.repeat(20_000) }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 'general.payload_too_large');
  });

  it('unknown route → 404', async () => {
    const res = await app.inject('/api/v1/no-such-thing');
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 'general.not_found');
  });

  it('wrong method → 405 with Allow', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/protocol/version' });
    expect(res.statusCode).toBe(405);
    expectErrorShape(res.json(), 'general.method_not_allowed');
    expect(res.headers.allow).toContain('GET');
  });

  it.each(['application/xml', 'text/plain'])('an unsupported content type (%s) → 415', async (type) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/protocol/client-errors',
      headers: { 'content-type': type },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expectErrorShape(res.json(), 'general.unsupported_media_type');
  });

  it("a missing body field is reported as required, in the caller's language", async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/protocol/client-errors',
      payload: { type: 'x', source: 'y', app: 'web' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ message: ['The message field is required.'] });
    const sv = await app.inject({
      method: 'POST',
      url: '/api/v1/protocol/client-errors',
      headers: { 'accept-language': 'sv-SE,sv;q=0.9' },
      payload: { type: 'x', source: 'y', app: 'web' },
    });
    expect(sv.json().error).toBe('De angivna uppgifterna var ogiltiga.');
    expect(sv.json().errors.message[0]).toBe('Fältet meddelande är obligatoriskt.');
  });

  it('a valid client error report is accepted', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/protocol/client-errors', payload: report });
    expect(res.statusCode).toBe(202);
  });

  it('5xx hides internals', async () => {
    const res = await app.inject('/api/v1/__test/boom');
    expect(res.statusCode).toBe(500);
    expectErrorShape(res.json(), 'general.something_went_wrong');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
  });
});

describe('HTTP hygiene', () => {
  it('sets security headers and echoes a request id', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it('gives documents the full helmet set', async () => {
    const res = await app.inject('/api/docs/');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = config.server.corsOrigins[0]!;
    const ok = await app.inject({ url: '/api/v1/protocol/version', headers: { origin: allowed } });
    expect(ok.headers['access-control-allow-origin']).toBe(allowed);
    const denied = await app.inject({ url: '/api/v1/protocol/version', headers: { origin: 'https://evil.example' } });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('compresses large replies', async () => {
    const res = await app.inject({ url: '/api/v1/protocol/enums/en', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('CORS preflight', () => {
  it('answers an allowed origin with credentials and the allowed headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/protocol/client-errors',
      headers: {
        origin: config.server.corsOrigins[0]!,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toContain('POST');
    expect(res.headers['access-control-allow-headers']).toContain('apiVersion');
  });

  it('gives a foreign origin no CORS headers', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/protocol/client-errors',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});
