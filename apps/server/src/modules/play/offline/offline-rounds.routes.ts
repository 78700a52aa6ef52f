import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offlineRoundBodySchema, offlineRoundReplySchema } from '@golf/contracts';
import { dataEnvelope } from '../../../http/envelope';
import { currentAuth, type Guards } from '../../auth/guards';
import type { OfflineRoundsService } from './offline-rounds.service';

const tags = ['rounds'];

/** POST /rounds/offline: a round played offline, sent when the network returns. */
export const offlineRoundsRoutes: FastifyPluginAsyncZod<{ offline: OfflineRoundsService; guards: Guards }> = async (
  app,
  { offline, guards },
) => {
  app.post(
    '/rounds/offline',
    {
      config: {
        errors: [
          'offline.course_changed',
          'offline.feature_required',
          'offline.holes_not_in_group',
          'offline.invalid_stroke',
          'offline.round_conflict',
          'offline.round_unfinished',
          'rounds.course_unavailable',
          'strokes.pending_stroke',
        ],
      },
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'Record a round played offline',
        description:
          'Needs the `offline` feature (13010 offline.feature_required). The round is a private solo stroke-play round with the settings the player chose on the device (tee, hole group, elevation, game condition, green speed, gimmes, mulligans; left out: sea level, normal ground, 9-foot greens, no gimmes and no mulligans); `holes` must be those of `hole_group` on the course (13020 offline.holes_not_in_group). ' +
          "The server first plays the launches with the golf package on the course's holes: every stroke must be on the hole being played (13013 offline.invalid_stroke) and the last must end the round (13014 offline.round_unfinished); nothing is written otherwise. " +
          'A course whose `version` is no longer `course_version` is 13011 offline.course_changed. Then each launch is flown again and recorded as POST /rounds/{id}/launches records it, under its client stroke id, so the round is scored as any other; it is marked `played_offline` and does not count for the Handicap Index (docs/decisions/0091). ' +
          'Idempotent on `id`: sending the round again records nothing and answers 200 with `replayed` true; the same `id` with other strokes, course, holes, tee or settings is 13012 offline.round_conflict. ' +
          "`card_matches` says whether the server's card is the device's. Course refusals as for POST /rounds: rounds.course_unavailable. " +
          'Two syncs of the same round at once both succeed, each stroke recorded once; 2001 strokes.pending_stroke only when the other sync holds a stroke for longer than the play path waits.',
        body: offlineRoundBodySchema,
        response: { 201: dataEnvelope(offlineRoundReplySchema), 200: dataEnvelope(offlineRoundReplySchema) },
      },
    },
    async (request, reply) => {
      const { reply: data, created } = await offline.sync(currentAuth(request).userId, request.body);
      return reply.status(created ? 201 : 200).send({ data });
    },
  );
};
