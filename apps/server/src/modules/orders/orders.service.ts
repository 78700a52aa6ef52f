import { enums, type Locale } from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { PaymentEvent, PaymentProvider } from '../payments/payment-provider';
import { grantsOf, isExternalOffer, META, metaInt } from '../store/product-grants';
import type { ProductRow, StoreRepository } from '../store/store.repository';
import type { UserRow } from '../users/users.repository';
import type { Executor } from '../wallets/wallets.repository';
import type { LedgerResult, WalletsService } from '../wallets/wallets.service';
import { statusName } from './order-states';
import {
  adminOrderListSpec,
  myOrderListSpec,
  type OrderItemRow,
  type OrderRow,
  type OrdersRepository,
} from './orders.repository';
import { presentOrder, presentPayment } from './orders.schemas';

const S = enums.order_status;
const DAY_MS = 24 * 3600 * 1000;

/** Grants that live in other features (map packs: the golf engine's allocation). */
export interface MapPackGrants {
  grantMapPack(tx: Executor, userId: number, mapPackId: number): Promise<unknown>;
  revokeMapPack(tx: Executor, userId: number, mapPackId: number): Promise<unknown>;
}

export interface OrdersServiceDeps {
  db: Database;
  orders: OrdersRepository;
  store: StoreRepository;
  wallets: WalletsService;
  entitlements: EntitlementsService;
  users: { findById(id: number): Promise<UserRow | undefined> };
  provider: PaymentProvider;
  /** Map packs are granted through this; without it a map-pack purchase fails (and rolls back). */
  mapPacks: MapPackGrants;
  appUrl: string;
  log: { error(object: object, message: string): void };
  clock?: () => Date;
}

/** What a committed transaction still has to announce (wallet.updated, feature-unlocks.updated, user.updated). */
interface Effects {
  ledger: LedgerResult[];
  entitlementUsers: Set<number>;
}

const ENVIRONMENT_PREFIX = { web: '', game: '/game', mobile: '/mobile' } as const;

/**
 * Orders: buying a price (a product's or a subscription plan's), paying for it, fulfilling it and
 * refunding it. An in-game-currency order is checked, paid (ledger debit), granted and completed
 * in one transaction. A money order goes to the payment provider's checkout and is fulfilled when
 * the provider confirms payment (test checkout page, or the Stripe webhook).
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, orders: repository, store } = deps;
  const clock = deps.clock ?? (() => new Date());

  const newEffects = (): Effects => ({ ledger: [], entitlementUsers: new Set() });

  async function announce(effects: Effects): Promise<void> {
    for (const result of effects.ledger) await deps.wallets.announce(result);
    for (const userId of effects.entitlementUsers) await deps.entitlements.announce(userId);
  }

  function illegal(order: OrderRow, action: string): AppError {
    return new AppError('store.invalid_order_state', { action, status: statusName(order.status) });
  }

  /** Grants everything an order bought, inside its transaction. */
  async function fulfil(
    tx: Executor,
    order: OrderRow,
    items: OrderItemRow[],
    effects: Effects,
    known: ProductRow[] = [],
  ): Promise<void> {
    const now = clock();
    const wanted = items.flatMap((item) => (item.productId ? [item.productId] : []));
    const products = wanted.every((id) => known.some((p) => p.id === id))
      ? known
      : await store.findProducts(wanted, tx);
    for (const item of items) {
      if (item.subscriptionId) {
        const plan = await store.findSubscription(item.subscriptionId, tx);
        const days = plan ? metaInt(plan.meta, META.durationDays) : undefined;
        await deps.entitlements.grantSubscription(tx, {
          userId: order.userId,
          subscriptionId: item.subscriptionId,
          expiresAt: days ? new Date(now.getTime() + days * item.quantity * DAY_MS) : null,
          orderId: order.id,
        });
        effects.entitlementUsers.add(order.userId);
        continue;
      }
      const product = products.find((p) => p.id === item.productId);
      if (!product) throw new Error(`order ${order.id}: product ${item.productId} is gone`);
      const grants = grantsOf(product);
      if (grants.tokens) {
        effects.ledger.push(
          await deps.wallets.post(tx, {
            idempotencyKey: `order:${order.id}:grant:${item.id}`,
            lines: [
              {
                userId: order.userId,
                tokenType: grants.tokens.tokenType,
                direction: 'credit',
                amount: grants.tokens.amount * item.quantity,
                action: enums.transaction_action.purchase,
                entityType: 'order',
                entityId: order.id,
                comment: product.name,
              },
            ],
          }),
        );
      }
      if (grants.mapPackId !== null) {
        await deps.mapPacks.grantMapPack(tx, order.userId, grants.mapPackId);
        effects.entitlementUsers.add(order.userId);
      }
      if (grants.feature) {
        await deps.entitlements.grantUnlock(tx, {
          userId: order.userId,
          feature: grants.feature.name,
          expiresAt: grants.feature.days
            ? new Date(now.getTime() + grants.feature.days * item.quantity * DAY_MS)
            : null,
          entityType: 'order',
          entityId: order.id,
        });
        effects.entitlementUsers.add(order.userId);
      }
    }
  }

  async function loadOrder(tx: Executor, id: number) {
    const order = await repository.findOrder(tx, id);
    if (!order) throw new AppError('general.not_found');
    return order;
  }

  /** The provider confirmed payment: paid, fulfilled, completed. Nothing happens when it was already paid. */
  async function completePaymentIn(
    tx: Executor,
    order: OrderRow,
    payment: { providerRef: string | null; amount: number; currency: string },
    effects: Effects,
  ): Promise<OrderRow> {
    const paid = await repository.transition(tx, order.id, S.paid, { paidAt: clock() });
    if (!paid) return loadOrder(tx, order.id);
    await repository.insertPayment(tx, {
      orderId: order.id,
      provider: order.provider ?? deps.provider.name,
      providerRef: payment.providerRef,
      state: 'succeeded',
      amount: payment.amount,
      currency: payment.currency || order.currency || '',
    });
    await fulfil(tx, paid, await repository.itemsOf(tx, [order.id]), effects);
    return (await repository.transition(tx, order.id, S.completed, { completedAt: clock() }))!;
  }

  /** The checkout was abandoned: canceled, stock given back. Nothing happens when it was not open. */
  async function cancelIn(tx: Executor, order: OrderRow): Promise<OrderRow | undefined> {
    const canceled = await repository.transition(tx, order.id, S.canceled, { canceledAt: clock() });
    if (!canceled) return undefined;
    for (const item of await repository.itemsOf(tx, [order.id]))
      if (item.productId) await store.releaseStock(tx, item.productId, item.quantity);
    return canceled;
  }

  async function withItems(order: OrderRow, locale: Locale) {
    return presentOrder(order, await repository.itemsOf(db, [order.id]), locale);
  }

  function assertAuthorized(user: UserRow | undefined): asserts user is UserRow {
    if (!user || user.suspendedAt || !user.emailVerified) throw new AppError('store.purchase_not_authorized');
  }

  /** The limit in force now: a raised or removed limit counts once its waiting period is over. */
  function purchaseLimitOf(user: UserRow): number | null {
    if (user.purchaseLimitNextAt && user.purchaseLimitNextAt <= clock()) return user.purchaseLimitNext;
    return user.purchaseLimitPerMonth;
  }

  const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

  return {
    /**
     * Buys a price. In-game currency: done now (completed order). Money: an order pending
     * payment and the provider's checkout URL.
     */
    async purchase(
      userId: number,
      input: {
        price_id: number;
        quantity: number;
        idempotency_key?: string;
        environment: keyof typeof ENVIRONMENT_PREFIX;
      },
      locale: Locale,
    ) {
      const [user, price] = await Promise.all([deps.users.findById(userId), store.findPrice(input.price_id)]);
      assertAuthorized(user);
      if (!price || !price.active) throw new AppError('general.not_found');
      let product: ProductRow | undefined;
      let name: string;
      if (price.productId) {
        product = await store.findProduct(price.productId);
        if (!product) throw new AppError('general.not_found');
        if (isExternalOffer(product)) throw new AppError('store.not_purchasable');
        name = product.name;
      } else {
        const plan = await store.findSubscription(price.subscriptionId!);
        if (!plan) throw new AppError('general.not_found');
        if (input.quantity !== 1) throw new AppError('store.max_quantity_reached');
        name = plan.name;
      }
      const isMoney = price.priceType === enums.product_price_type.money;
      const total = price.amount * input.quantity;
      const effects = newEffects();

      const outcome = await db.transaction(async (tx) => {
        await repository.lockUser(tx, userId);
        if (input.idempotency_key) {
          const first = await repository.findByIdempotencyKey(tx, userId, input.idempotency_key);
          if (first) return { order: first, items: undefined, replayed: true };
        }
        if (product?.maxQty) {
          const owned = (await store.ownedQuantities(tx, userId, [product.id])).get(product.id) ?? 0;
          if (owned + input.quantity > product.maxQty)
            throw new AppError('store.max_quantity_reached', { max: product.maxQty });
        }
        if (product && product.availableQty !== null && !(await store.reserveStock(tx, product.id, input.quantity)))
          throw new AppError('store.out_of_stock');
        if (isMoney) {
          const limit = purchaseLimitOf(user);
          if (limit !== null && (await repository.moneySpentSince(tx, userId, monthStart(clock()))) + total > limit)
            throw new AppError('store.purchase_limit_reached');
        }
        const now = clock();
        const { order, items } = await repository.insertOrder(
          tx,
          {
            userId,
            status: isMoney ? S.pending_checkout : S.paid,
            priceType: price.priceType,
            currency: price.currency,
            tokenType: price.tokenType,
            totalAmount: total,
            provider: isMoney ? deps.provider.name : null,
            idempotencyKey: input.idempotency_key ?? null,
            paidAt: isMoney ? null : now,
          },
          [
            {
              priceId: price.id,
              productId: price.productId,
              subscriptionId: price.subscriptionId,
              name,
              quantity: input.quantity,
              unitAmount: price.amount,
            },
          ],
        );
        if (isMoney) return { order, items, replayed: false };
        effects.ledger.push(
          await deps.wallets.post(tx, {
            idempotencyKey: `order:${order.id}`,
            lines: [
              {
                userId,
                tokenType: price.tokenType!,
                direction: 'debit',
                amount: total,
                action: enums.transaction_action.purchase,
                entityType: 'order',
                entityId: order.id,
                comment: name,
              },
            ],
          }),
        );
        await fulfil(tx, order, items, effects, product ? [product] : []);
        const completed = await repository.transition(tx, order.id, S.completed, { completedAt: clock() });
        return { order: completed!, items, replayed: false };
      });

      if (outcome.replayed || !isMoney) {
        await announce(effects);
        const url = outcome.order.status === S.pending_payment ? await this.checkoutUrlOf(outcome.order) : null;
        const order = outcome.items
          ? presentOrder(outcome.order, outcome.items, locale)
          : await withItems(outcome.order, locale);
        return { order, checkout_url: url, replayed: outcome.replayed };
      }

      // Money: open the provider's checkout outside the transaction (a network call).
      const order = outcome.order;
      const base = `${deps.appUrl}${ENVIRONMENT_PREFIX[input.environment]}/store/checkout/return?order=${order.id}`;
      let session;
      try {
        session = await deps.provider.createCheckout({
          orderId: order.id,
          customerEmail: user.email,
          successUrl: `${base}&status=success`,
          cancelUrl: `${base}&status=cancel`,
          lines: [
            {
              name,
              quantity: input.quantity,
              unitAmount: price.amount,
              currency: price.currency!,
              providerPriceId: price.providerPriceId,
            },
          ],
        });
      } catch (error) {
        deps.log.error({ err: error, orderId: order.id }, 'checkout could not be opened');
        await db.transaction((tx) => cancelIn(tx, order));
        throw new AppError('general.service_unavailable');
      }
      const open = await db.transaction((tx) =>
        repository.transition(tx, order.id, S.pending_payment, {
          providerSessionId: session.sessionId,
          returnUrl: base,
        }),
      );
      return { order: await withItems(open!, locale), checkout_url: session.url, replayed: false };
    },

    /** The checkout URL of an order still waiting for payment (test provider only; Stripe's is not kept). */
    async checkoutUrlOf(order: OrderRow): Promise<string | null> {
      if (order.provider === 'test' && order.providerSessionId)
        return `${deps.appUrl}/payments/test/checkout/${order.providerSessionId}`;
      return null;
    },

    /** Test provider: the order behind a checkout session, or undefined. */
    async findTestCheckout(sessionId: string) {
      const order = await repository.findBySession(db, 'test', sessionId);
      if (!order) return undefined;
      return { order, items: await repository.itemsOf(db, [order.id]) };
    },

    /** Test provider: the buyer pressed Pay. */
    async payTestCheckout(sessionId: string): Promise<OrderRow | undefined> {
      const effects = newEffects();
      const order = await db.transaction(async (tx) => {
        const found = await repository.findBySession(tx, 'test', sessionId);
        if (!found) return undefined;
        return completePaymentIn(
          tx,
          found,
          { providerRef: `test:${sessionId}`, amount: found.totalAmount, currency: found.currency ?? '' },
          effects,
        );
      });
      await announce(effects);
      return order;
    },

    /** Test provider: the buyer pressed Cancel. */
    async cancelTestCheckout(sessionId: string): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const found = await repository.findBySession(tx, 'test', sessionId);
        if (!found) return undefined;
        return (await cancelIn(tx, found)) ?? found;
      });
    },

    /**
     * A verified provider event, applied exactly once: the event id is recorded in the same
     * transaction as its effect, so a replay (or a concurrent duplicate) changes nothing.
     */
    async applyPaymentEvent(event: PaymentEvent): Promise<{ replayed: boolean }> {
      const effects = newEffects();
      const replayed = await db.transaction(async (tx) => {
        const claimed = await repository.claimWebhookEvent(tx, {
          eventId: event.id,
          provider: deps.provider.name,
          type: event.type === 'ignored' ? event.providerType : event.type,
        });
        if (!claimed) return true;
        if (event.type === 'ignored') return false;
        const order = await repository.findBySession(tx, deps.provider.name, event.sessionId);
        if (!order) return false;
        if (event.type === 'checkout.paid')
          await completePaymentIn(
            tx,
            order,
            { providerRef: event.providerRef, amount: event.amount, currency: event.currency },
            effects,
          );
        else await cancelIn(tx, order);
        return false;
      });
      await announce(effects);
      return { replayed };
    },

    async myOrders(userId: number, query: ListQuery, locale: Locale) {
      const { rows, total } = await repository.list(planList(query, myOrderListSpec), userId);
      const items = await repository.itemsOf(
        db,
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => presentOrder(row, items, locale)), meta: pageMeta(query, total) };
    },

    async myOrder(userId: number, id: number, locale: Locale) {
      const order = await repository.findOrder(db, id);
      if (!order || order.userId !== userId) throw new AppError('general.not_found');
      const checkout_url = order.status === S.pending_payment ? await this.checkoutUrlOf(order) : null;
      return { ...(await withItems(order, locale)), checkout_url };
    },

    // Back-office.

    async list(query: ListQuery, locale: Locale) {
      const { rows, total } = await repository.list(planList(query, adminOrderListSpec));
      const items = await repository.itemsOf(
        db,
        rows.map((row) => row.id),
      );
      return { data: rows.map((row) => presentOrder(row, items, locale)), meta: pageMeta(query, total) };
    },

    async get(id: number, locale: Locale) {
      const order = await loadOrder(db, id);
      return {
        ...(await withItems(order, locale)),
        payments: (await repository.paymentsOf(db, id)).map(presentPayment),
      };
    },

    /**
     * Refunds a paid or completed order. Tokens the order granted are taken back first: when they
     * are already spent, the refund is refused (coin sales are final once the coins are spent).
     * Tokens paid for it are credited back; map packs, feature unlocks and subscriptions it granted end now.
     */
    async refund(id: number, locale: Locale) {
      const effects = newEffects();
      await db.transaction(async (tx) => {
        const order = await repository.lockOrder(tx, id);
        if (!order) throw new AppError('general.not_found');
        if (order.status !== S.paid && order.status !== S.completed) throw illegal(order, 'refunded');
        const items = await repository.itemsOf(tx, [id]);
        const products = await store.findProducts(
          items.flatMap((item) => (item.productId ? [item.productId] : [])),
          tx,
        );
        for (const item of items) {
          const product = products.find((p) => p.id === item.productId);
          const grants = product ? grantsOf(product) : null;
          if (grants?.mapPackId) await deps.mapPacks.revokeMapPack(tx, order.userId, grants.mapPackId);
          if (!grants?.tokens) continue;
          effects.ledger.push(
            await deps.wallets.post(tx, {
              idempotencyKey: `refund:${id}:grant:${item.id}`,
              insufficientFunds: 'store.coins_already_spent',
              lines: [
                {
                  userId: order.userId,
                  tokenType: grants.tokens.tokenType,
                  direction: 'debit',
                  amount: grants.tokens.amount * item.quantity,
                  action: enums.transaction_action.purchase,
                  entityType: 'order',
                  entityId: id,
                  comment: `Refund of order #${id}`,
                },
              ],
            }),
          );
        }
        if (order.priceType === enums.product_price_type.in_game_currency && order.totalAmount > 0) {
          effects.ledger.push(
            await deps.wallets.post(tx, {
              idempotencyKey: `refund:${id}`,
              lines: [
                {
                  userId: order.userId,
                  tokenType: order.tokenType!,
                  direction: 'credit',
                  amount: order.totalAmount,
                  action: enums.transaction_action.purchase,
                  entityType: 'order',
                  entityId: id,
                  comment: `Refund of order #${id}`,
                },
              ],
            }),
          );
        }
        await deps.entitlements.endGrantsOfOrder(tx, id);
        effects.entitlementUsers.add(order.userId);
        for (const item of items) if (item.productId) await store.releaseStock(tx, item.productId, item.quantity);
        const refunded = await repository.transition(tx, id, S.refunded, { refundedAt: clock() });
        if (!refunded) throw illegal(order, 'refunded');
        // Money last: if the provider refuses, everything above rolls back.
        if (order.priceType === enums.product_price_type.money) {
          for (const payment of await repository.paymentsOf(tx, id)) {
            if (payment.state !== 'succeeded') continue;
            if (payment.provider !== deps.provider.name && payment.provider !== 'test')
              throw new AppError('general.service_unavailable');
            if (payment.provider === deps.provider.name)
              await deps.provider.refund({ providerRef: payment.providerRef, amount: payment.amount });
            await repository.markPaymentRefunded(tx, payment.id);
          }
        }
      });
      await announce(effects);
      return this.get(id, locale);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
