import type { AdminTournament, Entrant } from '@golf/contracts';

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

/** Staff may disqualify an entry that is still in the tournament (not withdrawn or already out). */
export const canDisqualify = (entrant: Pick<Entrant, 'status'>) =>
  entrant.status === 'entered' || entrant.status === 'cut';
