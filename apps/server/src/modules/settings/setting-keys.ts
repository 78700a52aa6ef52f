import { ECONOMY_AMOUNT_MAX, type SettingKind } from '@golf/contracts';

/** How a value is read and checked (contracts settingKinds); exchange_rates: settings/exchange-rates.ts. */
export type { SettingKind };

/**
 * A setting's definition. Numbers have inclusive bounds, which saving a value checks: an integer's
 * default to 0 and the largest stored integer (INTEGER_SETTING_MAX), a decimal's to none.
 */
interface SettingDefinition {
  displayName: string;
  kind: SettingKind;
  default: string;
  min?: number;
  max?: number;
}

/**
 * Every setting the platform reads, with its default. The seed writes these rows; staff change
 * the values in the back-office. Values are stored as text and parsed by their kind.
 */
export const settingKeys = {
  wager_service_fee: {
    displayName: 'Wager service fee (fraction, e.g. 0.15)',
    kind: 'decimal',
    default: '0.15',
    min: 0,
    max: 1,
  },
  club_service_fee: {
    displayName: 'Club service fee (fraction, e.g. 0.15)',
    kind: 'decimal',
    default: '0.15',
    min: 0,
    max: 1,
  },
  minimum_wager_amount: {
    displayName: 'Minimum wager amount (tokens)',
    kind: 'integer',
    default: '10',
    min: 1,
    max: ECONOMY_AMOUNT_MAX,
  },
  wager_limit: {
    displayName: 'Most one player may have at stake in open wager rounds, per token type',
    kind: 'integer',
    default: '10000',
    min: 1,
    max: ECONOMY_AMOUNT_MAX,
  },
  wager_deadline_hours: {
    displayName: 'Hours after its start a wager round has to finish before it is settled as it stands',
    kind: 'integer',
    default: '24',
    min: 1,
  },
  max_pending_friend_requests: {
    displayName: 'Maximum pending friend requests',
    kind: 'integer',
    default: '20',
    min: 1,
  },
  purchase_limit_waiting_days: {
    displayName: 'Days before a raised or removed purchase limit applies',
    kind: 'integer',
    default: '7',
  },
  purchase_limit_currency: {
    displayName: 'Currency the monthly purchase limit counts in (ISO 4217, e.g. EUR)',
    kind: 'currency',
    default: 'EUR',
  },
  // Demo rates (seeded as they are): staff keep them current, and change them all with the currency above.
  purchase_limit_exchange_rates: {
    displayName:
      'Exchange rates into the purchase limit currency (JSON: ISO 4217 code to what one unit is worth, e.g. {"USD": 0.92})',
    kind: 'exchange_rates',
    default: '{"SEK": 0.087, "USD": 0.92, "GBP": 1.17, "JPY": 0.0061}',
  },
  initial_coin_balance: {
    displayName: 'Coins credited at sign-up',
    kind: 'integer',
    default: '100',
    max: ECONOMY_AMOUNT_MAX,
  },
  verification_email_interval_seconds: {
    displayName: 'Seconds between verification e-mails',
    kind: 'integer',
    default: '60',
  },
  password_reset_expiry_minutes: {
    displayName: 'Password reset link expiry (minutes)',
    kind: 'integer',
    default: '60',
    min: 1,
  },
  download_link_expiry_days: { displayName: 'Download link expiry (days)', kind: 'integer', default: '7', min: 1 },
  tournament_min_prize_sum: {
    displayName: 'Minimum tournament prize sum',
    kind: 'integer',
    default: '1000',
    max: ECONOMY_AMOUNT_MAX,
  },
  tournament_max_rounds: { displayName: 'Maximum rounds per tournament', kind: 'integer', default: '4', min: 1 },
  max_active_clubs_per_user: { displayName: 'Maximum active clubs a player may run', kind: 'integer', default: '3' },
  club_creation_cost: {
    displayName: 'Coins to create a club',
    kind: 'integer',
    default: '500',
    max: ECONOMY_AMOUNT_MAX,
  },
  // Decisions 0059, 0096: staff credit (adjustments, token voucher batches, imports) past this in a UTC day needs an administrator.
  staff_credit_cap: {
    displayName: 'Most tokens staff other than administrators may credit in a day',
    kind: 'integer',
    default: '10000',
    max: ECONOMY_AMOUNT_MAX,
  },
  legacy_subscription_id: {
    displayName: 'Subscription id that marks a legacy user',
    kind: 'integer',
    default: '7',
    min: 1,
  },
} as const satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof settingKeys;
