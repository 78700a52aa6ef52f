import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createRoundBodySchema,
  joinLocalBodySchema,
  joinRoundBodySchema,
  lobbyRoundSchema,
  roundSchema,
  roundStateSchema,
} from '@golf/contracts';
import { clientEnvironment } from '../../http/client-environment';
import { dataEnvelope, paginatedSchema } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';
import { currentAuth, type Guards } from '../auth/guards';
import { roundReadCheck } from './round-access';
import type { RoundsService } from './rounds.service';
import { roundParamsSchema } from './rounds.schemas';

const tags = ['rounds'];

/** Rounds: creation, lobby, joining (online, local) and the start of play; invites are in round-invites.routes.ts. */
export const roundsRoutes: FastifyPluginAsyncZod<{ rounds: RoundsService; guards: Guards }> = async (
  app,
  { rounds, guards },
) => {
  // Play: open to kiosk sessions (docs/decisions/0087).
  const onRequest = guards.requireKioskUser;

  app.post(
    '/rounds',
    {
      onRequest,
      // A restrict_hardware that names no device (decision 0052 documents what a route declares).
      config: {
        errors: [
          'content.unknown_hardware',
          'other.wagering_restricted',
          'rounds.connected_to_other_game',
          'rounds.course_unavailable',
          'rounds.gimme_distance_not_on_mobile',
          'rounds.hardware_required',
          'rounds.hole_required',
          'rounds.no_tokens',
          'rounds.not_allowed',
          'rounds.title_required',
          'rounds.title_too_long',
          'rounds.wager_feature_required',
          'rounds.wager_limit_reached',
          'rounds.wager_restricted',
        ],
      },
      schema: {
        tags,
        summary: 'Create a round; the caller is its host and first player',
        description:
          'Refusals: rounds.title_required (empty title), rounds.hole_required (no hole in the group or custom list), ' +
          'rounds.gimme_distance_not_on_mobile (gimme_distance set from the app environment: header X-Golf-Environment: app), ' +
          'rounds.course_unavailable (course missing or not one the caller has: default, from an owned map pack or granted), ' +
          'rounds.hardware_required / rounds.hardware_mismatch (restrict_hardware without a matching game_identifier_id), ' +
          "rounds.connected_to_other_game (the caller plays locally on another host's simulator), " +
          'rounds.not_allowed (a wager from a kiosk session, decision 0087). ' +
          'A local round gets a join_code (shown to the host only).',
        body: createRoundBodySchema,
        response: { 201: dataEnvelope(roundSchema) },
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      // A kiosk session never stakes coins (decision 0087).
      if (auth.kiosk && request.body.wager_amount != null) throw new AppError('rounds.not_allowed');
      const round = await rounds.create(auth.userId, request.body, clientEnvironment(request));
      return reply.status(201).send({ data: round });
    },
  );

  app.get(
    '/rounds',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The lobby: public active rounds',
        description:
          'Newest first. Sortable by id, title, created_at, max_players; searches title. Filters: course_id, game_mode, play_status (0 waiting to start, 10 under way), has_free_slot (1 or 0).',
        querystring: listQuerySchema,
        response: { 200: paginatedSchema(lobbyRoundSchema) },
      },
    },
    async (request) => rounds.lobby(request.query),
  );

  app.get(
    '/rounds/mine',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's unfinished rounds, to resume",
        description:
          'Active rounds, public or private, that the caller plays in and has not completed; newest first. ' +
          'A round not yet started leaves the list when its host cancels it (POST /rounds/{id}/cancel) or the caller ' +
          'leaves it (POST /rounds/{id}/leave); a driving range session ends with POST /rounds/{id}/finish.',
        response: { 200: dataEnvelope(z.array(lobbyRoundSchema)) },
      },
    },
    async (request) => ({ data: await rounds.myRounds(currentAuth(request).userId) }),
  );

  app.get(
    '/rounds/:id',
    {
      config: { errors: ['rounds.unavailable'] },
      onRequest,
      schema: {
        tags,
        summary: 'One round with its settings and players',
        description:
          'A public round is readable by anyone signed in; a private one only by its players (the host is one) and ' +
          'players with a pending invite to it. rounds.unavailable (404) when it does not exist or the caller may not ' +
          'read it: the same answer, so a round ID reveals nothing. The scorecard and play state follow the same rule.',
        params: roundParamsSchema,
        response: { 200: dataEnvelope(roundSchema) },
      },
    },
    async (request) => ({ data: await rounds.get(request.params.id, currentAuth(request).userId) }),
  );

  app.get(
    '/rounds/:id/state',
    {
      config: { errors: ['rounds.unavailable'] },
      onRequest,
      preHandler: roundReadCheck(rounds),
      schema: {
        // Listed with play (POST /rounds/{id}/strokes and /launches), whose state it is.
        tags: ['strokes'],
        summary: "The round's play state: every player's hole, ball and strokes on it, and flagged strokes",
        description:
          "Enough to redraw the hole after a reload: per player the current hole, strokes counted on it, the ball's position (hole frame, whole cm) and lie, and each stroke's tracer (ball_path) and aim. " +
          'flagged_strokes lists every stroke shot integrity flagged, with its reason (a code such as carry_mismatch and the numbers in cm). rounds.unavailable when the round does not exist, or is private and the caller is not one of its players or invitees (as GET /rounds/{id}).',
        params: roundParamsSchema,
        response: { 200: dataEnvelope(roundStateSchema) },
      },
    },
    async (request) => ({ data: await rounds.state(request.params.id) }),
  );

  app.post(
    '/rounds/:id/join',
    {
      // rounds.not_allowed: a wager round refuses a kiosk session (decision 0087).
      config: {
        errors: [
          'rounds.already_joined',
          'rounds.cannot_join',
          'rounds.cannot_join_wager_round',
          'rounds.closed',
          'rounds.connected_to_other_game',
          'rounds.hardware_mismatch',
          'rounds.hardware_required',
          'rounds.joined_locally',
          'rounds.no_tokens',
          'rounds.round_full',
          'rounds.unavailable',
          'rounds.wager_limit_reached',
          'rounds.not_allowed',
        ],
      },
      onRequest,
      schema: {
        tags,
        summary: 'Join a round online',
        description:
          'Refusals: rounds.unavailable (no such round, or a private one without an invite), rounds.closed (completed), ' +
          "rounds.already_joined, rounds.joined_locally (already in it on the host's simulator), rounds.cannot_join (play has started), " +
          'rounds.round_full, rounds.connected_to_other_game, rounds.hardware_required, rounds.hardware_mismatch. ' +
          'Publishes round.player-joined on presence-rounds.{id}.',
        params: roundParamsSchema,
        body: joinRoundBodySchema,
        response: { 200: dataEnvelope(roundSchema) },
      },
    },
    async (request) => ({
      data: await rounds.join(
        request.params.id,
        currentAuth(request).userId,
        request.body?.game_identifier_id,
        currentAuth(request).kiosk,
      ),
    }),
  );

  app.post(
    '/rounds/join-local',
    {
      // rounds.not_allowed: a wager round refuses a kiosk session (decision 0087).
      config: {
        errors: [
          'rounds.already_joined',
          'rounds.unknown_join_code',
          'rounds.user_already_local',
          'rounds.not_allowed',
        ],
      },
      onRequest,
      schema: {
        tags,
        summary: "Join a local round by its code (play on the host's simulator)",
        description:
          'Refusals: rounds.unknown_join_code (no round has the code), rounds.closed (the round ended or was cancelled), rounds.user_already_local (already in it locally), ' +
          'rounds.already_joined (already in it online), rounds.cannot_join (started), rounds.round_full, ' +
          "rounds.connected_to_other_game (already playing locally on another host's simulator).",
        body: joinLocalBodySchema,
        response: { 200: dataEnvelope(roundSchema) },
      },
    },
    async (request) => ({
      data: await rounds.joinLocal(request.body.code, currentAuth(request).userId, currentAuth(request).kiosk),
    }),
  );

  app.post(
    '/rounds/:id/start',
    {
      config: {
        errors: [
          'rounds.not_allowed',
          'rounds.single_player_wager',
          'rounds.too_few_players_for_match_play',
          'rounds.unavailable',
          'rounds.unplayable_state',
        ],
      },
      onRequest,
      schema: {
        tags,
        summary: 'Start play (host only): play_status pending → ongoing',
        description:
          'Refusals: rounds.not_allowed (not the host), rounds.closed, rounds.unplayable_state (already started), ' +
          'rounds.too_few_players_for_match_play (match play with fewer than two players). Pending invites stop being offered (GET /rounds/invites lists rounds not started) but still let the invitee read the round. Publishes round.started ({ round_id }) on presence-rounds.{id}.',
        params: roundParamsSchema,
        response: { 200: dataEnvelope(roundSchema) },
      },
    },
    async (request) => ({ data: await rounds.start(request.params.id, currentAuth(request).userId) }),
  );

  app.post(
    '/rounds/:id/cancel',
    {
      config: { errors: ['rounds.already_started', 'rounds.closed', 'rounds.not_allowed', 'rounds.unavailable'] },
      onRequest,
      schema: {
        tags,
        summary: 'Cancel a round that has not started (host only)',
        description:
          'The round ends: round_status 20 completed, play_status stays 0 pending (it was never played), completed_at is set. ' +
          'It leaves the lobby, "My rounds" and pending invites (which are removed), and never shows in match history. ' +
          'Refusals: rounds.unavailable (no such round, or a private one the caller may not read), rounds.not_allowed (not the host), ' +
          'rounds.closed (already ended), rounds.already_started (play has begun). ' +
          'Publishes round.cancelled ({ round_id }) on presence-rounds.{id}.',
        params: roundParamsSchema,
        response: { 204: z.null().describe('Cancelled') },
      },
    },
    async (request, reply) => {
      await rounds.cancel(request.params.id, currentAuth(request).userId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/rounds/:id/leave',
    {
      config: {
        errors: [
          'rounds.already_started',
          'rounds.closed',
          'rounds.host_cannot_leave',
          'rounds.not_allowed',
          'rounds.unavailable',
        ],
      },
      onRequest,
      schema: {
        tags,
        summary: 'Leave a round that has not started (players other than the host)',
        description:
          'Frees the seat (online or local). Refusals: rounds.unavailable (no such round, or a private one the caller may not read), ' +
          'rounds.not_allowed (not a player), rounds.host_cannot_leave (the host cancels instead), rounds.closed (already ended), ' +
          'rounds.already_started (play has begun). Publishes round.player-left ({ round_id, user_id }) on presence-rounds.{id}.',
        params: roundParamsSchema,
        response: { 204: z.null().describe('Left') },
      },
    },
    async (request, reply) => {
      await rounds.leave(request.params.id, currentAuth(request).userId);
      return reply.status(204).send(null);
    },
  );
};
