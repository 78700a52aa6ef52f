import { enums, type Locale } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { ProductRow, StoreRepository } from '../store/store.repository';
import { isOverdraft, isTakenOperationKey, type WalletsService } from '../wallets/wallets.service';
import type { CheckoutExpiry } from './checkout-expiry';
import type { Fulfil } from './fulfilment';
import { newEffects, type Announce, type Clock, type Effects } from './order-effects';
import { CHECKOUT_TTL_MS } from './order-states';
import type { OrderItemRow, OrderRow, OrdersRepository } from './orders.repository';
import { presentOrder } from './orders.schemas';
import type { OpenCheckouts } from './open-checkouts';
import { whatIsBought } from './purchase-checks';
import { grantsOf } from '../store/product-grants';
import type { PriceRow } from '../store/prices';
import {
  preparePlainPurchase,
  preparePurchaseRead,
  purchaseStatements,
  type PurchaseState,
  type PurchaseWritten,
} from './purchase-statements';
import type { PurchaseInput } from './checkout';

export interface InGameCheckoutDeps {
  db: Database;
  orders: Pick<OrdersRepository, 'findByIdempotencyKey' | 'itemsOf'>;
  store: Pick<StoreRepository, 'findSubscription'>;
  wallets: Pick<WalletsService, 'post'>;
  expiry: Pick<CheckoutExpiry, 'expireStaleIn'>;
  fulfil: Fulfil;
  checkoutUrlOf: OpenCheckouts['checkoutUrlOf'];
  announce: Announce;
  clock: Clock;
}

/** A suspended buyer, or one whose e-mail is not verified, buys nothing (4004). */
export function assertMayBuy(user: { suspendedAt: Date | null; emailVerified: boolean } | undefined) {
  if (!user || user.suspendedAt || !user.emailVerified) throw new AppError('store.purchase_not_authorized');
}

/** A price whose purchase depends on nothing but the buyer's standing and balance (decision 0102). */
interface PlainPrice {
  price: PriceRow;
  product: ProductRow;
  /** The rows' versions (xmin) when they were read: a plain purchase is made only while they are current. */
  priceVersion: string;
  productVersion: string;
}

/** The prices remembered at once: far more than a store sells; past it, the memory starts over. */
const PLAIN_PRICES_KEPT = 1000;

/**
 * Whether buying `product` depends on the buyer's other orders or on more than the debit: a
 * max_qty, stock to reserve or something granted. Such a purchase takes the buyer's lock.
 */
const dependsOnMore = (product: ProductRow) =>
  product.maxQty !== null || product.availableQty !== null || grantsAnything(product);

function grantsAnything(product: ProductRow) {
  const grants = grantsOf(product);
  return Boolean(grants.tokens || grants.mapPackId !== null || grants.feature);
}

/**
 * The hot purchase: a product's in-game-currency price, the product without stock to reserve.
 * The same rules, in the same order, as checkout.ts, in fewer round trips and without building
 * queries (purchase-statements.ts). A plain purchase of a remembered price is one statement
 * (decision 0102); otherwise the price's read, then either that statement or one transaction of
 * the buyer's lock, one read of what the rules need and one write of the order, its item and the
 * debit. Answers undefined for any other purchase, which checkout.ts makes the general way.
 */
export function createInGameCheckout(deps: InGameCheckoutDeps) {
  const { db, clock } = deps;
  let read: ReturnType<typeof preparePurchaseRead> | undefined;
  let buyPlain: ReturnType<typeof preparePlainPurchase> | undefined;
  // Prices whose last read showed a plain purchase, by id. Each purchase from here checks in its
  // statement that the rows are still those versions, so a change on any node is seen at once.
  const plainPrices = new Map<number, PlainPrice>();

  function remember(known: PlainPrice | undefined, priceId: number) {
    if (!known) return void plainPrices.delete(priceId);
    if (plainPrices.size >= PLAIN_PRICES_KEPT && !plainPrices.has(priceId)) plainPrices.clear();
    plainPrices.set(priceId, known);
  }

  /**
   * A plain purchase (no key; a price found plain when its rows were last read) in one statement.
   * Undefined when it wrote nothing: something the rules look at is not as it was read, and the
   * general path decides.
   */
  async function purchasePlain(userId: number, input: PurchaseInput, known: PlainPrice) {
    const { price, product } = known;
    let name: string;
    try {
      ({ name } = await whatIsBought(
        { findProduct: async () => product, findSubscription: deps.store.findSubscription },
        price,
        input.quantity,
      ));
    } catch {
      // A refusal comes from the general path, after the checks that go before it.
      return undefined;
    }
    const now = clock();
    let written: PurchaseWritten | undefined;
    try {
      buyPlain ??= preparePlainPurchase(db);
      written = await buyPlain({
        userId,
        priceId: price.id,
        productId: product.id,
        priceType: price.priceType,
        tokenType: price.tokenType!,
        unitAmount: price.amount,
        quantity: input.quantity,
        total: price.amount * input.quantity,
        name,
        key: null,
        now,
        deadline: new Date(now.getTime() - CHECKOUT_TTL_MS),
        priceVersion: known.priceVersion,
        productVersion: known.productVersion,
      });
    } catch (error) {
      // The balance was read in the statement's snapshot; a concurrent debit may have come first.
      if (isOverdraft(error)) throw new AppError('store.insufficient_funds');
      // The ledger key order:{id} taken already: the general path posts through the ledger's replay.
      if (isTakenOperationKey(error)) return undefined;
      throw error;
    }
    if (!written) return undefined;
    const { order, item, entry } = written;
    const effects = newEffects();
    effects.ledger.push({ replayed: false, entries: [{ ...entry!, userId, tokenType: price.tokenType! }] });
    return { order, items: [item], effects };
  }

  /** Announces what the committed purchase changed and answers it. */
  async function reply(
    outcome: { order: OrderRow; items: OrderItemRow[]; effects: Effects; replayed: boolean },
    locale: Locale,
  ) {
    await deps.announce(outcome.effects);
    return {
      order: presentOrder(outcome.order, outcome.items, locale),
      checkout_url: await deps.checkoutUrlOf(outcome.order),
      replayed: outcome.replayed,
    };
  }

  return async function purchaseInGame(userId: number, input: PurchaseInput, locale: Locale) {
    const known = input.idempotency_key === undefined ? plainPrices.get(input.price_id) : undefined;
    const plain = known && (await purchasePlain(userId, input, known));
    if (plain) return reply({ ...plain, replayed: false }, locale);

    read ??= preparePurchaseRead(db);
    const [row] = await read.execute({
      userId,
      priceId: input.price_id,
      deadline: new Date(clock().getTime() - CHECKOUT_TTL_MS).toISOString(),
    });
    if (!row?.userFound || row.price.priceType === enums.product_price_type.money) return undefined;
    const { price, product: stocked } = row;
    if (price.productId === null || !stocked || stocked.availableQty !== null) return undefined;
    const plainPrice =
      price.active && !dependsOnMore(stocked)
        ? { price, product: stocked, priceVersion: row.priceVersion, productVersion: row.productVersion! }
        : undefined;
    remember(plainPrice, price.id);
    assertMayBuy(row);
    if (!price.active) throw new AppError('general.not_found');
    const { product, name } = await whatIsBought(
      { findProduct: async () => stocked, findSubscription: deps.store.findSubscription },
      price,
      input.quantity,
    );
    const total = price.amount * input.quantity;
    const key = input.idempotency_key ?? null;
    const effects = newEffects();

    const deadline = new Date(clock().getTime() - CHECKOUT_TTL_MS);
    // The buyer's lock serialises what depends on their other orders (decision 0094): a retry key,
    // max_qty, stale checkouts to sweep, and grants. A plain product bought without a key depends on
    // none: its debit is serialised by the wallet's row, and the ledger's CHECK refuses an overdraft.
    const locks = key !== null || row.stale || dependsOnMore(stocked);
    if (!locks) {
      // Made the plain way from what was just read; should that have moved since, the transaction below decides.
      const made = await purchasePlain(userId, input, plainPrice!);
      if (made) return reply({ ...made, replayed: false }, locale);
    }

    const outcome = await db.transaction(async (tx) => {
      const statements = purchaseStatements(tx);
      let state: PurchaseState = {
        stale: false,
        walletId: row.walletId,
        balance: row.balance,
        replayId: null,
        held: 0,
      };
      if (locks) {
        await statements.lock(userId);
        const of = {
          userId,
          productId: stocked.id,
          tokenType: price.tokenType!,
          key,
          deadline,
          countHeld: Boolean(product!.maxQty),
        };
        let locked = await statements.state(of);
        if (locked.stale) {
          // The general sweep cancels them (stock back, and they stop holding max_qty); read again.
          await deps.expiry.expireStaleIn(tx, { userId, productIds: [] });
          locked = await statements.state(of);
        }
        state = locked;
      }
      if (key !== null && state.replayId !== null) {
        // A retry replays the first order; the same key for another purchase is a mistake, not a retry.
        const first = (await deps.orders.findByIdempotencyKey(tx, userId, key))!;
        const items = await deps.orders.itemsOf(tx, [first.id]);
        const same = items.length === 1 && items[0]!.priceId === price.id && items[0]!.quantity === input.quantity;
        if (!same) throw new AppError('store.idempotency_key_reused');
        return { order: first, items, replayed: true };
      }
      if (product!.maxQty && state.held + input.quantity > product!.maxQty)
        throw new AppError('store.max_quantity_reached', { max: product!.maxQty });
      // No wallet is a balance of 0. The balance read may be behind a concurrent debit: the ledger
      // trigger's CHECK is what refuses an overdraft (caught below).
      if (state.walletId === null || state.balance < total) throw new AppError('store.insufficient_funds');
      let written;
      try {
        written = await statements.write({
          userId,
          priceId: price.id,
          productId: stocked.id,
          priceType: price.priceType,
          tokenType: price.tokenType!,
          walletId: state.walletId,
          unitAmount: price.amount,
          quantity: input.quantity,
          total,
          name,
          key,
          now: clock(),
        });
      } catch (error) {
        if (isOverdraft(error)) throw new AppError('store.insufficient_funds');
        throw error;
      }
      const { order, item, entry } = written;
      const operation = {
        idempotencyKey: `order:${order.id}`,
        lines: [
          {
            userId,
            tokenType: price.tokenType!,
            direction: 'debit' as const,
            amount: total,
            action: enums.transaction_action.purchase,
            entityType: 'order',
            entityId: order.id,
            comment: name,
          },
        ],
      };
      effects.ledger.push(
        entry
          ? { replayed: false, entries: [{ ...entry, userId, tokenType: price.tokenType! }] }
          : // The operation's key was taken already: the ledger's own replay answers.
            await deps.wallets.post(tx, operation),
      );
      await deps.fulfil(tx, order, [item], effects, [stocked]);
      return { order, items: [item], replayed: false };
    });

    return reply({ ...outcome, effects }, locale);
  };
}
