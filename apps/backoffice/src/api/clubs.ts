import type { Identifier } from 'react-admin';
import type { ClubPost, DataEnvelope, Paginated } from '@golf/contracts';
import type { HttpClient } from './http';

/** The back-office club calls beyond react-admin's CRUD set: a club's posts and their moderation. */
export interface ClubCalls {
  /** GET admin/clubs/{id}/posts: the feed with hidden posts, pinned first. */
  getClubPosts(clubId: Identifier, page?: number): Promise<{ data: ClubPost[]; total: number }>;
  /** PUT admin/clubs/{id}/posts/{postId}/hidden: hide a post from players, or show it again. */
  setClubPostHidden(clubId: Identifier, postId: number, hidden: boolean): Promise<{ data: ClubPost }>;
  /** PUT admin/clubs/{id}/posts/{postId}/comments/{commentId}/hidden: the post again, every comment in it. */
  setClubCommentHidden(
    clubId: Identifier,
    postId: number,
    commentId: number,
    hidden: boolean,
  ): Promise<{ data: ClubPost }>;
}

/** Posts per page of the moderation list. */
export const CLUB_POSTS_PAGE = 50;

const clubPath = (clubId: Identifier) => `admin/clubs/${encodeURIComponent(String(clubId))}`;

export function createClubCalls(http: HttpClient): ClubCalls {
  return {
    getClubPosts: async (clubId, page = 1) => {
      const { body } = await http.request<Paginated<ClubPost>>(`${clubPath(clubId)}/posts`, {
        query: { page, per_page: CLUB_POSTS_PAGE },
      });
      return { data: body.data, total: body.meta.total };
    },
    setClubPostHidden: async (clubId, postId, hidden) => {
      const { body } = await http.request<DataEnvelope<ClubPost>>(`${clubPath(clubId)}/posts/${postId}/hidden`, {
        method: 'PUT',
        body: { hidden },
      });
      return { data: body.data };
    },
    setClubCommentHidden: async (clubId, postId, commentId, hidden) => {
      const { body } = await http.request<DataEnvelope<ClubPost>>(
        `${clubPath(clubId)}/posts/${postId}/comments/${commentId}/hidden`,
        { method: 'PUT', body: { hidden } },
      );
      return { data: body.data };
    },
  };
}
