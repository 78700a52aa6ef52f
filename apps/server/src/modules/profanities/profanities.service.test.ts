import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database';
import { AppError } from '../../errors/app-error';
import { listQuerySchema } from '../../http/list-query';
import { createProfanitiesRepository, type ProfanitiesRepository } from './profanities.repository';
import { createProfanitiesService } from './profanities.service';
import type { ActivityEntry } from '../activity/activity.service';

const database = await createTestDatabase();
afterAll(() => database.close());
const repository = createProfanitiesRepository(database.db);
/** The staff actions the services logged; the routes test reads the real log. */
const logged: ActivityEntry[] = [];
const activity = { record: async (entry: ActivityEntry) => void logged.push(entry) };
const deps = (reads: ProfanitiesRepository = repository) => ({ db: database.db, activity, repository: reads });
const actor = { id: 1 };

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
  const service = createProfanitiesService(deps());

  it('creates, reads, updates and removes a term', async () => {
    const created = await service.create({ search_term: 'crud*' }, actor);
    expect(created).toMatchObject({ searchTerm: 'crud*' });
    expect(await service.get(created.id)).toEqual(created);
    const updated = await service.update(created.id, { search_term: 'crude*' }, actor);
    expect(updated.searchTerm).toBe('crude*');
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect(await service.update(created.id, {}, actor)).toEqual(updated);
    await service.remove(created.id, actor);
    expect(await rejection(service.get(created.id))).toEqual({ key: 'general.not_found', fieldErrors: undefined });
  });

  it('refuses a term that exists in any letter case, on create and on update', async () => {
    await service.create({ search_term: 'Dupe' }, actor);
    expect((await rejection(service.create({ search_term: 'dUPE' }, actor))).fieldErrors).toEqual(unique);
    const other = await service.create({ search_term: 'other-dupe' }, actor);
    expect((await rejection(service.update(other.id, { search_term: 'DUPE' }, actor))).fieldErrors).toEqual(unique);
    // Its own term in another case is not a duplicate.
    expect((await service.update(other.id, { search_term: 'OTHER-dupe' }, actor)).searchTerm).toBe('OTHER-dupe');
  });

  it('answers not found for a missing term on get, update and remove', async () => {
    // One at a time: a promise started early could reject before anything listens to it.
    for (const attempt of [
      () => service.get(999_999),
      () => service.update(999_999, { search_term: 'x' }, actor),
      () => service.remove(999_999, actor),
    ]) {
      expect((await rejection(attempt())).key).toBe('general.not_found');
    }
  });

  it('lists sorted by search term by default, searches and sorts on request', async () => {
    for (const term of ['listzeta', 'listalpha', 'listmid*']) await service.create({ search_term: term }, actor);
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
    const service = createProfanitiesService(deps());
    expect(await service.findProfanity('a frobnicated name')).toBeNull();
    const term = await service.create({ search_term: 'frobnic*' }, actor);
    expect(await service.findProfanity('a Frobnicated name')).toBe('Frobnicated');
    await service.update(term.id, { search_term: 'frobnicate' }, actor);
    expect(await service.findProfanity('a frobnicated name')).toBeNull();
    expect(await service.findProfanity('frob-ni-cate')).toBe('frob-ni-cate');
    await service.remove(term.id, actor);
    expect(await service.findProfanity('frobnicate')).toBeNull();
  });

  it("keeps the compiled terms for cacheTtlMs, then picks up another node's changes", async () => {
    let now = 1_000;
    const { repository: counted, loads } = countingRepository();
    const service = createProfanitiesService(deps(counted), { cacheTtlMs: 10_000, clock: () => now });
    const otherNode = createProfanitiesService(deps());

    expect(await service.findProfanity('quuxly')).toBeNull();
    expect(await service.findProfanity('quuxly again')).toBeNull();
    expect(loads()).toBe(1);

    await otherNode.create({ search_term: 'quux*' }, actor);
    now += 9_999;
    expect(await service.findProfanity('quuxly')).toBeNull();
    expect(loads()).toBe(1);
    now += 1;
    expect(await service.findProfanity('quuxly')).toBe('quuxly');
    expect(loads()).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    const { repository: counted, loads } = countingRepository();
    const service = createProfanitiesService(deps(counted));
    await service.create({ search_term: 'zorbly' }, actor);
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
    const service = createProfanitiesService(deps(slow));
    const early = service.findProfanity('blorpish');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await service.create({ search_term: 'blorp*' }, actor);
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
    const service = createProfanitiesService(deps(flaky));
    await expect(service.findProfanity('anything')).rejects.toThrow('database away');
    fail = false;
    expect(await service.findProfanity('anything')).toBeNull();
  });
});

describe('profanities service: the staff activity log', () => {
  it('logs each edit with actor, subject, before and after; a refused or empty edit logs nothing', async () => {
    const service = createProfanitiesService(deps());
    const mark = logged.length;
    const term = await service.create({ search_term: 'logme*' }, actor);
    await service.update(term.id, { search_term: 'logged*' }, actor);
    await service.update(term.id, {}, actor);
    await rejection(service.create({ search_term: 'LOGGED*' }, actor));
    await service.remove(term.id, actor);
    const subject = { type: 'profanity', id: term.id };
    expect(logged.slice(mark)).toEqual([
      {
        event: 'profanities.created',
        actorId: 1,
        subject,
        properties: { before: null, after: { id: term.id, search_term: 'logme*' } },
      },
      {
        event: 'profanities.updated',
        actorId: 1,
        subject,
        properties: { before: { id: term.id, search_term: 'logme*' }, after: { id: term.id, search_term: 'logged*' } },
      },
      {
        event: 'profanities.deleted',
        actorId: 1,
        subject,
        properties: { before: { id: term.id, search_term: 'logged*' }, after: null },
      },
    ]);
  });

  it('keeps no edit whose entry could not be written, and the filter does not see it', async () => {
    const failing = { record: async () => Promise.reject(new Error('log away')) };
    const service = createProfanitiesService({ db: database.db, activity: failing });
    await expect(service.create({ search_term: 'unlogged*' }, actor)).rejects.toThrow('log away');
    expect(await repository.allTerms()).not.toContain('unlogged*');
    expect(await service.findProfanity('unlogged words')).toBeNull();

    const kept = await createProfanitiesService(deps()).create({ search_term: 'keptterm' }, actor);
    await expect(service.update(kept.id, { search_term: 'changedterm' }, actor)).rejects.toThrow('log away');
    await expect(service.remove(kept.id, actor)).rejects.toThrow('log away');
    expect((await repository.get(kept.id))?.searchTerm).toBe('keptterm');
  });
});
