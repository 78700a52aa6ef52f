import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, timestamps } from './columns';

/**
 * Game client versions (spec §3 GameVersion). `file` is the storage key of the uploaded build
 * (builds/<sha256>.zip), handed out only through signed links. At most one row is latest: a partial
 * unique index backs the service's lock, so a race can never leave two.
 */
export const gameVersions = pgTable(
  'game_versions',
  {
    id: serial('id').primaryKey(),
    version: text('version').notNull(),
    latest: boolean('latest').notNull().default(false),
    file: text('file'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('game_versions_version_unique').on(t.version),
    uniqueIndex('game_versions_one_latest')
      .on(t.latest)
      .where(sql`${t.latest}`),
  ],
);

/** Promotion text in each language the catalogue has; English is required (decision 0068). */
export type PromotionTitle = { en: string; sv?: string };

/** Promotions (spec §3 Promotion): shown at their positions while active and inside their dates. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: jsonb('title').$type<PromotionTitle>().notNull(),
  coverImage: text('cover_image'),
  link: text('link'),
  active: boolean('active').notNull().default(false),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  ...timestamps,
});

/** Where a promotion is shown (promotion_position_type 10–90) and in which order there. */
export const promotionPositions = pgTable(
  'promotion_positions',
  {
    promotionId: belongsTo('promotion_id', () => promotions.id),
    position: integer('position').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.position] }),
    index('promotion_positions_position_idx').on(t.position, t.sortOrder),
  ],
);

/**
 * When each uploaded file was last handed out by an upload, keyed `images/<sha256>` or `builds/<sha256>`
 * (an image's variants go with it). The file sweeper (modules/files/file-sweeper.ts) leaves a file alone
 * for a grace period after this, so an upload whose record is not saved yet keeps its file.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  handedOutAt: at('handed_out_at').notNull().defaultNow(),
});
