import type { Locale } from '@golf/contracts';
import type { Database, Executor } from '../../db/client';
import { pageMeta, planList } from '../../db/paginate';
import { AppError } from '../../errors/app-error';
import type { ListQuery } from '../../http/list-query';
import type { CheckoutExpiry } from './checkout-expiry';
import type { OpenCheckouts } from './open-checkouts';
import { adminOrderListSpec, myOrderListSpec, type OrderRow, type OrdersRepository } from './orders.repository';
import { presentBuyer, presentOrder, presentPayment } from './orders.schemas';

/** The order, or 404. */
export async function loadOrder(repository: OrdersRepository, tx: Executor, id: number): Promise<OrderRow> {
  const order = await repository.findOrder(tx, id);
  if (!order) throw new AppError('general.not_found');
  return order;
}

export interface OrderQueriesDeps {
  db: Database;
  orders: OrdersRepository;
  expireStaleCheckouts: CheckoutExpiry['expireStaleCheckouts'];
  checkoutUrlOf: OpenCheckouts['checkoutUrlOf'];
}

/** Reading orders: the buyer's own and the back-office's. */
export function createOrderQueries(deps: OrderQueriesDeps) {
  const { db, orders: repository } = deps;

  /** An order as the API shows it, with its items. */
  async function withItems(order: OrderRow, locale: Locale) {
    return presentOrder(order, await repository.itemsOf(db, [order.id]), locale);
  }

  return {
    withItems,

    async myOrders(userId: number, query: ListQuery, locale: Locale) {
      await deps.expireStaleCheckouts({ userId });
      const { rows, total } = await repository.list(planList(query, myOrderListSpec), userId);
      const items = await repository.itemsOf(
        db,
        rows.map((row) => row.order.id),
      );
      return { data: rows.map((row) => presentOrder(row.order, items, locale)), meta: pageMeta(query, total) };
    },

    async myOrder(userId: number, id: number, locale: Locale) {
      await deps.expireStaleCheckouts({ userId });
      const order = await repository.findOrder(db, id);
      if (!order || order.userId !== userId) throw new AppError('general.not_found');
      const checkout_url = await deps.checkoutUrlOf(order);
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
      const order = await loadOrder(repository, db, id);
      return {
        ...(await withItems(order, locale)),
        user: presentBuyer(order.userId, await repository.buyer(order.userId)),
        payments: (await repository.paymentsOf(db, id)).map(presentPayment),
      };
    },
  };
}

export type OrderQueries = ReturnType<typeof createOrderQueries>;
