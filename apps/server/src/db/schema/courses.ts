import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COURSE_CATEGORIES, type CourseCategory, type HoleDefinition } from '@golf/golf';
import { belongsTo, timestamps } from './columns';

/** What a hole row stores as JSON: everything but the columns of its own. */
export type HoleGeometry = Omit<HoleDefinition, 'number' | 'par' | 'strokeIndex'>;

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    /** The game client's identifier for the course asset. */
    inGameId: text('in_game_id').notNull().unique(),
    title: text('title').notNull(),
    /** course_category (packages/golf COURSE_CATEGORIES; docs/decisions/0048), checked by the database. */
    category: text('category').$type<CourseCategory>().notNull(),
    /** course_type enum: 10 regular, 20 driving range. */
    courseType: integer('course_type').notNull(),
    par: integer('par').notNull(),
    /** Available to every player without a map pack. */
    isDefault: boolean('is_default').notNull().default(false),
    /** Whether handicap strokes are re-based to the holes played (see docs/golf-rules.md, "World Handicap System"). */
    hcpRebasing: boolean('hcp_rebasing').notNull().default(false),
    mainImage: text('main_image'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('courses_course_type_idx').on(t.courseType),
    check(
      'courses_category_check',
      sql.raw(`category in (${COURSE_CATEGORIES.map((category) => `'${category}'`).join(', ')})`),
    ),
  ],
);

/** Ratings and length per teeing_type (10 front, 20 middle, 30 back): WHS rates each tee. */
export const courseTees = pgTable(
  'course_tees',
  {
    courseId: belongsTo('course_id', () => courses.id),
    teeingType: integer('teeing_type').notNull(),
    courseRating: numeric('course_rating', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    slopeRating: integer('slope_rating').notNull(),
    lengthCm: integer('length_cm').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.teeingType] })],
);

export const courseHoles = pgTable(
  'course_holes',
  {
    id: serial('id').primaryKey(),
    courseId: belongsTo('course_id', () => courses.id),
    number: integer('number').notNull(),
    par: integer('par').notNull(),
    strokeIndex: integer('stroke_index').notNull(),
    /** Tees, pin and surface polygons in centimetres (packages/golf course model). */
    geometry: jsonb('geometry').$type<HoleGeometry>().notNull(),
  },
  (t) => [uniqueIndex('course_holes_course_number_unique').on(t.courseId, t.number)],
);
