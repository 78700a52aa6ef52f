import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { flaggedStrokeSchema, historyEntrySchema, recordId } from '@golf/contracts';
import { dataEnvelope } from '../../http/envelope';
import { currentAuth, type Guards } from '../auth/guards';
import type { RoundReadCheck } from '../rounds/round-access';
import { roundParamsSchema } from '../rounds/rounds.schemas';
import type { HandicapService } from './handicap.service';
import type { StatisticsService } from './statistics.service';

const tags = ['history and statistics'];

const statisticsQuerySchema = z.object({
  course_id: recordId.optional(),
  from: z.iso.datetime({ offset: true }).optional().describe('Rounds started at or after (ISO 8601)'),
  to: z.iso.datetime({ offset: true }).optional().describe('Rounds started at or before (ISO 8601)'),
});

const rateSchema = z.object({
  made: z.number().int(),
  attempts: z.number().int(),
  rate: z.number().nullable().describe('made / attempts, 0..1; null without attempts'),
});

const distributionSchema = z.object({
  mean: z.number().int(),
  standardDeviation: z.number().int().describe('Population standard deviation'),
  min: z.number().int(),
  max: z.number().int(),
});

const statisticsSchema = z.object({
  rounds: z.number().int().describe('Rounds with at least one completed hole'),
  holes: z.number().int().describe('Completed holes'),
  fairwaysHit: rateSchema.describe('Par 4 and 5 tee shots finishing on the fairway'),
  greensInRegulation: rateSchema.describe('On the green (or holed) in par - 2 strokes, penalties counted'),
  putts: z.object({
    total: z.number().int(),
    perHole: z.number().nullable(),
    per18Holes: z
      .number()
      .nullable()
      .describe('Putts per hole × 18: a 9-hole round counts as half a round, so round length does not skew it'),
  }),
  scrambling: rateSchema.describe('Greens missed in regulation that still ended in par or better'),
  sandSaves: rateSchema.describe('Greenside bunker (within 30 m) holed out with at most one more stroke'),
  averageDriveCm: z.number().int().nullable().describe('Driver off the tee on par 4 and 5, total distance (cm)'),
  drives: z.number().int(),
  clubs: z
    .array(
      z.object({
        club: z.number().int().describe('enums.club'),
        shots: z.number().int(),
        carry: distributionSchema,
        total: distributionSchema,
        lateral: distributionSchema.describe('Where the ball finished across the target line, + right (cm)'),
      }),
    )
    .describe('Every stroke not played from the green, by club (driver first); distances in cm'),
  scoring: z
    .object({
      birdiesOrBetter: z.number().int(),
      pars: z.number().int(),
      bogeys: z.number().int(),
      doubleBogeysOrWorse: z.number().int().describe('A picked-up hole counts here'),
    })
    .describe('Completed holes by gross score to par'),
});

const handicapSchema = z.object({
  hcp: z.number().nullable().describe('Handicap Index; null with fewer than 3 eligible rounds'),
  hcp_diff: z.number().nullable().describe('Change of the index at the latest eligible round'),
  records: z.array(
    z.object({
      round_id: z.number().int(),
      course_id: z.number().int(),
      holes_played: z.number().int(),
      adjusted_gross_score: z.number().int(),
      course_rating: z.number(),
      slope_rating: z.number().int(),
      score_differential: z.number(),
      handicap_index: z.number().nullable(),
      played_at: z.string(),
    }),
  ),
});

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
      onRequest,
      preHandler: canReadRound,
      schema: {
        tags,
        summary: 'The scorecard of a round, by game mode',
        description:
          'game_mode 20: stroke_play (gross, net, to par, scoring_term per hole, totals, front/back nine, positions); 10: match_play (per hole won/halved, status text such as "2 up", "dormie", "3 & 2"; a tie after the last hole is halved); 30: closest_to_pin (attempts, best, ranks); 50: driving_range (shots and per-club averages with dispersion). Players are identified by `id` (the user id as a string). Holes in progress are included as far as they went. flagged_strokes lists the strokes shot integrity flagged (as in GET /rounds/{id}/state): a player with one does not get the round counted for their Handicap Index. A private round is readable only by its players and invitees, as GET /rounds/{id}; rounds.unavailable otherwise.',
        params: roundParamsSchema,
        response: {
          200: dataEnvelope(
            z
              .object({
                round_id: z.number().int(),
                round_status: z.number().int(),
                game_mode: z.number().int(),
                players: z.array(
                  z.object({
                    id: z.string(),
                    user_id: z.number().int(),
                    display_name: z.string(),
                    play_status: z.number().int(),
                  }),
                ),
                flagged_strokes: z.array(flaggedStrokeSchema),
              })
              .catchall(z.unknown()),
          ),
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
        response: { 200: dataEnvelope(statisticsSchema) },
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
        response: { 200: dataEnvelope(handicapSchema) },
      },
    },
    async (request) => ({ data: await handicap.history(currentAuth(request).userId) }),
  );
};
