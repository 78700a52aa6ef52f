import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { AppError } from '../../errors/app-error';
import { listQuerySchema } from '../../http/list-query';
import { createProfanitiesRepository, type ProfanitiesRepository } from './profanities.repository';
import { createProfanitiesService } from './profanities.service';

const database = await createTestDatabase();
afterAll(() => database.close());
const repository = createProfanitiesRepository(database.db);

/** A repository that counts term loads, for the cache tests. */
function countingRepository(): { repository: ProfanitiesRepository; loads: () => number } {
  let loads = 0;
  return {
    repository: {
      ...repository,
      allTerms: () => {
        loads += 1;
        return repository.allTerms();
      },
    },
    loads: () => loads,
  };
}

const query = (input: Record<string, unknown> = {}) => listQuerySchema.parse(input);

/** The AppError a promise rejects with: its key and field messages. */
async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const { key, fieldErrors } = error as AppError;
  return { key, fieldErrors };
}

const unique = { search_term: [{ key: 'validation.unique', params: { attribute: 'search term' } }] };

describe('profanities service: the term list', () => {
  const service = createProfanitiesService(repository);

  it('creates, reads, updates and removes a term', async () => {
    const created = await service.create({ search_term: 'crud*' });
    expect(created).toMatchObject({ searchTerm: 'crud*' });
    expect(await service.get(created.id)).toEqual(created);
    const updated = await service.update(created.id, { search_term: 'crude*' });
    expect(updated.searchTerm).toBe('crude*');
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await service.update(created.id, {})).toEqual(updated);
    await service.remove(created.id);
    expect(await rejection(service.get(created.id))).toEqual({ key: 'general.not_found', fieldErrors: undefined });
  });

  it('refuses a term that exists in any letter case, on create and on update', async () => {
    await service.create({ search_term: 'Dupe' });
    expect((await rejection(service.create({ search_term: 'dUPE' }))).fieldErrors).toEqual(unique);
    const other = await service.create({ search_term: 'other-dupe' });
    expect((await rejection(service.update(other.id, { search_term: 'DUPE' }))).fieldErrors).toEqual(unique);
    // Its own term in another case is not a duplicate.
    expect((await service.update(other.id, { search_term: 'OTHER-dupe' })).searchTerm).toBe('OTHER-dupe');
  });

  it('answers not found for a missing term on get, update and remove', async () => {
    // One at a time: a promise started early could reject before anything listens to it.
    for (const attempt of [
      () => service.get(999_999),
      () => service.update(999_999, { search_term: 'x' }),
      () => service.remove(999_999),
    ]) {
      expect((await rejection(attempt())).key).toBe('general.not_found');
    }
  });

  it('lists sorted by search term by default, searches and sorts on request', async () => {
    for (const term of ['listzeta', 'listalpha', 'listmid*']) await service.create({ search_term: term });
    // Default order: search_term. The search ignores case.
    const found = await service.list(query({ search: 'LIST' }));
    expect(found.rows.map((row) => row.searchTerm)).toEqual(['listalpha', 'listmid*', 'listzeta']);
    expect(found.meta).toEqual({ current_page: 1, per_page: expect.any(Number), total: 3, last_page: 1 });

    const descending = await service.list(query({ search: 'list', sort: '-search_term', per_page: 2, page: 1 }));
    expect(descending.rows.map((row) => row.searchTerm)).toEqual(['listzeta', 'listmid*']);
    expect(descending.meta).toMatchObject({ total: 3, last_page: 2 });

    expect((await rejection(service.list(query({ sort: 'nonsense' })))).key).toBe('general.validation_failed');
  });
});

describe('profanities service: findProfanity', () => {
  it('matches against the stored terms and sees its own changes at once', async () => {
    const service = createProfanitiesService(repository);
    expect(await service.findProfanity('a frobnicated name')).toBeNull();
    const term = await service.create({ search_term: 'frobnic*' });
    expect(await service.findProfanity('a Frobnicated name')).toBe('Frobnicated');
    await service.update(term.id, { search_term: 'frobnicate' });
    expect(await service.findProfanity('a frobnicated name')).toBeNull();
    expect(await service.findProfanity('frob-ni-cate')).toBe('frob-ni-cate');
    await service.remove(term.id);
    expect(await service.findProfanity('frobnicate')).toBeNull();
  });

  it("keeps the compiled terms for cacheTtlMs, then picks up another node's changes", async () => {
    let now = 1_000;
    const { repository: counted, loads } = countingRepository();
    const service = createProfanitiesService(counted, { cacheTtlMs: 10_000, clock: () => now });
    const otherNode = createProfanitiesService(repository);

    expect(await service.findProfanity('quuxly')).toBeNull();
    expect(await service.findProfanity('quuxly again')).toBeNull();
    expect(loads()).toBe(1);

    await otherNode.create({ search_term: 'quux*' });
    now += 9_999;
    expect(await service.findProfanity('quuxly')).toBeNull();
    expect(loads()).toBe(1);
    now += 1;
    expect(await service.findProfanity('quuxly')).toBe('quuxly');
    expect(loads()).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const { repository: counted, loads } = countingRepository();
    const service = createProfanitiesService(counted);
    await service.create({ search_term: 'zorbly' });
    const results = await Promise.all(['zorbly', 'fine', 'ZORBLY!'].map((text) => service.findProfanity(text)));
    expect(results).toEqual(['zorbly', null, 'ZORBLY']);
    expect(loads()).toBe(1);
  });

  it('does not keep terms loaded before a local change that happened during the load', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let loads = 0;
    const slow: ProfanitiesRepository = {
      ...repository,
      allTerms: async () => {
        loads += 1;
        const terms = await repository.allTerms();
        if (loads === 1) await gate;
        return terms;
      },
    };
    const service = createProfanitiesService(slow);
    const early = service.findProfanity('blorpish');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await service.create({ search_term: 'blorp*' });
    release();
    // The caller who asked before the change may see the old list; later callers must not.
    await early;
    expect(await service.findProfanity('blorpish')).toBe('blorpish');
    expect(loads).toBe(2);
  });

  it('retries after a failed load', async () => {
    let fail = true;
    const flaky: ProfanitiesRepository = {
      ...repository,
      allTerms: async () => {
        if (fail) throw new Error('database away');
        return repository.allTerms();
      },
    };
    const service = createProfanitiesService(flaky);
    await expect(service.findProfanity('anything')).rejects.toThrow('database away');
    fail = false;
    expect(await service.findProfanity('anything')).toBeNull();
  });
});
