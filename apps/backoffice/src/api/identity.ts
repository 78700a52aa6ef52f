import type { RaRecord } from 'react-admin';

/**
 * Records of the back-office identity API (/api/v1/admin/users, roles, abilities, activity-logs).
 * Only the fields the screens read are typed; the server sends more.
 */

export interface RoleSummary {
  id: number;
  name: string;
  title: string;
}

export interface GameIdentifier {
  id: number;
  uuid: string;
  software_version: string | null;
  hardware_version: string | null;
  hardware_key: string | null;
  created_at: string;
  updated_at: string;
}

export interface AdminUser extends RaRecord {
  id: number;
  email: string;
  display_name: string;
  first_name: string | null;
  last_name: string | null;
  referral_code: string | null;
  hcp: number | null;
  registration_completed_at: string | null;
  mfa_enabled_at: string | null;
  suspended_at: string | null;
  suspend_reason: string | null;
  avatar: string | null;
  roles?: RoleSummary[];
  game_identifier?: GameIdentifier | null;
  wallets?: RaRecord[];
  courses?: RaRecord[];
  featureUnlocks?: RaRecord[];
}

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
