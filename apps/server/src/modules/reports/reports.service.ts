import {
  reportStatus,
  type AdminFeedback,
  type AdminReport,
  type ClientEnvironment,
  type Report,
  type ReportBody,
  type ReportEntityType,
} from '@golf/contracts';
import type { Database } from '../../db/client';
import type { NotifyIn } from '../notifications/notifications.service';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityLog } from '../activity/activity.service';
import type { StaffActor } from '../activity/staff-actions';
import type { Reportables } from './reportables';
import {
  feedbackListSpec,
  reportListSpec,
  type FeedbackRow,
  type ReportRow,
  type ReportsRepository,
} from './reports.repository';

export interface ReportsServiceDeps {
  db: Database;
  reports: ReportsRepository;
  reportables: Reportables;
  notifyIn: NotifyIn;
  activity: ActivityLog;
  clock?: () => Date;
}

const presentReport = (row: ReportRow): Report => ({
  id: row.id,
  entity_type: row.entityType as ReportEntityType,
  entity_id: row.entityId,
  type: row.type,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

const presentFeedback = (row: FeedbackRow): AdminFeedback => ({
  id: row.id,
  user_id: row.userId,
  display_name: row.displayName,
  message: row.message,
  environment: row.environment,
  created_at: row.createdAt.toISOString(),
});

/**
 * Abuse reports and feedback (docs/friends-and-reports.md). A reporter reports one thing once per UTC
 * day (a unique index); staff resolve or dismiss a report once, and the reporter is told in their bell.
 */
export function createReportsService(deps: ReportsServiceDeps) {
  const { db, reports, reportables, activity } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function adminView(row: ReportRow & { reporterName: string | null }, withContent: boolean) {
    let content: AdminReport['content'] = null;
    const reportable = reportables.get(row.entityType);
    if (withContent && reportable) {
      const thing = await reportable.load(row.entityId);
      if (thing)
        content = {
          title: thing.title,
          body: thing.body,
          author_id: thing.authorId,
          author_display_name: thing.authorId === null ? null : await reports.displayNameOf(thing.authorId),
          hidden: thing.hidden,
          can_hide: reportable.hide !== undefined,
        };
    }
    return {
      ...presentReport(row),
      reporter_id: row.reporterId,
      reporter_display_name: row.reporterName,
      reported_user_id: row.reportedUserId,
      message: row.message,
      handled_by: row.handledBy,
      handled_at: row.handledAt?.toISOString() ?? null,
      content,
    };
  }

  /** Closes an open report and tells its reporter, in one transaction; the notice goes out after it. */
  async function close(id: number, outcome: 'resolved' | 'dismissed', actor: StaffActor): Promise<AdminReport> {
    if (!(await reports.get(id))) throw new AppError('general.not_found');
    const { announce } = await db.transaction(async (tx) => {
      // Only an open report closes: a second action, even a simultaneous one, is "already handled".
      const row = await reports.close(id, reportStatus[outcome], actor.id, clock(), tx);
      if (!row) throw new AppError('other.report_already_handled');
      await activity.record(
        {
          event: `reports.${outcome}`,
          actorId: actor.id,
          subject: { type: 'report', id },
          request: actor.request,
          properties: { entity_type: row.entityType, entity_id: row.entityId },
        },
        tx,
      );
      const told = await deps.notifyIn(tx, row.reporterId, {
        notification_type: 'report_handled',
        report_id: row.id,
        outcome,
      });
      return { announce: told };
    });
    await announce();
    return adminView((await reports.get(id))!, true);
  }

  return {
    async file(reporterId: number, body: ReportBody): Promise<Report> {
      const reportable = reportables.get(body.entity_type);
      if (!reportable) throw new AppError('other.invalid_report_entity_type');
      if (body.entity_type === 'user' && body.entity_id === reporterId) throw new AppError('other.report_self');
      const thing = await reportable.load(body.entity_id);
      if (!thing) throw new AppError('other.report_entity_not_found');
      const row = await reports.insert({
        reporterId,
        entityType: body.entity_type,
        entityId: body.entity_id,
        reportedUserId: thing.authorId,
        type: body.type,
        message: body.message ?? null,
        reportDay: clock().toISOString().slice(0, 10),
      });
      if (!row) throw new AppError('other.report_already_filed');
      return presentReport(row);
    },

    async list(query: ListQuery) {
      const { rows, total } = await reports.list(planList(query, reportListSpec));
      return { rows: await Promise.all(rows.map((row) => adminView(row, false))), meta: pageMeta(query, total) };
    },

    async get(id: number): Promise<AdminReport> {
      const row = await reports.get(id);
      if (!row) throw new AppError('general.not_found');
      return adminView(row, true);
    },

    resolve: (id: number, actor: StaffActor) => close(id, 'resolved', actor),
    dismiss: (id: number, actor: StaffActor) => close(id, 'dismissed', actor),

    /** Hides the reported post or comment, then resolves the report. */
    async hide(id: number, actor: StaffActor): Promise<AdminReport> {
      const row = await reports.get(id);
      if (!row) throw new AppError('general.not_found');
      if (row.status !== reportStatus.open) throw new AppError('other.report_already_handled');
      const reportable = reportables.get(row.entityType);
      if (!reportable?.hide) throw new AppError('other.report_cannot_hide');
      await reportable.hide(row.entityId);
      return close(id, 'resolved', actor);
    },

    async giveFeedback(userId: number, message: string, environment: ClientEnvironment) {
      const row = await reports.insertFeedback({ userId, message, environment });
      return { id: row.id, created_at: row.createdAt.toISOString() };
    },

    async listFeedback(query: ListQuery) {
      const { rows, total } = await reports.listFeedback(planList(query, feedbackListSpec));
      return { rows: rows.map(presentFeedback), meta: pageMeta(query, total) };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
