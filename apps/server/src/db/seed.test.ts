import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { abilities, courses, mapPacks, roleAbilities, settings, users } from './schema';
import { seedDemoData } from './seed';

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

const counts = async () => ({
  users: (await db.select({ n: count() }).from(users))[0]!.n,
  abilities: (await db.select({ n: count() }).from(abilities))[0]!.n,
  roleAbilities: (await db.select({ n: count() }).from(roleAbilities))[0]!.n,
  courses: (await db.select({ n: count() }).from(courses))[0]!.n,
  settings: (await db.select({ n: count() }).from(settings))[0]!.n,
  mapPacks: (await db.select({ n: count() }).from(mapPacks))[0]!.n,
});

describe('seedDemoData on a seeded database', () => {
  it('adds nothing twice and keeps what staff changed', async () => {
    await db.update(settings).set({ settingValue: '0.2' }).where(eq(settings.settingKey, 'wager_service_fee'));
    const before = await counts();
    expect(before).toMatchObject({ users: 2, abilities: 13, roleAbilities: 13, courses: 4 });

    const result = await seedDemoData(db);

    expect(result.createdAccounts).toEqual([]);
    expect(await counts()).toEqual(before);
    const [fee] = await db.select().from(settings).where(eq(settings.settingKey, 'wager_service_fee'));
    expect(fee!.settingValue).toBe('0.2');
  });

  it('does not add a demo map pack again when staff changed the letter case of its title', async () => {
    await db.update(mapPacks).set({ title: 'HEATH & LINKS' }).where(eq(mapPacks.title, 'Heath & Links'));
    const before = await counts();

    await seedDemoData(db);

    expect(await counts()).toEqual(before);
    const titles = (await db.select({ title: mapPacks.title }).from(mapPacks)).map((row) => row.title.toLowerCase());
    expect(titles.filter((title) => title === 'heath & links')).toHaveLength(1);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
