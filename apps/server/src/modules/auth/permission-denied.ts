import type { ActivityEntry, ActivityLog } from '../activity/activity.service';

/** The caller's request; a route's full request also names the route and method in the entry. */
export type DeniedRequest = NonNullable<ActivityEntry['request']> & {
  method?: string;
  url?: string;
  routeOptions?: { url?: string };
};

export interface PermissionDenial {
  /** Who was refused. */
  actorId: number;
  /** Whose account the refused action was aimed at; defaults to the actor. */
  subjectUserId?: number;
  request?: DeniedRequest;
  /** Why: the abilities required, or the error key and action of a staff rule (they win over route and method). */
  properties: Record<string, unknown>;
}

/**
 * Writes `auth.permission_denied` to the activity log: the one record of every refusal for lack of
 * permission, whether an ability is missing (guards.ts) or a staff rule refuses an action on a
 * user's account (users/staff-target.ts).
 */
export function recordPermissionDenied(activity: Pick<ActivityLog, 'record'>, denial: PermissionDenial) {
  const { request } = denial;
  const route = request?.method ? { route: request.routeOptions?.url ?? request.url, method: request.method } : {};
  return activity.record({
    event: 'auth.permission_denied',
    actorId: denial.actorId,
    subjectUserId: denial.subjectUserId,
    request,
    properties: { ...route, ...denial.properties },
  });
}
