import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, belongsTo, timestamps } from './columns';
import { rounds } from './golf';
import { users } from './identity';

/**
 * Clubs (spec §3 Club, docs/clubs.md). `cached_club_users_count` counts accepted members and is
 * rewritten in every transaction that changes a membership, under the club's row lock.
 */
export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** round_visibility: 10 public, 20 private (joining needs an invite). */
    visibility: smallint('visibility').notNull().default(10),
    acceptingNewMembers: boolean('accepting_new_members').notNull().default(true),
    acceptWithoutApproval: boolean('accept_without_approval').notNull().default(true),
    /** Whole tokens charged on acceptance (0 = free), of member_fee_token_type. */
    memberFee: integer('member_fee').notNull().default(0),
    memberFeeTokenType: smallint('member_fee_token_type').notNull().default(10),
    description: text('description'),
    badge: text('badge'),
    coverImage: text('cover_image'),
    cachedClubUsersCount: integer('cached_club_users_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clubs_name_unique').on(sql`lower(${t.name})`),
    index('clubs_created_at_idx').on(t.createdAt),
    check('clubs_member_fee_not_negative', sql`${t.memberFee} >= 0`),
    check('clubs_count_not_negative', sql`${t.cachedClubUsersCount} >= 0`),
  ],
);

/** A membership: club_role 10 administrator, 20 moderator, 30 member; club_member_status 10 pending, 20 accepted. */
export const clubUsers = pgTable(
  'club_users',
  {
    id: serial('id').primaryKey(),
    clubId: belongsTo('club_id', () => clubs.id),
    userId: belongsTo('user_id', () => users.id),
    role: smallint('role').notNull().default(30),
    status: smallint('status').notNull().default(10),
    acceptedAt: at('accepted_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('club_users_club_user_unique').on(t.clubId, t.userId), index('club_users_user_idx').on(t.userId)],
);

/** An administrator's invite; it lets the invitee into a private club and skips approval. */
export const clubInvites = pgTable(
  'club_invites',
  {
    clubId: belongsTo('club_id', () => clubs.id),
    userId: belongsTo('user_id', () => users.id),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.userId] })],
);

/**
 * A member fee (decision 0083): held while a request is pending, then settled (split between the
 * club's administrator and the house) or refunded. Its id keys each ledger operation, so none applies twice.
 */
export const clubFees = pgTable(
  'club_fees',
  {
    id: serial('id').primaryKey(),
    clubId: belongsTo('club_id', () => clubs.id, 'restrict'),
    userId: belongsTo('user_id', () => users.id, 'restrict'),
    tokenType: smallint('token_type').notNull(),
    amount: integer('amount').notNull(),
    /** held → settled | refunded. */
    state: text('state').notNull(),
    ...timestamps,
  },
  (t) => [
    // One open fee per request: a second concurrent join finds this one and is refused.
    uniqueIndex('club_fees_one_held')
      .on(t.clubId, t.userId)
      .where(sql`${t.state} = 'held'`),
    check('club_fees_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The club feed: posts (announcements by administrators and moderators; pinned ones first). */
export const clubPosts = pgTable(
  'club_posts',
  {
    id: serial('id').primaryKey(),
    clubId: belongsTo('club_id', () => clubs.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    isAnnouncement: boolean('is_announcement').notNull().default(false),
    isPinned: boolean('is_pinned').notNull().default(false),
    pinnedAt: at('pinned_at'),
    /** Set when staff or the club's moderators hide it: players no longer see it. */
    hiddenAt: at('hidden_at'),
    ...timestamps,
  },
  (t) => [index('club_posts_feed_idx').on(t.clubId, t.pinnedAt, t.id)],
);

export const clubComments = pgTable(
  'club_comments',
  {
    id: serial('id').primaryKey(),
    postId: belongsTo('post_id', () => clubPosts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    hiddenAt: at('hidden_at'),
    ...timestamps,
  },
  (t) => [index('club_comments_post_idx').on(t.postId, t.id)],
);

/** Rounds a member who hosts them shared with the club: the club house lists those not yet started. */
export const clubRounds = pgTable(
  'club_rounds',
  {
    clubId: belongsTo('club_id', () => clubs.id),
    roundId: belongsTo('round_id', () => rounds.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.roundId] }), index('club_rounds_round_idx').on(t.roundId)],
);
