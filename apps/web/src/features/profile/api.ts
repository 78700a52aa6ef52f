import { apiSend, AUTH_API_BASE } from '../../lib/api';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** Other sessions are revoked; this one gets a new token (set-auth-token, stored by the API client). */
export function changePassword(input: ChangePasswordInput): Promise<unknown> {
  return apiSend<unknown>('POST', '/change-password', input, { base: AUTH_API_BASE });
}

export function deleteGameIdentifier(id: number | string): Promise<void> {
  return apiSend('DELETE', `/users/me/game-identifiers/${encodeURIComponent(String(id))}`);
}
