import { apiSend } from '../../lib/api';
import type { User } from '../../lib/auth/types';

/** The first-login wizard's finish: sets registration_completed_at (idempotent). */
export function completeRegistration(): Promise<User> {
  return apiSend<User>('POST', '/users/me/complete-registration');
}
