import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo } from './columns';
import { users } from './identity';

/**
 * Friendships (spec section 3, friend; friend_status 10 pending, 20 accepted). One row per pair,
 * whoever asked first: the unique index on the unordered pair keeps A→B and B→A from both existing.
 */
export const friendships = pgTable(
  'friendships',
  {
    id: serial('id').primaryKey(),
    requesterId: belongsTo('requester_id', () => users.id),
    addresseeId: belongsTo('addressee_id', () => users.id),
    status: smallint('status').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
  },
  (t) => [
    uniqueIndex('friendships_pair_unique').on(
      sql`least(${t.requesterId}, ${t.addresseeId})`,
      sql`greatest(${t.requesterId}, ${t.addresseeId})`,
    ),
    index('friendships_addressee_idx').on(t.addresseeId, t.status),
    index('friendships_requester_idx').on(t.requesterId, t.status),
    check('friendships_not_self', sql`${t.requesterId} <> ${t.addresseeId}`),
  ],
);

/**
 * Abuse reports (spec section 3, report; abuse_report_type 20–40). entity_type names a registered
 * reportable (user, round, post, comment, club); reported_user_id is who wrote or owns it, for staff.
 * report_day (UTC) makes "once per reporter, thing and day" a unique index, not a read-then-write race.
 */
export const abuseReports = pgTable(
  'abuse_reports',
  {
    id: serial('id').primaryKey(),
    reporterId: belongsTo('reporter_id', () => users.id),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    reportedUserId: integer('reported_user_id').references(() => users.id, { onDelete: 'set null' }),
    type: smallint('type').notNull(),
    message: text('message'),
    /** 10 open, 20 resolved, 30 dismissed (reportStatus in contracts). */
    status: smallint('status').notNull().default(10),
    reportDay: date('report_day', { mode: 'string' }).notNull(),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    handledAt: at('handled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('abuse_reports_once_a_day').on(t.reporterId, t.entityType, t.entityId, t.reportDay),
    index('abuse_reports_status_idx').on(t.status, t.id),
  ],
);

/** Feedback a player gives from the game menu or the web app (abuse_report_type 10 is its label). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    message: text('message').notNull(),
    /** web, game or app: where it was written (X-Golf-Environment). */
    environment: text('environment').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_created_at_idx').on(t.createdAt)],
);
