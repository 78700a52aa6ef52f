import {
  adminPriceSchema,
  adminProductSchema,
  ECONOMY_AMOUNT_MAX,
  priceBodySchema,
  pricePatchSchema,
  productBodySchema,
  productPatchSchema,
  productSchema,
} from '@golf/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, paginatedSchema } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, staffActor, type Guards } from '../auth/guards';
import type { StoreService } from './store.service';
import { idParamsSchema } from './store.schemas';

/** The player's store: listing and product page. Buying is POST /store/orders (orders.routes.ts). */
export const storeRoutes: FastifyPluginAsyncZod<{ store: StoreService; guards: Guards }> = async (
  app,
  { store, guards },
) => {
  const tags = ['store'];
  app.get(
    '/store/products',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'The store listing (unlisted products are hidden)',
        description:
          'Ordered by order_column by default; sortable by order_column, name, id. Filters: type, category. Searches the name. Prices are the active ones, with formatted_price in the caller’s language (Accept-Language). Unpaid checkouts past their deadline that hold stock of the listed products (anyone’s) or are the caller’s are expired first, so available_qty is what can be bought.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(productSchema) },
      },
    },
    async (request) => store.listing(currentAuth(request).userId, request.query, request.locale),
  );

  app.get(
    '/store/products/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'A product page',
        description:
          'Unlisted products are reachable here by id (a direct link); they are only hidden from the listing.',
        params: idParamsSchema,
        response: { 200: dataEnvelope(productSchema) },
      },
    },
    async (request) => ({
      data: await store.productPage(currentAuth(request).userId, request.params.id, request.locale),
    }),
  );
};

/** Back-office: products and prices (manage-products). Products are never deleted; a price is retired with active=false. */
export const storeAdminRoutes: FastifyPluginAsyncZod<{ store: StoreService; guards: Guards }> = async (
  app,
  { store, guards },
) => {
  const onRequest = guards.requirePermission('manage-products');
  const tags = ['admin: store'];

  app.get(
    '/admin/products',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Products',
        description:
          'Sortable by id, name, type, category, unlisted, max_qty, order_column, sync_with_provider, updated_at. Filters: type, category, unlisted, sync_with_provider. Searches the name.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminProductSchema) },
      },
    },
    async (request) => store.adminList(request.query, request.locale),
  );

  app.get(
    '/admin/products/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One product with its meta and prices',
        params: idParamsSchema,
        response: { 200: dataEnvelope(adminProductSchema) },
      },
    },
    async (request) => ({ data: await store.adminGet(request.params.id, request.locale) }),
  );

  app.post(
    '/admin/products',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a product',
        description: `The meta must grant what the type promises: in-game currency needs token_amount (a whole number from 1 to ${ECONOMY_AMOUNT_MAX}), category map pack needs map_pack_id naming an existing map pack, an external offer needs external_url; anything else is a 422 on meta. With sync_with_provider and the Stripe driver, the product and its money prices are pushed to Stripe.`,
        body: productBodySchema,
        response: { 201: dataEnvelope(adminProductSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await store.create(request.body, request.locale, staffActor(request)) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/admin/products/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: method === 'put' ? 'Change a product' : 'Change a product (only the fields sent)',
          params: idParamsSchema,
          body: productPatchSchema,
          response: { 200: dataEnvelope(adminProductSchema) },
        },
      },
      async (request) => ({
        data: await store.update(request.params.id, request.body, request.locale, staffActor(request)),
      }),
    );
  }

  app.get(
    '/admin/prices',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Prices of products and subscription plans',
        description:
          'Sortable by id, amount, product_id, updated_at. Filters: product_id, subscription_id, price_type, active.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminPriceSchema) },
      },
    },
    async (request) => store.prices(request.query, request.locale),
  );

  app.get(
    '/admin/prices/:id',
    {
      onRequest,
      schema: { tags, summary: 'One price', params: idParamsSchema, response: { 200: dataEnvelope(adminPriceSchema) } },
    },
    async (request) => ({ data: await store.price(request.params.id, request.locale) }),
  );

  app.post(
    '/admin/prices',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a price',
        description: `Exactly one of product_id and subscription_id. Money (price_type 10): amount in minor units and a currency. In-game currency (20): amount in tokens and a token_type. The amount is 1 to ${ECONOMY_AMOUNT_MAX} (422 on amount).`,
        body: priceBodySchema,
        response: { 201: dataEnvelope(adminPriceSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await store.createPrice(request.body, request.locale, staffActor(request)) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/admin/prices/:id',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Change a price (amount, currency or token type, active)',
          params: idParamsSchema,
          body: pricePatchSchema,
          response: { 200: dataEnvelope(adminPriceSchema) },
        },
      },
      async (request) => ({
        data: await store.updatePrice(request.params.id, request.body, request.locale, staffActor(request)),
      }),
    );
  }
};
