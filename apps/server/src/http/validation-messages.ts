import type { FastifyError, FastifyRequest } from 'fastify';
import { localizedAttribute, translate, type Locale } from '@golf/contracts';
import type { MessageParams, MessageRef } from '../errors/app-error';

/** The subset of a zod issue we read (zod 4 shapes). */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** False for an exclusive bound (`.positive()`, `.gt()`, `.lt()`). */
  inclusive?: boolean;
  format?: string;
  values?: unknown[];
  /** Extra message params of a custom (refine) issue. */
  params?: Record<string, string | number>;
}

/** Schemas name a catalogue message directly with `{ message: 'validation.display_name' }`. */
const isCatalogueKey = (message: string) => /^validation\.[a-z0-9_.]+$/.test(message);

const sizeOrigin = (origin: string | undefined): 'string' | 'numeric' | 'array' =>
  origin === 'string' ? 'string' : origin === 'array' || origin === 'set' ? 'array' : 'numeric';

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let node: unknown = root;
  for (const segment of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[segment];
  }
  return node;
}

/** "date_of_birth" → "date of birth": the :attribute of the standard messages, until it is localized. */
export const attributeName = (field: string): string => field.replace(/[_.]/g, ' ');

/**
 * The :attribute of the field at `path`: its last name, skipping array positions, so an item of
 * player_settings.golf_bag is "golf bag" rather than "0".
 */
export const attributeAt = (path: readonly PropertyKey[]): string =>
  attributeName(String(path.findLast((segment) => typeof segment === 'string' && !/^\d+$/.test(segment)) ?? 'value'));

/** The parameters that name a field: :attribute, and the :date of "after" and "before" when it is another field. */
const fieldParams = new Set(['attribute', 'date']);

const numberFormats: Partial<Record<Locale, Intl.NumberFormat>> = {};
/**
 * Bounds as the caller writes numbers: "1,000,000,000" in English, "1 000 000 000" in Swedish; four digits stay
 * ungrouped ("1000"), as both languages' style guides allow.
 */
const formatNumber = (locale: Locale, value: number) =>
  (numberFormats[locale] ??= new Intl.NumberFormat(locale, { useGrouping: 'min2', maximumFractionDigits: 20 })).format(
    value,
  );

/** A field message in the caller's language, the fields it names included, its numbers written as the caller's. */
export function renderFieldMessage(locale: Locale, message: MessageRef): string {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(message.params ?? {}))
    params[name] =
      typeof value === 'number'
        ? formatNumber(locale, value)
        : typeof value === 'string' && fieldParams.has(name)
          ? localizedAttribute(locale, value)
          : value;
  return translate(locale, message.key, params);
}

/** The bound of a size issue, as a message parameter. */
const bound = (value: number | bigint | undefined) => Number(value);

/** One zod issue → a catalogue message. Unknown shapes fall back to "validation.invalid". */
export function issueToMessage(issue: Issue, input: unknown): MessageRef {
  const attribute = attributeAt(issue.path);
  if (isCatalogueKey(issue.message)) {
    // A schema's own message for a size check ("validation.min.centimetres") gets the bound too.
    const bounds = {
      ...(issue.minimum !== undefined && { min: bound(issue.minimum) }),
      ...(issue.maximum !== undefined && { max: bound(issue.maximum) }),
    };
    return { key: issue.message, params: { attribute, ...bounds, ...issue.params } };
  }
  switch (issue.code) {
    case 'invalid_type':
      if (valueAt(input, issue.path) === undefined) return { key: 'validation.required', params: { attribute } };
      if (issue.expected === 'int') return { key: 'validation.integer', params: { attribute } };
      if (['number', 'string', 'boolean', 'array'].includes(issue.expected ?? '')) {
        const key = issue.expected === 'number' ? 'numeric' : issue.expected;
        return { key: `validation.${key}`, params: { attribute } };
      }
      return { key: 'validation.invalid', params: { attribute } };
    // An exclusive bound (`.positive()` is "> 0") is Laravel's gt / lt: "at least 0" would be wrong.
    case 'too_small':
      if (issue.inclusive === false)
        return { key: 'validation.gt.numeric', params: { attribute, value: bound(issue.minimum) } };
      return { key: `validation.min.${sizeOrigin(issue.origin)}`, params: { attribute, min: bound(issue.minimum) } };
    case 'too_big':
      if (issue.inclusive === false)
        return { key: 'validation.lt.numeric', params: { attribute, value: bound(issue.maximum) } };
      return { key: `validation.max.${sizeOrigin(issue.origin)}`, params: { attribute, max: bound(issue.maximum) } };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'validation.email', params: { attribute } };
      if (issue.format === 'date' || issue.format === 'datetime')
        return { key: 'validation.date', params: { attribute } };
      return { key: 'validation.invalid', params: { attribute } };
    case 'invalid_value':
      return { key: 'validation.in', params: { attribute } };
    default:
      return { key: 'validation.invalid', params: { attribute } };
  }
}

/**
 * Fastify's schema validation error (from the zod type provider) → field messages, keyed by the
 * dotted path of the offending value ("settings.hand"). Query and params errors use the same map.
 */
export function validationErrorToFields(error: FastifyError, request: FastifyRequest): Record<string, MessageRef[]> {
  const part = error.validationContext ?? 'body';
  const input =
    part === 'querystring'
      ? request.query
      : part === 'params'
        ? request.params
        : part === 'headers'
          ? request.headers
          : request.body;
  const issues: Record<string, Issue[]> = {};
  for (const detail of error.validation ?? []) {
    // The zod provider reports each issue as { keyword: code, instancePath: "/a/0/b", params: rest }.
    const path = detail.instancePath.split('/').filter(Boolean);
    const issue: Issue = { ...(detail.params as object), code: detail.keyword, path, message: detail.message ?? '' };
    (issues[path.length > 0 ? path.join('.') : part] ??= []).push(issue);
  }
  const fields: Record<string, MessageRef[]> = {};
  for (const [name, ofField] of Object.entries(issues))
    fields[name] = ofField.filter((issue) => !looserBound(issue, ofField)).map((issue) => issueToMessage(issue, input));
  return fields;
}

/**
 * Whether another issue of the same field says the same limit tighter: 1e20 breaks both `.int()`'s safe-integer
 * bound and the field's own maximum, and "at most 9,007,199,254,740,991" beside "at most 1,000,000,000" only confuses.
 */
function looserBound(issue: Issue, ofField: readonly Issue[]): boolean {
  if (issue.code === 'too_big')
    return ofField.some((other) => other.code === 'too_big' && Number(other.maximum) < Number(issue.maximum));
  if (issue.code === 'too_small')
    return ofField.some((other) => other.code === 'too_small' && Number(other.minimum) > Number(issue.minimum));
  return false;
}
