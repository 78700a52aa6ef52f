/**
 * Building blocks of the request and reply schemas in this folder: record ids as JSON numbers and
 * as path or query strings, and numeric enumerations. The server validates with them and the apps
 * infer their types from the schemas built on them.
 */
import { z } from 'zod';
import { enums, enumValues, type EnumName } from '../enums';

/** The largest id a row can have: ids are PostgreSQL `serial` (int4) columns. */
export const RECORD_ID_MAX = 2_147_483_647;

/** What a path or query integer must look like: decimal digits, no leading zeros ("-" only so -1 reads as "at least 1"). */
const DECIMAL_INTEGER = /^(0|-?[1-9]\d*)$/;

/**
 * The id of a database row in a JSON body: an integer number in 1..2147483647. The bounds come
 * first and stop the checks, so 2^53 is one "not greater than 2147483647" rather than that plus
 * `.int()`'s own safe-integer bound.
 */
export const recordIdBody = z.number().min(1, { abort: true }).max(RECORD_ID_MAX, { abort: true }).int();

/**
 * A whole number in a path or query string, then `numberSchema`'s checks. It takes plain decimal
 * digits only, so "0x1", "1e0", "0b1", " 1" and "01" are "must be an integer" (validation.integer)
 * rather than 1, which `z.coerce.number()` made of them (JavaScript's Number() reads all of them).
 * JSON Schema (the OpenAPI document) shows `numberSchema`.
 */
export const decimalInteger = <T extends z.ZodType<unknown, number>>(numberSchema: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (!DECIMAL_INTEGER.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'validation.integer', input: value });
      return z.NEVER;
    }
    // Hundreds of digits would be Infinity, "must be a number"; they are only too large.
    return Math.max(-Number.MAX_VALUE, Math.min(Number.MAX_VALUE, Number(value)));
  }, numberSchema);

/**
 * The id of a database row in a path or query string (decimalInteger). An id past PostgreSQL's
 * integer is "must not be greater than 2147483647" here instead of reaching the database. The
 * OpenAPI document shows it as an integer with minimum 1 and maximum 2147483647.
 */
export const recordId = decimalInteger(recordIdBody);

/** A numeric enumeration as a union of its literal values, described with its members. */
export function enumSchema<N extends EnumName>(name: N) {
  const values = enumValues(name) as number[];
  const members = Object.entries(enums[name])
    .map(([member, value]) => `${String(value)} ${member}`)
    .join(', ');
  return z
    .number()
    .int()
    .refine((value) => values.includes(value), { message: `one of ${values.join(', ')}` })
    .describe(`${name}: ${members}`);
}
