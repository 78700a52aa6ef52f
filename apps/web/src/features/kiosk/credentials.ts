import { looksLikeEmail } from '../../lib/validation';
import type { KioskCredentials } from './api';

/** What is wrong with a field of the kiosk dialog: a catalogue key under `kiosk.errors.`. */
export type KioskCredentialProblem = 'emailRequired' | 'emailInvalid' | 'passwordRequired';

/**
 * The kiosk dialog's own checks before asking the server: both fields filled in, the e-mail an
 * address. An empty object when the credentials may be sent.
 */
export function kioskCredentialProblems(
  credentials: KioskCredentials,
): Partial<Record<keyof KioskCredentials, KioskCredentialProblem>> {
  const email = credentials.email.trim();
  const problems: Partial<Record<keyof KioskCredentials, KioskCredentialProblem>> = {};
  if (email === '') problems.email = 'emailRequired';
  else if (!looksLikeEmail(email)) problems.email = 'emailInvalid';
  if (credentials.password === '') problems.password = 'passwordRequired';
  return problems;
}
