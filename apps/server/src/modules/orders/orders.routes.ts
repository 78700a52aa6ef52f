import {
  adminListedOrderSchema,
  adminOrderSchema,
  canceledOrderSchema,
  myOrderSchema,
  orderSchema,
  purchaseBodySchema,
  purchaseResultSchema,
  STORED_AMOUNT_MAX,
} from '@golf/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, paginatedSchema } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, staffActor, type Guards } from '../auth/guards';
import type { OrdersService } from './orders.service';
import { orderParamsSchema } from './orders.schemas';

/** Buying, and the player's own orders. */
export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; guards: Guards }> = async (
  app,
  { orders, guards },
) => {
  const tags = ['store'];
  app.post(
    '/store/orders',
    {
      onRequest: guards.requireUser,
      config: {
        errors: [
          'general.not_found',
          'store.checkout_already_open',
          'store.balance_limit_reached',
          'store.exchange_rate_missing',
          'store.idempotency_key_reused',
          'store.insufficient_funds',
          'store.max_quantity_reached',
          'store.not_purchasable',
          'store.out_of_stock',
          'store.plan_already_active',
          'store.purchase_limit_reached',
          'store.purchase_not_authorized',
        ],
      },
      schema: {
        tags,
        summary: 'Buy a price (checkout)',
        description: [
          'In-game-currency price: the tokens are debited, the product granted and the order completed in one transaction (201, checkout_url null).',
          'Money price: the order waits for payment (status 20) and checkout_url opens the payment provider’s checkout; it returns to the player app’s /store/checkout/return?order={id}&status=success|cancel (under the environment prefix).',
          'An unpaid checkout expires 30 minutes after it was opened (checkout_expires_at): it is canceled and no longer holds max_qty, stock or the purchase limit. Until then it counts toward max_qty and the limit; POST /users/me/orders/{id}/cancel gives it up.',
          'A subscription plan is bought one period at a time (quantity 1, else 422 on quantity), and not while the player holds it (4009) or has a checkout for it open (4010); a different plan may be bought while one is active (plans stack). Should two checkouts of a plan opened side by side both be paid, the second extends the subscription by the plan’s period; for a plan without end it adds nothing (one subscription) and is kept as paid, not refunded by itself: it stands behind the subscription should the other order be refunded, and staff may refund it.',
          'Errors: 4001 Max quantity reached, 4002 Insufficient funds, 4003 Purchase limit reached (money, monthly limit), 4004 Purchase not authorized (suspended or e-mail not verified), 4005 sold out, 4008 external offers are not bought here (nor a product or plan whose meta fails the save checks, saved before they existed, until staff correct it), 4009 plan already active, 4010 checkout already open, 4018 exchange rate missing.',
          'The monthly purchase limit counts in the setting purchase_limit_currency: each currency’s money orders of the UTC month and this order are converted with the setting purchase_limit_exchange_rates (each currency’s own minor digits, rounded up). A money price in a currency without a rate, or an order of the month in one, is refused with 4018 while the player has a limit, and nothing is written; without a limit no rate is needed.',
          'With idempotency_key, a retry with the same price_id and quantity returns the first order (200, replayed: true) and changes nothing; the same key with another price_id or quantity is 4013 (409) and nothing is bought.',
          `A quantity whose total (price amount × quantity), or whose tokens granted (token_amount × quantity), would exceed ${STORED_AMOUNT_MAX} is a 422 on quantity naming the most that can be bought at once. A purchase whose tokens would take a wallet above ${STORED_AMOUNT_MAX} is 4012, and nothing changes.`,
        ].join(' '),
        body: purchaseBodySchema,
        response: { 201: dataEnvelope(purchaseResultSchema), 200: dataEnvelope(purchaseResultSchema) },
      },
      // The reply is built by presentOrder, type-checked against the schema at compile time, so it is
      // written without zod's run-time parse, as the shot simulator's is: the purchase is a hot path
      // (bench/purchases.ts). The schema still documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (request, reply) => {
      const result = await orders.purchase(currentAuth(request).userId, request.body, request.locale);
      return reply.status(result.replayed ? 200 : 201).send({ data: result });
    },
  );

  app.get(
    '/users/me/orders',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's orders",
        description: 'Newest first by default; sortable by id, created_at, status. Filter: status.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(orderSchema) },
      },
    },
    async (request) => orders.myOrders(currentAuth(request).userId, request.query, request.locale),
  );

  app.post(
    '/users/me/orders/:id/cancel',
    {
      onRequest: guards.requireUser,
      config: { errors: ['store.invalid_order_state'] },
      schema: {
        tags,
        summary: 'Cancel one of the signed-in user’s unpaid orders',
        description:
          'Only an order waiting for checkout or payment (status 10 or 20; else 4007). It is canceled (status 40), its stock given back, and it no longer counts toward max_qty or the purchase limit; the provider’s checkout is closed where the driver can. A payment the provider still takes for it is fulfilled.',
        params: orderParamsSchema,
        response: { 200: dataEnvelope(canceledOrderSchema) },
      },
    },
    async (request) => ({
      data: await orders.cancelMine(currentAuth(request).userId, request.params.id, request.locale),
    }),
  );

  app.get(
    '/users/me/orders/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'One of the signed-in user’s orders (the checkout return screen reads it)',
        params: orderParamsSchema,
        response: { 200: dataEnvelope(myOrderSchema) },
      },
    },
    async (request) => ({
      data: await orders.myOrder(currentAuth(request).userId, request.params.id, request.locale),
    }),
  );
};

/** Back-office: orders and refunds (manage-products). */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; guards: Guards }> = async (
  app,
  { orders, guards },
) => {
  const onRequest = guards.requirePermission('manage-products');
  const tags = ['admin: store'];
  app.get(
    '/admin/orders',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Orders',
        description:
          'Newest first by default; sortable by id, created_at, updated_at, status, total_amount. Filters: status, user_id, price_type, provider. Searches the buyer’s e-mail and display name.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminListedOrderSchema) },
      },
    },
    async (request) => orders.list(request.query, request.locale),
  );

  app.get(
    '/admin/orders/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One order with its payments',
        params: orderParamsSchema,
        response: { 200: dataEnvelope(adminOrderSchema) },
      },
    },
    async (request) => ({ data: await orders.get(request.params.id, request.locale) }),
  );

  app.post(
    '/admin/orders/:id/refund',
    {
      onRequest,
      config: { errors: ['store.invalid_order_state', 'store.coins_already_spent'] },
      schema: {
        tags,
        summary: 'Refund an order',
        description:
          'Only paid or completed orders (else 4007). Tokens the order granted are taken back first; when they are spent the refund is refused (4006): coin sales are final once the coins are spent. Tokens paid are credited back, unlocks from the order end now, money goes back through the payment provider. A plan order takes back only its own period: the subscription it started or extended ends that period sooner and ends only when no paid time is left; a subscription without end stays while another paid order of the plan stands behind it.',
        params: orderParamsSchema,
        response: { 200: dataEnvelope(adminOrderSchema) },
      },
    },
    async (request) => ({ data: await orders.refund(request.params.id, request.locale, staffActor(request)) }),
  );
};
