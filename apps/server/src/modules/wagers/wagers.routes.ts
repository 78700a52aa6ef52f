import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  paginatedSchema,
  recordId,
  wagerResolveBodySchema,
  wagerReviewSchema,
  wagerRestrictionBodySchema,
  wagerRestrictionPatchBodySchema,
  wagerRestrictionSchema,
  wageringStatusSchema,
} from '@golf/contracts';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, staffActor, type Guards } from '../auth/guards';
import type { WagersService } from './wagers.service';

const idParams = z.object({ id: recordId });
const tags = ['wagering'];
const adminTags = ['admin: wager restrictions'];

/** The player's wagering status, and the back-office: wager restrictions and the review of flagged wager rounds. */
export const wagersRoutes: FastifyPluginAsyncZod<{ wagers: WagersService; guards: Guards }> = async (
  app,
  { wagers, guards },
) => {
  app.get(
    '/users/me/wagering',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Whether the caller may wager coins now, and why not',
        description:
          'refusals: manually_restricted and token_type_not_allowed (staff settings), two_factor_missing, address_missing ' +
          '(no country on the address), region_restricted (a wager restriction covers the address), feature_missing ' +
          '(coin_wagering). See docs/wagering.md.',
        response: { 200: dataEnvelope(wageringStatusSchema) },
      },
    },
    async (request) => ({ data: await wagers.status(currentAuth(request).userId) }),
  );

  const onRequest = guards.requirePermission('manage-wager-restrictions');

  app.get(
    '/admin/wager-restrictions',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Where wagering is restricted',
        description:
          'Sortable by id, country_code, region_code, created_at (default country_code). Searches both codes.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(wagerRestrictionSchema) },
      },
    },
    async (request) => wagers.listRestrictions(request.query),
  );

  app.get(
    '/admin/wager-restrictions/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'One wager restriction',
        params: idParams,
        response: { 200: dataEnvelope(wagerRestrictionSchema) },
      },
    },
    async (request) => ({ data: await wagers.getRestriction(request.params.id) }),
  );

  app.post(
    '/admin/wager-restrictions',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Restrict wagering in a country, or one region of it',
        description:
          'country_code ISO 3166-1 alpha-2 (validation.country_code), region_code ISO 3166-2 within that country ' +
          '(validation.region_code) or null for the whole country. The same pair twice is validation.unique.',
        body: wagerRestrictionBodySchema,
        response: { 201: dataEnvelope(wagerRestrictionSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await wagers.createRestriction(request.body, staffActor(request)) }),
  );

  for (const method of ['put', 'patch'] as const)
    app[method](
      '/admin/wager-restrictions/:id',
      {
        onRequest,
        schema: {
          tags: adminTags,
          summary:
            method === 'put' ? 'Change a wager restriction' : 'Change a wager restriction (only the fields sent)',
          params: idParams,
          body: wagerRestrictionPatchBodySchema,
          response: { 200: dataEnvelope(wagerRestrictionSchema) },
        },
      },
      async (request) => ({
        data: await wagers.updateRestriction(request.params.id, request.body, staffActor(request)),
      }),
    );

  app.delete(
    '/admin/wager-restrictions/:id',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Lift a wager restriction',
        params: idParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await wagers.removeRestriction(request.params.id, staffActor(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/wagers/review',
    {
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Wager rounds whose stakes wait for staff',
        description:
          'Completed wager rounds held for review (a flagged stroke, or a payout the ledger refused), oldest first, ' +
          'with the stakes held.',
        response: { 200: dataEnvelope(z.array(wagerReviewSchema)) },
      },
    },
    async () => ({ data: await wagers.reviews() }),
  );

  app.post(
    '/admin/wagers/:id/resolve',
    {
      config: { errors: ['rounds.wager_not_in_review'] },
      onRequest,
      schema: {
        tags: adminTags,
        summary: 'Pay out or refund a wager round held for review (a flagged stroke)',
        description:
          'payout settles the pot as the round was scored (action 20, the fee to the house); refund gives every stake ' +
          'back (action 21). A round not held for review is rounds.wager_not_in_review.',
        params: idParams,
        body: wagerResolveBodySchema,
        response: { 204: z.null().describe('Settled') },
      },
    },
    async (request, reply) => {
      await wagers.resolve(request.params.id, request.body.action, staffActor(request));
      return reply.status(204).send(null);
    },
  );
};
