import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { reportStatus, reportStatusValues } from '@golf/contracts';
import type { Database, Executor } from '../../db/client';
import { countAll, type ListPlan, type ListSpec } from '../../db/paginate';
import { abuseReports, feedback, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { displayNameOf } from '../users/user-names';

export type ReportRow = typeof abuseReports.$inferSelect;
export type ReportWithReporter = ReportRow & { reporterName: string | null };
export type FeedbackRow = typeof feedback.$inferSelect & { displayName: string | null };

/** Bracket filters take integers from a closed set; anything else is a 422 on the filter. */
const integersIn = (field: string, allowed: readonly number[]) => (values: string[]) => {
  const numbers = values.map(Number);
  if (!numbers.every((n) => allowed.includes(n)))
    throw AppError.validation({ [`filter.${field}`]: [{ key: 'validation.in', params: { attribute: field } }] });
  return numbers;
};

export const reportListSpec: ListSpec = {
  sortable: { id: abuseReports.id, created_at: abuseReports.createdAt, status: abuseReports.status },
  defaultSort: [{ column: abuseReports.id, descending: true }],
  searchable: [],
  filters: {
    type: (values) => inArray(abuseReports.type, integersIn('type', [20, 30, 40])(values)),
    status: (values) => inArray(abuseReports.status, integersIn('status', reportStatusValues)(values)),
    entity_type: (values) => inArray(abuseReports.entityType, values),
  },
};

export const feedbackListSpec: ListSpec = {
  sortable: { id: feedback.id, created_at: feedback.createdAt },
  defaultSort: [{ column: feedback.id, descending: true }],
  searchable: [feedback.message],
  filters: { environment: (values) => inArray(feedback.environment, values) },
};

const reporter = alias(users, 'reporter');

/** Drizzle queries only: abuse reports and feedback. */
export function createReportsRepository(db: Database) {
  return {
    /** The new report, or undefined when this reporter already reported this thing on that day. */
    async insert(values: typeof abuseReports.$inferInsert): Promise<ReportRow | undefined> {
      const [row] = await db.insert(abuseReports).values(values).onConflictDoNothing().returning();
      return row;
    },

    async list(plan: ListPlan) {
      const [rows, [count]] = await Promise.all([
        db
          .select({ report: abuseReports, reporterName: reporter.displayName })
          .from(abuseReports)
          .leftJoin(reporter, eq(reporter.id, abuseReports.reporterId))
          .where(plan.where)
          .orderBy(...plan.orderBy)
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(abuseReports).where(plan.where),
      ]);
      return { rows: rows.map((r) => ({ ...r.report, reporterName: r.reporterName })), total: count?.total ?? 0 };
    },

    async get(id: number): Promise<ReportWithReporter | undefined> {
      const [row] = await db
        .select({ report: abuseReports, reporterName: reporter.displayName })
        .from(abuseReports)
        .leftJoin(reporter, eq(reporter.id, abuseReports.reporterId))
        .where(eq(abuseReports.id, id));
      return row && { ...row.report, reporterName: row.reporterName };
    },

    /** Closes an open report; undefined when it is not open (handled already, or no such report). */
    async close(
      id: number,
      status: number,
      handledBy: number,
      now: Date,
      tx: Executor,
    ): Promise<ReportRow | undefined> {
      const [row] = await tx
        .update(abuseReports)
        .set({ status, handledBy, handledAt: now })
        .where(and(eq(abuseReports.id, id), eq(abuseReports.status, reportStatus.open)))
        .returning();
      return row;
    },

    async insertFeedback(values: typeof feedback.$inferInsert) {
      const [row] = await db.insert(feedback).values(values).returning();
      return row!;
    },

    async listFeedback(plan: ListPlan): Promise<{ rows: FeedbackRow[]; total: number }> {
      const [rows, [count]] = await Promise.all([
        db
          .select({ feedback, displayName: users.displayName })
          .from(feedback)
          .leftJoin(users, eq(users.id, feedback.userId))
          .where(plan.where)
          .orderBy(...plan.orderBy, desc(feedback.id))
          .limit(plan.limit)
          .offset(plan.offset),
        db.select({ total: countAll }).from(feedback).where(plan.where),
      ]);
      return { rows: rows.map((r) => ({ ...r.feedback, displayName: r.displayName })), total: count?.total ?? 0 };
    },

    displayNameOf: async (userId: number) => (await displayNameOf(db, userId)) ?? null,
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
