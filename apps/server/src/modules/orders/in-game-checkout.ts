import { enums, type Locale } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { StoreRepository } from '../store/store.repository';
import { isOverdraft, type WalletsService } from '../wallets/wallets.service';
import type { CheckoutExpiry } from './checkout-expiry';
import type { Fulfil } from './fulfilment';
import { newEffects, type Announce, type Clock } from './order-effects';
import { CHECKOUT_TTL_MS } from './order-states';
import type { OrdersRepository } from './orders.repository';
import { presentOrder } from './orders.schemas';
import type { OpenCheckouts } from './open-checkouts';
import { whatIsBought } from './purchase-checks';
import { grantsOf } from '../store/product-grants';
import { preparePurchaseRead, purchaseStatements, type PurchaseState } from './purchase-statements';
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

/**
 * The hot purchase: a product's in-game-currency price, the product without stock to reserve.
 * The same rules, in the same order, as checkout.ts, in fewer round trips and without building
 * queries: the price's read, then one transaction of the buyer's lock, one read of what the rules
 * need and one write of the order, its item and the debit (purchase-statements.ts). Answers
 * undefined for any other purchase, which checkout.ts makes the general way.
 */
export function createInGameCheckout(deps: InGameCheckoutDeps) {
  const { db, clock } = deps;
  let read: ReturnType<typeof preparePurchaseRead> | undefined;

  return async function purchaseInGame(userId: number, input: PurchaseInput, locale: Locale) {
    read ??= preparePurchaseRead(db);
    const [row] = await read.execute({
      userId,
      priceId: input.price_id,
      deadline: new Date(clock().getTime() - CHECKOUT_TTL_MS).toISOString(),
    });
    if (!row?.userFound || row.price.priceType === enums.product_price_type.money) return undefined;
    const { price, product: stocked } = row;
    if (price.productId === null || !stocked || stocked.availableQty !== null) return undefined;
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
    const grants = grantsOf(stocked);
    const locks =
      key !== null ||
      product!.maxQty !== null ||
      row.stale ||
      Boolean(grants.tokens || grants.mapPackId !== null || grants.feature);

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

    await deps.announce(effects);
    return {
      order: presentOrder(outcome.order, outcome.items, locale),
      checkout_url: await deps.checkoutUrlOf(outcome.order),
      replayed: outcome.replayed,
    };
  };
}
