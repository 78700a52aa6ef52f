import { looksLikeEmail } from '../../lib/validation';
import type { KioskCredentialsRequest } from '@golf/contracts';

/** What is wrong with a field of the kiosk dialog: a catalogue key under `kiosk.errors.`. */
export type KioskCredentialProblem = 'emailRequired' | 'emailInvalid' | 'passwordRequired';

/**
 * The kiosk dialog's own checks before asking the server: both fields filled in, the e-mail an
 * address. An empty object when the credentials may be sent.
 */
export function kioskCredentialProblems(
  credentials: KioskCredentialsRequest,
): Partial<Record<keyof KioskCredentialsRequest, KioskCredentialProblem>> {
  const email = credentials.email.trim();
  const problems: Partial<Record<keyof KioskCredentialsRequest, KioskCredentialProblem>> = {};
  if (email === '') problems.email = 'emailRequired';
  else if (!looksLikeEmail(email)) problems.email = 'emailInvalid';
  if (credentials.password === '') problems.password = 'passwordRequired';
  return problems;
}
