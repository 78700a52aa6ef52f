import type { ChangePasswordRequest, Success } from '@golf/contracts';
import { apiSend, AUTH_API_BASE } from '../../lib/api';

/** Other sessions are revoked; this one gets a new token (set-auth-token, stored by the API client). */
export function changePassword(input: ChangePasswordRequest): Promise<Success> {
  return apiSend<Success>('POST', '/change-password', input, { base: AUTH_API_BASE });
}

export function deleteGameIdentifier(id: number): Promise<void> {
  return apiSend('DELETE', `/users/me/game-identifiers/${encodeURIComponent(String(id))}`);
}

/** PUT /users/me/avatar: the image as multipart; the server reads its type from the content. */
export function uploadAvatar(file: Blob): Promise<{ avatar: string | null }> {
  const form = new FormData();
  form.append('file', file);
  return apiSend('PUT', '/users/me/avatar', form);
}

export function removeAvatar(): Promise<{ avatar: string | null }> {
  return apiSend('DELETE', '/users/me/avatar');
}
