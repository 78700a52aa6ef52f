import type { Database, Tx } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityLog } from '../activity/activity.service';
import { staffChange, type StaffAction, type StaffActor } from '../activity/staff-actions';
import { compileProfanityMatcher, type ProfanityMatcher } from './profanity-matcher';
import {
  createProfanitiesRepository,
  DUPLICATE,
  profanityListSpec,
  type ProfanitiesRepository,
  type ProfanityRow,
} from './profanities.repository';

export interface ProfanitiesServiceDeps {
  db: Database;
  activity: Pick<ActivityLog, 'record'>;
  /** Reads (list, get, the filter's terms); tests wrap it to count or slow loads. Writes use the change's transaction. */
  repository?: ProfanitiesRepository;
}

export interface ProfanitiesServiceOptions {
  /** How long a compiled term list is trusted before it is reloaded; other server nodes' edits arrive within it. */
  cacheTtlMs?: number;
  /** Milliseconds; injected by tests. */
  clock?: () => number;
}

export const DEFAULT_PROFANITY_CACHE_TTL_MS = 10_000;

const duplicateTerm = () =>
  AppError.validation({ search_term: [{ key: 'validation.unique', params: { attribute: 'search term' } }] });

const presentTerm = (row: ProfanityRow) => ({ id: row.id, search_term: row.searchTerm });

/**
 * Profanity search terms (back-office) and the filter other features ask: display names now, club
 * names and posts later. The filter runs on a matcher compiled from every term, kept in memory,
 * rebuilt after any change made through this service and at least every cacheTtlMs. Each edit is
 * a staff action, logged in its transaction (decision 0059).
 */
export function createProfanitiesService(deps: ProfanitiesServiceDeps, options: ProfanitiesServiceOptions = {}) {
  const repository = deps.repository ?? createProfanitiesRepository(deps.db);
  const ttl = options.cacheTtlMs ?? DEFAULT_PROFANITY_CACHE_TTL_MS;
  const clock = options.clock ?? Date.now;
  let cached: { matcher: ProfanityMatcher; loadedAt: number } | undefined;
  let loading: Promise<ProfanityMatcher> | undefined;
  // Bumped by every local change, so a load that started before it cannot install stale terms.
  let generation = 0;

  function invalidate(): void {
    generation += 1;
    cached = undefined;
    loading = undefined;
  }

  /** The current matcher; concurrent callers share one load. */
  function matcher(): Promise<ProfanityMatcher> {
    if (cached && clock() - cached.loadedAt < ttl) return Promise.resolve(cached.matcher);
    if (loading) return loading;
    const started = generation;
    const loadedAt = clock();
    const load = repository.allTerms().then(
      (terms) => {
        const compiled = compileProfanityMatcher(terms);
        if (started === generation) {
          cached = { matcher: compiled, loadedAt };
          loading = undefined;
        }
        return compiled;
      },
      (error: unknown) => {
        if (started === generation) loading = undefined;
        throw error;
      },
    );
    loading = load;
    return load;
  }

  async function get(id: number): Promise<ProfanityRow> {
    const row = await repository.get(id);
    if (!row) throw new AppError('general.not_found');
    return row;
  }

  /** Runs an edit with the transaction's repository and logs it there; the cached matcher is dropped once it commits. */
  async function edit<T>(
    change: (repo: ProfanitiesRepository) => Promise<T>,
    describe: (result: T) => Omit<StaffAction, 'actorId' | 'request'>,
    actor: StaffActor,
  ): Promise<T> {
    const result = await staffChange(
      deps.db,
      deps.activity,
      (tx: Tx) => change(createProfanitiesRepository(tx as unknown as Database)),
      (done) => ({ ...describe(done), actorId: actor.id, request: actor.request }),
    );
    invalidate();
    return result;
  }

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, profanityListSpec));
      return { rows, meta: pageMeta(query, total) };
    },

    get,

    async create(input: { search_term: string }, actor: StaffActor): Promise<ProfanityRow> {
      return edit(
        async (repo) => {
          const row = await repo.create(input.search_term);
          if (row === DUPLICATE) throw duplicateTerm();
          return row;
        },
        (row) => ({
          event: 'profanities.created',
          subject: { type: 'profanity', id: row.id },
          before: null,
          after: presentTerm(row),
        }),
        actor,
      );
    },

    /** A missing search_term changes nothing (PATCH with no changes), logs nothing and returns the row as it is. */
    async update(id: number, input: { search_term?: string }, actor: StaffActor): Promise<ProfanityRow> {
      const term = input.search_term;
      if (term === undefined) return get(id);
      const { after } = await edit(
        async (repo) => {
          const before = await repo.get(id);
          if (!before) throw new AppError('general.not_found');
          const saved = await repo.update(id, term);
          if (saved === DUPLICATE) throw duplicateTerm();
          if (!saved) throw new AppError('general.not_found');
          return { before, after: saved };
        },
        ({ before, after }) => ({
          event: 'profanities.updated',
          subject: { type: 'profanity', id },
          before: presentTerm(before),
          after: presentTerm(after),
        }),
        actor,
      );
      return after;
    },

    async remove(id: number, actor: StaffActor): Promise<void> {
      await edit(
        async (repo) => {
          const before = await repo.get(id);
          if (!before || !(await repo.delete(id))) throw new AppError('general.not_found');
          return before;
        },
        (before) => ({
          event: 'profanities.deleted',
          subject: { type: 'profanity', id },
          before: presentTerm(before),
          after: null,
        }),
        actor,
      );
    },

    /**
     * The first word in text that a search term matches, as written (see profanity-matcher.ts), or
     * null. Callers turn a hit into `validation.profanity` naming the word.
     */
    async findProfanity(text: string): Promise<string | null> {
      return (await matcher())(text);
    },
  };
}

export type ProfanitiesService = ReturnType<typeof createProfanitiesService>;
/** What features that screen user text depend on. */
export type ProfanityFilter = Pick<ProfanitiesService, 'findProfanity'>;
