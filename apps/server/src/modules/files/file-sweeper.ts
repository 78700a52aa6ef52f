import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicPass } from '../../cluster/periodic-pass';
import type { Database } from '../../db/client';
import type { FileStorage, ListedFile } from '../../storage/file-storage';
import { createStoredFilesRepository } from './stored-files.repository';

/** The first pass after a start waits this long (or the interval, if shorter), out of the way of the start. */
const FIRST_PASS_DELAY_MS = 10 * 60_000;
/** The folders uploads write to (uploads.ts); nothing else in storage is touched. */
const SWEPT_PREFIXES = ['images/', 'builds/'];
/** An object's file: `images/<sha256>.png` and its `images/<sha256>-w320.webp` are `images/<sha256>`. */
const OBJECT_KEY = /^((?:images|builds)\/[0-9a-f]{64})(-w\d+)?\.[a-z]+$/;

/** The file an object belongs to, or null for a key uploads never write. */
export function fileIdOf(key: string): string | null {
  return OBJECT_KEY.exec(key)?.[1] ?? null;
}

export interface SweepReport {
  /** Files (with all their objects) deleted, or that would be on a dry run. */
  deleted: string[];
  /** Their bytes. */
  bytes: number;
  /** Files kept: named by a record, or inside the grace period. */
  kept: number;
}

export interface FileSweeperDeps {
  db: Database;
  storage: FileStorage;
  clock: () => Date;
  /** How long a file no record names is kept after it was last uploaded. */
  graceMs: number;
  /** Milliseconds between passes; 0 never starts the timer (sweep() still works). */
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/**
 * Deletes uploaded files no record refers to any more (a replaced avatar, a removed course image, an
 * old game build), once they are older than the grace period (decision 0129). Every node may run it:
 * each deletion takes the file's lock, which an upload handing the same file out takes too.
 */
export function createFileSweeper(deps: FileSweeperDeps) {
  const { db, storage } = deps;

  async function storedObjects(): Promise<Map<string, ListedFile[]>> {
    const files = new Map<string, ListedFile[]>();
    for (const prefix of SWEPT_PREFIXES)
      for await (const object of storage.list(prefix)) {
        const id = fileIdOf(object.key);
        if (id) files.set(id, [...(files.get(id) ?? []), object]);
      }
    return files;
  }

  /** Deletes the file's objects unless an upload handed it out meanwhile; whether it did. */
  function deleteFile(id: string, objects: ListedFile[], cutoff: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const files = createStoredFilesRepository(tx);
      await files.lock(id);
      if (await files.wasHandedOutSince(id, cutoff)) return false;
      // The original first: an upload writes it last and writes everything again where it is missing.
      const isVariant = (object: ListedFile) => OBJECT_KEY.exec(object.key)?.[2] !== undefined;
      for (const object of [...objects].sort((a, b) => Number(isVariant(a)) - Number(isVariant(b))))
        await storage.delete(object.key);
      await files.forget(id);
      return true;
    });
  }

  /** A file storage would not delete stays (its bookkeeping too) for the next pass; the others go on. */
  const failedFor = (id: string) => (error: unknown) => {
    deps.log.error({ err: error, file: id }, 'could not delete an unreferenced file');
    return false;
  };

  async function pass(dryRun: boolean): Promise<SweepReport> {
    const cutoff = new Date(deps.clock().getTime() - deps.graceMs);
    const files = await storedObjects();
    const repository = createStoredFilesRepository(db);
    const referenced = await repository.referencedIds();
    const recent = await repository.handedOutSince(cutoff);
    const report: SweepReport = { deleted: [], bytes: 0, kept: 0 };
    for (const [id, objects] of files) {
      const unused = !referenced.has(id) && !recent.has(id) && objects.every((object) => object.modifiedAt < cutoff);
      if (!unused || !(dryRun || (await deleteFile(id, objects, cutoff).catch(failedFor(id))))) {
        report.kept += 1;
        continue;
      }
      report.deleted.push(id);
      report.bytes += objects.reduce((sum, object) => sum + object.size, 0);
    }
    if (!dryRun) await repository.forgetHandedOutBefore(cutoff);
    return report;
  }

  const periodic = createPeriodicPass(() => pass(false), {
    intervalMs: deps.intervalMs,
    // Soon after start too: a node restarted more often than the interval would otherwise never sweep.
    firstPassMs: FIRST_PASS_DELAY_MS,
    onError: (error) => deps.log.error({ err: error }, 'file sweep failed'),
    onResult: (report) => {
      if (report.deleted.length)
        deps.log.info({ files: report.deleted.length, bytes: report.bytes }, 'unreferenced files deleted');
    },
  });

  return {
    /** One pass now (joined if one is under way); with dryRun, says what it would delete and deletes nothing. */
    sweep: ({ dryRun = false }: { dryRun?: boolean } = {}): Promise<SweepReport> =>
      dryRun ? pass(true) : periodic.now(),
    start: periodic.start,
    /** Stops the timer and waits for a pass under way, so the database closes after it. */
    stop: periodic.stop,
  };
}

export type FileSweeper = ReturnType<typeof createFileSweeper>;
