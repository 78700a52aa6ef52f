import { desc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../../db/client';
import { countAll, integerFilter, type ListPlan, type ListSpec } from '../../db/paginate';
import { activityLogs, users } from '../../db/schema';

export const activityListSpec: ListSpec = {
  sortable: { id: activityLogs.id, created_at: activityLogs.createdAt, event: activityLogs.event },
  defaultSort: [{ column: activityLogs.createdAt, descending: true }],
  // What staff look an entry up by: the event's key, who did it, and from where.
  searchable: [activityLogs.event, users.displayName, users.email, activityLogs.ipAddress],
  filters: {
    event: (values) => inArray(activityLogs.event, values),
    actor_id: integerFilter('actor_id', activityLogs.actorId),
    subject_id: integerFilter('subject_id', activityLogs.subjectId),
    subject_type: (values) => inArray(activityLogs.subjectType, values),
  },
};

export function createActivityRepository(db: Database) {
  return {
    /** Runs fn in one transaction on the database the log writes to (see ActivityLog.recordWith). */
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** On the database, or inside a caller's transaction so the entry commits (or not) with the change. */
    async insert(row: typeof activityLogs.$inferInsert, executor: Executor = db): Promise<void> {
      await executor.insert(activityLogs).values(row);
    },

    /** Entries with the actor's display name; ties broken newest first. */
    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select({ entry: activityLogs, actorDisplayName: users.displayName })
          .from(activityLogs)
          .leftJoin(users, eq(users.id, activityLogs.actorId))
          .where(plan.where)
          .orderBy(...plan.orderBy, desc(activityLogs.id))
          .limit(plan.limit)
          .offset(plan.offset),
        // Joined as the page is: the search reaches the actor's name and e-mail.
        db
          .select({ total: countAll })
          .from(activityLogs)
          .leftJoin(users, eq(users.id, activityLogs.actorId))
          .where(plan.where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
