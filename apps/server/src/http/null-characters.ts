import type { FastifySchemaCompiler } from 'fastify';
import { AppError } from '../errors/app-error';
import { attributeAt } from './validation-messages';

const NUL = '\u0000';

/**
 * Where the first U+0000 sits in a parsed request part (a string value or a key), as a path, or
 * null when there is none. PostgreSQL's text cannot hold that character.
 */
export function nullCharacterPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nullCharacterPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes(NUL)) return [...path, key];
      const found = nullCharacterPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Wraps the routes' validator: a body, query or path holding U+0000 is a 422 on that field
 * (validation.null_character) before its schema is checked. Without it the value reached the
 * database, which refused it, and the caller got a 500 (sign-in, search, every text field).
 */
export function refusingNullCharacters<T>(compiler: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compiler(route);
    return (data) => {
      const path = nullCharacterPath(data);
      if (!path) return validate(data);
      const field = path.join('.') || route.httpPart || 'value';
      const attribute = attributeAt(path.length ? path : [field]);
      return { error: AppError.validation({ [field]: [{ key: 'validation.null_character', params: { attribute } }] }) };
    };
  };
}
