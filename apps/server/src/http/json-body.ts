import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * The deepest a JSON request body may nest (objects and arrays together). No route's schema goes
 * near it; without a limit a body of ~7,000 levels overflowed the stack in the checks that walk it,
 * and one just below that cost the event loop a third of a second (docs/api-conventions.md).
 */
export const MAX_JSON_DEPTH = 64;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether raw JSON text nests deeper than `limit`: one pass over the characters, counting brackets
 * outside strings, with no recursion and no parse. Malformed text is left for JSON.parse to refuse.
 */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return false;
}

/** Refuses a too-deep body with general.json_too_deep (400), before anything parses or walks it. */
export function assertJsonDepth(text: string): void {
  if (exceedsJsonDepth(text)) throw new AppError('general.json_too_deep', { limit: MAX_JSON_DEPTH });
}

/**
 * Fastify's own JSON parser (prototype keys removed), behind the depth guard. Routes that keep
 * the raw body (the Pusher trigger API) call assertJsonDepth themselves.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    try {
      assertJsonDepth(body as string);
    } catch (error) {
      return done(error as Error, undefined);
    }
    parse(request, body as string, done);
  });
}
