import type { Locale, Promotion, PromotionPatchRequest } from '@golf/contracts';
import type { Database, Executor } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import type { PromotionTitle } from '../../db/schema';
import { AppError, type MessageRef } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';
import {
  promotionListSpec,
  type Placement,
  type PromotionValues,
  type PromotionWithPlacements,
  type PromotionsRepository,
} from './promotions.repository';

/** The title in the caller's language; English when it has none (decision 0068). */
export function titleIn(title: PromotionTitle, locale: Locale): string {
  return (locale !== 'en' && (title as Record<string, string | null | undefined>)[locale]) || title.en;
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * Promotions (spec §2 promotions, §3 Promotion): staff place them at promotion_position_type
 * positions in an order; players see those that are active and inside their dates.
 */
export function createPromotionsService(deps: {
  db: Database;
  repository: PromotionsRepository;
  activity: Pick<ActivityLog, 'record'>;
  clock?: () => number;
}) {
  const { repository } = deps;
  const now = () => new Date(deps.clock ? deps.clock() : Date.now());

  async function get(id: number): Promise<PromotionWithPlacements> {
    const row = await repository.get(id);
    if (!row) throw new AppError('general.not_found');
    return row;
  }

  /** The field checks the schema cannot make alone: one entry per position, an end after the start. */
  function check(input: PromotionPatchRequest, before?: PromotionWithPlacements): void {
    const errors: Record<string, MessageRef[]> = {};
    const seen = new Set<number>();
    input.positions?.forEach((placement, index) => {
      if (seen.has(placement.position))
        errors[`positions.${index}.position`] = [{ key: 'validation.distinct', params: { attribute: 'position' } }];
      seen.add(placement.position);
    });
    const startsAt = input.starts_at !== undefined ? dateOrNull(input.starts_at) : (before?.startsAt ?? null);
    const endsAt = input.ends_at !== undefined ? dateOrNull(input.ends_at) : (before?.endsAt ?? null);
    if (startsAt && endsAt && endsAt <= startsAt)
      errors.ends_at = [{ key: 'validation.after', params: { attribute: 'ends at', date: 'starts at' } }];
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }

  function valuesOf(input: PromotionPatchRequest): Partial<PromotionValues> {
    return {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.title !== undefined && {
        title: { en: input.title.en, ...(input.title.sv ? { sv: input.title.sv } : {}) },
      }),
      ...(input.cover_image !== undefined && { coverImage: input.cover_image }),
      ...(input.link !== undefined && { link: input.link }),
      ...(input.active !== undefined && { active: input.active }),
      ...(input.starts_at !== undefined && { startsAt: dateOrNull(input.starts_at) }),
      ...(input.ends_at !== undefined && { endsAt: dateOrNull(input.ends_at) }),
    };
  }

  const placementsOf = (input: PromotionPatchRequest): Placement[] | undefined => input.positions;

  /** The staff action in the activity log, with the promotion as read back inside the change. */
  async function logged(
    tx: Executor,
    event: 'promotions.created' | 'promotions.updated',
    actor: StaffActor,
    id: number,
    before: PromotionWithPlacements | null,
  ) {
    const after = await repository.get(id, tx);
    await recordStaffAction(
      deps.activity,
      { event, actorId: actor.id, request: actor.request, subject: { type: 'promotion', id }, before, after },
      tx,
    );
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, promotionListSpec));
      return { rows, meta: pageMeta(query, total) };
    },
    get,

    async create(
      input: PromotionPatchRequest & Pick<PromotionValues, 'name'>,
      actor: StaffActor,
    ): Promise<PromotionWithPlacements> {
      check(input);
      const values = valuesOf(input);
      const id = await deps.db.transaction(async (tx) => {
        const created = await repository.insert(
          tx,
          {
            name: input.name,
            title: values.title!,
            coverImage: values.coverImage ?? null,
            link: values.link ?? null,
            active: values.active ?? false,
            startsAt: values.startsAt ?? null,
            endsAt: values.endsAt ?? null,
          },
          placementsOf(input) ?? [],
        );
        await logged(tx, 'promotions.created', actor, created, null);
        return created;
      });
      return get(id);
    },

    /** The row and its placements change together; positions sent replace the old ones. */
    async update(id: number, input: PromotionPatchRequest, actor: StaffActor): Promise<PromotionWithPlacements> {
      await deps.db.transaction(async (tx) => {
        const before = await repository.get(id, tx);
        if (!before) throw new AppError('general.not_found');
        check(input, before);
        await repository.update(tx, id, valuesOf(input), placementsOf(input));
        await logged(tx, 'promotions.updated', actor, id, before);
      });
      return get(id);
    },

    /** What a player sees at a position, now, in their language. */
    async shownAt(position: number, locale: Locale): Promise<Promotion[]> {
      const rows = await repository.shownAt(position, now());
      return rows.map((row) => ({
        id: row.id,
        title: titleIn(row.title, locale),
        cover_image: row.coverImage,
        link: row.link,
      }));
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
