import type { TeeSheet, TeeTimeMode } from '@golf/contracts';
import type { EntryRow, RoundWithCourse, TournamentRow } from './tournaments.repository';

/** Tee times staff set by hand (tournament-tee-sheet.ts), by round id and entry id. */
export type TeeOverrides = Map<string, Date>;
export const teeOverrideKey = (roundId: number, entryId: number) => `${roundId}:${entryId}`;

/**
 * An entrant's tee time in a round (decision 0072): in assigned mode, the time staff set for them,
 * else group floor(slot / group size) tees off tee_interval_minutes after the group before it; in
 * window mode there is none.
 */
export function teeTimeOf(
  tournament: TournamentRow,
  round: RoundWithCourse,
  slot: number,
  override?: Date | null,
): Date | null {
  if (tournament.teeTimeMode !== 'assigned') return null;
  if (override) return override;
  const group = Math.floor(slot / tournament.groupSize);
  return new Date(round.startAt.getTime() + group * tournament.teeIntervalMinutes * 60_000);
}

/** An entry's tee time with the overrides applied. */
export const entryTeeTime = (
  tournament: TournamentRow,
  round: RoundWithCourse,
  entry: Pick<EntryRow, 'id' | 'slot'>,
  overrides?: TeeOverrides,
) => teeTimeOf(tournament, round, entry.slot, overrides?.get(teeOverrideKey(round.id, entry.id)));

/** The tee sheet of one round: groups of the entrants still playing, or the window alone. */
export function teeSheet(
  tournament: TournamentRow,
  round: RoundWithCourse,
  entries: EntryRow[],
  names: Map<number, string>,
  overrides?: TeeOverrides,
): TeeSheet {
  const mode = tournament.teeTimeMode as TeeTimeMode;
  const groups = new Map<number, TeeSheet['groups'][number]>();
  if (mode === 'assigned')
    for (const entry of entries) {
      if (entry.status !== 'entered') continue;
      const time = entryTeeTime(tournament, round, entry, overrides)!;
      const group = groups.get(time.getTime()) ?? { tee_time: time.toISOString(), players: [] };
      group.players.push({ user_id: entry.userId, display_name: names.get(entry.userId) ?? '' });
      groups.set(time.getTime(), group);
    }
  return {
    round_number: round.number,
    mode,
    window_start: round.startAt.toISOString(),
    window_end: round.endAt.toISOString(),
    groups: [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, group]) => group),
  };
}
