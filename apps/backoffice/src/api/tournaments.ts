import type { Identifier } from 'react-admin';
import type { AdminTournament, DataEnvelope, Entrant, EntryStatus, Paginated } from '@golf/contracts';
import type { HttpClient } from './http';

export interface EntrantFilter {
  page: number;
  perPage: number;
  status?: EntryStatus;
  needsReview?: boolean;
}

/**
 * The back-office tournament calls beyond react-admin's CRUD set (docs/tournaments.md): publish,
 * cancel with refunds, the entrants with their DQ and review actions, and the results CSV.
 */
export interface TournamentCalls {
  /** POST tournaments/{id}/publish: entries open; answers the model. */
  publishTournament(id: Identifier): Promise<{ data: AdminTournament }>;
  /** POST tournaments/{id}/cancel: every entry fee is refunded (action 26); answers the model. */
  cancelTournament(id: Identifier, reason: string | null): Promise<{ data: AdminTournament }>;
  /** GET tournaments/{id}/entrants: a page of entries with held rounds and DQ. */
  getEntrants(id: Identifier, filter: EntrantFilter): Promise<{ data: Entrant[]; total: number }>;
  /** POST tournaments/{id}/entrants/{userId}/disqualify with the reason. */
  disqualifyEntrant(id: Identifier, userId: number, reason: string): Promise<void>;
  /** POST tournaments/{id}/entrants/{userId}/review: count a held round, or disqualify with a reason. */
  reviewEntrant(
    id: Identifier,
    userId: number,
    review: { round_number: number; decision: 'approve' | 'disqualify'; reason?: string | null },
  ): Promise<void>;
  /** GET tournaments/{id}/results.csv: the standings as CSV text. */
  getTournamentResultsCsv(id: Identifier): Promise<string>;
}

const tournamentPath = (id: Identifier) => `tournaments/${encodeURIComponent(String(id))}`;

export function createTournamentCalls(http: HttpClient): TournamentCalls {
  return {
    publishTournament: async (id) => {
      const { body } = await http.request<DataEnvelope<AdminTournament>>(`${tournamentPath(id)}/publish`, {
        method: 'POST',
        body: {},
      });
      return { data: body.data };
    },
    cancelTournament: async (id, reason) => {
      const { body } = await http.request<DataEnvelope<AdminTournament>>(`${tournamentPath(id)}/cancel`, {
        method: 'POST',
        body: { reason },
      });
      return { data: body.data };
    },
    getEntrants: async (id, filter) => {
      const { body } = await http.request<Paginated<Entrant>>(`${tournamentPath(id)}/entrants`, {
        query: {
          page: filter.page,
          per_page: filter.perPage,
          status: filter.status,
          needs_review: filter.needsReview === undefined ? undefined : String(filter.needsReview),
        },
      });
      return { data: body.data, total: body.meta.total };
    },
    disqualifyEntrant: async (id, userId, reason) => {
      await http.request(`${tournamentPath(id)}/entrants/${userId}/disqualify`, { method: 'POST', body: { reason } });
    },
    reviewEntrant: async (id, userId, review) => {
      await http.request(`${tournamentPath(id)}/entrants/${userId}/review`, { method: 'POST', body: review });
    },
    getTournamentResultsCsv: async (id) => {
      const { body } = await http.request<unknown>(`${tournamentPath(id)}/results.csv`, {
        headers: { Accept: 'text/csv' },
      });
      return typeof body === 'string' ? body : '';
    },
  };
}
