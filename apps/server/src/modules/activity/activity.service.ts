import type { FastifyRequest } from 'fastify';
import type { ActivityEvent } from '@golf/contracts';
import { pageMeta, planList } from '../../db/paginate';
import type { ListQuery } from '../../http/list-query';
import type { Executor, Tx } from '../../db/client';
import { activityListSpec, type ActivityRepository } from './activity.repository';

/** The record a staff action concerns: `user`, `order`, `product`, `subscription_plan`, `voucher`, … */
export interface ActivitySubject {
  type: string;
  id: number;
}

export interface ActivityEntry {
  event: ActivityEvent;
  /** Who did it; null for anonymous events such as a failed sign-in. */
  actorId: number | null;
  /** Whom it concerns; defaults to the actor. */
  subjectUserId?: number | null;
  /** What it concerns when that is not a user (a product, a plan, an order); wins over subjectUserId. */
  subject?: ActivitySubject;
  request?: Pick<FastifyRequest, 'ip' | 'headers'>;
  properties?: Record<string, unknown>;
}

/** The append-only activity log: who did what to whom, from where, when. */
export function createActivityLog(repository: ActivityRepository) {
  /** Pass the caller's transaction to write the entry atomically with the change it describes. */
  async function record(entry: ActivityEntry, tx?: Executor): Promise<void> {
    const subjectId = entry.subject
      ? entry.subject.id
      : entry.subjectUserId === undefined
        ? entry.actorId
        : entry.subjectUserId;
    const subjectType = entry.subject ? entry.subject.type : subjectId == null ? null : 'user';
    const userAgent = entry.request?.headers['user-agent'];
    await repository.insert(
      {
        event: entry.event,
        actorId: entry.actorId,
        subjectType,
        subjectId: subjectId ?? null,
        ipAddress: entry.request?.ip ?? null,
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
        properties: entry.properties ?? {},
      },
      tx,
    );
  }

  return {
    record,

    /**
     * Runs the change and records its entry in one transaction: the change is never saved without
     * its entry, nor logged unsaved. The change must pass tx to every query it runs (the embedded
     * database has a single connection: a query on the base handle would wait for this transaction
     * forever). Emit events and drop caches only once this resolves, so no one hears of a change
     * that was rolled back, nor rebuilds a cache from the old rows before the commit.
     */
    async recordWith<T>(entry: ActivityEntry, change: (tx: Tx) => Promise<T>): Promise<T> {
      return repository.transaction(async (tx) => {
        const result = await change(tx);
        await record(entry, tx);
        return result;
      });
    },

    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, activityListSpec));
      return {
        data: rows.map(({ entry, actorDisplayName }) => ({
          id: entry.id,
          event: entry.event,
          actor_id: entry.actorId,
          actor_display_name: actorDisplayName,
          subject_type: entry.subjectType,
          subject_id: entry.subjectId,
          ip_address: entry.ipAddress,
          user_agent: entry.userAgent,
          properties: entry.properties,
          created_at: entry.createdAt.toISOString(),
        })),
        meta: pageMeta(query, total),
      };
    },
  };
}

export type ActivityLog = ReturnType<typeof createActivityLog>;
