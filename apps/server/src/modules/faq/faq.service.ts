import type { z } from 'zod';
import type { faqEntryBodySchema, faqEntryPatchBodySchema, Locale } from '@golf/contracts';
import type { Database, Tx } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import { createFaqRepository, faqListSpec, type FaqEntryRow, type FaqRepository } from './faq.repository';

type Body = z.output<typeof faqEntryBodySchema>;
type Patch = z.output<typeof faqEntryPatchBodySchema>;

export const presentFaqEntry = (row: FaqEntryRow) => ({
  id: row.id,
  position: row.position,
  question_en: row.questionEn,
  answer_en: row.answerEn,
  question_sv: row.questionSv,
  answer_sv: row.answerSv,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** An entry in the reader's language: Swedish where staff wrote both Swedish texts, English otherwise. */
export function localizeFaqEntry(row: FaqEntryRow, locale: Locale) {
  const swedish = locale === 'sv' && row.questionSv && row.answerSv;
  return {
    id: row.id,
    question: swedish ? row.questionSv! : row.questionEn,
    answer: swedish ? row.answerSv! : row.answerEn,
  };
}

/**
 * The FAQ: staff write entries in English and Swedish (manage-faq); everyone reads them in order.
 * Each staff write and its activity log entry commit together (docs/decisions/0059).
 */
export function createFaqService(deps: { db: Database; activity: Pick<ActivityLog, 'record'> }) {
  const repository: FaqRepository = createFaqRepository(deps.db);

  function inTransaction<T>(fn: (repo: FaqRepository, tx: Tx) => Promise<T>): Promise<T> {
    return deps.db.transaction((tx) => fn(createFaqRepository(tx as unknown as Database), tx));
  }

  const log = (
    tx: Tx,
    event: 'faq_entries.created' | 'faq_entries.updated' | 'faq_entries.deleted',
    actor: StaffActor,
    id: number,
    before: FaqEntryRow | null,
    after: FaqEntryRow | null,
  ) =>
    recordStaffAction(
      deps.activity,
      {
        event,
        actorId: actor.id,
        request: actor.request,
        subject: { type: 'faq_entry', id },
        before: before && presentFaqEntry(before),
        after: after && presentFaqEntry(after),
      },
      tx,
    );

  async function get(id: number) {
    const row = await repository.get(id);
    if (!row) throw new AppError('general.not_found');
    return presentFaqEntry(row);
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, faqListSpec));
      return { data: rows.map(presentFaqEntry), meta: pageMeta(query, total) };
    },

    async read(locale: Locale) {
      return (await repository.all()).map((row) => localizeFaqEntry(row, locale));
    },

    get,

    async create(body: Body, actor: StaffActor) {
      const row = await inTransaction(async (repo, tx) => {
        const created = await repo.create({
          position: body.position,
          questionEn: body.question_en,
          answerEn: body.answer_en,
          questionSv: body.question_sv ?? null,
          answerSv: body.answer_sv ?? null,
        });
        await log(tx, 'faq_entries.created', actor, created.id, null, created);
        return created;
      });
      return presentFaqEntry(row);
    },

    async update(id: number, patch: Patch, actor: StaffActor) {
      const row = await inTransaction(async (repo, tx) => {
        const before = await repo.get(id);
        if (!before) throw new AppError('general.not_found');
        const saved = await repo.update(id, {
          position: patch.position,
          questionEn: patch.question_en,
          answerEn: patch.answer_en,
          questionSv: patch.question_sv,
          answerSv: patch.answer_sv,
        });
        if (!saved) throw new AppError('general.not_found');
        await log(tx, 'faq_entries.updated', actor, id, before, saved);
        return saved;
      });
      return presentFaqEntry(row);
    },

    async remove(id: number, actor: StaffActor) {
      await inTransaction(async (repo, tx) => {
        const before = await repo.get(id);
        if (!before || !(await repo.remove(id))) throw new AppError('general.not_found');
        await log(tx, 'faq_entries.deleted', actor, id, before, null);
      });
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
