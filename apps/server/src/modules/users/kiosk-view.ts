import type { z } from 'zod';
import type { kioskUserFields, userSchema } from '@golf/contracts';

type UserShape = z.input<typeof userSchema>;
type Kept = (typeof kioskUserFields)[number];

/**
 * The user as a kiosk session sees it (decision 0103): the same shape, so every client reads it
 * as it reads any user, but only kioskUserFields carry the account's values; the personal record
 * (e-mail, name, birth date, address, handicap, wallets, subscriptions, devices, limits) is withheld.
 */
export function kioskView(user: UserShape): UserShape {
  const kept: Pick<UserShape, Kept> = {
    id: user.id,
    display_name: user.display_name,
    avatar: user.avatar,
    locale: user.locale,
    player_settings: user.player_settings,
    feature_unlocks: user.feature_unlocks,
    registration_completed_at: user.registration_completed_at,
    email_verified: user.email_verified,
  };
  return {
    ...kept,
    email: '',
    first_name: null,
    last_name: null,
    date_of_birth: null,
    phone: null,
    street_address_1: null,
    street_address_2: null,
    care_of: null,
    zip: null,
    city: null,
    state_in_country: null,
    country: null,
    hcp: null,
    hcp_diff: null,
    purchase_limit_per_month: null,
    purchase_limit_pending: null,
    purchase_limit_currency: user.purchase_limit_currency,
    mfa_enabled_at: null,
    referral_code: '',
    download_opt_at: null,
    wallets: [],
    user_subscriptions: [],
    premium_subscriptions: [],
    game_identifiers: [],
    // A kiosk never stakes coins (decision 0087): the kiosk UI offers no wager either.
    wager_restrictions: { wagering_allowed: false, allowed_token_types: [] },
    created_at: user.created_at,
    updated_at: user.updated_at,
  };
}
