import type { z } from 'zod';
import {
  enums,
  STORED_AMOUNT_MAX,
  type Locale,
  type OpenCheckout,
  type priceBodySchema,
  type pricePatchSchema,
  type productBodySchema,
  type productPatchSchema,
} from '@golf/contracts';
import type { Database, Executor } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError, type MessageRef } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { PaymentProvider } from '../payments/payment-provider';
import { META, metaInt, productMetaErrors } from './product-grants';
import {
  adminPriceListSpec,
  adminProductListSpec,
  storeListSpec,
  type ProductInsert,
  type ProductRow,
  type StoreRepository,
} from './store.repository';
import { presentAdminProduct, presentProduct } from './store.schemas';
import { presentAdminPrice } from './prices';
import { definedFields } from '../../db/patch';
import type { ActivityLog } from '../activity/activity.service';
import { staffChange, type StaffActor } from '../activity/staff-actions';

type ProductBody = z.output<typeof productBodySchema>;
type ProductPatch = z.output<typeof productPatchSchema>;

/** What the store's pages need of the orders: expiring stale checkouts (how many), and the caller's open ones. */
export interface StoreCheckouts {
  expireStaleCheckouts(scope: { userId?: number; productIds?: number[] }): Promise<number>;
  openCheckoutsOf(userId: number, productIds: number[]): Promise<Map<number, OpenCheckout>>;
}

export interface StoreServiceDeps {
  db: Database;
  store: StoreRepository;
  provider: PaymentProvider;
  checkouts: StoreCheckouts;
  log: { error(object: object, message: string): void };
  activity: Pick<ActivityLog, 'record'>;
}

function productValues(body: ProductPatch): Partial<ProductInsert> {
  const values: Partial<ProductInsert> = {
    name: body.name,
    description: body.description,
    type: body.type,
    category: body.category,
    unlisted: body.unlisted,
    maxQty: body.max_qty,
    orderColumn: body.order_column,
    availableQty: body.available_qty,
    syncWithProvider: body.sync_with_provider,
    images: body.images,
    meta: body.meta,
  };
  return definedFields(values);
}

/** A product or price change as the activity log keeps it (the price row names its product or plan). */
const productAction = (
  event: 'products.created' | 'products.updated' | 'prices.created' | 'prices.updated',
  actor: StaffActor,
  id: number,
  before: unknown,
  after: unknown,
  type: 'product' | 'price' = 'product',
) => ({ event, actorId: actor.id, request: actor.request, subject: { type, id }, before, after });

/** The store: the player's listing and product page, and the back-office's products and prices. */
export function createStoreService(deps: StoreServiceDeps) {
  const { store } = deps;

  async function product(id: number): Promise<ProductRow> {
    const row = await store.findProduct(id);
    if (!row) throw new AppError('general.not_found');
    return row;
  }

  /**
   * The meta must grant what the type and category promise; a map pack it names must exist, and
   * stays locked against its delete until `tx`, the save's transaction, ends.
   */
  async function assertMeta(row: Pick<ProductRow, 'type' | 'category' | 'meta'>, tx: Executor) {
    const errors = productMetaErrors(row);
    const mapPackId = metaInt(row.meta, META.mapPackId);
    const knownPack = async (id: number) => id >= 1 && id <= STORED_AMOUNT_MAX && (await store.mapPackExists(id, tx));
    if (!errors.meta && mapPackId !== undefined && !(await knownPack(mapPackId)))
      errors.meta = [{ key: 'validation.in', params: { attribute: 'map_pack_id' } }];
    if (Object.keys(errors).length) throw AppError.validation(errors);
  }

  /** Pushes a product with the sync flag and its money prices to the provider (Stripe); records their ids. */
  async function sync(row: ProductRow): Promise<void> {
    if (!row.syncWithProvider) return;
    const prices = (await store.pricesOf([row.id], false)).filter(
      (price) => price.priceType === enums.product_price_type.money,
    );
    const result = await deps.provider
      .syncProduct({
        name: row.name,
        description: row.description,
        images: row.images,
        providerProductId: row.providerProductId,
        prices: prices.map((price) => ({
          id: price.id,
          amount: price.amount,
          currency: price.currency!,
          providerPriceId: price.providerPriceId,
          active: price.active,
        })),
      })
      .catch((error: unknown) => {
        deps.log.error({ err: error, productId: row.id }, 'product sync with the payment provider failed');
        throw new AppError('general.service_unavailable');
      });
    if (!result) return;
    if (result.providerProductId !== row.providerProductId)
      await store.updateProduct(row.id, { providerProductId: result.providerProductId });
    for (const [priceId, providerPriceId] of result.createdPrices)
      await store.updatePrice(priceId, { providerPriceId });
  }

  function priceErrors(price: {
    price_type: number;
    currency?: string | null;
    token_type?: number | null;
  }): Record<string, MessageRef[]> {
    const errors: Record<string, MessageRef[]> = {};
    if (price.price_type === enums.product_price_type.money) {
      if (!price.currency) errors.currency = [{ key: 'validation.required', params: { attribute: 'currency' } }];
      else {
        try {
          new Intl.NumberFormat('en', { style: 'currency', currency: price.currency });
        } catch {
          errors.currency = [{ key: 'validation.in', params: { attribute: 'currency' } }];
        }
      }
      if (price.token_type) errors.token_type = [{ key: 'validation.invalid', params: { attribute: 'token type' } }];
    } else {
      if (!price.token_type) errors.token_type = [{ key: 'validation.required', params: { attribute: 'token type' } }];
      if (price.currency) errors.currency = [{ key: 'validation.invalid', params: { attribute: 'currency' } }];
    }
    return errors;
  }

  /** Products as the caller sees them: owned quantities, and open checkouts to resume or cancel. */
  async function presentForCaller(userId: number, rows: ProductRow[], locale: Locale) {
    const ids = rows.map((row) => row.id);
    const [prices, owned, open] = await Promise.all([
      store.pricesOf(ids, true),
      store.ownedQuantities(deps.db, userId, ids),
      deps.checkouts.openCheckoutsOf(userId, ids),
    ]);
    return rows.map((row) =>
      presentProduct(row, prices, { ownedQty: owned.get(row.id) ?? 0, openCheckout: open.get(row.id) ?? null }, locale),
    );
  }

  return {
    /**
     * Abandoned checkouts of the caller, and anyone's holding stock of the listed products, are expired
     * in one sweep, so a product does not look sold out because of them. Only stock-limited products
     * are swept (the others' checkouts hold nothing another buyer sees); they are read again when
     * something was given back.
     */
    async listing(userId: number, query: ListQuery, locale: Locale) {
      const { rows, total } = await store.listListed(planList(query, storeListSpec));
      const limited = rows.filter((row) => row.availableQty !== null).map((row) => row.id);
      let current = rows;
      if ((await deps.checkouts.expireStaleCheckouts({ userId, productIds: limited })) > 0) {
        const fresh = new Map((await store.findProducts(limited)).map((row) => [row.id, row]));
        current = rows.map((row) => fresh.get(row.id) ?? row);
      }
      return { data: await presentForCaller(userId, current, locale), meta: pageMeta(query, total) };
    },

    /**
     * A product page; unlisted products are reachable by their id (a link), only hidden from the listing.
     * Abandoned checkouts of the caller and of this product are expired first, so the stock shown is free.
     */
    async productPage(userId: number, id: number, locale: Locale) {
      await deps.checkouts.expireStaleCheckouts({ userId, productIds: [id] });
      return (await presentForCaller(userId, [await product(id)], locale))[0]!;
    },

    // Back-office.

    async adminList(query: ListQuery, locale: Locale) {
      const { rows, total } = await store.listAll(planList(query, adminProductListSpec));
      const prices = await store.pricesOf(
        rows.map((row) => row.id),
        false,
      );
      return { data: rows.map((row) => presentAdminProduct(row, prices, locale)), meta: pageMeta(query, total) };
    },

    async adminGet(id: number, locale: Locale) {
      const row = await product(id);
      return presentAdminProduct(row, await store.pricesOf([id], false), locale);
    },

    async create(body: ProductBody, locale: Locale, actor: StaffActor) {
      const values = productValues(body) as ProductInsert;
      const row = await staffChange(
        deps.db,
        deps.activity,
        async (tx) => {
          await assertMeta({ type: values.type, category: values.category ?? null, meta: values.meta ?? [] }, tx);
          return store.insertProduct(values, tx);
        },
        (created) => productAction('products.created', actor, created.id, null, created),
      );
      // After the commit: the provider is not called with a transaction open.
      await sync(row);
      return this.adminGet(row.id, locale);
    },

    async update(id: number, body: ProductPatch, locale: Locale, actor: StaffActor) {
      const current = await product(id);
      const values = productValues(body);
      const row = await staffChange(
        deps.db,
        deps.activity,
        async (tx) => {
          await assertMeta(
            {
              type: values.type ?? current.type,
              category: values.category === undefined ? current.category : values.category,
              meta: values.meta ?? current.meta,
            },
            tx,
          );
          const updated = await store.updateProduct(id, values, tx);
          if (!updated) throw new AppError('general.not_found');
          return updated;
        },
        (updated) => productAction('products.updated', actor, id, current, updated),
      );
      await sync(row);
      return this.adminGet(id, locale);
    },

    async prices(query: ListQuery, locale: Locale) {
      const { rows, total } = await store.listPrices(planList(query, adminPriceListSpec));
      return { data: rows.map((row) => presentAdminPrice(row, locale)), meta: pageMeta(query, total) };
    },

    async price(id: number, locale: Locale) {
      const row = await store.findPrice(id);
      if (!row) throw new AppError('general.not_found');
      return presentAdminPrice(row, locale);
    },

    async createPrice(body: z.output<typeof priceBodySchema>, locale: Locale, actor: StaffActor) {
      const errors = priceErrors(body);
      if (!body.product_id && !body.subscription_id)
        errors.product_id = [{ key: 'validation.required', params: { attribute: 'product or subscription' } }];
      if (body.product_id && body.subscription_id) errors.product_id = [{ key: 'validation.product_or_subscription' }];
      if (body.product_id && !(await store.findProduct(body.product_id)))
        errors.product_id = [{ key: 'validation.in', params: { attribute: 'product' } }];
      if (body.subscription_id && !(await store.findSubscription(body.subscription_id)))
        errors.subscription_id = [{ key: 'validation.in', params: { attribute: 'subscription' } }];
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const values = {
        productId: body.product_id ?? null,
        subscriptionId: body.subscription_id ?? null,
        priceType: body.price_type,
        amount: body.amount,
        currency: body.currency ?? null,
        tokenType: body.token_type ?? null,
        active: body.active ?? true,
      };
      const row = await staffChange(
        deps.db,
        deps.activity,
        (tx) => store.insertPrice(values, tx),
        (created) => productAction('prices.created', actor, created.id, null, created, 'price'),
      );
      if (row.productId) await sync(await product(row.productId));
      return this.price(row.id, locale);
    },

    /** A changed amount or currency is a new price at the provider (Stripe prices are immutable). */
    async updatePrice(id: number, body: z.output<typeof pricePatchSchema>, locale: Locale, actor: StaffActor) {
      const current = await store.findPrice(id);
      if (!current) throw new AppError('general.not_found');
      const next = {
        price_type: current.priceType,
        currency: body.currency === undefined ? current.currency : body.currency,
        token_type: body.token_type === undefined ? current.tokenType : body.token_type,
      };
      const errors = priceErrors(next);
      if (Object.keys(errors).length) throw AppError.validation(errors);
      const moneyChanged =
        (body.amount !== undefined && body.amount !== current.amount) ||
        (next.currency ?? null) !== (current.currency ?? null);
      const values = definedFields({
        amount: body.amount,
        currency: next.currency,
        tokenType: next.token_type,
        active: body.active,
        ...(moneyChanged ? { providerPriceId: null } : {}),
      });
      await staffChange(
        deps.db,
        deps.activity,
        (tx) => store.updatePrice(id, values, tx),
        (updated) => productAction('prices.updated', actor, id, current, updated ?? null, 'price'),
      );
      if (current.productId) await sync(await product(current.productId));
      return this.price(id, locale);
    },
  };
}

export type StoreService = ReturnType<typeof createStoreService>;
