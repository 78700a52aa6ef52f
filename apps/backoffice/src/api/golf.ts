import type { Identifier } from 'react-admin';
import type { HttpClient } from './http';

/**
 * Records and calls of the back-office golf API (/api/v1/admin/courses, mappacks and the course
 * allocation under admin/users/{id}). Only the fields the screens read are typed.
 */
export type CourseSource = 'default' | 'map_pack' | 'granted';

/** A course as the allocation screen sees it for one user. */
export interface UserCourse {
  id: number;
  title: string;
  category: string;
  course_type: number;
  is_default: boolean;
  /** Why the user has it (default wins over map pack over grant); null: they do not. */
  source: CourseSource | null;
  /** Staff granted it, whatever the other sources. */
  granted: boolean;
  display_name: string | null;
}

export interface UserCourseAllocation {
  courses: UserCourse[];
  map_pack_ids: number[];
}

export interface GolfCalls {
  /** GET admin/users/{id}/courses: every course with the user's source, and the user's map packs. */
  getUserCourses(userId: Identifier): Promise<{ data: UserCourseAllocation }>;
  /** POST admin/users/{id}/courses (idempotent). */
  grantCourse(userId: Identifier, courseId: number): Promise<void>;
  /** DELETE admin/users/{id}/courses/{courseId}: takes back a staff grant only. */
  revokeCourse(userId: Identifier, courseId: number): Promise<void>;
  /** POST admin/users/{id}/map-packs (idempotent). */
  grantMapPack(userId: Identifier, mapPackId: number): Promise<void>;
  /** DELETE admin/users/{id}/map-packs/{mapPackId}. */
  revokeMapPack(userId: Identifier, mapPackId: number): Promise<void>;
}

const userPath = (userId: Identifier) => `admin/users/${encodeURIComponent(String(userId))}`;

export function createGolfCalls(http: HttpClient): GolfCalls {
  return {
    getUserCourses: async (userId) => {
      const { body } = await http.request<{ data: UserCourseAllocation }>(`${userPath(userId)}/courses`);
      return { data: body.data };
    },
    grantCourse: async (userId, courseId) => {
      await http.request(`${userPath(userId)}/courses`, { method: 'POST', body: { course_id: courseId } });
    },
    revokeCourse: async (userId, courseId) => {
      await http.request(`${userPath(userId)}/courses/${courseId}`, { method: 'DELETE' });
    },
    grantMapPack: async (userId, mapPackId) => {
      await http.request(`${userPath(userId)}/map-packs`, { method: 'POST', body: { map_pack_id: mapPackId } });
    },
    revokeMapPack: async (userId, mapPackId) => {
      await http.request(`${userPath(userId)}/map-packs/${mapPackId}`, { method: 'DELETE' });
    },
  };
}
