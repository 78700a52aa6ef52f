import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

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
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspendReason: text('suspend_reason'),
    /** Monthly purchase limit in minor currency units; null means no limit. */
    purchaseLimitPerMonth: integer('purchase_limit_per_month'),
    registrationCompletedAt: timestamp('registration_completed_at', { withTimezone: true, mode: 'date' }),
    mfaEnabledAt: timestamp('mfa_enabled_at', { withTimezone: true, mode: 'date' }),
    referralCode: text('referral_code').notNull(),
    downloadOptAt: timestamp('download_opt_at', { withTimezone: true, mode: 'date' }),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true, mode: 'date' }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true, mode: 'date' }),
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
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

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
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    abilityId: integer('ability_id')
      .notNull()
      .references(() => abilities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.abilityId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const userAbilities = pgTable(
  'user_abilities',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    abilityId: integer('ability_id')
      .notNull()
      .references(() => abilities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.abilityId] })],
);
