import type {
  LeaderboardFindMe,
  LeaderboardView,
  LeaderboardRow,
  Paginated,
  TeeSheet,
  TournamentDetail,
  TournamentSummary,
  TournamentTab,
} from '@golf/contracts';
import { apiGet, apiList, apiSend } from '../../lib/api';

export type {
  LeaderboardRow,
  MyTournamentEntry,
  PrizePool,
  TeeSheet,
  TournamentDetail,
  TournamentDivision,
  TournamentRound,
  TournamentSummary,
  TournamentTab,
} from '@golf/contracts';

/** Leaderboard rows per page; "find me" asks the server which page holds the player at this size. */
export const LEADERBOARD_PER_PAGE = 25;
export const TOURNAMENTS_PER_PAGE = 12;

export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (tab: TournamentTab, page: number) => ['tournaments', 'list', tab, page] as const,
  detail: (id: number) => ['tournaments', 'detail', id] as const,
  leaderboard: (id: number) => ['tournaments', 'leaderboard', id] as const,
  leaderboardPage: (id: number, page: number, reading: BoardReading = {}) =>
    ['tournaments', 'leaderboard', id, page, reading.view ?? null, reading.division ?? null] as const,
  teeSheet: (id: number, round: number) => ['tournaments', 'tee-sheet', id, round] as const,
};

/** GET /tournaments/events?tab=…: the player's list (upcoming, live, finished, mine). */
export const fetchTournaments = (tab: TournamentTab, page: number, signal?: AbortSignal) =>
  apiList<TournamentSummary>('/tournaments/events', { query: { tab, page, per_page: TOURNAMENTS_PER_PAGE }, signal });

/** GET /tournaments/events/{id}: event info, rounds, prize pool and the player's own entry. */
export const fetchTournament = (id: number, signal?: AbortSignal) =>
  apiGet<TournamentDetail>(`/tournaments/events/${id}`, { signal });

/** How the board is read: gross or net (none: the tournament's own basis), one division or the whole field. */
export interface BoardReading {
  view?: LeaderboardView;
  division?: number;
}

export const fetchLeaderboard = (
  id: number,
  page: number,
  reading: BoardReading = {},
  signal?: AbortSignal,
): Promise<Paginated<LeaderboardRow>> =>
  apiList<LeaderboardRow>(`/tournaments/${id}/leaderboard`, {
    query: { page, per_page: LEADERBOARD_PER_PAGE, ...reading },
    signal,
  });

/** GET /tournaments/{id}/leaderboard/me: the player's row and the page that holds it, read the same way. */
export const fetchFindMe = (id: number, reading: BoardReading = {}) =>
  apiGet<LeaderboardFindMe>(`/tournaments/${id}/leaderboard/me`, {
    query: { per_page: LEADERBOARD_PER_PAGE, ...reading },
  });

export const fetchTeeSheet = (id: number, round: number, signal?: AbortSignal) =>
  apiGet<TeeSheet>(`/tournaments/${id}/tee-times`, { query: { round }, signal });

/** POST /tournaments/{id}/enter: debits the entry fee; a device when the tournament names hardware, a ball-speed division. */
export const enterTournament = (id: number, deviceId: number | undefined, division?: number) =>
  apiSend<unknown>('POST', `/tournaments/${id}/enter`, {
    ...(deviceId === undefined ? {} : { game_identifier_id: deviceId }),
    ...(division === undefined ? {} : { division }),
  });

/** POST /tournaments/{id}/withdraw: before the start; refunds the fee. */
export const withdrawFromTournament = (id: number) => apiSend<unknown>('POST', `/tournaments/${id}/withdraw`);

/** POST /tournaments/{id}/rounds/{number}/play: the platform round to play, made from the tournament round. */
export const playTournamentRound = (id: number, roundNumber: number) =>
  apiSend<{ round_id: number; tournament_round: number }>('POST', `/tournaments/${id}/rounds/${roundNumber}/play`);
