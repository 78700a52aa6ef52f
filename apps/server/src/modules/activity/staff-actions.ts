import type { ActivityEvent } from '@golf/contracts';
import type { Executor, Tx } from '../../db/client';
import type { ActivityEntry, ActivityLog, ActivitySubject } from './activity.service';

/** A money or content action by staff, as every module reports it (docs/decisions/0059). */
export interface StaffAction {
  event: ActivityEvent;
  actorId: number;
  /** The record changed: a user for money moved to or from their account, else the content itself. */
  subject: ActivitySubject;
  request?: ActivityEntry['request'];
  /** The record before and after the change: null before a creation, null after a deletion. */
  before?: unknown;
  after?: unknown;
  /** Anything else the entry should name (amount, token type, batch, …). */
  details?: Record<string, unknown>;
}

/** Dates as ISO strings, and nothing undefined: what the entry's JSON holds is what was read. */
function snapshot(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}

/**
 * The one way a module writes a staff action to the activity log: actor, subject, and the values
 * before and after where the action has them. Pass the change's transaction so the entry commits
 * with it (or not at all).
 */
export function recordStaffAction(
  activity: Pick<ActivityLog, 'record'>,
  action: StaffAction,
  tx?: Executor,
): Promise<void> {
  const changes =
    action.before === undefined && action.after === undefined
      ? {}
      : { before: snapshot(action.before), after: snapshot(action.after) };
  return activity.record(
    {
      event: action.event,
      actorId: action.actorId,
      subject: action.subject,
      request: action.request,
      properties: { ...action.details, ...changes },
    },
    tx,
  );
}

/** Who acts, and from where: what a route hands a service for its staff actions. */
export interface StaffActor {
  id: number;
  request?: ActivityEntry['request'];
}

/**
 * Runs a staff change and records it in one transaction: `describe` turns the change's result into
 * the entry (so the entry can name the new row and its values after). The change must pass tx to
 * every query it runs (see ActivityLog.recordWith).
 */
export async function staffChange<T>(
  db: { transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R> },
  activity: Pick<ActivityLog, 'record'>,
  change: (tx: Tx) => Promise<T>,
  describe: (result: T) => StaffAction,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordStaffAction(activity, describe(result), tx);
    return result;
  });
}
