import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTournamentListItemSchema,
  adminTournamentSchema,
  cancelTournamentBodySchema,
  dataEnvelope,
  type ErrorKey,
  disqualifyBodySchema,
  entrantSchema,
  entrantsQuerySchema,
  paginatedSchema,
  recordId,
  reviewBodySchema,
  tournamentBodySchema,
  tournamentPatchBodySchema,
} from '@golf/contracts';
import { listQuerySchema } from '../../http/list-query';
import { staffActor, type Guards } from '../auth/guards';
import type { RoundInput } from './tournament-validation';
import type { TournamentsService } from './tournaments.service';

const params = z.object({ id: recordId });
const entrantParams = z.object({ id: recordId, user_id: recordId });
const tags = ['admin: tournaments'];

const RULES =
  'The spec §8 messages: tournaments.invalid_winning_logic (6007: an unknown logic, 100 with a prize sum, a paying ' +
  'logic without one), tournaments.max_rounds (6002: more than 4), tournaments.missing_course (6009), ' +
  'tournaments.round_date (6004: a round not starting after the previous one), tournaments.settings_mismatch (6003: ' +
  'settings unlike the previous round’s). Once published the terms (fees, prize, winning logic, handicap limit, ' +
  'hardware, format, tee times) are tournaments.changes_not_allowed (6001); from start_at any change but title, ' +
  'description and images is rounds.tournament_started (3003). The reply is the whole model, to set again.';

const EDIT_ERRORS: ErrorKey[] = [
  'tournaments.invalid_winning_logic',
  'tournaments.max_rounds',
  'tournaments.missing_course',
  'tournaments.round_date',
  'tournaments.settings_mismatch',
  'tournaments.invalid_divisions',
  'tournaments.divisions_overlap',
  'tournaments.changes_not_allowed',
  'rounds.tournament_started',
];

/** Back-office: the resource `tournaments` (manage-tournaments, all-of sense; spec §2, §6). */
export const tournamentsAdminRoutes: FastifyPluginAsyncZod<{
  tournaments: TournamentsService;
  guards: Guards;
}> = async (app, { tournaments, guards }) => {
  const onRequest = guards.requirePermission('manage-tournaments');
  const { admin, entries, completion, views } = tournaments;

  app.get(
    '/tournaments',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Tournaments (back-office list)',
        description:
          'Sortable by id, title, start_at, end_at, published_at, created_at (default -created_at). Searches title.',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(adminTournamentListItemSchema) },
      },
    },
    async (request) => {
      const { data, meta } = await admin.list(request.query, request.locale);
      return { data, meta };
    },
  );

  app.get(
    '/tournaments/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One tournament with its rounds, courses and hardware devices',
        params,
        response: { 200: dataEnvelope(adminTournamentSchema) },
      },
    },
    async (request) => ({ data: await admin.get(request.params.id, request.locale) }),
  );

  app.post(
    '/tournaments',
    {
      onRequest,
      config: { errors: EDIT_ERRORS },
      schema: {
        tags,
        summary: 'Add a tournament (a draft until published)',
        description: RULES,
        body: tournamentBodySchema,
        response: { 201: dataEnvelope(adminTournamentSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body as typeof request.body & { rounds: RoundInput[] };
      return reply.status(201).send({ data: await admin.create(body, staffActor(request), request.locale) });
    },
  );

  app.patch(
    '/tournaments/:id',
    {
      onRequest,
      config: { errors: EDIT_ERRORS },
      schema: {
        tags,
        summary: 'Change a tournament (only the fields sent)',
        description: RULES,
        params,
        body: tournamentPatchBodySchema,
        response: { 200: dataEnvelope(adminTournamentSchema) },
      },
    },
    async (request) => ({
      data: await admin.update(request.params.id, request.body, staffActor(request), request.locale),
    }),
  );

  app.delete(
    '/tournaments/:id',
    {
      onRequest,
      config: { errors: ['tournaments.changes_not_allowed'] },
      schema: { tags, summary: 'Delete a draft tournament', params, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await admin.remove(request.params.id, staffActor(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tournaments/:id/publish',
    {
      onRequest,
      config: { errors: ['tournaments.changes_not_allowed', 'rounds.tournament_started'] },
      schema: {
        tags,
        summary: 'Publish: entries open',
        params,
        response: { 200: dataEnvelope(adminTournamentSchema) },
      },
    },
    async (request) => ({ data: await admin.publish(request.params.id, staffActor(request), request.locale) }),
  );

  app.post(
    '/tournaments/:id/cancel',
    {
      onRequest,
      config: { errors: ['tournaments.changes_not_allowed'] },
      schema: {
        tags,
        summary: 'Cancel: every entry fee is refunded (action 26)',
        description:
          'reason (blank = none) is kept as cancellation_reason: on the player page, in the entrants’ ' +
          'tournament_cancelled notification and in the activity log. Cancelling again changes nothing.',
        params,
        body: cancelTournamentBodySchema,
        response: { 200: dataEnvelope(adminTournamentSchema) },
      },
    },
    async (request) => {
      await entries.cancel(request.params.id, staffActor(request), request.body?.reason || null);
      return { data: await admin.get(request.params.id, request.locale) };
    },
  );

  app.post(
    '/tournaments/:id/complete',
    {
      onRequest,
      config: { errors: ['tournaments.last_round_unplayed', 'tournaments.closed'] },
      schema: {
        tags,
        summary: 'Complete and pay out (once), when the last round is over',
        params,
        response: { 200: dataEnvelope(adminTournamentSchema) },
      },
    },
    async (request) => {
      await completion.complete(request.params.id, staffActor(request));
      return { data: await admin.get(request.params.id, request.locale) };
    },
  );

  app.get(
    '/tournaments/:id/entrants',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Entrants, with held rounds and disqualifications',
        params,
        querystring: entrantsQuerySchema,
        response: { 200: paginatedSchema(entrantSchema) },
      },
    },
    async (request) =>
      views.entrants(request.params.id, {
        ...request.query,
        page: request.query.page ?? 1,
        per_page: request.query.per_page ?? 25,
      }),
  );

  app.post(
    '/tournaments/:id/entrants/:user_id/disqualify',
    {
      onRequest,
      config: { errors: ['tournaments.not_entered', 'tournaments.changes_not_allowed'] },
      schema: {
        tags,
        summary: 'Disqualify an entry, with a reason',
        params: entrantParams,
        body: disqualifyBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await completion.disqualify(request.params.id, request.params.user_id, request.body.reason, staffActor(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/tournaments/:id/entrants/:user_id/review',
    {
      onRequest,
      config: { errors: ['tournaments.not_in_review', 'tournaments.not_entered', 'tournaments.changes_not_allowed'] },
      schema: {
        tags,
        summary: 'Decide a round held for review (flagged strokes)',
        description: 'approve: the round counts as played; disqualify: the entry is disqualified (reason required).',
        params: entrantParams,
        body: reviewBodySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { round_number, decision, reason } = request.body;
      await completion.review(
        request.params.id,
        request.params.user_id,
        round_number,
        decision,
        reason ?? null,
        staffActor(request),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/tournaments/:id/results.csv',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The results as CSV (board order)',
        description:
          'text/csv; charset=utf-8, RFC 4180 with CRLF; columns as tournamentResultsCsvColumns in contracts.',
        params,
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tournament-${request.params.id}-results.csv"`)
        .send(await views.resultsCsv(request.params.id)),
  );
};
