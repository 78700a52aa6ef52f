/** Promotions (spec §3 Promotion, promotion_position_type): the back-office resource and the public list. */
import { z } from 'zod';
import { isImageUrl } from '../images';
import { enumSchema, decimalInteger } from './common';

const isoTime = z.string().describe('UTC, ISO 8601');
export const PROMOTION_TITLE_MAX = 120;
export const PROMOTION_NAME_MAX = 120;

const titleText = z.string().trim().min(1, { message: 'validation.required', abort: true }).max(PROMOTION_TITLE_MAX);

/** The title in each language; English is required, Swedish falls back to it (decision 0068). */
export const promotionTitleSchema = z.object({ en: titleText, sv: titleText.nullable().optional() });

const coverImageSchema = z
  .string()
  .trim()
  .max(500, { abort: true })
  .refine(isImageUrl, { message: 'validation.image_url' })
  .describe('An uploaded image (/files/images/…) or an https address');

/** Where a click leads: an https address, or a path of the player app (/store). */
const linkSchema = z
  .string()
  .trim()
  .max(2000, { abort: true })
  .refine((value) => /^\/(?![/\\])/.test(value) || /^https:\/\/[^\s/]+/i.test(value), {
    message: 'validation.promotion_link',
  })
  .describe('An https address, or a path of the player app such as /store');

export const promotionPlacementSchema = z.object({
  position: enumSchema('promotion_position_type'),
  order: z.number().int().min(0).max(1000).describe('Lower first at that position'),
});

const promotionFields = {
  name: z.string().trim().min(1, { message: 'validation.required', abort: true }).max(PROMOTION_NAME_MAX),
  title: promotionTitleSchema,
  cover_image: coverImageSchema.nullable().optional(),
  link: linkSchema.nullable().optional(),
  active: z.boolean().optional(),
  starts_at: z.iso.datetime({ offset: true }).nullable().optional().describe('Shown from (none: at once)'),
  ends_at: z.iso.datetime({ offset: true }).nullable().optional().describe('Shown until (none: no end)'),
  positions: z
    .array(promotionPlacementSchema)
    .max(9)
    .optional()
    .describe('Each position at most once (a repeat is validation.distinct)'),
};

export const promotionBodySchema = z.object(promotionFields);
export type PromotionRequest = z.input<typeof promotionBodySchema>;
export const promotionPatchBodySchema = z.object(promotionFields).partial();
export type PromotionPatchRequest = z.input<typeof promotionPatchBodySchema>;

/** A promotion as the back-office edits it. */
export const adminPromotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.object({ en: z.string(), sv: z.string().nullable() }),
  cover_image: z.string().nullable(),
  link: z.string().nullable(),
  active: z.boolean(),
  starts_at: isoTime.nullable(),
  ends_at: isoTime.nullable(),
  positions: z.array(z.object({ position: z.number().int(), order: z.number().int() })),
  created_at: isoTime,
  updated_at: isoTime,
});
export type AdminPromotion = z.output<typeof adminPromotionSchema>;

export const promotionsQuerySchema = z.object({
  position: decimalInteger(enumSchema('promotion_position_type')),
});

/** GET /promotions?position=…: what a player sees at one position, in the caller's language. */
export const promotionSchema = z.object({
  id: z.number().int(),
  title: z.string().describe("In the caller's language (English when there is no translation)"),
  cover_image: z.string().nullable(),
  link: z.string().nullable(),
});
export type Promotion = z.output<typeof promotionSchema>;
