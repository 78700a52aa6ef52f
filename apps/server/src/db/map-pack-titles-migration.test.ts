import { asc, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { migrationStatements } from '../../test/migrations';
import { mapPacks } from './schema';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

/** The statements of the migration that makes map pack titles unique, as the migrator runs them. */
const statements = migrationStatements('0007_map_pack_title_unique.sql');

describe('migration 0007_map_pack_title_unique', () => {
  it('renames packs that repeat an older title in any letter case, then refuses duplicates', async () => {
    // The database as it was before the migration: no index, duplicate titles.
    await db.execute(sql`drop index map_packs_title_unique`);
    const rows = await db
      .insert(mapPacks)
      .values([{ title: 'Twin Pack' }, { title: 'TWIN pack' }, { title: 'Twin Pack' }, { title: 'Single Pack' }])
      .returning({ id: mapPacks.id });
    const [first, second, third, single] = rows.map((row) => row.id);

    for (const statement of statements) await db.execute(sql.raw(statement));

    const titles = await db
      .select({ id: mapPacks.id, title: mapPacks.title })
      .from(mapPacks)
      .where(sql`${mapPacks.id} in (${sql.join([first, second, third, single], sql`, `)})`)
      .orderBy(asc(mapPacks.id));
    expect(titles.map((row) => row.title)).toEqual([
      'Twin Pack',
      `TWIN pack (${second})`,
      `Twin Pack (${third})`,
      'Single Pack',
    ]);
    await expect(db.insert(mapPacks).values({ title: 'single PACK' })).rejects.toThrow();
  });
});
