import type { RaRecord } from 'react-admin';
import type { AdminUser as ContractsAdminUser } from '@golf/contracts';

/**
 * Records of the back-office identity API (/api/v1/admin/users, roles, abilities, activity-logs).
 * Only the fields the screens read are typed; the server sends more.
 */

/** The user as staff see it: the API's own schema (packages/contracts/src/users.ts). */
export type AdminUser = ContractsAdminUser & RaRecord;
export type { GameIdentifier } from '@golf/contracts';

export interface Role extends RaRecord {
  id: number;
  name: string;
  title: string;
  abilities: string[];
  users_count: number;
}

/** GET /admin/abilities: what a role can be given. */
export interface AbilityOption {
  id: number;
  name: string;
  title: string;
}

export interface ActivityLog extends RaRecord {
  id: number;
  event: string;
  actor_id: number | null;
  actor_display_name: string | null;
  subject_type: string | null;
  subject_id: number | string | null;
  ip_address: string | null;
  user_agent: string | null;
  properties: Record<string, unknown> | null;
  created_at: string;
}

/** Longest suspension reason POST /admin/users/{id}/suspend accepts. */
export const SUSPEND_REASON_MAX = 500;
