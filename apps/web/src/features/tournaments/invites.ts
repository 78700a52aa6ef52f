import type { TournamentInvite } from '@golf/contracts';
import { apiGet, apiSend } from '../../lib/api';

export type { TournamentInvite } from '@golf/contracts';

export const inviteKeys = { mine: ['tournaments', 'invites'] as const };

/** GET /tournaments/invites: the caller's pending tournament invites, newest first. */
export const fetchTournamentInvites = (signal?: AbortSignal) =>
  apiGet<TournamentInvite[]>('/tournaments/invites', { signal });

/** POST /tournaments/{id}/invites/accept: pending to accepted, which enters (and debits the fee). */
export const acceptTournamentInvite = (id: number, deviceId: number | undefined) =>
  apiSend<unknown>(
    'POST',
    `/tournaments/${id}/invites/accept`,
    deviceId === undefined ? {} : { game_identifier_id: deviceId },
  );

/** POST /tournaments/{id}/invites/decline: the invite is deleted (decision 0101). */
export const declineTournamentInvite = (id: number) => apiSend<unknown>('POST', `/tournaments/${id}/invites/decline`);
