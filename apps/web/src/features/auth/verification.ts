/** Spec section 5 and 9: a verification e-mail can be sent once a minute. */
export const VERIFICATION_EMAIL_INTERVAL_S = 60;

/** Whole seconds until `deadline` (ms since epoch); 0 once it has passed or when there is none. */
export function secondsLeft(deadline: number | null, now: number): number {
  if (deadline === null) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** When each address may be sent another link (kept for the life of the page). */
const deadlines = new Map<string, number>();

const normalise = (email: string) => email.trim().toLowerCase();

/** A link was sent (or the server refused for `waitSeconds` more): no resend before then. */
export function recordVerificationSent(
  email: string,
  waitSeconds: number = VERIFICATION_EMAIL_INTERVAL_S,
  now: number = Date.now(),
): number {
  const deadline = now + Math.max(0, waitSeconds) * 1000;
  if (email.trim()) deadlines.set(normalise(email), deadline);
  return deadline;
}

/** The time another link may be sent to this address, if one was sent from this page. */
export function verificationDeadline(email: string | null | undefined): number | null {
  return email ? (deadlines.get(normalise(email)) ?? null) : null;
}
