/** FAQ entries: staff write them in English and Swedish (back-office, manage-faq); players read them in their language. */
import { z } from 'zod';

const question = z.string().trim().min(1, { message: 'validation.required', abort: true }).max(300);
const answer = z.string().trim().min(1, { message: 'validation.required', abort: true }).max(5000);
const optional = (schema: z.ZodString) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable());

export const faqEntryBodySchema = z.object({
  position: z.number().int().min(0).max(10000).default(0).describe('Entries are shown in ascending position, then id'),
  question_en: question,
  answer_en: answer,
  question_sv: optional(question).optional().describe('Swedish; without it Swedish readers get the English text'),
  answer_sv: optional(answer).optional(),
});
export type FaqEntryRequest = z.input<typeof faqEntryBodySchema>;

export const faqEntryPatchBodySchema = z.object({
  position: z.number().int().min(0).max(10000).optional(),
  question_en: question.optional(),
  answer_en: answer.optional(),
  question_sv: optional(question).optional(),
  answer_sv: optional(answer).optional(),
});
export type FaqEntryPatchRequest = z.input<typeof faqEntryPatchBodySchema>;

export const faqEntrySchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  question_en: z.string(),
  answer_en: z.string(),
  question_sv: z.string().nullable(),
  answer_sv: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FaqEntry = z.output<typeof faqEntrySchema>;

/** What a player reads: one language, the Swedish text falling back to the English one. */
export const publicFaqEntrySchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
});
export type PublicFaqEntry = z.output<typeof publicFaqEntrySchema>;
