import type { Database, Tx } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import {
  DUPLICATE_TITLE,
  inMapPacksTransaction,
  mapPackListSpec,
  type MapPacksRepository,
} from './map-packs.repository';
import type { MapPackBody, MapPackPatch } from './map-packs.schemas';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';

type Pack = NonNullable<Awaited<ReturnType<MapPacksRepository['get']>>>;

const present = (pack: Pack) => ({
  id: pack.id,
  title: pack.title,
  description: pack.description,
  course_ids: pack.courses.map((c) => c.id),
  courses: pack.courses.map((c) => ({ id: c.id, title: c.title })),
  owners_count: pack.ownersCount,
  selling_product_ids: pack.sellingProductIds,
  created_at: pack.createdAt.toISOString(),
  updated_at: pack.updatedAt.toISOString(),
});

const duplicateTitle = () =>
  AppError.validation({ title: [{ key: 'validation.unique', params: { attribute: 'title' } }] });

/**
 * Back-office: map packs (manage-courses). Ownership is granted by the store (grantMapPack). Titles
 * are unique in any letter case (they arrive trimmed); a taken one is validation.unique on title.
 */
export function createMapPacksService(deps: {
  db: Database;
  mapPacks: MapPacksRepository;
  activity: Pick<ActivityLog, 'record'>;
}) {
  const { mapPacks } = deps;

  /** The pack as the activity log keeps it, read inside the change's transaction. */
  async function logged(
    repo: MapPacksRepository,
    tx: Tx,
    event: 'map_packs.created' | 'map_packs.updated' | 'map_packs.deleted',
    actor: StaffActor,
    id: number,
    before: unknown,
  ) {
    const pack = event === 'map_packs.deleted' ? undefined : await repo.get(id);
    const after = pack ? present(pack) : null;
    await recordStaffAction(
      deps.activity,
      { event, actorId: actor.id, request: actor.request, subject: { type: 'map_pack', id }, before, after },
      tx,
    );
  }

  async function checkCourses(ids: number[]) {
    const unique = [...new Set(ids)];
    const found = await mapPacks.existingCourseIds(unique);
    if (found.length !== unique.length)
      throw AppError.validation({ course_ids: [{ key: 'validation.in', params: { attribute: 'course ids' } }] });
    return unique;
  }

  async function get(id: number) {
    const pack = await mapPacks.get(id);
    if (!pack) throw new AppError('general.not_found');
    return present(pack);
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await mapPacks.list(planList(query, mapPackListSpec));
      return { data: rows.map(present), meta: pageMeta(query, total) };
    },

    get,

    async create(body: MapPackBody, actor: StaffActor) {
      const courseIds = await checkCourses(body.course_ids);
      const id = await inMapPacksTransaction(deps.db, async (repo, tx) => {
        const created = await repo.insert({ title: body.title, description: body.description ?? null });
        if (created === DUPLICATE_TITLE) throw duplicateTitle();
        await repo.replaceCourses(created, courseIds);
        await logged(repo, tx, 'map_packs.created', actor, created, null);
        return created;
      });
      return get(id);
    },

    async update(id: number, patch: MapPackPatch, actor: StaffActor) {
      const before = await get(id);
      const courseIds = patch.course_ids === undefined ? undefined : await checkCourses(patch.course_ids);
      await inMapPacksTransaction(deps.db, async (repo, tx) => {
        if ((await repo.update(id, { title: patch.title, description: patch.description })) === DUPLICATE_TITLE)
          throw duplicateTitle();
        if (courseIds) await repo.replaceCourses(id, courseIds);
        await logged(repo, tx, 'map_packs.updated', actor, id, before);
      });
      return get(id);
    },

    /**
     * A pack a store product sells stays: buying that product would grant nothing (4014, naming the
     * products). So does a pack players own: removing it would take the courses they bought (4019).
     */
    async remove(id: number, actor: StaffActor) {
      await inMapPacksTransaction(deps.db, async (repo, tx) => {
        if (!(await repo.lockForDelete(id))) throw new AppError('general.not_found');
        const selling = await repo.productsReferencing(id);
        if (selling.length) throw new AppError('store.map_pack_in_use', { products: selling.join(', ') });
        const owners = await repo.countOwners(id);
        if (owners > 0) throw new AppError('store.map_pack_owned', { owners });
        const pack = await repo.get(id);
        await repo.remove(id);
        await logged(repo, tx, 'map_packs.deleted', actor, id, pack ? present(pack) : null);
      });
    },
  };
}

export type MapPacksService = ReturnType<typeof createMapPacksService>;
