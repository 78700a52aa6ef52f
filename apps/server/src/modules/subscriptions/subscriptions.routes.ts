import { z } from 'zod';
import {
  adminFeatureUnlockSchema,
  featureAccessSchema,
  featureTypeSchema,
  featureUnlockBodySchema,
  featureUnlockSchema,
  GRANT_DAYS_MAX,
  playerSubscriptionPlanSchema,
  recordId,
  subscriptionPlanBodySchema,
  subscriptionPlanPatchSchema,
  subscriptionPlanSchema,
  userSubscriptionBodySchema,
  userSubscriptionSchema,
} from '@golf/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataEnvelope, paginatedSchema } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, staffActor, type Guards } from '../auth/guards';
import type { EntitlementsService } from '../entitlements/entitlements.service';
import { ECONOMY_TARGET_REFUSALS } from '../users/staff-target';
import type { SubscriptionsService } from './subscriptions.service';

const idParams = z.object({ id: recordId });
const userItemParams = z.object({ id: recordId, itemId: recordId });

/** The player's Subscriptions view and feature unlocks. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  entitlements: EntitlementsService;
  guards: Guards;
}> = async (app, { subscriptions, entitlements, guards }) => {
  const tags = ['subscriptions'];
  app.get(
    '/subscriptions',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Subscription plans',
        description:
          'With their active prices (buy one with POST /store/orders { price_id }) and the features they unlock. The base plan has no prices. open_checkout is the caller’s unpaid checkout of the plan (resume it at checkout_url or cancel it with POST /users/me/orders/{order_id}/cancel); while it is open, buying the plan again is refused with 4010.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(playerSubscriptionPlanSchema) },
      },
    },
    async (request) => subscriptions.listForPlayer(currentAuth(request).userId, request.query, request.locale),
  );

  app.get(
    '/users/me/subscriptions',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's live subscriptions",
        response: { 200: dataEnvelope(z.array(userSubscriptionSchema)) },
      },
    },
    async (request) => ({
      data: await entitlements.userSubscriptionsOf(currentAuth(request).userId, request.locale),
    }),
  );

  app.get(
    '/users/me/feature-unlocks',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's feature unlocks that have not expired",
        description:
          'One entry per feature with its latest expiry. Changes arrive as feature-unlocks.updated (the full list) on private-users.{id}. Access to a feature also comes from subscription meta: ask GET /users/me/features/{feature}.',
        response: { 200: dataEnvelope(z.array(featureUnlockSchema)) },
      },
    },
    async (request) => ({ data: await entitlements.featureUnlocksOf(currentAuth(request).userId) }),
  );

  app.get(
    '/users/me/features/:feature',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Whether the signed-in user has a feature',
        description:
          'The feature access rule: subscription meta feature_unlock, or a feature unlock that has not expired.',
        params: z.object({ feature: featureTypeSchema }),
        response: { 200: dataEnvelope(featureAccessSchema) },
      },
    },
    async (request) => ({
      data: {
        feature: request.params.feature,
        has_feature: await entitlements.hasFeature(
          currentAuth(request).userId,
          request.params.feature as Parameters<EntitlementsService['hasFeature']>[1],
        ),
      },
    }),
  );
};

/** Back-office: plans (viewing: any back-office user, spec section 6; changing: manage-products) and a user's unlocks and subscriptions (manage-users). */
export const subscriptionsAdminRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  entitlements: EntitlementsService;
  guards: Guards;
}> = async (app, { subscriptions, entitlements, guards }) => {
  const signedIn = guards.requirePermission();
  // Viewing plans needs only the back-office (spec section 6); changing them sells differently, so it
  // needs the permission that already governs their prices (decision 0060).
  const managePlans = guards.requirePermission('manage-products');
  const manageUsers = guards.requirePermission('manage-users');
  const tags = ['admin: subscriptions'];

  app.get(
    '/admin/subscriptions',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Subscription plans',
        description: 'Sortable by id, name, order_column. Searches the name. Prices include inactive ones.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(subscriptionPlanSchema) },
      },
    },
    async (request) => subscriptions.list(request.query, request.locale),
  );

  app.get(
    '/admin/subscriptions/:id',
    {
      onRequest: signedIn,
      schema: { tags, summary: 'One plan', params: idParams, response: { 200: dataEnvelope(subscriptionPlanSchema) } },
    },
    async (request) => ({ data: await subscriptions.get(request.params.id, request.locale) }),
  );

  app.post(
    '/admin/subscriptions',
    {
      onRequest: managePlans,
      schema: {
        tags,
        summary: 'Add a plan',
        description:
          'Needs manage-products. Prices are added with POST /admin/prices { subscription_id }. Recorded in the activity log as subscription_plans.created.',
        body: subscriptionPlanBodySchema,
        response: { 201: dataEnvelope(subscriptionPlanSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await subscriptions.create(request.body, request.locale, staffActor(request)) }),
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/admin/subscriptions/:id',
      {
        onRequest: managePlans,
        schema: {
          tags,
          summary: 'Change a plan',
          description:
            'Needs manage-products. Recorded in the activity log as subscription_plans.updated, with the plan before and after.',
          params: idParams,
          body: subscriptionPlanPatchSchema,
          response: { 200: dataEnvelope(subscriptionPlanSchema) },
        },
      },
      async (request) => ({
        data: await subscriptions.update(request.params.id, request.body, request.locale, staffActor(request)),
      }),
    );
  }

  app.delete(
    '/admin/subscriptions/:id',
    {
      config: { errors: ['store.plan_has_orders', 'store.plan_has_subscribers', 'store.plan_is_legacy'] },
      onRequest: managePlans,
      schema: {
        tags,
        summary: 'Delete a plan',
        description:
          'Needs manage-products; recorded as subscription_plans.deleted. Deletes the plan with its prices (none of them bought). Refused with 409: 4015 the legacy plan (setting legacy_subscription_id), 4016 a plan that was ordered (retire its prices to stop selling it), 4017 a plan users hold or held.',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await subscriptions.remove(request.params.id, staffActor(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/users/:id/feature-unlocks',
    {
      onRequest: manageUsers,
      schema: {
        tags,
        summary: "A user's live feature unlocks",
        params: idParams,
        response: { 200: dataEnvelope(z.array(adminFeatureUnlockSchema)) },
      },
    },
    async (request) => ({
      data: (await entitlements.adminUnlocks(request.params.id)).map((row) => ({
        id: row.id,
        name: row.feature,
        expires_at: row.expiresAt ? row.expiresAt.toISOString() : null,
        entity_type: row.entityType,
        entity_id: row.entityId,
        created_at: row.createdAt.toISOString(),
      })),
    }),
  );

  app.post(
    '/admin/users/:id/feature-unlocks',
    {
      config: { errors: ['users.administrator_protected', 'users.cannot_act_on_self', 'users.system_account'] },
      onRequest: manageUsers,
      schema: {
        tags,
        summary: 'Unlock a feature for a user',
        description:
          'expires_at must lie in the future (else 422 on expires_at); omit it or send null for an unlock that does not expire. Recorded in the activity log as users.feature_unlock_granted (feature, expires_at, unlock_id). ' +
          ECONOMY_TARGET_REFUSALS,
        params: idParams,
        body: featureUnlockBodySchema,
        response: { 201: dataEnvelope(z.array(featureUnlockSchema)) },
      },
    },
    async (request, reply) => {
      await guards.requireStaffTarget(request, request.params.id, 'economy');
      await entitlements.addUnlock(currentAuth(request).userId, request.params.id, request.body, request);
      return reply.status(201).send({ data: await entitlements.featureUnlocksOf(request.params.id) });
    },
  );

  app.delete(
    '/admin/users/:id/feature-unlocks/:itemId',
    {
      config: { errors: ['users.cannot_act_on_self', 'users.system_account'] },
      onRequest: manageUsers,
      schema: {
        tags,
        summary: 'Remove a feature unlock',
        description: `Recorded in the activity log as users.feature_unlock_revoked (feature, expires_at, unlock_id). ${ECONOMY_TARGET_REFUSALS}`,
        params: userItemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await guards.requireStaffTarget(request, request.params.id, 'economy');
      await entitlements.removeUnlock(currentAuth(request).userId, request.params.id, request.params.itemId, request);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/subscriptions',
    {
      config: { errors: ['users.cannot_act_on_self', 'users.system_account'] },
      onRequest: manageUsers,
      schema: {
        tags,
        summary: 'Give a user a subscription',
        description:
          'subscription_id must name a plan (else 422 on subscription_id); expires_at must lie in the future (else 422 on ' +
          'expires_at, as for a feature unlock); omit it or send null for no end. meta follows the plan editor’s rule ' +
          `(feature_unlock values from the feature list; duration_days a whole number from 1 to ${GRANT_DAYS_MAX}, once, and ` +
          'not when the plan has one), else 422 on meta. Nothing is saved when any check fails. ' +
          ECONOMY_TARGET_REFUSALS,
        params: idParams,
        body: userSubscriptionBodySchema,
        response: { 201: dataEnvelope(z.array(userSubscriptionSchema)) },
      },
    },
    async (request, reply) => {
      await guards.requireStaffTarget(request, request.params.id, 'economy');
      return reply.status(201).send({
        data: await entitlements.addSubscription(request.params.id, request.body, request.locale, staffActor(request)),
      });
    },
  );

  app.delete(
    '/admin/users/:id/subscriptions/:itemId',
    {
      config: { errors: ['users.cannot_act_on_self', 'users.system_account'] },
      onRequest: manageUsers,
      schema: {
        tags,
        summary: 'Remove a user subscription (by user_subscription_id)',
        description: ECONOMY_TARGET_REFUSALS,
        params: userItemParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await guards.requireStaffTarget(request, request.params.id, 'economy');
      await entitlements.removeSubscription(request.params.id, request.params.itemId, staffActor(request));
      return reply.status(204).send(null);
    },
  );
};
