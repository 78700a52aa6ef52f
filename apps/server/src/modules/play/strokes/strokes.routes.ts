import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { concedeBodySchema, strokeBodySchema, strokeOutcomeSchema } from '@golf/contracts';
import { dataEnvelope } from '../../../http/envelope';
import { currentAuth, type Guards } from '../../auth/guards';
import { roundParamsSchema } from '../../rounds/rounds.schemas';
import type { StrokesService } from './strokes.service';

const tags = ['strokes'];

/** Play: strokes, concessions (of a stroke, a hole or the match) and the end of a range session. */
export const strokesRoutes: FastifyPluginAsyncZod<{ strokes: StrokesService; guards: Guards }> = async (
  app,
  { strokes, guards },
) => {
  // Play: open to kiosk sessions (docs/decisions/0087).
  const onRequest = guards.requireKioskUser;

  app.post(
    '/rounds/:id/strokes',
    {
      config: {
        errors: [
          'rounds.closed',
          'rounds.not_allowed',
          'rounds.unavailable',
          'rounds.unplayable_state',
          'strokes.invalid_hole',
          'strokes.mulligan_not_possible',
          'strokes.pending_stroke',
        ],
      },
      onRequest,
      schema: {
        tags,
        summary: 'Record a stroke',
        description:
          "The server keeps the score: penalties (out of bounds: stroke and distance; water; unplayable; extra_stroke), gimmes by the round's gimme_distance (+1, or the automatic putts), mulligans, hole completion, the next hole, the end of the player's round and of the round (every player done; in match play when the match is decided). " +
          "Closest to pin: each stroke is an attempt, the hole ends after `tries`. Driving range: any of the round's holes (targets), never completed. " +
          'Idempotent on `id`: a retry of a recorded id returns the first reply with `replayed: true` and status 200 (also when it arrives while the first is still being recorded). ' +
          "Shot integrity: a stroke with launch data (ball_speed, launch_angle, back_spin, side_spin) and carry / total_distance is flown again at the round's elevation and green speed on the reported surface; a carry off by more than max(8 %, 5 m) or a total off by more than max(15 %, 10 m) stores flag_reason (e.g. `carry_mismatch reported=30000 computed=18730 tolerance=1498`, listed by GET /rounds/{id}/state) and keeps the round out of the handicap. " +
          "Refusals: strokes.pending_stroke (another stroke of the same player is being recorded), strokes.invalid_hole (not the player's current hole, or their round is done), strokes.mulligan_not_possible, rounds.closed (round completed), rounds.unplayable_state (play not started), rounds.not_allowed (not a player, or another player's stroke and not their local host), rounds.unavailable. " +
          'Publishes round.stroke-recorded, and round.hole-completed / round.completed when they happen, on presence-rounds.{id}.',
        params: roundParamsSchema,
        body: strokeBodySchema,
        response: { 201: dataEnvelope(strokeOutcomeSchema), 200: dataEnvelope(strokeOutcomeSchema) },
      },
    },
    async (request, reply) => {
      const { outcome, created } = await strokes.submit(currentAuth(request).userId, request.params.id, request.body);
      return reply.status(created ? 201 : 200).send({ data: outcome });
    },
  );

  app.post(
    '/rounds/:id/concede',
    {
      config: { errors: ['rounds.closed', 'rounds.not_allowed', 'rounds.unavailable', 'strokes.concede_not_on_green'] },
      onRequest,
      schema: {
        tags,
        summary: "Concede: pick up the hole, or (match play) concede the opponent's next stroke",
        description:
          "Recorded as a stroke with num_stroke_reason 10 (concede). Picking up scores the hole as given up (lost in match play, net double bogey in stroke play); conceding the opponent's stroke counts it and holes them out, and only a putt is conceded: the opponent's ball must be on the green (422, 2005 strokes.concede_not_on_green). Not in closest to pin or driving range (rounds.not_allowed).",
        params: roundParamsSchema,
        body: concedeBodySchema,
        response: { 201: dataEnvelope(strokeOutcomeSchema) },
      },
    },
    async (request, reply) => {
      const outcome = await strokes.concede(
        currentAuth(request).userId,
        request.params.id,
        request.body.hole,
        request.body.user_id,
      );
      return reply.status(201).send({ data: outcome });
    },
  );

  app.post(
    '/rounds/:id/concede-match',
    {
      config: { errors: ['rounds.closed', 'rounds.not_allowed', 'rounds.unavailable', 'rounds.unplayable_state'] },
      onRequest,
      schema: {
        tags,
        summary: 'Concede the match (match play)',
        description:
          "The caller concedes the whole match to the opponent (Rules of Golf 3.2b(3)); it cannot be taken back. The match ends with the holes decided so far: the scorecard's status is `conceded`, the opponent its winner, and a hole still in progress is not scored. Both players' rounds end and the round completes. A conceded match has holes not played, so it is not recorded for the handicap. " +
          'Refusals: rounds.not_allowed (not a player, or not match play), rounds.closed (round completed: the match was already decided or conceded), rounds.unplayable_state (play not started), rounds.unavailable (private round of others, or no such round). ' +
          'Publishes round.match-conceded (round_id, user_id: who conceded), then round.completed, on presence-rounds.{id}.',
        params: roundParamsSchema,
        response: { 204: z.null().describe('Conceded: the round is completed') },
      },
    },
    async (request, reply) => {
      await strokes.concedeMatch(currentAuth(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/rounds/:id/finish',
    {
      config: { errors: ['rounds.unavailable'] },
      onRequest,
      schema: {
        tags,
        summary: "End a driving range session (the player's round completes)",
        description: 'Only in driving range rounds (rounds.unplayable_state otherwise).',
        params: roundParamsSchema,
        response: { 204: z.null().describe('Finished') },
      },
    },
    async (request, reply) => {
      await strokes.finish(currentAuth(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
