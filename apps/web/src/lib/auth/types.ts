import type { Locale } from '@golf/contracts';

/** Player settings (spec section 3). `7_iron_distance` is the 7-iron carry in centimetres. */
export interface PlayerSettings {
  hand: 'L' | 'R';
  ball_type: number;
  club_set: number;
  '7_iron_distance': number;
  teeing_type: number;
  shot_shape: number;
  unit_type: 'imperial' | 'metric';
  /** enums.club values. */
  golf_bag: number[];
}

export interface GameIdentifier {
  id: number | string;
  uuid: string;
  software_version: string | null;
  hardware_version: string | null;
  hardware_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface PurchaseLimitPending {
  /** Minor units; null removes the limit. */
  value: number | null;
  applies_at: string;
}

/** GET /users/me (identity contract). */
export interface User {
  id: number | string;
  email: string;
  email_verified: boolean;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  /** YYYY-MM-DD */
  date_of_birth: string | null;
  /** E.164 */
  phone: string | null;
  locale: Locale;
  street_address_1: string | null;
  street_address_2: string | null;
  care_of: string | null;
  zip: string | null;
  city: string | null;
  state_in_country: string | null;
  /** ISO 3166-1 alpha-2 */
  country: string | null;
  hcp: number | null;
  hcp_diff: number | null;
  /** Minor units per month; null is no limit. */
  purchase_limit_per_month: number | null;
  purchase_limit_pending: PurchaseLimitPending | null;
  registration_completed_at: string | null;
  mfa_enabled_at: string | null;
  referral_code: string | null;
  download_opt_at: string | null;
  avatar: string | null;
  player_settings: PlayerSettings;
  wallets: unknown[];
  feature_unlocks: unknown[];
  user_subscriptions: unknown[];
  premium_subscriptions: unknown[];
  game_identifiers: GameIdentifier[];
  wager_restrictions: { wagering_allowed: boolean; allowed_token_types: number[] };
  created_at: string;
  updated_at: string;
}

/** The fields PATCH /users/me accepts; every one is optional. */
export interface UserUpdate {
  display_name?: string;
  first_name?: string | null;
  last_name?: string | null;
  date_of_birth?: string | null;
  phone?: string | null;
  locale?: Locale;
  street_address_1?: string | null;
  street_address_2?: string | null;
  care_of?: string | null;
  zip?: string | null;
  city?: string | null;
  state_in_country?: string | null;
  country?: string | null;
  purchase_limit_per_month?: number | null;
  download_opt_in?: boolean;
  player_settings?: Partial<PlayerSettings>;
}
