import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import {
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  SUPPORTED_API_VERSIONS,
  errorBodySchema,
  errorDefinitions,
  translate,
} from '@golf/contracts';
import { z } from 'zod';
import type { Config } from '../config/config';
import { routeGuardRequirement } from '../modules/auth/guards';
import { MAX_JSON_DEPTH } from './json-body';
import { describeOperation, documentErrors, errorKeysOf } from './openapi-operations';
import { SESSION_COOKIE } from '../modules/auth/identity-provider';

/** The API conventions, written once here and shown at the top of /api/docs. */
function conventions(): string {
  const errorRows = Object.entries(errorDefinitions)
    .sort(([, a], [, b]) => a.code - b.code)
    .map(([key, def]) => `| ${def.code} | ${def.status} | \`${key}\` | ${translate('en', `errors.${key}`)} |`)
    .join('\n');
  return `
Open golf-simulator platform API.

## Conventions
- **Base path** \`/api/v{n}\`; supported versions: ${SUPPORTED_API_VERSIONS.join(', ')}. An \`apiVersion: n\` request header overrides the
  version in the path. An unsupported version answers 404 with key \`general.unsupported_api_version\`.
- **Envelope.** Replies are \`{ "data": ... }\`.
- **Lists** are paginated: \`{ "data": [...], "meta": { "current_page", "per_page", "total", "last_page" } }\`. Query:
  \`page\` (1-based), \`per_page\` (default ${DEFAULT_PER_PAGE}, capped at ${MAX_PER_PAGE}; both plain decimal integers), \`sort\` (comma-separated fields, \`-\` prefix
  for descending), \`search\`, and \`filter[field]=v\` or \`filter[field][]=a&filter[field][]=b\` (bracket-form arrays).
  An unknown sort or filter field is a 422, and so is a bad filter value: a yes/no filter takes exactly one of 1, true, 0, false;
  a numeric one plain decimal integers within what its column holds (\`validation.integer\`, \`validation.max.numeric\`).
- **Ids.** A record id (path, query or body) is an integer from 1 to 2147483647; in a path or query only plain decimal
  digits, so \`0x1\`, \`1e0\` or \`01\` is a 422 \`validation.integer\` and \`2147483648\` a 422 \`validation.max.numeric\`.
- **Errors** have one shape: \`{ "error": "<message in the caller's language>", "error_info": { "code": <number>, "key": "<stable key>" },
  "errors": { "<field>": ["<message>"] } }\` (\`errors\` only on validation failures). The language is the call's
  \`Accept-Language\` (the apps send the user's locale), else English. 5xx replies never include internals.
- **Sign-in.** An operation with a lock needs a session: \`Authorization: Bearer <token>\` (game, mobile app,
  back-office) or the web site's session cookie. Its description names the back-office permissions it needs, if any.
  Sign-in is checked before the request is validated: without a session the answer is 401, with the wrong
  permissions 403, whatever the body.
- **Limits.** A JSON body nests at most ${MAX_JSON_DEPTH} levels (400 \`general.json_too_deep\`); U+0000 and lone UTF-16
  surrogates are refused in any field (422); a path parameter is at most 100 characters (414).
- **Units.** Distances are integer centimetres, money is integer minor units, times are UTC ISO-8601 strings.

## Error codes
| code | HTTP | key | English message |
|---|---|---|---|
${errorRows}
`;
}

/** The error reply's JSON Schema, from the contracts schema the apps read it with. */
function errorComponent(): Record<string, unknown> & { type: 'object' } {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(errorBodySchema, { io: 'output' });
  return { ...schema, type: 'object' };
}

/** OpenAPI 3.1 generated from the route schemas: JSON at /api/openapi.json, reference at /api/docs. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Open Golf Platform API', version: config.build.version, description: conventions() },
      servers: [{ url: config.server.appUrl }],
      tags: [
        { name: 'protocol', description: 'Enumerations and versions for clients' },
        { name: 'courses', description: 'The course catalogue' },
        { name: 'shots', description: 'Ball flight: simulate a shot from launch data' },
        { name: 'operations', description: 'Health, readiness and metrics' },
      ],
      components: {
        schemas: { Error: errorComponent() },
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'A session token from sign-in (game, mobile app, back-office)',
          },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: "The web site's session cookie" },
        },
      },
    },
    // operationIds, `security: []` on public operations and every error response (decision 0052).
    transform: (input) => describeOperation(input, jsonSchemaTransform(input)),
    transformObject: (document) =>
      'openapiObject' in document ? documentErrors(document.openapiObject) : document.swaggerObject,
  });
  // The guards say who may call a route; the document says it too, from the same hooks.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, documentedErrors: errorKeysOf(route) };
    const required = routeGuardRequirement(route);
    if (!required || !route.schema) return;
    const permissions = required.length ? `Needs the permissions: ${required.join(', ')}.` : 'Needs a signed-in user.';
    route.schema = {
      ...route.schema,
      security: [{ bearer: [] }, { cookie: [] }],
      description: route.schema.description ? `${route.schema.description}\n\n${permissions}` : permissions,
    };
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true, uiConfig: { deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
