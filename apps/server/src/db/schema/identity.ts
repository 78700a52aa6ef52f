import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, timestamps } from './columns';

/**
 * Users and the identity provider's tables. The columns better-auth needs (name, email,
 * email_verified, image, timestamps; sessions, accounts, verifications) follow its core schema
 * with serial ids; the rest is the spec's User entity (section 3).
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    displayName: text('display_name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth'),
    phone: text('phone'),
    locale: text('locale').notNull().default('en'),
    streetAddress1: text('street_address_1'),
    streetAddress2: text('street_address_2'),
    careOf: text('care_of'),
    zip: text('zip'),
    city: text('city'),
    stateInCountry: text('state_in_country'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    /** WHS handicap index, one decimal; null until the first eligible round. */
    hcp: numeric('hcp', { precision: 3, scale: 1, mode: 'number' }),
    hcpDiff: numeric('hcp_diff', { precision: 3, scale: 1, mode: 'number' }),
    suspendedAt: at('suspended_at'),
    suspendReason: text('suspend_reason'),
    /** Monthly purchase limit in minor currency units; null means no limit. */
    purchaseLimitPerMonth: integer('purchase_limit_per_month'),
    registrationCompletedAt: at('registration_completed_at'),
    mfaEnabledAt: at('mfa_enabled_at'),
    /** better-auth's two-factor plugin flag; mfa_enabled_at follows it (set by a database hook). */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /**
     * A raised or removed purchase limit waits (setting purchase_limit_waiting_days): the new value
     * sits here until purchase_limit_next_at. A null next value with a date is a pending removal.
     */
    purchaseLimitNext: integer('purchase_limit_next'),
    purchaseLimitNextAt: at('purchase_limit_next_at'),
    referralCode: text('referral_code').notNull(),
    /** Wagering (spec section 3, wager_restrictions): staff restrict it per user; token_type values allowed. */
    wageringAllowed: boolean('wagering_allowed').notNull().default(true),
    allowedTokenTypes: integer('allowed_token_types')
      .array()
      .notNull()
      .default(sql`'{10}'::integer[]`),
    downloadOptAt: at('download_opt_at'),
    /**
     * The platform's own accounts, which hold fee wallets (modules/users/system-accounts.ts): nobody signs
     * in as them, players never meet them and staff only look at them (decision 0120).
     */
    systemAccount: boolean('system_account').notNull().default(false),
    /**
     * Set by sign-up until the account's set-up (role, player settings, wallets and sign-up coins) has
     * finished; a sign-in finishes one a failure or a crash cut short (decision 0128).
     */
    setupPending: boolean('setup_pending').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_display_name_unique').on(sql`lower(${t.displayName})`),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    token: text('token').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /** Set when the session was opened with a second factor; POST /users/mfa/invalidate clears it. */
    mfaVerifiedAt: at('mfa_verified_at'),
    /**
     * Set while the session is a kiosk session (docs/decisions/0087): it may call only the routes the
     * kiosk UI needs. Set by POST /kiosk/start or /kiosk/lock; only POST /kiosk/exit clears it.
     */
    kioskAt: at('kiosk_at'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Sessions a suspension or a password change or reset ended, by a hash of their token (decision 0124):
 * whoever still presents one is told why, and nobody without it can ask. Kept until the session would
 * have expired; expired rows are pruned when new ones are written.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    /** SHA-256 of the raw session token, base64url: the row is no credential. */
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    cause: text('cause').$type<'suspended' | 'password_changed'>().notNull(),
    endedAt: at('ended_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('ended_sessions_expires_at_idx').on(t.expiresAt)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    /** Password hash (scrypt) for the credential provider. */
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/** TOTP secrets and backup codes (better-auth two-factor plugin; both stored encrypted). */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    ...timestamps,
  },
  (t) => [uniqueIndex('two_factors_user_id_unique').on(t.userId)],
);

/**
 * Second-factor codes already used to sign in, so a code works once. Rows older than a TOTP
 * window are pruned on insert.
 */
export const usedTwoFactorCodes = pgTable(
  'used_two_factor_codes',
  {
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

/** better-auth's request rate limiter (storage "database"), shared by every server node. */
export const rateLimits = pgTable('rate_limits', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Counters for our own throttles (failed sign-ins per e-mail and IP, verification e-mails per
 * address). In the database so they hold across server nodes.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetsAt: at('resets_at').notNull(),
});

/** Bouncer-style abilities: a name, optionally scoped to one entity. */
export const abilities = pgTable(
  'abilities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title'),
    entityType: text('entity_type'),
    entityId: integer('entity_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('abilities_name_entity_unique').on(
      t.name,
      sql`coalesce(${t.entityType}, '')`,
      sql`coalesce(${t.entityId}, 0)`,
    ),
  ],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  ...timestamps,
});

export const roleAbilities = pgTable(
  'role_abilities',
  {
    roleId: belongsTo('role_id', () => roles.id),
    abilityId: belongsTo('ability_id', () => abilities.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.abilityId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: belongsTo('user_id', () => users.id),
    roleId: belongsTo('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const userAbilities = pgTable(
  'user_abilities',
  {
    userId: belongsTo('user_id', () => users.id),
    abilityId: belongsTo('ability_id', () => abilities.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.abilityId] })],
);
