import type { z } from 'zod';
import { enums, type Locale, type purchaseBodySchema } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { PaymentProvider } from '../payments/payment-provider';
import type { SettingsReader } from '../settings/settings.reader';
import type { StoreRepository } from '../store/store.repository';
import type { UserRow } from '../users/users.repository';
import type { WalletsService } from '../wallets/wallets.service';
import type { CheckoutExpiry } from './checkout-expiry';
import type { Fulfil } from './fulfilment';
import { assertMayBuy, createInGameCheckout } from './in-game-checkout';
import { newEffects, type Announce, type Clock, type OrdersLog } from './order-effects';
import type { OrderQueries } from './order-queries';
import { checkoutExpiresAt, illegalTransition } from './order-states';
import type { OrdersRepository } from './orders.repository';
import { presentOrder } from './orders.schemas';
import type { OpenCheckouts } from './open-checkouts';
import { whatIsBought } from './purchase-checks';
import { limitInForce, totalInLimitCurrency } from './purchase-limit';

const S = enums.order_status;

const ENVIRONMENT_PREFIX: Record<PurchaseInput['environment'], string> = { web: '', game: '/game', mobile: '/mobile' };

/** The purchase as the route parsed it (defaults applied). */
export type PurchaseInput = z.output<typeof purchaseBodySchema>;

export interface CheckoutDeps {
  db: Database;
  orders: OrdersRepository;
  store: Pick<StoreRepository, 'findPrice' | 'findProduct' | 'findSubscription' | 'ownedQuantities' | 'reserveStock'>;
  users: { findById(id: number): Promise<UserRow | undefined> };
  wallets: Pick<WalletsService, 'post'>;
  entitlements: Pick<EntitlementsService, 'holdsPlan'>;
  provider: Pick<PaymentProvider, 'name' | 'createCheckout'>;
  /** The purchase limit's currency and the exchange rates into it. */
  settings: Pick<SettingsReader, 'currency' | 'exchangeRates'>;
  appUrl: string;
  expiry: Pick<CheckoutExpiry, 'expireStaleIn' | 'cancelIn'>;
  fulfil: Fulfil;
  checkoutUrlOf: OpenCheckouts['checkoutUrlOf'];
  withItems: OrderQueries['withItems'];
  announce: Announce;
  log: OrdersLog;
  clock: Clock;
}

function assertAuthorized(user: UserRow | undefined): asserts user is UserRow {
  assertMayBuy(user);
}

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/**
 * Buying a price (a product's or a subscription plan's). In-game currency: checked, paid (ledger
 * debit), granted and completed in one transaction. Money: an order pending payment and the
 * provider's checkout URL; it is fulfilled when the provider confirms payment.
 */
export function createCheckout(deps: CheckoutDeps) {
  const { db, orders: repository, store, clock } = deps;

  /**
   * The limit in force now, with what converts money into its currency (settings
   * purchase_limit_currency and _exchange_rates); null without a limit.
   */
  async function purchaseLimitOf(user: UserRow) {
    const perMonth = limitInForce(user, clock());
    if (perMonth === null) return null;
    const [currency, rates] = await Promise.all([
      deps.settings.currency('purchase_limit_currency'),
      deps.settings.exchangeRates('purchase_limit_exchange_rates'),
    ]);
    return { perMonth, currency, rates };
  }

  const purchaseInGame = createInGameCheckout({
    db,
    orders: repository,
    store,
    wallets: deps.wallets,
    expiry: deps.expiry,
    fulfil: deps.fulfil,
    checkoutUrlOf: deps.checkoutUrlOf,
    announce: deps.announce,
    clock,
  });

  return async function purchase(userId: number, input: PurchaseInput, locale: Locale) {
    // The hot case (a product's in-game-currency price) in fewer round trips; undefined for the others.
    const bought = await purchaseInGame(userId, input, locale);
    if (bought) return bought;
    const [user, price] = await Promise.all([deps.users.findById(userId), store.findPrice(input.price_id)]);
    assertAuthorized(user);
    if (!price || !price.active) throw new AppError('general.not_found');
    const { product, name, days } = await whatIsBought(store, price, input.quantity);
    const isMoney = price.priceType === enums.product_price_type.money;
    const total = price.amount * input.quantity;
    const effects = newEffects();
    // Read before the transaction, as settings are.
    const limit = isMoney ? await purchaseLimitOf(user) : null;

    const outcome = await db.transaction(async (tx) => {
      await repository.lockUser(tx, userId);
      await deps.expiry.expireStaleIn(tx, {
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
        // A plan is bought once per period (docs/economy.md); a different plan may be bought alongside.
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
      await deps.fulfil(tx, order, items, effects, product ? [product] : []);
      const completed = await repository.transition(tx, order.id, S.completed, { completedAt: clock() });
      return { order: completed!, items, replayed: false };
    });

    if (outcome.replayed || !isMoney) {
      await deps.announce(effects);
      const url = await deps.checkoutUrlOf(outcome.order);
      const order = outcome.items
        ? presentOrder(outcome.order, outcome.items, locale)
        : await deps.withItems(outcome.order, locale);
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
      await db.transaction((tx) => deps.expiry.cancelIn(tx, order));
      throw new AppError('general.service_unavailable');
    }
    const open = await db.transaction((tx) =>
      repository.transition(tx, order.id, S.pending_payment, {
        providerSessionId: session.sessionId,
        returnUrl: base,
      }),
    );
    // The buyer canceled it while the checkout was being opened.
    if (!open) throw illegalTransition((await repository.findOrder(db, order.id))!, 'opened');
    return { order: await deps.withItems(open, locale), checkout_url: session.url, replayed: false };
  };
}

export type Purchase = ReturnType<typeof createCheckout>;
