import type { Paginated } from '@golf/contracts';
import { apiGet, apiList, apiSend } from '../../lib/api';

/** A round's settings as the API returns them (GET /rounds/{id}, the lobby and /rounds/mine). */
export interface RoundSettings {
  id: number;
  host_id: number;
  title: string;
  /** enums.round_visibility */
  visibility: number;
  /** enums.game_mode */
  game_mode: number;
  max_players: number;
  elevation: number;
  game_condition: number;
  /** enums.gimme_distance; null = no gimmes */
  gimme_distance: number | null;
  gimme_on_second_put: boolean;
  mulligans: number;
  green_stimp: number;
  tries: number;
  /** enums.teeing_type */
  tee: number;
  course: { id: number; title: string; course_type: number };
  use_hcp: boolean;
  hole_group: number;
  holes: number[];
  /** The hardware_version a device needs to play; null = any. */
  restrict_hardware: string | null;
  is_local: boolean;
  /** enums.round_status */
  round_status: number;
  /** enums.play_status */
  play_status: number;
  player_count: number;
  free_slots: number;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  /** Match play: who conceded the match; null when nobody did. */
  match_conceded_by: number | null;
}

export interface RoundPlayer {
  user_id: number;
  display_name: string;
  is_host: boolean;
  is_local: boolean;
  play_status: number;
  current_hole: number | null;
  holes_completed: number;
  strokes: number;
  to_par: number;
  mulligans_used: number;
}

export interface Round extends RoundSettings {
  players: RoundPlayer[];
  /** Local rounds, shown to the host only. */
  join_code: string | null;
  /** Players invited who have not answered yet; the host only (null for others). */
  invited: { user_id: number; display_name: string }[] | null;
}

export interface LobbyRound extends RoundSettings {
  host_display_name: string;
}

export interface RoundInvite {
  id: number;
  round_id: number;
  round_title: string;
  host_display_name: string;
  invited_by: number;
  created_at: string;
}

/** A course the player may play (GET /courses?filter[owned]=1). */
export interface OwnedCourse {
  id: number;
  title: string;
  /** The player's own name for it, if they set one. */
  display_name: string | null;
  /** enums.course_type */
  course_type: number;
  par: number;
  hole_count: number;
}

/** POST /rounds: every setting the API takes (README, "Rounds and strokes"). */
export interface CreateRoundRequest {
  title: string;
  visibility: number;
  game_mode: number;
  max_players: number;
  elevation: number;
  game_condition: number;
  /** Left out in the mobile app environment, where the server refuses it. */
  gimme_distance?: number | null;
  gimme_on_second_put: boolean;
  mulligans: number;
  green_stimp: number;
  tries: number;
  tee: number;
  course_id: number;
  use_hcp: boolean;
  hole_group: number;
  holes?: number[];
  restrict_hardware: string | null;
  local: boolean;
  game_identifier_id?: number;
}

export interface LobbyFilters {
  courseId: number | null;
  gameMode: number | null;
  /** enums.play_status: 0 waiting to start, 10 under way */
  playStatus: number | null;
  freeSlot: boolean;
}

export interface LobbyParams extends LobbyFilters {
  page: number;
  perPage: number;
}

export const roundKeys = {
  all: ['rounds'] as const,
  lobby: (params: LobbyParams) => ['rounds', 'lobby', params] as const,
  mine: ['rounds', 'mine'] as const,
  invites: ['rounds', 'invites'] as const,
  round: (id: number) => ['rounds', 'round', id] as const,
  ownedCourses: ['rounds', 'owned-courses'] as const,
};

export function fetchLobby(params: LobbyParams, signal?: AbortSignal): Promise<Paginated<LobbyRound>> {
  return apiList<LobbyRound>('/rounds', {
    query: {
      page: params.page,
      per_page: params.perPage,
      'filter[course_id]': params.courseId ?? undefined,
      'filter[game_mode]': params.gameMode ?? undefined,
      'filter[play_status]': params.playStatus ?? undefined,
      'filter[has_free_slot]': params.freeSlot ? 1 : undefined,
    },
    signal,
  });
}

export const fetchMyRounds = (signal?: AbortSignal) => apiGet<LobbyRound[]>('/rounds/mine', { signal });
export const fetchInvites = (signal?: AbortSignal) => apiGet<RoundInvite[]>('/rounds/invites', { signal });
export const fetchRound = (id: number, signal?: AbortSignal) => apiGet<Round>(`/rounds/${id}`, { signal });

/** Every course the player has; the list is short, one page of 100 holds it. */
export async function fetchOwnedCourses(signal?: AbortSignal): Promise<OwnedCourse[]> {
  const page = await apiList<OwnedCourse>('/courses', {
    query: { 'filter[owned]': 1, per_page: 100, sort: 'title' },
    signal,
  });
  return page.data;
}

/** The server checks the round against the environment the app sends on every call (lib/api: X-Golf-Environment). */
export function createRound(request: CreateRoundRequest): Promise<Round> {
  return apiSend<Round>('POST', '/rounds', request);
}

export function joinRound(id: number, gameIdentifierId?: number): Promise<Round> {
  return apiSend<Round>('POST', `/rounds/${id}/join`, gameIdentifierId ? { game_identifier_id: gameIdentifierId } : {});
}

export function joinLocalRound(code: string): Promise<Round> {
  return apiSend<Round>('POST', '/rounds/join-local', { code });
}

export function startRound(id: number): Promise<Round> {
  return apiSend<Round>('POST', `/rounds/${id}/start`);
}

export interface SentInvite {
  id: number;
  user_id: number;
  display_name: string;
  status: number;
}

/** Invites a player by display name (any letter case), as players know each other. */
export function inviteToRound(id: number, displayName: string): Promise<SentInvite> {
  return apiSend('POST', `/rounds/${id}/invites`, { display_name: displayName });
}

export function acceptInvite(roundId: number, gameIdentifierId?: number): Promise<Round> {
  return apiSend<Round>(
    'POST',
    `/rounds/${roundId}/invites/accept`,
    gameIdentifierId ? { game_identifier_id: gameIdentifierId } : {},
  );
}

export function declineInvite(roundId: number): Promise<void> {
  return apiSend('POST', `/rounds/${roundId}/invites/decline`);
}

/** The host calls off a round that has not started (it ends, never played). */
export function cancelRound(roundId: number): Promise<void> {
  return apiSend('POST', `/rounds/${roundId}/cancel`);
}

/** A player other than the host leaves a round that has not started; the seat is freed. */
export function leaveRound(roundId: number): Promise<void> {
  return apiSend('POST', `/rounds/${roundId}/leave`);
}
