import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { createTestDatabase } from '../../test/database';
import {
  abilities,
  courses,
  mapPackCourses,
  mapPacks,
  products,
  roleAbilities,
  settings,
  users,
  wallets,
  walletTransactions,
} from './schema';
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
    expect(before).toMatchObject({ users: 2, abilities: 14, roleAbilities: 14, courses: 6 });

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

describe('the demo accounts', () => {
  it('have a wallet per token type and the sign-up coins (initial_coin_balance, 100) as a ledger line', async () => {
    const demo = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, ['admin@golf.localhost', 'player@golf.localhost']));
    expect(demo).toHaveLength(2);
    for (const { id } of demo) {
      const held = await db
        .select({ tokenType: wallets.tokenType, balance: wallets.balance, walletId: wallets.id })
        .from(wallets)
        .where(eq(wallets.userId, id))
        .orderBy(wallets.tokenType);
      expect(held).toEqual([
        { tokenType: 10, balance: 100, walletId: expect.any(Number) },
        { tokenType: 20, balance: 0, walletId: expect.any(Number) },
      ]);
      const coins = held.filter((wallet) => wallet.tokenType === 10);
      const lines = await db
        .select({
          action: walletTransactions.transactionAction,
          eventType: walletTransactions.eventType,
          amount: walletTransactions.amount,
          balanceAfter: walletTransactions.balanceAfter,
          key: walletTransactions.idempotencyKey,
        })
        .from(walletTransactions)
        .where(eq(walletTransactions.walletId, coins[0]!.walletId));
      expect(lines).toEqual([
        {
          action: enums.transaction_action.initial_balance,
          eventType: enums.transaction_event_type.credit,
          amount: 100,
          balanceAfter: 100,
          key: `signup:${id}`,
        },
      ]);
    }
  });
});

describe('the Championship Pack', () => {
  it('is sold in the store and grants courses that are not default, so buying it adds courses', async () => {
    const [product] = await db.select().from(products).where(eq(products.name, 'Championship Pack'));
    const packId = Number(product!.meta.find((entry) => entry.meta_key === 'map_pack_id')?.meta_value);
    const [pack] = await db.select().from(mapPacks).where(eq(mapPacks.id, packId));
    expect(pack!.title).toBe('Championship Pack');
    const granted = await db
      .select({ title: courses.title, isDefault: courses.isDefault })
      .from(mapPackCourses)
      .innerJoin(courses, eq(courses.id, mapPackCourses.courseId))
      .where(eq(mapPackCourses.mapPackId, packId))
      .orderBy(asc(courses.title));
    expect(granted).toEqual([
      { title: 'Thornbury Heath', isDefault: false },
      { title: 'Wolf Ridge', isDefault: false },
    ]);
    const defaults = await db.select({ title: courses.title }).from(courses).where(eq(courses.isDefault, true));
    expect(defaults.map((row) => row.title).sort()).toEqual([
      'Pinewood Heath',
      'Practice Range',
      'Red Mesa',
      'Saltmarsh Links',
    ]);
  });
});
