import type { FastifySchemaCompiler } from 'fastify';
import { AppError } from '../errors/app-error';
import { attributeAt } from './validation-messages';

/** U+0000 (PostgreSQL's text cannot hold it) or a lone UTF-16 surrogate (not valid UTF-8, so not storable either). */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what is looked for
const UNSTORABLE = /\u0000|\p{Surrogate}/u;
const NUL = '\u0000';

export interface UnstorableCharacter {
  /** Where it sits in the parsed request part (a string value or a key); [] for the part itself. */
  path: (string | number)[];
  key: 'validation.null_character' | 'validation.lone_surrogate';
}

/** A step of the walk: the key it took and the step before, so a path is built only when needed. */
interface Step {
  key: string | number;
  parent: Step | null;
}

const pathOf = (step: Step | null): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let node = step; node; node = node.parent) path.push(node.key);
  return path.reverse();
};

const found = (text: string, step: Step | null): UnstorableCharacter | null => {
  const match = UNSTORABLE.exec(text);
  if (!match) return null;
  return { path: pathOf(step), key: match[0] === NUL ? 'validation.null_character' : 'validation.lone_surrogate' };
};

/**
 * Whether any string in the value, key or value, holds a character PostgreSQL cannot store: the
 * check every request part gets, so it allocates no paths (the walk below builds them for a hit).
 */
function holdsUnstorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (item !== null && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        if (UNSTORABLE.test(key)) return true;
        stack.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * The first character PostgreSQL cannot store in a parsed request part, or null when there is none.
 * Iterative, with an explicit stack: bodies are depth-limited (json-body.ts), but the walk must
 * not be the thing that overflows the call stack.
 */
export function unstorableCharacter(value: unknown): UnstorableCharacter | null {
  if (!holdsUnstorable(value)) return null;
  const stack: [unknown, Step | null][] = [[value, null]];
  while (stack.length > 0) {
    const [item, step] = stack.pop()!;
    if (typeof item === 'string') {
      const hit = found(item, step);
      if (hit) return hit;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push([item[i], { key: i, parent: step }]);
    } else if (item !== null && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        const hit = found(key, { key, parent: step });
        if (hit) return hit;
      }
      for (let i = entries.length - 1; i >= 0; i--) stack.push([entries[i]![1], { key: entries[i]![0], parent: step }]);
    }
  }
  return null;
}

/**
 * Wraps the routes' validator: a body, query or path holding U+0000 or a lone surrogate is a 422
 * on that field (validation.null_character, validation.lone_surrogate) before its schema is
 * checked. Without it the value reached the database, which refused it, and the caller got a 500
 * (sign-in, search, every text field, JSON columns).
 */
export function refusingNullCharacters<T>(compiler: FastifySchemaCompiler<T>): FastifySchemaCompiler<T> {
  return (route) => {
    const validate = compiler(route);
    return (data) => {
      const hit = unstorableCharacter(data);
      if (!hit) return validate(data);
      const field = hit.path.join('.') || route.httpPart || 'value';
      const attribute = attributeAt(hit.path.length ? hit.path : [field]);
      return { error: AppError.validation({ [field]: [{ key: hit.key, params: { attribute } }] }) };
    };
  };
}
