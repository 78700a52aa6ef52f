/**
 * The user as the API shows it and the profile fields it accepts (spec sections 3 and 5), the
 * game installations, and the back-office's user edits, suspension, roles and abilities; shared by
 * the server (request validation, response serialization) and both apps (types).
 */
import { z } from 'zod';
import { SEVEN_IRON_DISTANCE_MAX, SEVEN_IRON_DISTANCE_MIN } from '@golf/golf';
import { enums, enumValues } from '../enums';
import { isCountryCode } from '../countries';
import { locales } from '../i18n';
import { walletSchema } from './wallets';
import { enumSchema } from './common';

/** Spec section 9: 3 to 20 characters; section 5: only letters, numbers, underscores and dashes. */
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 20;
export const DISPLAY_NAME_PATTERN = new RegExp(`^[\\p{L}\\p{N}_-]{${DISPLAY_NAME_MIN},${DISPLAY_NAME_MAX}}$`, 'u');
/** Spec section 9. */
export const PASSWORD_MIN = 8;
export const GOLF_BAG_MAX = 14;
export const PUTTER: number = enums.club.putter;
/** The 7-iron carry the virtual launch monitor scales the bag from, centimetres: the golf package's range. */
export const SEVEN_IRON_DISTANCE = { min: SEVEN_IRON_DISTANCE_MIN, max: SEVEN_IRON_DISTANCE_MAX } as const;
/** The largest monthly purchase limit, in minor units (1,000,000.00). */
export const PURCHASE_LIMIT_MAX = 100_000_000;

/** A monthly purchase limit the platform accepts: whole minor units from 0 to PURCHASE_LIMIT_MAX. */
export const isValidPurchaseLimit = (minorUnits: number): boolean =>
  Number.isInteger(minorUnits) && minorUnits >= 0 && minorUnits <= PURCHASE_LIMIT_MAX;

export const displayNameSchema = z.string().trim().regex(DISPLAY_NAME_PATTERN, { message: 'validation.display_name' });
export const localeSchema = z.enum(locales);

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const isoDate = z.iso.date().nullable().optional();

const clubSchema = z.union(enumValues('club').map((value) => z.literal(value as number)) as [z.ZodLiteral<number>]);
const numericEnum = (name: Parameters<typeof enumValues>[0]) =>
  z
    .number()
    .int()
    .refine((value) => (enumValues(name) as number[]).includes(value), { message: 'validation.in' });

export const golfBagSchema = z
  .array(clubSchema)
  .refine((bag) => new Set(bag).size === bag.length, { message: 'validation.invalid' })
  .refine((bag) => bag.length <= GOLF_BAG_MAX, { message: 'validation.golf_bag_max', params: { max: GOLF_BAG_MAX } })
  .refine((bag) => bag.includes(PUTTER), { message: 'validation.golf_bag_putter' });

export const playerSettingsSchema = z.object({
  hand: z.enum(['L', 'R']),
  ball_type: numericEnum('ball_type'),
  club_set: numericEnum('club_set'),
  // Centimetres, as the API takes them; the messages say so.
  '7_iron_distance': z
    .number()
    .int()
    .min(SEVEN_IRON_DISTANCE.min, { message: 'validation.min.centimetres' })
    .max(SEVEN_IRON_DISTANCE.max, { message: 'validation.max.centimetres' }),
  teeing_type: numericEnum('teeing_type'),
  shot_shape: numericEnum('shot_shape'),
  unit_type: z.enum(['imperial', 'metric']),
  golf_bag: z.array(z.number().int()),
});

/** Profile fields a player edits on themselves and staff edit on them. */
export const profileFieldsSchema = z.object({
  display_name: displayNameSchema.optional(),
  first_name: optionalText(100),
  last_name: optionalText(100),
  date_of_birth: isoDate,
  phone: z.string().trim().max(32).nullable().optional(),
  locale: localeSchema.optional(),
  street_address_1: optionalText(200),
  street_address_2: optionalText(200),
  care_of: optionalText(200),
  zip: optionalText(20),
  city: optionalText(100),
  state_in_country: optionalText(100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { message: 'validation.country' })
    .describe('ISO 3166-1 alpha-2 (any case; stored in upper case)')
    .nullable()
    .optional(),
});

export const updateMeSchema = profileFieldsSchema.extend({
  /** Minor currency units; null removes the limit. */
  purchase_limit_per_month: z
    .number()
    // The API's own words (minor units); the player app's form says it in major units (validation.purchase_limit).
    .refine(isValidPurchaseLimit, {
      message: 'validation.purchase_limit_minor_units',
      params: { max: PURCHASE_LIMIT_MAX },
    })
    .nullable()
    .optional(),
  download_opt_in: z.boolean().optional(),
  player_settings: playerSettingsSchema.extend({ golf_bag: golfBagSchema }).partial().optional(),
});
export type UpdateMe = z.output<typeof updateMeSchema>;

const timestamp = z.string().nullable();
export const gameIdentifierSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  software_version: z.string(),
  hardware_version: z.string(),
  hardware_key: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

const heldRoleSchema = z.object({ id: z.number().int(), name: z.string(), title: z.string() });

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  email_verified: z.boolean(),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  date_of_birth: z.string().nullable(),
  phone: z.string().nullable(),
  locale: localeSchema,
  street_address_1: z.string().nullable(),
  street_address_2: z.string().nullable(),
  care_of: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  state_in_country: z.string().nullable(),
  country: z.string().nullable(),
  hcp: z.number().nullable(),
  hcp_diff: z.number().nullable(),
  purchase_limit_per_month: z.number().int().nullable(),
  purchase_limit_pending: z.object({ value: z.number().int().nullable(), applies_at: z.string() }).nullable(),
  purchase_limit_currency: z.string().describe('ISO 4217: the currency the purchase limit counts in'),
  registration_completed_at: timestamp,
  mfa_enabled_at: timestamp,
  referral_code: z.string(),
  download_opt_at: timestamp,
  avatar: z.string().nullable(),
  player_settings: playerSettingsSchema,
  wallets: z.array(walletSchema),
  feature_unlocks: z.array(z.object({ name: z.string(), expires_at: timestamp })),
  user_subscriptions: z.array(z.object({ id: z.number().int() }).loose()),
  premium_subscriptions: z.array(z.object({ id: z.number().int() }).loose()),
  game_identifiers: z.array(gameIdentifierSchema),
  wager_restrictions: z.object({
    wagering_allowed: z.boolean(),
    allowed_token_types: z.array(z.number().int()),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What staff see: the user plus account state, roles and the back-office extras (spec: edit-user). */
const systemAccount = z
  .boolean()
  .describe(
    "One of the platform's own accounts, which hold fees: nobody signs in as it, players never meet it, and staff may only view it (users.system_account, 1511)",
  );

export const adminUserSchema = userSchema.extend({
  suspended_at: timestamp,
  suspend_reason: z.string().nullable(),
  system_account: systemAccount,
  roles: z.array(heldRoleSchema),
  /** Global abilities granted to the user directly (not through a role), by name. */
  abilities: z.array(z.string()),
  courses: z.array(z.object({ id: z.number().int(), title: z.string() })),
  featureUnlocks: z.array(z.object({ name: z.string(), expires_at: timestamp })),
  game_identifier: gameIdentifierSchema.nullable(),
});

export const adminUserSummarySchema = z.object({
  id: z.number().int(),
  display_name: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  email_verified: z.boolean(),
  referral_code: z.string(),
  suspended_at: timestamp,
  system_account: systemAccount,
  created_at: z.string(),
  updated_at: z.string(),
});

export const abilitySchema = z.object({
  name: z.string(),
  entity_id: z.union([z.number(), z.string()]).nullable(),
  entity_type: z.string().nullable(),
});

export type PlayerSettings = z.output<typeof playerSettingsSchema>;
export type GameIdentifier = z.output<typeof gameIdentifierSchema>;
/** GET /users/me. */
export type User = z.output<typeof userSchema>;
/** PATCH /users/me: every field optional. */
export type UserUpdate = z.input<typeof updateMeSchema>;
export type AdminUser = z.output<typeof adminUserSchema>;

/** GET /users/me/abilities: what the signed-in user may do. */
export const abilitiesSchema = z.array(abilitySchema);
export type Ability = z.output<typeof abilitySchema>;

/** The game reports its installation; a bad device description is "Invalid device name" (1015). */
export const gameIdentifierFieldsSchema = z.object({
  uuid: z.string().trim(),
  software_version: z.string().trim().min(1).max(64),
  hardware_version: z.string().trim(),
  hardware_key: z.string().trim(),
});
/** POST /users/me/game-identifiers: the fields wrapped in `data`, or unwrapped. */
export const gameIdentifierBodySchema = z.union([
  z.object({ data: gameIdentifierFieldsSchema }),
  gameIdentifierFieldsSchema,
]);
export type GameIdentifierRequest = z.input<typeof gameIdentifierBodySchema>;

/** POST /users/mfa/invalidate. */
export const mfaInvalidatedSchema = z.object({ mfa_verified: z.literal(false) });
export type MfaInvalidated = z.output<typeof mfaInvalidatedSchema>;

// Back-office (manage-users).

export const adminUpdateUserBodySchema = profileFieldsSchema.extend({
  email: z.email().max(254).optional(),
  hcp: z.number().min(-10).max(54).nullable().optional(),
  wager_restrictions: z
    .object({
      wagering_allowed: z.boolean().optional(),
      allowed_token_types: z
        .array(enumSchema('token_type'))
        .max(2)
        .optional()
        .describe('token_type values the user may wager (10 coins, 20 diamonds)'),
    })
    .optional()
    .describe('Restrict or allow wagering for the user (docs/wagering.md); publishes user.updated'),
});
export type AdminUpdateUserRequest = z.input<typeof adminUpdateUserBodySchema>;

export const suspendBodySchema = z.object({ reason: z.string().trim().min(1).max(500) });
export type SuspendRequest = z.input<typeof suspendBodySchema>;
export const setRolesBodySchema = z.object({ roles: z.array(z.string().min(1)).max(20) });
export type SetRolesRequest = z.input<typeof setRolesBodySchema>;
export const setAbilitiesBodySchema = z.object({ abilities: z.array(z.string().min(1)).max(100) });
export type SetAbilitiesRequest = z.input<typeof setAbilitiesBodySchema>;

/** PUT /admin/users/{id}/abilities: the direct grants (names) and everything the user may now do. */
export const userAbilitiesSchema = z.object({
  abilities: z.array(z.string()),
  effective_abilities: z.array(abilitySchema),
});
export type UserAbilities = z.output<typeof userAbilitiesSchema>;
export type AdminUserSummary = z.output<typeof adminUserSummarySchema>;
