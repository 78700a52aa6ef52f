import type { AppDeps } from '../app';
import { createThrottle } from '../modules/auth/throttle';
import { grantMapPack, revokeMapPack } from '../modules/courses/course-allocation.repository';
import { createOrdersRepository } from '../modules/orders/orders.repository';
import { createOrdersService } from '../modules/orders/orders.service';
import { createPaymentProvider } from '../modules/payments/payment-drivers';
import { createStoreRepository } from '../modules/store/store.repository';
import { createStoreService } from '../modules/store/store.service';
import { createSubscriptionsRepository } from '../modules/subscriptions/subscriptions.repository';
import { createSubscriptionsService } from '../modules/subscriptions/subscriptions.service';
import { createVoucherCrypto } from '../modules/vouchers/voucher-codes';
import { createVouchersRepository } from '../modules/vouchers/vouchers.repository';
import { createVouchersService } from '../modules/vouchers/vouchers.service';
import type { Balances } from './balances';
import type { Platform } from './platform';

/** The store, orders and payments (driver from PAYMENT_DRIVER unless the caller gives one), vouchers, subscription plans. */
export function createShop(
  platform: Platform,
  { wallets, entitlements }: Balances,
  paymentProvider: AppDeps['paymentProvider'],
) {
  const { config, db, log, settings, activity, usersRepository, notifications } = platform;
  const provider = paymentProvider ?? createPaymentProvider(config);
  const storeRepository = createStoreRepository(db);
  const orders = createOrdersService({
    db,
    orders: createOrdersRepository(db),
    store: storeRepository,
    wallets,
    entitlements,
    users: usersRepository,
    provider,
    mapPacks: { grantMapPack, revokeMapPack },
    appUrl: config.server.appUrl,
    activity,
    notifications,
    settings,
    log,
  });
  return {
    paymentProvider: provider,
    orders,
    store: createStoreService({ db, store: storeRepository, provider, checkouts: orders, log, activity }),
    vouchers: createVouchersService({
      db,
      vouchers: createVouchersRepository(db),
      crypto: createVoucherCrypto(platform.secret),
      throttle: createThrottle(db),
      wallets,
      entitlements,
      activity,
      staffCredit: platform.staffCredit,
    }),
    subscriptions: createSubscriptionsService({
      db,
      subscriptions: createSubscriptionsRepository(db),
      settings,
      checkouts: orders,
      activity,
    }),
  };
}

export type Shop = ReturnType<typeof createShop>;
