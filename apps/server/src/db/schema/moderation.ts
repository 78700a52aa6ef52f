import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { users } from './identity';

/** Profanity search terms; `*` is a wildcard (spec section 5). */
export const profanities = pgTable(
  'profanities',
  {
    id: serial('id').primaryKey(),
    searchTerm: text('search_term').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('profanities_search_term_unique').on(sql`lower(${t.searchTerm})`)],
);

/**
 * Where wagering is not offered (spec section 3, WagerRestriction): a whole country (ISO 3166-1
 * alpha-2, region_code null) or one region of it (ISO 3166-2 subdivision code, e.g. US-WA).
 */
export const wagerRestrictions = pgTable(
  'wager_restrictions',
  {
    id: serial('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    regionCode: text('region_code'),
    ...timestamps,
  },
  (t) => [uniqueIndex('wager_restrictions_unique').on(t.countryCode, sql`coalesce(${t.regionCode}, '')`)],
);

/**
 * Security and staff actions: who (actor) did what (event) to whom (subject), from where, when.
 * Append-only; the actor is null for anonymous events such as a failed sign-in.
 */
export const activityLogs = pgTable(
  'activity_logs',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectType: text('subject_type'),
    subjectId: integer('subject_id'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('activity_logs_subject_idx').on(t.subjectType, t.subjectId),
    index('activity_logs_actor_idx').on(t.actorId),
    index('activity_logs_created_at_idx').on(t.createdAt),
  ],
);

/** The development outbox: mail kept in the database when MAIL_URL is unset (see /dev/mail). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  template: text('template').notNull(),
  locale: text('locale').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});
