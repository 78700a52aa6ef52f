import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A timestamp with time zone, read as a Date (UTC). */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at, UTC, set by the database. */
export const timestamps = {
  createdAt: at('created_at').notNull().defaultNow(),
  updatedAt: at('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * A required integer foreign key to `target`. Deleting the target deletes the row (cascade) unless
 * `onDelete` says otherwise; 'restrict' keeps money records from being deleted with their parent.
 */
export const belongsTo = (
  name: string,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict' | 'no action' = 'cascade',
) => integer(name).notNull().references(target, { onDelete });
