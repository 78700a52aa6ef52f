import { activityEvents, isErrorKey } from '@golf/contracts';

/** The events the activity log records (shared with the server). */
export const ACTIVITY_EVENTS = activityEvents;

/** i18n key of an event's label; events outside the list show as they are. */
export function eventLabelKey(event: string): string {
  return `app.activity_logs.events.${event}`;
}

/** Choices of the event filter, labelled from the catalogue. */
export const eventChoices = ACTIVITY_EVENTS.map((event) => ({ id: event, name: eventLabelKey(event) }));

/** Subject types that are users, whose subject links to the user editor. */
export function isUserSubject(type: string | null | undefined): boolean {
  return !!type && /^(app\\models\\)?users?$/i.test(type);
}

/** The properties of an entry as indented JSON, or null when there are none. */
export function formatProperties(properties: unknown): string | null {
  if (properties == null) return null;
  if (typeof properties === 'object' && Object.keys(properties).length === 0) return null;
  return JSON.stringify(properties, null, 2);
}

/**
 * The catalogue key of the error a refusal was answered with (`properties.error`, as in
 * auth.permission_denied from a staff rule), or null when the entry names none.
 */
export function refusalMessageKey(properties: unknown): string | null {
  const error = properties && typeof properties === 'object' ? (properties as { error?: unknown }).error : null;
  return typeof error === 'string' && isErrorKey(error) ? `contracts.errors.${error}` : null;
}
