import type { Identifier } from 'react-admin';
import type { DataEnvelope, GrantCourseRequest, GrantMapPackRequest, UserCourses, WagerReview } from '@golf/contracts';
import type { HttpClient } from './http';

/**
 * The back-office golf calls beyond react-admin's CRUD set: the course allocation under
 * admin/users/{id}. Their bodies and replies are the contracts' types.
 */
export interface GolfCalls {
  /** GET admin/users/{id}/courses: every course with the user's source, and the user's map packs. */
  getUserCourses(userId: Identifier): Promise<{ data: UserCourses }>;
  /** POST admin/users/{id}/courses (idempotent). */
  grantCourse(userId: Identifier, courseId: number): Promise<void>;
  /** DELETE admin/users/{id}/courses/{courseId}: takes back a staff grant only. */
  revokeCourse(userId: Identifier, courseId: number): Promise<void>;
  /** POST admin/users/{id}/map-packs (idempotent). */
  grantMapPack(userId: Identifier, mapPackId: number): Promise<void>;
  /** DELETE admin/users/{id}/map-packs/{mapPackId}. */
  revokeMapPack(userId: Identifier, mapPackId: number): Promise<void>;
  /** GET admin/wagers/review: wager rounds whose stakes wait for staff. */
  getWagerReviews(): Promise<{ data: WagerReview[] }>;
  /** POST admin/wagers/{roundId}/resolve: pay the pot out as scored, or refund every stake. */
  resolveWager(roundId: number, action: 'payout' | 'refund'): Promise<void>;
}

const userPath = (userId: Identifier) => `admin/users/${encodeURIComponent(String(userId))}`;

export function createGolfCalls(http: HttpClient): GolfCalls {
  return {
    getUserCourses: async (userId) => {
      const { body } = await http.request<DataEnvelope<UserCourses>>(`${userPath(userId)}/courses`);
      return { data: body.data };
    },
    getWagerReviews: async () => {
      const { body } = await http.request<DataEnvelope<WagerReview[]>>('admin/wagers/review');
      return { data: body.data };
    },
    resolveWager: async (roundId, action) => {
      await http.request(`admin/wagers/${roundId}/resolve`, { method: 'POST', body: { action } });
    },
    grantCourse: async (userId, courseId) => {
      const body: GrantCourseRequest = { course_id: courseId };
      await http.request(`${userPath(userId)}/courses`, { method: 'POST', body });
    },
    revokeCourse: async (userId, courseId) => {
      await http.request(`${userPath(userId)}/courses/${courseId}`, { method: 'DELETE' });
    },
    grantMapPack: async (userId, mapPackId) => {
      const body: GrantMapPackRequest = { map_pack_id: mapPackId };
      await http.request(`${userPath(userId)}/map-packs`, { method: 'POST', body });
    },
    revokeMapPack: async (userId, mapPackId) => {
      await http.request(`${userPath(userId)}/map-packs/${mapPackId}`, { method: 'DELETE' });
    },
  };
}
