/**
 * The optional expiry of a granted feature unlock, as a datetime-local input holds it
 * ("2030-01-31T12:00", the browser's time zone). An unlock that has already expired would not be
 * listed, so the expiry must lie ahead.
 */
export function expiryProblem(value: string, now: Date): string | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return 'app.users.unlock_expiry_invalid';
  return at > now ? undefined : 'app.users.unlock_expiry_past';
}

/** The API's expires_at: an ISO timestamp, or null for an unlock that does not expire. */
export function toExpiresAt(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
