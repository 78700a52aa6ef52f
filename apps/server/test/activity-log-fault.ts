import { sql } from 'drizzle-orm';
import type { ActivityEvent } from '@golf/contracts';
import type { Database } from '../src/db/client';

/**
 * Tests only: the database refuses activity-log entries of one event about one user (a trigger),
 * or, with a null subject, the entries of that event about no user (such as roles.updated), so a
 * test can show that a change and its log entry commit together or not at all. The fault is in
 * the database, not the code, so the request runs the real path. Returns the function that lifts it.
 */
export async function refuseActivityLog(
  db: Database,
  event: ActivityEvent,
  subjectId: number | null,
): Promise<() => Promise<void>> {
  const subject = subjectId === null ? null : Math.trunc(subjectId);
  const name = `refuse_activity_log_${subject ?? 'none'}`;
  await db.execute(
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'activity log refused'; end $$`,
    ),
  );
  await db.execute(
    sql.raw(
      `create trigger ${name} before insert on activity_logs for each row
       when (new.event = '${event.replace(/'/g, "''")}' and new.subject_id ${subject === null ? 'is null' : `= ${subject}`})
       execute function ${name}()`,
    ),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${name} on activity_logs`));
    await db.execute(sql.raw(`drop function ${name}()`));
  };
}
