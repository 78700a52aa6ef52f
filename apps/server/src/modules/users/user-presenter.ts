import type { Locale } from '@golf/contracts';
import type { z } from 'zod';
import type { GameIdentifierRow, PlayerSettingsRow, UserRow } from './users.repository';
import type { adminUserSchema, adminUserSummarySchema, userSchema } from '@golf/contracts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentGameIdentifier = (row: GameIdentifierRow) => ({
  id: row.id,
  uuid: row.uuid,
  software_version: row.softwareVersion,
  hardware_version: row.hardwareVersion,
  hardware_key: row.hardwareKey,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const presentPlayerSettings = (row: PlayerSettingsRow) => ({
  hand: row.hand as 'L' | 'R',
  ball_type: row.ballType,
  club_set: row.clubSet,
  '7_iron_distance': row.sevenIronDistance,
  teeing_type: row.teeingType,
  shot_shape: row.shotShape,
  unit_type: row.unitType as 'imperial' | 'metric',
  golf_bag: row.golfBag,
});

type UserShape = z.input<typeof userSchema>;

/** What the economy feature adds to the user (wallets, feature unlocks, subscriptions). */
export type EconomyProfile = Pick<
  UserShape,
  'wallets' | 'feature_unlocks' | 'user_subscriptions' | 'premium_subscriptions'
>;

export interface UserParts {
  user: UserRow;
  settings: PlayerSettingsRow;
  gameIdentifiers: GameIdentifierRow[];
  economy?: EconomyProfile;
  /** The setting purchase_limit_currency. */
  purchaseLimitCurrency: string;
}

/**
 * The spec's user (section 3). Wallets, feature unlocks and subscriptions come from the economy
 * feature (empty without it). wager_restrictions are staff's manual settings (docs/wagering.md); 2FA and
 * the region are checked on top (GET /users/me/wagering says what applies).
 */
export function presentUser({ user, settings, gameIdentifiers, economy, purchaseLimitCurrency }: UserParts): UserShape {
  return {
    id: user.id,
    email: user.email,
    email_verified: user.emailVerified,
    display_name: user.displayName,
    first_name: user.firstName,
    last_name: user.lastName,
    date_of_birth: user.dateOfBirth,
    phone: user.phone,
    locale: user.locale as Locale,
    street_address_1: user.streetAddress1,
    street_address_2: user.streetAddress2,
    care_of: user.careOf,
    zip: user.zip,
    city: user.city,
    state_in_country: user.stateInCountry,
    country: user.country,
    hcp: user.hcp,
    hcp_diff: user.hcpDiff,
    purchase_limit_per_month: user.purchaseLimitPerMonth,
    purchase_limit_pending: user.purchaseLimitNextAt
      ? { value: user.purchaseLimitNext, applies_at: user.purchaseLimitNextAt.toISOString() }
      : null,
    purchase_limit_currency: purchaseLimitCurrency,
    registration_completed_at: iso(user.registrationCompletedAt),
    mfa_enabled_at: iso(user.mfaEnabledAt),
    referral_code: user.referralCode,
    download_opt_at: iso(user.downloadOptAt),
    avatar: user.image,
    player_settings: presentPlayerSettings(settings),
    wallets: economy?.wallets ?? [],
    feature_unlocks: economy?.feature_unlocks ?? [],
    user_subscriptions: economy?.user_subscriptions ?? [],
    premium_subscriptions: economy?.premium_subscriptions ?? [],
    game_identifiers: gameIdentifiers.map(presentGameIdentifier),
    wager_restrictions: { wagering_allowed: user.wageringAllowed, allowed_token_types: user.allowedTokenTypes },
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
  };
}

export function presentAdminUser(
  parts: UserParts & { roles: { id: number; name: string; title: string }[]; abilities: string[] },
): z.input<typeof adminUserSchema> {
  const base = presentUser(parts);
  return {
    ...base,
    suspended_at: iso(parts.user.suspendedAt),
    suspend_reason: parts.user.suspendReason,
    system_account: parts.user.systemAccount,
    roles: parts.roles,
    abilities: parts.abilities,
    courses: [],
    featureUnlocks: base.feature_unlocks,
    game_identifier: base.game_identifiers[0] ?? null,
  };
}

export const presentAdminUserSummary = (user: UserRow): z.input<typeof adminUserSummarySchema> => ({
  id: user.id,
  display_name: user.displayName,
  first_name: user.firstName,
  last_name: user.lastName,
  email: user.email,
  email_verified: user.emailVerified,
  referral_code: user.referralCode,
  suspended_at: iso(user.suspendedAt),
  system_account: user.systemAccount,
  created_at: user.createdAt.toISOString(),
  updated_at: user.updatedAt.toISOString(),
});
