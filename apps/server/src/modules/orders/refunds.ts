import { enums } from '@golf/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import type { PaymentProvider } from '../payments/payment-provider';
import { grantsOf } from '../store/product-grants';
import type { StoreRepository } from '../store/store.repository';
import type { WalletsService } from '../wallets/wallets.service';
import type { MapPackGrants } from './fulfilment';
import { newEffects, type Announce, type Clock } from './order-effects';
import { illegalTransition } from './order-states';
import type { OrdersRepository } from './orders.repository';
import type { ActivityLog } from '../activity/activity.service';
import { recordStaffAction, type StaffActor } from '../activity/staff-actions';

const S = enums.order_status;

export interface RefundsDeps {
  db: Database;
  orders: OrdersRepository;
  store: Pick<StoreRepository, 'findProducts' | 'releaseStock'>;
  wallets: Pick<WalletsService, 'post'>;
  entitlements: Pick<EntitlementsService, 'revokePlanPeriod' | 'endUnlocksOfOrder'>;
  mapPacks: Pick<MapPackGrants, 'revokeMapPack'>;
  provider: Pick<PaymentProvider, 'name' | 'refund'>;
  announce: Announce;
  clock: Clock;
  activity: Pick<ActivityLog, 'record'>;
}

/**
 * Staff refund a paid or completed order. Tokens the order granted are taken back first: when they
 * are already spent, the refund is refused (coin sales are final once the coins are spent).
 * Tokens paid for it are credited back; map packs and feature unlocks it granted end now; its plan
 * period is taken off the subscription it started or extended, which ends only when no paid time is
 * left (a plan without end: when no other paid order of the plan stands behind it).
 */
export function createRefunds(deps: RefundsDeps) {
  const { db, orders: repository, store, provider } = deps;

  return async function refund(id: number, actor: StaffActor): Promise<void> {
    const effects = newEffects();
    await db.transaction(async (tx) => {
      const order = await repository.lockOrder(tx, id);
      if (!order) throw new AppError('general.not_found');
      if (order.status !== S.paid && order.status !== S.completed) throw illegalTransition(order, 'refunded');
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
      const refunded = await repository.transition(tx, id, S.refunded, { refundedAt: deps.clock() });
      if (!refunded) throw illegalTransition(order, 'refunded');
      await recordStaffAction(
        deps.activity,
        {
          event: 'orders.refunded',
          actorId: actor.id,
          request: actor.request,
          subject: { type: 'order', id },
          details: {
            user_id: order.userId,
            price_type: order.priceType,
            total_amount: order.totalAmount,
            currency: order.currency,
            token_type: order.tokenType,
          },
          before: { status: order.status },
          after: { status: S.refunded },
        },
        tx,
      );
      // Money last: if the provider refuses, everything above rolls back.
      if (order.priceType === enums.product_price_type.money) {
        for (const payment of await repository.paymentsOf(tx, id)) {
          if (payment.state !== 'succeeded') continue;
          if (payment.provider !== provider.name && payment.provider !== 'test')
            throw new AppError('general.service_unavailable');
          if (payment.provider === provider.name)
            await provider.refund({ providerRef: payment.providerRef, amount: payment.amount });
          await repository.markPaymentRefunded(tx, payment.id);
        }
      }
    });
    await deps.announce(effects);
  };
}
