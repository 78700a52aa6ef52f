import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import { compileProfanityMatcher, type ProfanityMatcher } from './profanity-matcher';
import { DUPLICATE, profanityListSpec, type ProfanitiesRepository, type ProfanityRow } from './profanities.repository';

export interface ProfanitiesServiceOptions {
  /** How long a compiled term list is trusted before it is reloaded; other server nodes' edits arrive within it. */
  cacheTtlMs?: number;
  /** Milliseconds; injected by tests. */
  clock?: () => number;
}

export const DEFAULT_PROFANITY_CACHE_TTL_MS = 10_000;

const duplicateTerm = () =>
  AppError.validation({ search_term: [{ key: 'validation.unique', params: { attribute: 'search term' } }] });

/**
 * Profanity search terms (back-office) and the filter other features ask: display names now, club
 * names and posts later. The filter runs on a matcher compiled from every term, kept in memory,
 * rebuilt after any change made through this service and at least every cacheTtlMs.
 */
export function createProfanitiesService(repository: ProfanitiesRepository, options: ProfanitiesServiceOptions = {}) {
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

  return {
    async list(query: ListQuery) {
      const { rows, total } = await repository.list(planList(query, profanityListSpec));
      return { rows, meta: pageMeta(query, total) };
    },

    get,

    async create(input: { search_term: string }): Promise<ProfanityRow> {
      const row = await repository.create(input.search_term);
      if (row === DUPLICATE) throw duplicateTerm();
      invalidate();
      return row;
    },

    /** A missing search_term changes nothing (PATCH with no changes) and returns the row as it is. */
    async update(id: number, input: { search_term?: string }): Promise<ProfanityRow> {
      if (input.search_term === undefined) return get(id);
      const row = await repository.update(id, input.search_term);
      if (row === DUPLICATE) throw duplicateTerm();
      if (!row) throw new AppError('general.not_found');
      invalidate();
      return row;
    },

    async remove(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw new AppError('general.not_found');
      invalidate();
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
