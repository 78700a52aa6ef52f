import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageVariantUrl, type UploadedImage } from '@golf/contracts';
import { createTestApp, type TestApp } from '../../../test/app';
import { rowsOf } from '../../../test/economy';
import { addGameVersion, filesUnder, multipartFile, noiseImage, tinyZip } from '../../../test/files';
import { createTestUser, type TestUser } from '../../../test/users';
import { createDiskStorage } from '../../storage/disk-storage';
import type { FileStorage } from '../../storage/file-storage';
import { createFileSweeper, fileIdOf } from './file-sweeper';
import { TABLES_WITHOUT_FILE_REFERENCES } from './stored-files.repository';

const DAY_MS = 24 * 3_600_000;
const dir = await mkdtemp(join(tmpdir(), 'golf-sweep-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
// The sweeper's clock; the stored objects keep the real time they were written.
let now = Date.now();
const disk = createDiskStorage(dir);
/** While set, a deletion waits here (the sweeper holding the file's lock) until the test lets it go on. */
let deletionGate: { reached: () => void; release: Promise<void> } | undefined;
/** The hash of a file whose objects storage refuses to delete. */
let refusedHash: string | undefined;
const storage: FileStorage = {
  ...disk,
  async delete(key) {
    if (refusedHash && key.includes(refusedHash)) throw new Error('storage refused the deletion');
    const gate = deletionGate;
    deletionGate = undefined;
    if (gate) {
      gate.reached();
      await gate.release;
    }
    return disk.delete(key);
  },
};
const testApp: TestApp = await createTestApp({ env: { FILE_SWEEP_GRACE_HOURS: '24' }, storage, clock: () => now });
const { app } = testApp;

let staff: TestUser;
let player: TestUser;
beforeAll(async () => {
  staff = await createTestUser(testApp, { abilities: ['access-backoffice', 'manage-courses', 'manage-game-versions'] });
  player = await createTestUser(testApp);
});

const upload = async (url: string, user: TestUser, file: { filename: string; contentType: string; data: Buffer }) => {
  const { payload, headers } = multipartFile(file);
  const method = url.endsWith('/avatar') ? 'PUT' : 'POST';
  const reply = await app.inject({ method, url, payload, headers: { ...headers, ...user.headers } });
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return reply.json().data;
};
const uploadImage = async (data: Buffer): Promise<UploadedImage> =>
  upload('/api/v1/admin/uploads/images', staff, { filename: 'a.png', contentType: 'image/png', data });
const uploadAvatar = async (data: Buffer): Promise<string> =>
  (await upload('/api/v1/users/me/avatar', player, { filename: 'me.png', contentType: 'image/png', data })).avatar;
const served = async (url: string) => (await app.inject({ url })).statusCode;
const imageServed = async (url: string) =>
  [await served(url), await served(imageVariantUrl(url, 320))].every((status) => status === 200);
const hashOf = (url: string) => /[0-9a-f]{64}/.exec(url)![0];
const idOf = (url: string) => fileIdOf(url.replace(/^\/files\//, ''));
/** Past the grace of everything written so far. */
const later = () => (now += 2 * DAY_MS);

describe('the file sweeper', () => {
  it('deletes, past the grace, the files no record names, and keeps the rest', async () => {
    const replaced = await uploadAvatar(await noiseImage(40, 40));
    const avatar = await uploadAvatar(await noiseImage(40, 40));
    const unused = await uploadImage(await noiseImage(50, 30));
    const shown = await uploadImage(await noiseImage(50, 30));
    const build = await upload('/api/v1/admin/uploads/builds', staff, {
      filename: 'game.zip',
      contentType: 'application/zip',
      data: tinyZip('v1'),
    });
    await addGameVersion(app, staff, '1.0.0', build.key);
    // A column the sweeper has no list of: every table's text is read for references.
    await testApp.database.db.execute(
      sql`insert into faq_entries (position, question_en, answer_en) values (1, 'Where?', ${`See ![map](${shown.url})`})`,
    );

    // Inside the grace: nothing goes.
    expect((await app.fileSweeper.sweep()).deleted).toEqual([]);

    later();
    const before = await filesUnder(dir);
    const planned = await app.fileSweeper.sweep({ dryRun: true });
    expect(planned.deleted.sort()).toEqual([idOf(replaced), idOf(unused.url)].sort());
    expect(planned.bytes).toBeGreaterThan(0);
    expect(await filesUnder(dir)).toEqual(before);

    const swept = await app.fileSweeper.sweep();
    expect(swept.deleted.sort()).toEqual(planned.deleted.sort());
    expect(swept.bytes).toBe(planned.bytes);
    expect(await served(replaced)).toBe(404);
    expect(await served(imageVariantUrl(replaced, 320))).toBe(404);
    expect(await served(unused.url)).toBe(404);
    expect(await imageServed(avatar)).toBe(true);
    expect(await imageServed(shown.url)).toBe(true);
    const left = await filesUnder(dir);
    expect(left).toContain(build.key);
    // Nothing of a deleted file stays beside it (its type, its variants), nor its bookkeeping past the grace.
    expect(left.filter((path) => path.includes(hashOf(unused.url)))).toEqual([]);
    expect(await rowsOf(testApp, sql`select key from stored_files`)).toEqual([]);
  });

  it('an upload of the same bytes keeps the file, whether it comes before or during a sweep', async () => {
    const data = await noiseImage(30, 30);
    const first = await uploadImage(data);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      later();
      // Unreferenced and past the grace: the sweep would delete it, but the upload hands it out again.
      const [again] = await Promise.all([uploadImage(data), app.fileSweeper.sweep()]);
      expect(again.url).toBe(first.url);
      expect(await imageServed(again.url)).toBe(true);
    }

    // The upload comes while the sweep deletes the file: it waits for the sweep, then writes the file again.
    later();
    let reached!: () => void;
    let release!: () => void;
    const deleting = new Promise<void>((resolve) => (reached = resolve));
    deletionGate = { reached, release: new Promise<void>((resolve) => (release = resolve)) };
    const sweep = app.fileSweeper.sweep();
    await deleting;
    const again = uploadImage(data);
    if (testApp.database.raw.kind === 'postgres')
      await expect
        .poll(() => rowsOf(testApp, sql`select 1 from pg_locks where locktype = 'advisory' and not granted`))
        .toHaveLength(1);
    release();
    expect((await sweep).deleted).toEqual([idOf(first.url)]);
    expect((await again).url).toBe(first.url);
    expect(await imageServed(first.url)).toBe(true);

    later();
    await app.fileSweeper.sweep();
    expect(await served(first.url)).toBe(404);
    // Uploaded again after it went: stored again, whole.
    expect((await uploadImage(data)).url).toBe(first.url);
    expect(await imageServed(first.url)).toBe(true);
  });

  it('skips only tables that exist, so a renamed table is read again rather than skipped by an old name', async () => {
    const tables = await rowsOf<{ name: string }>(
      testApp,
      sql`select table_name as name from information_schema.tables where table_schema = current_schema()`,
    );
    const names = new Set(tables.map((table) => table.name));
    expect(Object.keys(TABLES_WITHOUT_FILE_REFERENCES).filter((table) => !names.has(table))).toEqual([]);
  });

  it('runs by itself once started, and not after it is stopped', async () => {
    const unused = await uploadImage(await noiseImage(20, 20));
    later();
    const errors: unknown[] = [];
    const sweeper = createFileSweeper({
      db: testApp.database.db,
      storage,
      clock: () => new Date(now),
      graceMs: DAY_MS,
      intervalMs: 20,
      log: { info: () => undefined, error: (entry: unknown) => errors.push(entry) },
    });
    sweeper.start();
    await expect.poll(() => served(unused.url)).toBe(404);
    await sweeper.stop();
    const kept = await uploadImage(await noiseImage(20, 20));
    later();
    const beforeWait = await filesUnder(dir);
    // Stopped: whatever a timer would have done by now, nothing changes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await filesUnder(dir)).toEqual(beforeWait);
    expect(await served(kept.url)).toBe(200);
    expect(errors).toEqual([]);
  });

  it('a file storage will not delete stays for the next pass, and the others go', async () => {
    const [stuck, unused] = [await uploadImage(await noiseImage(24, 24)), await uploadImage(await noiseImage(24, 24))];
    later();
    refusedHash = hashOf(stuck.url);
    try {
      const { deleted } = await app.fileSweeper.sweep();
      expect(deleted).toContain(idOf(unused.url));
      expect(deleted).not.toContain(idOf(stuck.url));
    } finally {
      refusedHash = undefined;
    }
    expect(await imageServed(stuck.url)).toBe(true);
    expect((await app.fileSweeper.sweep()).deleted).toEqual([idOf(stuck.url)]);
    expect(await served(stuck.url)).toBe(404);
  });
});
