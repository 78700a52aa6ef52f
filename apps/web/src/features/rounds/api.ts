import type {
  CourseSummary,
  HardwareDevice,
  CreateRoundRequest,
  InviteRequest,
  JoinLocalRequest,
  JoinRoundRequest,
  LobbyRound,
  Paginated,
  Round,
  RoundInvite,
  SentInvite,
} from '@golf/contracts';
import { apiGet, apiList, apiSend } from '../../lib/api';

export type {
  CreateRoundRequest,
  LobbyRound,
  Round,
  RoundInvite,
  RoundPlayer,
  RoundSettings,
  SentInvite,
} from '@golf/contracts';

/** A course the player may play (GET /courses?filter[owned]=1): the fields the round forms read. */
export type OwnedCourse = Pick<CourseSummary, 'id' | 'title' | 'display_name' | 'course_type' | 'par' | 'hole_count'>;

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
export async function fetchOwnedCourses(signal?: AbortSignal): Promise<CourseSummary[]> {
  const page = await apiList<CourseSummary>('/courses', {
    query: { 'filter[owned]': 1, per_page: 100, sort: 'title' },
    signal,
  });
  return page.data;
}

/** The hardware devices staff added: what a round can be restricted to (docs/decisions/0047). */
export async function fetchHardwareDevices(signal?: AbortSignal): Promise<HardwareDevice[]> {
  const page = await apiList<HardwareDevice>('/hardware-devices', { query: { per_page: 100, sort: 'title' }, signal });
  return page.data;
}

/** The server checks the round against the environment the app sends on every call (lib/api: X-Golf-Environment). */
export function createRound(request: CreateRoundRequest): Promise<Round> {
  return apiSend<Round>('POST', '/rounds', request);
}

export function joinRound(id: number, gameIdentifierId?: number): Promise<Round> {
  const body: JoinRoundRequest = gameIdentifierId ? { game_identifier_id: gameIdentifierId } : {};
  return apiSend<Round>('POST', `/rounds/${id}/join`, body);
}

export function joinLocalRound(code: string): Promise<Round> {
  return apiSend<Round>('POST', '/rounds/join-local', { code } satisfies JoinLocalRequest);
}

export function startRound(id: number): Promise<Round> {
  return apiSend<Round>('POST', `/rounds/${id}/start`);
}

/** Invites a player by display name (any letter case), as players know each other. */
export function inviteToRound(id: number, displayName: string): Promise<SentInvite> {
  return apiSend('POST', `/rounds/${id}/invites`, { display_name: displayName } satisfies InviteRequest);
}

export function acceptInvite(roundId: number, gameIdentifierId?: number): Promise<Round> {
  const body: JoinRoundRequest = gameIdentifierId ? { game_identifier_id: gameIdentifierId } : {};
  return apiSend<Round>('POST', `/rounds/${roundId}/invites/accept`, body);
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
