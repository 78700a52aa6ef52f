/** Profanity search terms (back-office, manage-profanities). */
import { z } from 'zod';
import { PROFANITY_TERM_MAX, PROFANITY_TERM_PATTERN } from '../moderation';

export const searchTermSchema = z
  .string()
  .trim()
  .min(1, { message: 'validation.required', abort: true })
  .max(PROFANITY_TERM_MAX)
  .regex(PROFANITY_TERM_PATTERN, { message: 'validation.regex' })
  .describe(
    'A word to refuse, 1 to 100 characters: letters, digits, spaces, "-", "_" and "*". ' +
      '"*" is a wildcard for any letters or digits ("darn*" also refuses "darned"); ' +
      'a term without "*" must equal a whole word; case and accents do not count.',
  );

export const profanityBodySchema = z.object({ search_term: searchTermSchema });
export type ProfanityRequest = z.input<typeof profanityBodySchema>;
export const profanityPatchBodySchema = z.object({ search_term: searchTermSchema.optional() });
export type ProfanityPatchRequest = z.input<typeof profanityPatchBodySchema>;

const isoTime = z.string().describe('UTC, ISO 8601');

export const profanitySchema = z.object({
  id: z.number().int(),
  search_term: z.string(),
  created_at: isoTime,
  updated_at: isoTime,
});
export type Profanity = z.output<typeof profanitySchema>;
