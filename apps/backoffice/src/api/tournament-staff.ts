import type { Identifier } from 'react-admin';
import type { DataEnvelope, TeeSheet, TeeTimeMoveBody, TeeTimeSwapBody, TournamentOptions } from '@golf/contracts';
import type { HttpClient } from './http';

/** The tournament form's choices and the tee sheet editor (docs/tournaments.md#tee-sheet-edits). */
export interface TournamentStaffCalls {
  /** GET tournaments/options: courses and hardware devices, for manage-tournaments alone. */
  getTournamentOptions(): Promise<{ data: TournamentOptions }>;
  /** GET tournaments/{id}/tee-times?round=n: the round's tee sheet. */
  getTeeSheet(id: Identifier, round: number): Promise<{ data: TeeSheet }>;
  /** POST tournaments/{id}/tee-times/move; answers the new sheet. */
  moveTeeTime(id: Identifier, body: TeeTimeMoveBody): Promise<{ data: TeeSheet }>;
  /** POST tournaments/{id}/tee-times/swap; answers the new sheet. */
  swapTeeTimes(id: Identifier, body: TeeTimeSwapBody): Promise<{ data: TeeSheet }>;
}

const path = (id: Identifier) => `tournaments/${encodeURIComponent(String(id))}`;

export function createTournamentStaffCalls(http: HttpClient): TournamentStaffCalls {
  return {
    getTournamentOptions: async () => {
      const { body } = await http.request<DataEnvelope<TournamentOptions>>('tournaments/options');
      return { data: body.data };
    },
    getTeeSheet: async (id, round) => {
      const { body } = await http.request<DataEnvelope<TeeSheet>>(`${path(id)}/tee-times`, { query: { round } });
      return { data: body.data };
    },
    moveTeeTime: async (id, payload) => {
      const { body } = await http.request<DataEnvelope<TeeSheet>>(`${path(id)}/tee-times/move`, {
        method: 'POST',
        body: payload,
      });
      return { data: body.data };
    },
    swapTeeTimes: async (id, payload) => {
      const { body } = await http.request<DataEnvelope<TeeSheet>>(`${path(id)}/tee-times/swap`, {
        method: 'POST',
        body: payload,
      });
      return { data: body.data };
    },
  };
}
