import type { z } from 'zod';
import type { faqEntryBodySchema, faqEntryPatchBodySchema, Locale } from '@golf/contracts';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import { faqListSpec, type FaqEntryRow, type FaqRepository } from './faq.repository';

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

/** The FAQ: staff write entries in English and Swedish (manage-faq); everyone reads them in order. */
export function createFaqService(repository: FaqRepository) {
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

    async create(body: Body) {
      return presentFaqEntry(
        await repository.create({
          position: body.position,
          questionEn: body.question_en,
          answerEn: body.answer_en,
          questionSv: body.question_sv ?? null,
          answerSv: body.answer_sv ?? null,
        }),
      );
    },

    async update(id: number, patch: Patch) {
      const row = await repository.update(id, {
        position: patch.position,
        questionEn: patch.question_en,
        answerEn: patch.answer_en,
        questionSv: patch.question_sv,
        answerSv: patch.answer_sv,
      });
      if (!row) throw new AppError('general.not_found');
      return presentFaqEntry(row);
    },

    async remove(id: number) {
      if (!(await repository.remove(id))) throw new AppError('general.not_found');
    },
  };
}

export type FaqService = ReturnType<typeof createFaqService>;
