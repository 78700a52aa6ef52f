import { integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, timestamps } from './columns';
import { users } from './identity';

/** Player settings (spec section 3). One row per user, created with defaults on first read. */
export const playerSettings = pgTable('player_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  hand: text('hand').notNull().default('R'),
  ballType: smallint('ball_type').notNull().default(10),
  clubSet: smallint('club_set').notNull().default(20),
  /** Carry of the player's 7-iron in centimetres (10000–16000). */
  sevenIronDistance: integer('seven_iron_distance').notNull().default(13000),
  teeingType: smallint('teeing_type').notNull().default(20),
  shotShape: smallint('shot_shape').notNull().default(30),
  unitType: text('unit_type').notNull().default('metric'),
  /** Club keys (enum club) in bag order; at most 14, always with the putter. */
  golfBag: integer('golf_bag').array().notNull(),
  ...timestamps,
});

/** Game installations a user has signed in from (spec: game_identifiers). */
export const gameIdentifiers = pgTable(
  'game_identifiers',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    uuid: text('uuid').notNull(),
    softwareVersion: text('software_version').notNull(),
    hardwareVersion: text('hardware_version').notNull(),
    hardwareKey: text('hardware_key').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('game_identifiers_user_uuid_unique').on(t.userId, t.uuid)],
);
