import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  handicapHistorySchema,
  historyEntrySchema,
  playerStatisticsSchema,
  scorecardSchema,
  statisticsQuerySchema,
} from '@golf/contracts';
import { currentAuth, type Guards } from '../auth/guards';
import type { RoundReadCheck } from '../rounds/round-access';
import { roundParamsSchema } from '../rounds/rounds.schemas';
import type { HandicapService } from './handicap.service';
import type { StatisticsService } from './statistics.service';

const tags = ['history and statistics'];

export const statisticsRoutes: FastifyPluginAsyncZod<{
  statistics: StatisticsService;
  handicap: HandicapService;
  guards: Guards;
  /** Who may read a round (a private one: its players and invitees), as GET /rounds/{id}. */
  canReadRound: RoundReadCheck;
}> = async (app, { statistics, handicap, guards, canReadRound }) => {
  const onRequest = guards.requireUser;

  app.get(
    '/rounds/history',
    {
      onRequest,
      schema: {
        tags,
        summary: "Match history: the caller's latest 20 completed rounds",
        description:
          'Newest first, each with how it ended for the caller (`result`) and whether it counted for their Handicap Index (`handicap`): the score differential it added, or the reasons it did not count (the eligibility rule: stroke or match play on a rated tee, all of 9 or 18 holes, no mulligan, gimmes up to 60 cm, no flagged stroke; a 9-hole score also needs an index).',
        response: { 200: dataEnvelope(z.array(historyEntrySchema)) },
      },
    },
    async (request) => ({ data: await statistics.history(currentAuth(request).userId) }),
  );

  app.get(
    '/rounds/:id/scorecard',
    {
      config: { errors: ['rounds.unavailable'] },
      // The in-round statistics: open to kiosk sessions (docs/decisions/0087).
      onRequest: guards.requireKioskUser,
      preHandler: canReadRound,
      schema: {
        tags,
        summary: 'The scorecard of a round, by game mode',
        description:
          'game_mode 20: stroke_play (gross, net, to par, scoring_term per hole, totals, front/back nine, positions); 10: match_play (per hole won/halved, status text such as "2 up", "dormie", "3 & 2"; a tie after the last hole is halved); 30: closest_to_pin (attempts, best, ranks); 50: driving_range (shots and per-club averages with dispersion). Players are identified by `id` (the user id as a string). Holes in progress are included as far as they went. flagged_strokes lists the strokes shot integrity flagged (as in GET /rounds/{id}/state): a player with one does not get the round counted for their Handicap Index. A private round is readable only by its players and invitees, as GET /rounds/{id}; rounds.unavailable otherwise.',
        params: roundParamsSchema,
        response: {
          200: dataEnvelope(scorecardSchema),
        },
      },
    },
    async (request) => ({ data: await statistics.scorecard(request.params.id) }),
  );

  app.get(
    '/users/me/statistics',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's statistics over their stroke and match play rounds",
        description:
          'Fairways hit, greens in regulation, putts per hole and round, scrambling, sand saves, average drive, per-club carry/total/lateral averages with dispersion (centimetres) and the scoring breakdown (birdies or better, pars, bogeys, double bogeys or worse). Optionally one course (course_id) and a period (from, to).',
        querystring: statisticsQuerySchema,
        response: { 200: dataEnvelope(playerStatisticsSchema) },
      },
    },
    async (request) => ({ data: await statistics.statistics(currentAuth(request).userId, request.query) }),
  );

  app.get(
    '/users/me/handicap',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's Handicap Index and the differentials behind it (newest first)",
        response: { 200: dataEnvelope(handicapHistorySchema) },
      },
    },
    async (request) => ({ data: await handicap.history(currentAuth(request).userId) }),
  );
};
