import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { errorDefinitions, translate, type ErrorKey, type Locale } from '@golf/contracts';

/**
 * Asserts a reply is the platform error for `key`: its status, numeric code, key and the message
 * text in the caller's language.
 */
export function expectError(
  response: LightMyRequestResponse,
  key: ErrorKey,
  options: { locale?: Locale; params?: Record<string, string | number> } = {},
): void {
  const definition = errorDefinitions[key];
  const body = response.json();
  expect({ status: response.statusCode, key: body.error_info?.key }).toEqual({ status: definition.status, key });
  expect(body.error_info.code).toBe(definition.code);
  expect(body.error).toBe(translate(options.locale ?? 'en', `errors.${key}`, options.params ?? {}));
}
