import { enums, errorDefinitions, STORED_AMOUNT_MAX, type Locale } from '@golf/contracts';
import type { Database } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { ActivityLog } from '../activity/activity.service';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentEvent, PaymentProvider } from '../payments/payment-provider';
import type { SettingsReader } from '../settings/settings.reader';
import {
  grantsOf,
  isExternalOffer,
  META,
  metaDays,
  productMetaErrors,
  subscriptionMetaErrors,
} from '../store/product-grants';
import type { ProductRow, StoreRepository } from '../store/store.repository';
import type { UserRow } from '../users/users.repository';
import type { Executor } from '../../db/client';
import type { LedgerResult, WalletsService } from '../wallets/wallets.service';
import { CHECKOUT_TTL_MS, checkoutExpired, checkoutExpiresAt, OPEN_CHECKOUT, statusName } from './order-states';
import {
  adminOrderListSpec,
  myOrderListSpec,
  type OrderItemRow,
  type OrderRow,
  type OrdersRepository,
} from './orders.repository';
import { presentBuyer, presentOrder, presentPayment } from './orders.schemas';
import { totalInLimitCurrency } from './purchase-limit';

const S = enums.order_status;
const DAY_MS = 24 * 3600 * 1000;

/** The days a plan item buys, fixed at checkout: the plan's duration_days per unit; null when the plan does not end. */
function planDays(plan: { meta: { meta_key: string; meta_value: string }[] } | undefined, quantity: number) {
  const days = plan ? metaDays(plan.meta, META.durationDays) : undefined;
  return days ? days * quantity : null;
}

/** What a product page shows of an unpaid checkout of it: resume (checkout_url) or cancel it. */
export interface OpenCheckout {
  order_id: number;
  quantity: number;
  checkout_url: string | null;
  expires_at: string;
}

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
  /** Staff read automatic refunds here (orders.refunded_automatically). */
  activity: Pick<ActivityLog, 'record'>;
  /** The buyer is told of an automatic refund. */
  notifications: Pick<NotificationsService, 'notifyIn'>;
  /** The purchase limit's currency and the exchange rates into it. */
  settings: Pick<SettingsReader, 'currency' | 'exchangeRates'>;
  log: { error(object: object, message: string): void; warn(object: object, message: string): void };
  clock?: () => Date;
}

type PaidEvent = Extract<PaymentEvent, { type: 'checkout.paid' }>;

/** What the provider reports of a payment it took. */
type ProviderPayment = Pick<PaidEvent, 'providerRef' | 'amount' | 'currency'>;

/**
 * A refusal of the business rules (4012: the coins would pass the largest balance, ...), which the
 * same payment would meet again on every retry; not an infrastructure failure (5xx), which may pass.
 */
const isRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && errorDefinitions[error.key].status < 500;

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
        const granted = await deps.entitlements.grantPlanPeriod(tx, {
          userId: order.userId,
          subscriptionId: item.subscriptionId,
          days: item.planDays,
          orderId: order.id,
        });
        // Paid again for a plan held without end (two checkouts both paid): no second subscription. The
        // order is kept, not refunded by itself: it stands behind the subscription should the other order
        // be refunded. Logged so staff can refund one of them.
        if (!granted)
          deps.log.error(
            { orderId: order.id, userId: order.userId, subscriptionId: item.subscriptionId },
            'a plan without end was paid for again: nothing was added; refund one of the orders',
          );
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

  /**
   * Locks the order and its buyer, moves the order to paid and records the provider's payment. The
   * order as it was, and nothing else, when it was paid already.
   */
  async function takePaymentIn(tx: Executor, orderId: number, payment: ProviderPayment) {
    const current = (await repository.lockOrder(tx, orderId))!;
    // As in purchase: one user's grants in turn, so two payments of a plan make one subscription.
    await repository.lockUser(tx, current.userId);
    const paid = await repository.transition(tx, orderId, S.paid, { paidAt: clock() });
    if (!paid) return { current };
    const recorded = await repository.insertPayment(tx, {
      orderId,
      provider: current.provider ?? deps.provider.name,
      providerRef: payment.providerRef,
      state: 'succeeded',
      amount: payment.amount,
      currency: payment.currency || current.currency || '',
    });
    return { current, paid, payment: recorded };
  }

  /**
   * The provider confirmed payment: paid, fulfilled, completed. Nothing happens when it was already
   * paid. A payment for a canceled order (Stripe took it after the checkout expired or was canceled
   * here) still buys what was ordered: the stock it gave back is taken again where there is any.
   */
  async function completePaymentIn(
    tx: Executor,
    order: OrderRow,
    payment: ProviderPayment,
    effects: Effects,
  ): Promise<OrderRow> {
    const { current, paid } = await takePaymentIn(tx, order.id, payment);
    if (!paid) return current;
    if (current.status === S.canceled) {
      for (const item of await repository.itemsOf(tx, [order.id]))
        if (item.productId && !(await store.reserveStock(tx, item.productId, item.quantity)))
          deps.log.error({ orderId: order.id, productId: item.productId }, 'late payment fulfilled beyond the stock');
    }
    await fulfil(tx, paid, await repository.itemsOf(tx, [order.id]), effects);
    return (await repository.transition(tx, order.id, S.completed, { completedAt: clock() }))!;
  }

  /**
   * applyPaymentEvent's transaction: claims the event and applies it; true when it was applied before
   * (a replay). Throws, rolling back the claim too, when fulfilment refuses the payment.
   */
  function applyPaymentEventIn(event: PaymentEvent, effects: Effects): Promise<boolean> {
    return db.transaction(async (tx) => {
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
  }

  /**
   * The provider took a payment that fulfilment refused (applyPaymentEvent): without this the event
   * would fail the same way on every retry while the buyer's money stays taken. One transaction claims
   * the event, records the payment, moves the order paid → refunded with the refusal as its
   * refund_reason, gives back the stock an open checkout held (a canceled one gave it back already),
   * writes the activity entry and the buyer's notification, and refunds the money through the
   * provider last: should the provider fail, all of it rolls back and the event stays unclaimed for the
   * provider's retry. Nothing is granted.
   */
  async function refundRefusedPayment(event: PaidEvent, refusal: AppError): Promise<{ replayed: boolean }> {
    const reason = { key: refusal.key, code: errorDefinitions[refusal.key].code, params: refusal.params };
    const refund = db.transaction(async (tx) => {
      const claimed = await repository.claimWebhookEvent(tx, {
        eventId: event.id,
        provider: deps.provider.name,
        type: event.type,
      });
      if (!claimed) return { replayed: true };
      const found = await repository.findBySession(tx, deps.provider.name, event.sessionId);
      if (!found) return { replayed: false };
      const { current: order, payment } = await takePaymentIn(tx, found.id, event);
      // Another confirmation of the session paid it in between: as in completePaymentIn, nothing more.
      if (!payment) return { replayed: false };
      const refunded = await repository.transition(tx, order.id, S.refunded, {
        refundedAt: clock(),
        refundReason: reason,
      });
      if (!refunded) throw illegal(order, 'refunded');
      if (order.status !== S.canceled)
        for (const item of await repository.itemsOf(tx, [order.id]))
          if (item.productId) await store.releaseStock(tx, item.productId, item.quantity);
      await deps.activity.record(
        {
          event: 'orders.refunded_automatically',
          actorId: null,
          subjectUserId: order.userId,
          properties: {
            order_id: order.id,
            event_id: event.id,
            provider: payment.provider,
            provider_ref: payment.providerRef,
            amount: payment.amount,
            currency: payment.currency,
            reason: reason.key,
            code: reason.code,
          },
        },
        tx,
      );
      const tell = await deps.notifications.notifyIn(tx, order.userId, {
        notification_type: 'payment_refunded',
        order_id: order.id,
        amount: payment.amount,
        currency: payment.currency,
        reason_key: reason.key,
        reason_params: reason.params,
      });
      await repository.markPaymentRefunded(tx, payment.id);
      // Money last: if the provider refuses, everything above rolls back. A retry after a failed commit
      // finds the refund already made (PaymentProvider.refund) instead of refusing a second one.
      if (payment.amount > 0) await deps.provider.refund({ providerRef: payment.providerRef, amount: payment.amount });
      return { replayed: false, refunded: { order, payment, tell } };
    });
    const outcome = await refund.catch((error: unknown) => {
      deps.log.error(
        { err: error, eventId: event.id, sessionId: event.sessionId, reason: reason.key, code: reason.code },
        'a payment the fulfilment refused could not be refunded: nothing was recorded, the provider will retry',
      );
      throw error;
    });
    if (outcome.refunded) {
      const { order, payment, tell } = outcome.refunded;
      deps.log.error(
        {
          orderId: order.id,
          userId: order.userId,
          eventId: event.id,
          providerRef: payment.providerRef,
          amount: payment.amount,
          currency: payment.currency,
          reason: reason.key,
          code: reason.code,
        },
        'a payment the fulfilment refused was refunded automatically',
      );
      await tell().catch((error: unknown) => {
        deps.log.error({ err: error, orderId: order.id }, 'the automatic refund notification could not be sent');
      });
    }
    return { replayed: outcome.replayed };
  }

  /** The checkout was abandoned: canceled, stock given back. Nothing happens when it was not open. */
  async function cancelIn(tx: Executor, order: OrderRow): Promise<OrderRow | undefined> {
    const canceled = await repository.transition(tx, order.id, S.canceled, { canceledAt: clock() });
    if (!canceled) return undefined;
    for (const item of await repository.itemsOf(tx, [order.id]))
      if (item.productId) await store.releaseStock(tx, item.productId, item.quantity);
    return canceled;
  }

  /**
   * Cancels open checkouts past their deadline (CHECKOUT_TTL_MS): the user's, and those holding stock
   * of these products. Run before anything reads what open checkouts hold.
   */
  async function expireStaleIn(tx: Executor, scope: { userId?: number; productIds?: number[] }): Promise<number> {
    const deadline = new Date(clock().getTime() - CHECKOUT_TTL_MS);
    let canceled = 0;
    for (const order of await repository.staleCheckouts(tx, deadline, scope))
      if (await cancelIn(tx, order)) canceled += 1;
    return canceled;
  }

  const isStale = (order: OrderRow) =>
    OPEN_CHECKOUT.includes(order.status as (typeof OPEN_CHECKOUT)[number]) && checkoutExpiresAt(order) <= clock();

  async function withItems(order: OrderRow, locale: Locale) {
    return presentOrder(order, await repository.itemsOf(db, [order.id]), locale);
  }

  function assertAuthorized(user: UserRow | undefined): asserts user is UserRow {
    if (!user || user.suspendedAt || !user.emailVerified) throw new AppError('store.purchase_not_authorized');
  }

  /**
   * The limit in force now (a raised or removed limit counts once its waiting period is over), with
   * what converts money into its currency (settings purchase_limit_currency and _exchange_rates).
   */
  async function purchaseLimitOf(user: UserRow) {
    const perMonth =
      user.purchaseLimitNextAt && user.purchaseLimitNextAt <= clock()
        ? user.purchaseLimitNext
        : user.purchaseLimitPerMonth;
    if (perMonth === null) return null;
    const [currency, rates] = await Promise.all([
      deps.settings.currency('purchase_limit_currency'),
      deps.settings.exchangeRates('purchase_limit_exchange_rates'),
    ]);
    return { perMonth, currency, rates };
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
      let days: number | null = null;
      if (price.productId) {
        product = await store.findProduct(price.productId);
        if (!product) throw new AppError('general.not_found');
        if (isExternalOffer(product)) throw new AppError('store.not_purchasable');
        // Saving refuses such meta; a row saved before that check (days out of range, a pack outside
        // its category) would sell nothing, or fail, so it is not sold until staff correct it.
        if (Object.keys(productMetaErrors(product)).length) throw new AppError('store.not_purchasable');
        name = product.name;
      } else {
        const plan = await store.findSubscription(price.subscriptionId!);
        if (!plan) throw new AppError('general.not_found');
        // One period per purchase; a plan has no max_qty to reach.
        if (input.quantity !== 1)
          throw AppError.validation({
            quantity: [{ key: 'validation.size.numeric', params: { attribute: 'quantity', size: 1 } }],
          });
        if (Object.keys(subscriptionMetaErrors(plan.meta)).length) throw new AppError('store.not_purchasable');
        name = plan.name;
        days = planDays(plan, input.quantity);
      }
      const isMoney = price.priceType === enums.product_price_type.money;
      const total = price.amount * input.quantity;
      // The total, and the tokens a coin pack grants, are stored as int4: a quantity that takes either
      // past it is refused at the field, naming the most that can be bought at once.
      const tokensPerUnit = product ? (grantsOf(product).tokens?.amount ?? 0) : 0;
      const largestUnit = Math.max(price.amount, tokensPerUnit);
      if (largestUnit * input.quantity > STORED_AMOUNT_MAX)
        throw AppError.validation({
          quantity: [
            {
              key: 'validation.order_quantity_total',
              params: { max: STORED_AMOUNT_MAX, quantity: Math.max(1, Math.floor(STORED_AMOUNT_MAX / largestUnit)) },
            },
          ],
        });
      const effects = newEffects();
      // Read before the transaction, as settings are.
      const limit = isMoney ? await purchaseLimitOf(user) : null;

      const outcome = await db.transaction(async (tx) => {
        await repository.lockUser(tx, userId);
        await expireStaleIn(tx, {
          userId,
          productIds: product && product.availableQty !== null ? [product.id] : [],
        });
        if (input.idempotency_key) {
          const first = await repository.findByIdempotencyKey(tx, userId, input.idempotency_key);
          if (first) {
            // A retry replays the first order; the same key for another purchase is a mistake, not a retry.
            const items = await repository.itemsOf(tx, [first.id]);
            const same = items.length === 1 && items[0]!.priceId === price.id && items[0]!.quantity === input.quantity;
            if (!same) throw new AppError('store.idempotency_key_reused');
            return { order: first, items, replayed: true };
          }
        }
        if (price.subscriptionId) {
          // A plan is bought once per period (README "Economy"); a different plan may be bought alongside.
          if (await deps.entitlements.holdsPlan(tx, userId, price.subscriptionId))
            throw new AppError('store.plan_already_active', { plan: name });
          if ((await repository.openCheckouts(tx, userId, { subscriptionId: price.subscriptionId })).length)
            throw new AppError('store.checkout_already_open', { plan: name });
        }
        if (product?.maxQty) {
          const held = await store.ownedQuantities(tx, userId, [product.id], { openCheckouts: true });
          const owned = held.get(product.id) ?? 0;
          if (owned + input.quantity > product.maxQty)
            throw new AppError('store.max_quantity_reached', { max: product.maxQty });
        }
        if (product && product.availableQty !== null && !(await store.reserveStock(tx, product.id, input.quantity)))
          throw new AppError('store.out_of_stock');
        if (limit) {
          // This order and each currency's total of the month, counted in the limit's currency.
          const spent = await repository.moneySpentSince(tx, userId, monthStart(clock()));
          const counted = totalInLimitCurrency(
            [{ currency: price.currency, total }, ...spent],
            limit.currency,
            limit.rates,
          );
          if ('missing' in counted) {
            deps.log.warn(
              { userId, priceId: price.id, currency: counted.missing, limitCurrency: limit.currency },
              'purchase refused: no exchange rate into the purchase limit currency (setting purchase_limit_exchange_rates)',
            );
            throw new AppError('store.exchange_rate_missing', { currency: counted.missing });
          }
          if (counted.amount > limit.perMonth) throw new AppError('store.purchase_limit_reached');
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
              planDays: days,
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
        const url = await this.checkoutUrlOf(outcome.order);
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
          expiresAt: checkoutExpiresAt(order),
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
      // The buyer canceled it while the checkout was being opened.
      if (!open) throw illegal((await repository.findOrder(db, order.id))!, 'opened');
      return { order: await withItems(open, locale), checkout_url: session.url, replayed: false };
    },

    /**
     * The checkout URL of an order still waiting for payment: the test provider's page, or the
     * provider's session while it is open (Stripe; null when it cannot be read now).
     */
    async checkoutUrlOf(order: OrderRow): Promise<string | null> {
      if (order.status !== S.pending_payment || !order.providerSessionId || isStale(order)) return null;
      if (order.provider === 'test') return `${deps.appUrl}/payments/test/checkout/${order.providerSessionId}`;
      if (order.provider !== deps.provider.name || !deps.provider.checkoutUrl) return null;
      return deps.provider.checkoutUrl(order.providerSessionId).catch((error: unknown) => {
        deps.log.error({ err: error, orderId: order.id }, 'checkout URL could not be read');
        return null;
      });
    },

    /** Cancels open checkouts past their deadline (the store's pages run this before showing what is held); how many. */
    async expireStaleCheckouts(scope: { userId?: number; productIds?: number[] }): Promise<number> {
      return db.transaction((tx) => expireStaleIn(tx, scope));
    },

    /** The user's open checkouts of these products, by product (the product page offers to resume or cancel them). */
    async openCheckoutsOf(userId: number, productIds: number[]): Promise<Map<number, OpenCheckout>> {
      const open = new Map<number, OpenCheckout>();
      if (!productIds.length) return open;
      for (const { order, item } of await repository.openCheckouts(db, userId, { productIds })) {
        if (!item.productId || open.has(item.productId) || isStale(order)) continue;
        open.set(item.productId, {
          order_id: order.id,
          quantity: item.quantity,
          checkout_url: await this.checkoutUrlOf(order),
          expires_at: checkoutExpiresAt(order).toISOString(),
        });
      }
      return open;
    },

    /** The user's open checkouts of these subscription plans, by plan (the Subscriptions page offers to resume or cancel them). */
    async openPlanCheckoutsOf(userId: number, subscriptionIds: number[]): Promise<Map<number, OpenCheckout>> {
      const open = new Map<number, OpenCheckout>();
      if (!subscriptionIds.length) return open;
      // A user's open checkouts are few (each expires within CHECKOUT_TTL_MS): read them all, keep the plans'.
      for (const { order, item } of await repository.openCheckouts(db, userId, {})) {
        const planId = item.subscriptionId;
        if (!planId || !subscriptionIds.includes(planId) || open.has(planId) || isStale(order)) continue;
        open.set(planId, {
          order_id: order.id,
          quantity: item.quantity,
          checkout_url: await this.checkoutUrlOf(order),
          expires_at: checkoutExpiresAt(order).toISOString(),
        });
      }
      return open;
    },

    /** Test provider: the order behind a checkout session (an expired one is canceled now), or undefined. */
    async findTestCheckout(sessionId: string) {
      const order = await db.transaction(async (tx) => {
        const found = await repository.findBySession(tx, 'test', sessionId);
        if (found && isStale(found)) return (await cancelIn(tx, found)) ?? (await loadOrder(tx, found.id));
        return found;
      });
      if (!order) return undefined;
      return { order, items: await repository.itemsOf(db, [order.id]), expired: checkoutExpired(order) };
    },

    /**
     * Test provider: the buyer pressed Pay. Only an open checkout within its deadline is paid; an
     * expired one is canceled instead (expired: true) and nothing is charged.
     */
    async payTestCheckout(sessionId: string): Promise<{ order: OrderRow; expired: boolean } | undefined> {
      const effects = newEffects();
      const result = await db.transaction(async (tx) => {
        const found = await repository.findBySession(tx, 'test', sessionId);
        if (!found) return undefined;
        const order = (await repository.lockOrder(tx, found.id))!;
        if (order.status !== S.pending_payment) return { order, expired: checkoutExpired(order) };
        if (isStale(order)) return { order: (await cancelIn(tx, order))!, expired: true };
        const paid = await completePaymentIn(
          tx,
          order,
          { providerRef: `test:${sessionId}`, amount: order.totalAmount, currency: order.currency ?? '' },
          effects,
        );
        return { order: paid, expired: false };
      });
      await announce(effects);
      return result;
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
     * transaction as its effect, so a replay (or a concurrent duplicate) changes nothing. A payment
     * whose fulfilment is refused (an AppError below 500: it rolled back whole) is applied again as an
     * automatic refund (refundRefusedPayment); any other failure is thrown, and the provider retries.
     */
    async applyPaymentEvent(event: PaymentEvent): Promise<{ replayed: boolean }> {
      const effects = newEffects();
      let replayed: boolean;
      try {
        replayed = await applyPaymentEventIn(event, effects);
      } catch (error) {
        if (event.type !== 'checkout.paid' || !isRefusal(error)) throw error;
        return refundRefusedPayment(event, error);
      }
      await announce(effects);
      return { replayed };
    },

    /**
     * The buyer gives up an unpaid checkout: canceled, stock given back; the provider's session is
     * closed too where the driver can (a payment that still gets through is fulfilled all the same).
     */
    async cancelMine(userId: number, id: number, locale: Locale) {
      const order = await db.transaction(async (tx) => {
        const found = await repository.lockOrder(tx, id);
        if (!found || found.userId !== userId) throw new AppError('general.not_found');
        const canceled = await cancelIn(tx, found);
        if (!canceled) throw illegal(found, 'canceled');
        return canceled;
      });
      if (order.provider === deps.provider.name && order.providerSessionId && deps.provider.expireCheckout)
        await deps.provider.expireCheckout(order.providerSessionId).catch((error: unknown) => {
          deps.log.error({ err: error, orderId: order.id }, 'checkout session could not be closed');
        });
      return { ...(await withItems(order, locale)), checkout_url: null };
    },

    async myOrders(userId: number, query: ListQuery, locale: Locale) {
      await this.expireStaleCheckouts({ userId });
      const { rows, total } = await repository.list(planList(query, myOrderListSpec), userId);
      const items = await repository.itemsOf(
        db,
        rows.map((row) => row.order.id),
      );
      return { data: rows.map((row) => presentOrder(row.order, items, locale)), meta: pageMeta(query, total) };
    },

    async myOrder(userId: number, id: number, locale: Locale) {
      await this.expireStaleCheckouts({ userId });
      const order = await repository.findOrder(db, id);
      if (!order || order.userId !== userId) throw new AppError('general.not_found');
      const checkout_url = await this.checkoutUrlOf(order);
      return { ...(await withItems(order, locale)), checkout_url };
    },

    // Back-office.

    async list(query: ListQuery, locale: Locale) {
      const { rows, total } = await repository.list(planList(query, adminOrderListSpec));
      const items = await repository.itemsOf(
        db,
        rows.map((row) => row.order.id),
      );
      const data = rows.map(({ order, buyer }) => ({
        ...presentOrder(order, items, locale),
        user: presentBuyer(order.userId, buyer),
      }));
      return { data, meta: pageMeta(query, total) };
    },

    async get(id: number, locale: Locale) {
      const order = await loadOrder(db, id);
      return {
        ...(await withItems(order, locale)),
        user: presentBuyer(order.userId, await repository.buyer(order.userId)),
        payments: (await repository.paymentsOf(db, id)).map(presentPayment),
      };
    },

    /**
     * Refunds a paid or completed order. Tokens the order granted are taken back first: when they
     * are already spent, the refund is refused (coin sales are final once the coins are spent).
     * Tokens paid for it are credited back; map packs and feature unlocks it granted end now; its plan
     * period is taken off the subscription it started or extended, which ends only when no paid time is
     * left (a plan without end: when no other paid order of the plan stands behind it).
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
        for (const item of items) {
          const subscriptionId = item.subscriptionId;
          if (!subscriptionId) continue;
          await deps.entitlements.revokePlanPeriod(tx, {
            order: { id, userId: order.userId, paidAt: order.paidAt ?? order.createdAt },
            subscriptionId,
            days: item.planDays,
            stillPaid: (subscription) =>
              repository.paidOrderOfPlanStands(tx, {
                userId: order.userId,
                subscriptionId,
                exceptOrderId: id,
                ownOrderId: subscription.orderId,
                since: subscription.startsAt,
              }),
          });
        }
        await deps.entitlements.endUnlocksOfOrder(tx, id);
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
