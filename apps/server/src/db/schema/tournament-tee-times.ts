import { pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, belongsTo, timestamps } from './columns';
import { tournamentEntries, tournamentRounds } from './tournaments';

/**
 * A tee time staff set by hand for one entrant in one round (assigned mode; docs/tournaments.md#tee-sheet-edits).
 * Without a row the entrant tees off with their slot's group.
 */
export const tournamentTeeTimes = pgTable(
  'tournament_tee_times',
  {
    id: serial('id').primaryKey(),
    tournamentRoundId: belongsTo('tournament_round_id', () => tournamentRounds.id),
    entryId: belongsTo('entry_id', () => tournamentEntries.id),
    teeTime: at('tee_time').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('tournament_tee_times_round_entry_unique').on(t.tournamentRoundId, t.entryId)],
);
