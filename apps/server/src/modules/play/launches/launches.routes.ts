import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { launchBodySchema, launchResultSchema } from '@golf/contracts';
import { dataEnvelope } from '../../../http/envelope';
import { currentAuth, type Guards } from '../../auth/guards';
import { roundParamsSchema } from '../../rounds/rounds.schemas';
import type { LaunchesService } from './launches.service';

const tags = ['strokes'];

/** Server-side play: raw launches flown on the hole. */
export const launchesRoutes: FastifyPluginAsyncZod<{ launches: LaunchesService; guards: Guards }> = async (
  app,
  { launches, guards },
) => {
  // Play: open to kiosk sessions (docs/decisions/0087).
  const onRequest = guards.requireKioskUser;

  app.post(
    '/rounds/:id/launches',
    {
      config: {
        errors: [
          'rounds.closed',
          'rounds.not_allowed',
          'rounds.unavailable',
          'rounds.unplayable_state',
          'strokes.invalid_hole',
          'strokes.mulligan_not_possible',
          'strokes.no_ongoing_round',
          'strokes.pending_stroke',
        ],
      },
      onRequest,
      schema: {
        tags,
        summary: 'Play a shot from raw launch data: the server flies it on the hole and records the stroke',
        description:
          "The server takes the player's ball (hole frame, cm; the tee of the round's `tee` at each new hole), flies the launch with the golf package's ball flight on the hole's surfaces " +
          "under the round's elevation and green_stimp (no wind: rounds have no wind setting), and records the stroke exactly as POST /rounds/{id}/strokes would, with the computed carry, total_distance, ball_max_height, distance_to_hole, surface_type, hole_completed and ball_path. " +
          'The ball is holed when it crosses the 108 mm cup slowly enough to drop (1.64 m/s over the centre, less off centre), comes down into it or stops over it. ' +
          'Out of bounds: stroke and distance (num_stroke_reason 20, stroke_rule 10; the next stroke from the same spot). Water: one penalty stroke (num_stroke_reason 30), dropped at the nearest point outside the penalty area from where the ball last crossed its edge, no nearer the hole. ' +
          'A mulligan replays from where the replaced stroke was played. Gimmes and automatic putting apply as for reported strokes (a gimme ends the hole). Closest to pin and driving range play every ball from the tee. ' +
          'Idempotent on `id`: a retry returns the first reply (stroke.replayed true, status 200). ' +
          "Refusals: strokes.pending_stroke, strokes.invalid_hole (not the player's current hole, or their round is done), strokes.mulligan_not_possible, rounds.closed, rounds.unplayable_state, rounds.not_allowed (not a player, or another player's shot and not their local host), rounds.unavailable. " +
          'Publishes round.stroke-recorded (the strokes outcome plus ball_path, rest, distance_to_hole and penalty), and round.hole-completed / round.completed, on presence-rounds.{id}.',
        params: roundParamsSchema,
        body: launchBodySchema,
        response: { 201: dataEnvelope(launchResultSchema), 200: dataEnvelope(launchResultSchema) },
      },
    },
    async (request, reply) => {
      const { stroke, shot, created } = await launches.play(
        currentAuth(request).userId,
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send({ data: { stroke, shot } });
    },
  );
};
