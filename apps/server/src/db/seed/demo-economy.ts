import { eq, inArray, sql } from 'drizzle-orm';
import { enums } from '@golf/contracts';
import type { Database } from '../client';
import { mapPacks, prices, products, subscriptions, type MetaEntry } from '../schema';
import { CHAMPIONSHIP_PACK_TITLE } from './demo-map-packs';

const meta = (entries: Record<string, string | number>): MetaEntry[] =>
  Object.entries(entries).map(([meta_key, meta_value]) => ({ meta_key, meta_value: String(meta_value) }));
const features = (...names: string[]): MetaEntry[] =>
  names.map((name) => ({ meta_key: 'feature_unlock', meta_value: name }));

const { money, in_game_currency } = enums.product_price_type;

/**
 * Demo store and plans: two coin packs sold for money, a map pack and a DLC sold for coins (the
 * DLC unlisted), an external offer, and three plans (base without prices, a paid one, id 7 legacy).
 * Idempotent: products are matched by name and plans by id; nothing staff changed is overwritten.
 * Voucher batches are not seeded: codes are hashed with the server secret, which the seed does not have.
 */
export async function seedEconomy(db: Database): Promise<{ products: number; subscriptions: number }> {
  await db
    .insert(subscriptions)
    .values([
      { id: 1, name: 'Base', description: 'Free play on the default courses.', orderColumn: 1 },
      {
        id: 2,
        name: 'Premium',
        description: 'Every course, advanced statistics, offline and multiplayer play, tournaments and coin wagering.',
        meta: [
          // Coin wagering too: the wagering refusal sends a player without it to the plans.
          ...features('advanced_stats', 'offline', 'multiplayer', 'all_courses', 'tournaments', 'coin_wagering'),
          ...meta({ duration_days: 30 }),
        ],
        orderColumn: 2,
      },
      {
        id: 7,
        name: 'Legacy',
        description: 'Players from the platform before subscriptions.',
        meta: features('advanced_stats', 'offline', 'software_download'),
        orderColumn: 7,
      },
    ])
    .onConflictDoNothing({ target: subscriptions.id });
  // Explicit ids above: move the sequence past them.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('subscriptions', 'id'), greatest((select max(id) from subscriptions), 1))`,
  );
  const [premiumPrice] = await db.select({ id: prices.id }).from(prices).where(eq(prices.subscriptionId, 2));
  if (!premiumPrice)
    await db.insert(prices).values({ subscriptionId: 2, priceType: money, amount: 499, currency: 'EUR' });

  // The pack of non-default courses seeded by seedMapPacks (titles are unique in any letter case).
  let [pack] = await db
    .select({ id: mapPacks.id })
    .from(mapPacks)
    .where(eq(sql`lower(${mapPacks.title})`, CHAMPIONSHIP_PACK_TITLE.toLowerCase()));
  if (!pack)
    [pack] = await db.insert(mapPacks).values({ title: CHAMPIONSHIP_PACK_TITLE }).returning({ id: mapPacks.id });

  const demo: { product: typeof products.$inferInsert; price: Omit<typeof prices.$inferInsert, 'productId'> | null }[] =
    [
      {
        product: {
          name: '500 Coins',
          description: 'A pouch of coins for wagers, tournaments and the store.',
          type: enums.product_type.in_game_currency,
          orderColumn: 1,
          meta: meta({ token_amount: 500, token_type: enums.token_type.coins }),
        },
        price: { priceType: money, amount: 499, currency: 'EUR' },
      },
      {
        product: {
          name: '2,000 Coins',
          description: 'A chest of coins: the best value.',
          type: enums.product_type.in_game_currency,
          orderColumn: 2,
          meta: meta({ token_amount: 2000, token_type: enums.token_type.coins }),
        },
        price: { priceType: money, amount: 1499, currency: 'EUR' },
      },
      {
        product: {
          name: 'Championship Pack',
          description: 'Two championship courses that are not in the free set: Thornbury Heath and Wolf Ridge.',
          type: enums.product_type.content,
          category: enums.product_category.map_pack,
          maxQty: 1,
          orderColumn: 3,
          meta: meta({ map_pack_id: pack!.id }),
        },
        price: { priceType: in_game_currency, amount: 300, tokenType: enums.token_type.coins },
      },
      {
        product: {
          name: 'Launch monitor bundle',
          description: 'Our partner’s launch monitor, with a year of Premium.',
          type: enums.product_type.external_offer,
          category: enums.product_category.external_offer,
          orderColumn: 4,
          meta: meta({ external_url: 'https://example.com/launch-monitor' }),
        },
        price: null,
      },
      {
        product: {
          name: "Founders' Stats Pack",
          description: 'Advanced statistics for good. Unlisted: shared by link.',
          type: enums.product_type.dlc,
          unlisted: true,
          maxQty: 1,
          orderColumn: 5,
          meta: meta({ feature_unlock: 'advanced_stats' }),
        },
        price: { priceType: in_game_currency, amount: 1000, tokenType: enums.token_type.coins },
      },
    ];
  const existing = await db
    .select({ name: products.name })
    .from(products)
    .where(
      inArray(
        products.name,
        demo.map((d) => d.product.name),
      ),
    );
  const have = new Set(existing.map((row) => row.name));
  for (const { product, price } of demo) {
    if (have.has(product.name)) continue;
    const [row] = await db.insert(products).values(product).returning({ id: products.id });
    if (price) await db.insert(prices).values({ ...price, productId: row!.id });
  }
  return { products: demo.length, subscriptions: 3 };
}
