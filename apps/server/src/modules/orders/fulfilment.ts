import { enums } from '@golf/contracts';
import type { Executor } from '../../db/client';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import { grantsOf } from '../store/product-grants';
import type { ProductRow, StoreRepository } from '../store/store.repository';
import type { WalletsService } from '../wallets/wallets.service';
import type { Clock, Effects, OrdersLog } from './order-effects';
import type { OrderItemRow, OrderRow } from './orders.repository';

const DAY_MS = 24 * 3600 * 1000;

/** Grants that live in other features (map packs: the golf engine's allocation). */
export interface MapPackGrants {
  grantMapPack(tx: Executor, userId: number, mapPackId: number): Promise<unknown>;
  revokeMapPack(tx: Executor, userId: number, mapPackId: number): Promise<unknown>;
}

export interface FulfilmentDeps {
  store: Pick<StoreRepository, 'findProducts'>;
  wallets: Pick<WalletsService, 'post'>;
  entitlements: Pick<EntitlementsService, 'grantPlanPeriod' | 'grantUnlock'>;
  /** Map packs are granted through this; without it a map-pack purchase fails (and rolls back). */
  mapPacks: Pick<MapPackGrants, 'grantMapPack'>;
  log: Pick<OrdersLog, 'error'>;
  clock: Clock;
}

/** Grants everything an order bought, inside its transaction: tokens, map packs, feature unlocks, plan periods. */
export function createFulfilment(deps: FulfilmentDeps) {
  return async function fulfil(
    tx: Executor,
    order: OrderRow,
    items: OrderItemRow[],
    effects: Effects,
    known: ProductRow[] = [],
  ): Promise<void> {
    const now = deps.clock();
    const wanted = items.flatMap((item) => (item.productId ? [item.productId] : []));
    const products = wanted.every((id) => known.some((p) => p.id === id))
      ? known
      : await deps.store.findProducts(wanted, tx);
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
  };
}

export type Fulfil = ReturnType<typeof createFulfilment>;
