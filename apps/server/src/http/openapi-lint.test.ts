import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { errorDefinitions, hasTranslation, type ErrorKey } from '@golf/contracts';
import { createTestApp } from '../../test/app';
import { operationIdOf } from './openapi-operations';

interface Response {
  description: string;
  content: Record<string, { schema: unknown }>;
}

const { app } = await createTestApp();
const document = app.swagger() as unknown as {
  paths: Record<
    string,
    Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, Response> }>
  >;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);
const root = resolve(import.meta.dirname, '../../../..');

describe('the OpenAPI document', () => {
  it('passes `redocly lint` (redocly.yaml) with 0 errors', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      await writeFile(file, JSON.stringify(document));
      const run = await promisify(execFile)(
        join(root, 'node_modules/.bin/redocly'),
        ['lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
        {
          cwd: root,
          maxBuffer: 64 * 1024 * 1024,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
        totals: { errors: number };
        problems: { ruleId: string; message: string; severity: string }[];
      };
      const errors = report.problems.filter((problem) => problem.severity === 'error');
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('names every operation, uniquely', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf('GET', '/api/v1/rounds/:id/state')).toBe('getRoundsByIdState');
    expect(document.paths['/broadcasting/auth']?.post?.operationId).toBe('postBroadcastingAuthAtRoot');
  });

  it('marks public operations `security: []` and signed-in ones with the bearer and cookie schemes', () => {
    expect(document.paths['/api/v1/courses']?.get?.security).toEqual([]);
    expect(document.paths['/api/v1/users/me']?.get?.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(operations.every(({ operation }) => Array.isArray(operation.security))).toBe(true);
  });

  it('documents the 4xx each operation can answer, in the Error schema, naming the keys', () => {
    const me = document.paths['/api/v1/users/me']!.patch!.responses;
    for (const key of ['auth.unauthorized', 'general.validation_failed', 'general.json_too_deep'] as const) {
      const response = me[String(errorDefinitions[key].status)]!;
      expect(response.description).toContain(`\`${key}\``);
      expect(response.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
    const course = document.paths['/api/v1/courses/{id}']!.get!.responses;
    expect(course['404']!.description).toContain('general.not_found');
    expect(course['414']!.description).toContain('general.uri_too_long');
    for (const { operation } of operations)
      for (const [status, response] of Object.entries(operation.responses))
        if (status.startsWith('4') && response.content)
          expect(response.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('documents on some operation every 4xx key the server code names (decision 0097)', async () => {
    const documented = new Set(
      operations.flatMap(({ operation }) =>
        Object.entries(operation.responses)
          .filter(([status]) => status.startsWith('4'))
          .flatMap(([, response]) => [...response.description.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)),
      ),
    );
    const named = new Set<string>();
    const src = resolve(import.meta.dirname, '..');
    for (const file of await readdir(src, { recursive: true })) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = await readFile(join(src, file), 'utf8');
      for (const [, key] of text.matchAll(/'([a-z_]+\.[a-z0-9_.]+)'/g))
        if (key! in errorDefinitions && errorDefinitions[key as ErrorKey].status < 500) named.add(key!);
    }
    const undocumented = [...named].filter((key) => !documented.has(key) && !(key in NEVER_OVER_HTTP)).sort();
    expect(undocumented, 'keys to add to the config.errors of the routes that answer them').toEqual([]);
  });

  it('names every field a person fills in, in English and Swedish, for the validation messages', () => {
    const fields = new Set<string>();
    const walk = (schema: unknown) => {
      if (!schema || typeof schema !== 'object') return;
      const node = schema as Record<string, unknown>;
      for (const [field, child] of Object.entries((node.properties ?? {}) as Record<string, unknown>)) {
        fields.add(field);
        if (!MACHINE_FIELDS.includes(field)) walk(child);
      }
      walk(node.items);
      for (const key of ['anyOf', 'oneOf', 'allOf']) for (const part of (node[key] ?? []) as unknown[]) walk(part);
    };
    for (const { path, operation } of operations) {
      if (MACHINE_PATHS.some((pattern) => pattern.test(path))) continue;
      const { requestBody, parameters = [] } = operation as {
        requestBody?: { content: Record<string, { schema: unknown }> };
        parameters?: { in: string; name: string }[];
      };
      for (const { schema } of Object.values(requestBody?.content ?? {})) walk(schema);
      for (const parameter of parameters) if (parameter.in === 'query') fields.add(parameter.name);
    }
    const unnamed = (locale: 'en' | 'sv') =>
      [...fields].filter((field) => !hasTranslation(locale, `attributes.${field}`)).sort();
    expect(unnamed('en'), 'fields to add to the attributes of en-messages.ts').toEqual([]);
    expect(unnamed('sv'), 'fields to add to the attributes of sv.ts').toEqual([]);
  });
});

/**
 * Operations that only programs call (the Pusher protocol, the identity provider's own routes, signed downloads,
 * the game client's and launch monitors' shot data): their messages may name the wire's fields.
 */
const MACHINE_PATHS = [
  /^\/apps\//,
  /broadcasting/,
  /^\/api\/auth\//,
  /^\/downloads\//,
  /^\/api\/v1\/protocol\//,
  /^\/api\/v1\/shots\//,
  /^\/api\/v1\/rounds\/\{id\}\/(strokes|launches)$/,
  /^\/api\/v1\/rounds\/offline$/,
  /^\/api\/v1\/launch-monitor\//,
];
/** Fields whose parts are data a program wrote (a course's drawn geometry), not fields of a form. */
const MACHINE_FIELDS = ['geometry'];

/** 4xx keys the server's code names that no HTTP operation answers, and why. */
const NEVER_OVER_HTTP: Partial<Record<ErrorKey, string>> = {
  'general.headers_too_large': "Node's HTTP parser, before any route is chosen",
  'general.request_timeout': "Node's HTTP server, before any route is chosen",
  'general.method_not_allowed': 'a path without that method: no operation',
  'general.metrics_token_required': '/metrics is left out of the document (its route lists the key)',
  'general.number_out_of_range': "a database refusal the services' own checks prevent (error-handler.ts)",
  'auth.invalid_token': "the identity provider's default mapping; the route that meets it answers auth.reset_failed",
  'launch_monitor.invalid_pairing_code': 'an Open Connect socket reply (TCP or WebSocket)',
  'launch_monitor.invalid_shot': 'an Open Connect socket reply (TCP or WebSocket)',
  'launch_monitor.malformed_message': 'an Open Connect socket reply (TCP or WebSocket)',
  'launch_monitor.message_too_large': 'an Open Connect socket reply (TCP or WebSocket)',
  'launch_monitor.not_paired': 'an Open Connect socket reply (TCP or WebSocket)',
  'launch_monitor.too_many_messages': 'an Open Connect socket reply (TCP or WebSocket)',
};
