import {
  tournamentScheduleFields,
  tournamentStatuses,
  tournamentTermFields,
  type AdminTournament,
  type Entrant,
} from '@golf/contracts';

/** A tournament's status as staff read it, for a select field or input. */
export const statusChoices = tournamentStatuses.map((status) => ({
  id: status,
  name: `app.tournaments.statuses.${status}`,
}));

/** A draft may be published (entries open). */
export const canPublish = (t: Pick<AdminTournament, 'status'>) => t.status === 'draft';

/** Until it has finished (paid out) or was cancelled already, a tournament may be cancelled; fees are refunded. */
export const canCancel = (t: Pick<AdminTournament, 'status'>) => t.status !== 'finished' && t.status !== 'cancelled';

/** The export's file name: the tournament's id and title, safe on every file system. */
export function resultsFileName(t: Pick<AdminTournament, 'id' | 'title'>): string {
  const slug = t.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `tournament-${t.id}${slug ? `-${slug}` : ''}-results.csv`;
}

/** The rounds of an entry held for staff (flagged strokes): each may be approved or lead to a DQ. */
export const heldRounds = (entrant: Pick<Entrant, 'rounds'>) => entrant.rounds.filter((r) => r.state === 'review');

/** Cancelled or finished: nothing about the tournament or its entries can change any more. */
export const isClosed = (t: Pick<AdminTournament, 'status'>) => t.status === 'cancelled' || t.status === 'finished';

/**
 * Staff may disqualify an entry that is still in a tournament still on (not withdrawn or already out,
 * and not once it was cancelled or finished).
 */
export const canDisqualify = (entrant: Pick<Entrant, 'status'>, t?: Pick<AdminTournament, 'status'>) =>
  (entrant.status === 'entered' || entrant.status === 'cut') && !(t && isClosed(t));

/** What the entrants list says of an entry: a cancelled tournament's entries are refunded (or were free). */
export function entrantStatusKey(
  entrant: Pick<Entrant, 'status' | 'refunded_at'>,
  t: Pick<AdminTournament, 'status'>,
): Entrant['status'] | 'refunded' | 'cancelled' {
  if (t.status !== 'cancelled' || entrant.status === 'withdrawn') return entrant.status;
  return entrant.refunded_at ? 'refunded' : 'cancelled';
}

/** Why a field of the edit form cannot change now; null when it can. */
export type FieldLock = 'closed' | 'published' | 'started' | null;

const terms = new Set<string>(tournamentTermFields);
const schedule = new Set<string>(tournamentScheduleFields);

/**
 * The server's rule (decision 0074): nothing once cancelled or finished, the terms entrants paid for
 * once published, the schedule and field too from the start. Title, description and images stay open.
 */
export function fieldLock(
  t: Pick<AdminTournament, 'status' | 'published_at' | 'start_at'> | undefined,
  source: string,
  now: number,
): FieldLock {
  if (!t) return null;
  if (isClosed(t)) return 'closed';
  if (!t.published_at) return null;
  const started = now >= Date.parse(t.start_at);
  if (started && (terms.has(source) || schedule.has(source))) return 'started';
  return terms.has(source) ? 'published' : null;
}

/** A save's body without the fields locked now, which the server would refuse whole. */
export function withoutLocked(
  body: Record<string, unknown>,
  t: Pick<AdminTournament, 'status' | 'published_at' | 'start_at'> | undefined,
  now: number,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([key]) => fieldLock(t, key, now) === null));
}
