import type {
  Club,
  ClubCreateRequest,
  ClubCreationTerms,
  ClubMember,
  ClubPost,
  ClubPostCreateRequest,
  ClubRound,
  ClubSettingsRequest,
  Paginated,
} from '@golf/contracts';
import { apiGet, apiList, apiSend } from '../../lib/api';

/** Query keys of the clubs feature: one club's data sits under clubKeys.club(id). */
export const clubKeys = {
  all: ['clubs'] as const,
  lists: ['clubs', 'list'] as const,
  list: (search: string, mine: boolean) => ['clubs', 'list', search, mine] as const,
  club: (id: number) => ['clubs', id] as const,
  members: (id: number) => ['clubs', id, 'members'] as const,
  posts: (id: number) => ['clubs', id, 'posts'] as const,
  rounds: (id: number) => ['clubs', id, 'rounds'] as const,
  creationTerms: ['clubs', 'creation-terms'] as const,
};

export const FEED_PAGE_SIZE = 30;

export const fetchClubs = (search: string, mine: boolean, signal?: AbortSignal) =>
  apiGet<Club[]>('/clubs', { query: { search: search || undefined, mine: mine ? '1' : undefined }, signal });
export const createClub = (body: ClubCreateRequest) => apiSend<Club>('POST', '/clubs', body);
export const fetchCreationTerms = (signal?: AbortSignal) =>
  apiGet<ClubCreationTerms>('/clubs/creation-terms', { signal });
export const fetchClub = (id: number, signal?: AbortSignal) => apiGet<Club>(`/clubs/${id}`, { signal });
export const updateClub = (id: number, body: ClubSettingsRequest) => apiSend<Club>('PATCH', `/clubs/${id}`, body);

/** PUT /clubs/{id}/badge or /cover: the image as multipart, as the avatar upload sends it. */
export function uploadClubImage(id: number, kind: 'badge' | 'cover', file: Blob): Promise<Club> {
  const form = new FormData();
  form.append('file', file);
  return apiSend<Club>('PUT', `/clubs/${id}/${kind}`, form);
}

export const fetchMembers = (id: number, signal?: AbortSignal) =>
  apiGet<ClubMember[]>(`/clubs/${id}/members`, { signal });
export const joinClub = (id: number) => apiSend<{ status: number }>('POST', `/clubs/${id}/join`);
export const removeMember = (id: number, userId: number) => apiSend('DELETE', `/clubs/${id}/members/${userId}`);
export const decideRequest = (id: number, userId: number, action: 'approve' | 'decline') =>
  apiSend('POST', `/clubs/${id}/members/${userId}/${action}`);
export const assignRole = (id: number, userId: number, role: number) =>
  apiSend('PUT', `/clubs/${id}/members/${userId}/role`, { role });
export const inviteToClub = (id: number, displayName: string) =>
  apiSend('POST', `/clubs/${id}/invites`, { display_name: displayName });

export const fetchPosts = (id: number, page: number, signal?: AbortSignal): Promise<Paginated<ClubPost>> =>
  apiList<ClubPost>(`/clubs/${id}/posts`, { query: { page, per_page: FEED_PAGE_SIZE }, signal });
export const createPost = (id: number, body: ClubPostCreateRequest) =>
  apiSend<ClubPost>('POST', `/clubs/${id}/posts`, body);
export const commentOn = (id: number, postId: number, body: string) =>
  apiSend<ClubPost>('POST', `/clubs/${id}/posts/${postId}/comments`, { body });
export const pinPost = (id: number, postId: number, pinned: boolean) =>
  apiSend<ClubPost>('PUT', `/clubs/${id}/posts/${postId}/pin`, { pinned });
export const removePost = (id: number, postId: number) => apiSend('DELETE', `/clubs/${id}/posts/${postId}`);
/** Answers the post without the comment, as the feed shows it now. */
export const removeComment = (id: number, postId: number, commentId: number) =>
  apiSend<ClubPost>('DELETE', `/clubs/${id}/posts/${postId}/comments/${commentId}`);

export const fetchClubRounds = (id: number, signal?: AbortSignal) =>
  apiGet<ClubRound[]>(`/clubs/${id}/rounds`, { signal });
export const shareRound = (id: number, roundId: number) =>
  apiSend<ClubRound[]>('POST', `/clubs/${id}/rounds`, { round_id: roundId });
