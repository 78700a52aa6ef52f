import type { Locale } from '@golf/contracts';
import type { Database } from '../../db/client';
import type { ActivityLog } from '../activity/activity.service';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { PaymentProvider } from '../payments/payment-provider';
import type { SettingsReader } from '../settings/settings.reader';
import type { StoreRepository } from '../store/store.repository';
import type { UserRow } from '../users/users.repository';
import type { WalletsService } from '../wallets/wallets.service';
import { createCancelOrder } from './cancel-order';
import { createCheckout } from './checkout';
import { createCheckoutExpiry } from './checkout-expiry';
import { createFulfilment, type MapPackGrants } from './fulfilment';
import { createOpenCheckouts } from './open-checkouts';
import { createAnnouncer, type OrdersLog } from './order-effects';
import { createOrderQueries } from './order-queries';
import type { OrdersRepository } from './orders.repository';
import { createPaymentEvents } from './payment-events';
import { createPaymentSettlement } from './payment-settlement';
import { createRefunds } from './refunds';
import type { StaffActor } from '../activity/staff-actions';
import { createRefusedPaymentRefund } from './refused-payments';
import { createTestCheckout } from './test-checkout';

export type { MapPackGrants } from './fulfilment';

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
  log: OrdersLog;
  clock?: () => Date;
}

/**
 * Orders: buying a price, paying for it, fulfilling it and refunding it. Each use case lives in its
 * own file and takes only what it uses; this wires them together for the routes and for the store's
 * and the plans' pages.
 */
export function createOrdersService(deps: OrdersServiceDeps) {
  const { db, orders, store, wallets, entitlements, mapPacks, provider, log, appUrl } = deps;
  const clock = deps.clock ?? (() => new Date());
  const announce = createAnnouncer({ wallets, entitlements });
  const expiry = createCheckoutExpiry({ db, orders, store, clock });
  const open = createOpenCheckouts({ db, orders, provider, appUrl, log, isStale: expiry.isStale });
  const queries = createOrderQueries({
    db,
    orders,
    expireStaleCheckouts: expiry.expireStaleCheckouts,
    checkoutUrlOf: open.checkoutUrlOf,
  });
  const fulfil = createFulfilment({ store, wallets, entitlements, mapPacks, log, clock });
  const settlement = createPaymentSettlement({ orders, store, provider, fulfil, log, clock });
  const refundRefusedPayment = createRefusedPaymentRefund({
    db,
    orders,
    store,
    provider,
    activity: deps.activity,
    notifications: deps.notifications,
    takePaymentIn: settlement.takePaymentIn,
    log,
    clock,
  });
  const payments = createPaymentEvents({
    db,
    orders,
    provider,
    completePaymentIn: settlement.completePaymentIn,
    cancelIn: expiry.cancelIn,
    refundRefusedPayment,
    announce,
  });
  const refund = createRefunds({
    db,
    orders,
    store,
    wallets,
    entitlements,
    mapPacks,
    provider,
    announce,
    clock,
    activity: deps.activity,
  });

  return {
    purchase: createCheckout({
      db,
      orders,
      store,
      users: deps.users,
      wallets,
      entitlements,
      provider,
      settings: deps.settings,
      appUrl,
      expiry,
      fulfil,
      checkoutUrlOf: open.checkoutUrlOf,
      withItems: queries.withItems,
      announce,
      log,
      clock,
    }),
    cancelMine: createCancelOrder({
      db,
      orders,
      provider,
      cancelIn: expiry.cancelIn,
      withItems: queries.withItems,
      log,
    }),
    expireStaleCheckouts: expiry.expireStaleCheckouts,
    checkoutUrlOf: open.checkoutUrlOf,
    openCheckoutsOf: open.openCheckoutsOf,
    openPlanCheckoutsOf: open.openPlanCheckoutsOf,
    ...createTestCheckout({ db, orders, expiry, completePaymentIn: settlement.completePaymentIn, announce }),
    applyPaymentEvent: payments.applyPaymentEvent,
    myOrders: queries.myOrders,
    myOrder: queries.myOrder,
    list: queries.list,
    get: queries.get,

    /** Back-office: refunds the order (refunds.ts), then shows it as it is now. */
    async refund(id: number, locale: Locale, actor: StaffActor) {
      await refund(id, actor);
      return queries.get(id, locale);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
