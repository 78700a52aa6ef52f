/**
 * Wagering on rounds (spec sections 3–6; docs/wagering.md): the round's stake and pot, its
 * settlement, and the back-office wager restrictions (manage-wager-restrictions).
 */
import { z } from 'zod';
import { isCountryCode } from '../countries';

/** ISO 3166-1 alpha-2 (a country), and ISO 3166-2 (a subdivision: the country, "-", 1–3 letters or digits). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
export const REGION_CODE_PATTERN = /^[A-Z]{2}-[A-Z0-9]{1,3}$/;

/** Where a wager round's stakes are: held, waiting for staff (a flagged stroke), paid out or refunded. */
export const wagerStates = ['open', 'review', 'paid', 'refunded'] as const;
export type WagerState = (typeof wagerStates)[number];

/** Why a user may not wager (GET /users/me/wagering); each has its fix in the player app. */
export const wagerRefusals = [
  'manually_restricted',
  'token_type_not_allowed',
  'two_factor_missing',
  'address_missing',
  'region_restricted',
  'feature_missing',
] as const;
export type WagerRefusal = (typeof wagerRefusals)[number];

export const wagerSettlementSchema = z.object({
  state: z.enum(wagerStates),
  pot: z.number().int().describe('Sum of the stakes held or settled, whole tokens'),
  fee: z
    .number()
    .int()
    .nullable()
    .describe('The house fee taken at payout (setting wager_service_fee); null before it'),
  payouts: z
    .array(z.object({ user_id: z.number().int(), amount: z.number().int() }))
    .describe('What each winner was credited (action 20); empty until paid'),
});

/** A round's wager, on GET /rounds/{id} and the lobby; null for a round without one. */
export const roundWagerSchema = z
  .object({
    amount: z.number().int().describe("Each player's stake, whole tokens"),
    token_type: z.number().int().describe('token_type: 10 coins, 20 diamonds'),
    minimum_raised: z.boolean().describe('The host asked for less than the minimum wager and it was raised'),
  })
  .merge(wagerSettlementSchema);
export type RoundWager = z.output<typeof roundWagerSchema>;

/** GET /users/me/wagering: whether the caller may wager now, and every reason why not. */
export const wageringStatusSchema = z.object({
  allowed: z.boolean(),
  refusals: z.array(z.enum(wagerRefusals)),
  allowed_token_types: z.array(z.number().int()),
  minimum_amount: z.number().int(),
  limit: z.number().int().describe('Most one player may have at stake across open wager rounds, per token type'),
});
export type WageringStatus = z.output<typeof wageringStatusSchema>;

const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => COUNTRY_CODE_PATTERN.test(code) && isCountryCode(code), { message: 'validation.country_code' })
  .describe('ISO 3166-1 alpha-2, e.g. US');
const regionCode = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => REGION_CODE_PATTERN.test(code) && isCountryCode(code.slice(0, 2)), {
    message: 'validation.region_code',
  })
  .nullable()
  .describe('ISO 3166-2 subdivision of the country, e.g. US-WA; null or absent restricts the whole country');

/** A region must lie in the restriction's country (US-WA in US). */
export const regionInCountry = (body: { country_code?: string; region_code?: string | null }) =>
  !body.region_code || !body.country_code || body.region_code.startsWith(`${body.country_code}-`);

export const wagerRestrictionBodySchema = z
  .object({
    country_code: countryCode,
    region_code: regionCode.optional().transform((value) => value ?? null),
  })
  .refine(regionInCountry, { path: ['region_code'], message: 'validation.region_code' });
export type WagerRestrictionRequest = z.input<typeof wagerRestrictionBodySchema>;
export const wagerRestrictionPatchBodySchema = z.object({
  country_code: countryCode.optional(),
  region_code: regionCode.optional(),
});
export type WagerRestrictionPatchRequest = z.input<typeof wagerRestrictionPatchBodySchema>;

export const wagerRestrictionSchema = z.object({
  id: z.number().int(),
  country_code: z.string(),
  region_code: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WagerRestriction = z.output<typeof wagerRestrictionSchema>;

/** GET /admin/wagers/review: a completed wager round whose stakes wait for staff (a flagged stroke). */
export const wagerReviewSchema = z.object({
  round_id: z.number().int(),
  title: z.string(),
  game_mode: z.number().int(),
  token_type: z.number().int(),
  pot: z.number().int(),
  completed_at: z.string().nullable(),
  players: z.array(z.object({ user_id: z.number().int(), display_name: z.string() })),
});
export type WagerReview = z.output<typeof wagerReviewSchema>;

/** POST /admin/wagers/{round_id}/resolve: staff pay out or refund a round held for review. */
export const wagerResolveBodySchema = z.object({ action: z.enum(['payout', 'refund']) });
