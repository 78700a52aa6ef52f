import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dataEnvelope,
  type ErrorKey,
  enterTournamentBodySchema,
  leaderboardFindMeSchema,
  leaderboardPageSchema,
  leaderboardQuerySchema,
  paginatedSchema,
  playTournamentRoundSchema,
  prizePoolSchema,
  recordId,
  teeSheetQuerySchema,
  teeSheetSchema,
  tournamentDetailSchema,
  tournamentInviteBodySchema,
  tournamentInviteSchema,
  tournamentsQuerySchema,
  tournamentSummarySchema,
} from '@golf/contracts';
import { currentAuth, type Guards } from '../auth/guards';
import type { SessionResolver } from '../auth/sessions';
import type { InviteRow } from './tournaments.repository';
import type { TournamentsService } from './tournaments.service';

const params = z.object({ id: recordId });
const tags = ['tournaments'];
const ENTRY_ERRORS: ErrorKey[] = [
  'tournaments.two_factor_required',
  'tournaments.feature_required',
  'tournaments.handicap_too_high',
  'tournaments.hardware_not_allowed',
  'tournaments.no_division',
  'tournaments.division_required',
  'tournaments.full',
  'tournaments.already_entered',
  'tournaments.no_tokens',
  'tournaments.closed',
  'rounds.tournament_started',
];

const presentInvite = (invite: InviteRow, title: string) => ({
  id: invite.id,
  tournament_id: invite.tournamentId,
  tournament_title: title,
  user_id: invite.userId,
  invited_by: invite.invitedBy,
  status: invite.status,
  created_at: invite.createdAt.toISOString(),
});

/** The player's tournaments: list, page, entry, invites, play, leaderboard (public reads). */
export const tournamentsPlayerRoutes: FastifyPluginAsyncZod<{
  tournaments: TournamentsService;
  guards: Guards;
  sessions: SessionResolver;
}> = async (app, { tournaments, guards, sessions }) => {
  const { views, entries, play, completion } = tournaments;
  const viewer = async (request: Parameters<SessionResolver['resolve']>[0]) =>
    (await sessions.resolve(request))?.userId ?? null;

  app.get(
    '/tournaments/events',
    {
      schema: {
        tags,
        summary: 'Tournaments for players: upcoming, live, finished, mine',
        description: 'Public; `mine` needs sign-in (the caller’s entries). `entered` says whether the caller entered.',
        querystring: tournamentsQuerySchema,
        response: { 200: paginatedSchema(tournamentSummarySchema) },
      },
    },
    async (request) =>
      views.list(
        request.query.tab,
        request.query.page ?? 1,
        request.query.per_page ?? 20,
        await viewer(request),
        request.locale,
      ),
  );

  app.get(
    '/tournaments/events/:id',
    {
      schema: {
        tags,
        summary: 'A tournament page: event info, rounds, prize pool, the caller’s entry',
        params,
        response: { 200: dataEnvelope(tournamentDetailSchema) },
      },
    },
    async (request) => {
      // Reading moves a finished round on (cut, completion); if that fails, the page still shows.
      await completion.advance(request.params.id).catch((error: unknown) => {
        request.log.error({ err: error }, 'tournament advance failed');
      });
      return { data: await views.detail(request.params.id, await viewer(request), request.locale) };
    },
  );

  app.post(
    '/tournaments/:id/enter',
    {
      onRequest: guards.requireUser,
      config: { errors: ENTRY_ERRORS },
      schema: {
        tags,
        summary: 'Enter: the entry fee is debited (action 24) with the entry',
        description:
          'Published tournaments before start_at, while places remain; 2FA, the tournaments feature, the handicap limit and the allowed hardware (game_identifier_id) apply. With divisions the entrant is placed by handicap index, or in the ball-speed division chosen (`division`).',
        params,
        body: enterTournamentBodySchema,
        response: { 200: dataEnvelope(tournamentDetailSchema) },
      },
    },
    async (request) => {
      const userId = currentAuth(request).userId;
      await entries.enter(request.params.id, userId, {
        deviceId: request.body?.game_identifier_id,
        division: request.body?.division,
      });
      return { data: await views.detail(request.params.id, userId, request.locale) };
    },
  );

  app.post(
    '/tournaments/:id/withdraw',
    {
      onRequest: guards.requireUser,
      config: { errors: ['tournaments.not_entered', 'rounds.tournament_started', 'tournaments.closed'] },
      schema: {
        tags,
        summary: 'Withdraw before the start: the fee is refunded (action 26)',
        params,
        response: { 200: dataEnvelope(tournamentDetailSchema) },
      },
    },
    async (request) => {
      const userId = currentAuth(request).userId;
      await entries.withdraw(request.params.id, userId);
      return { data: await views.detail(request.params.id, userId, request.locale) };
    },
  );

  app.get(
    '/tournaments/invites',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: 'The caller’s pending tournament invites',
        response: { 200: dataEnvelope(z.array(tournamentInviteSchema)) },
      },
    },
    async (request) => {
      const rows = await tournaments.invitesOf(currentAuth(request).userId);
      return { data: rows.map(({ invite, title }) => presentInvite(invite, title)) };
    },
  );

  app.post(
    '/tournaments/:id/invites',
    {
      onRequest: guards.requireUser,
      config: { errors: ['tournaments.not_entered', 'tournaments.already_invited'] },
      schema: {
        tags,
        summary: 'Invite a player (entrants)',
        params,
        body: tournamentInviteBodySchema,
        response: { 201: dataEnvelope(tournamentInviteSchema) },
      },
    },
    async (request, reply) => {
      const invite = await entries.invite(request.params.id, currentAuth(request).userId, request.body.user_id, false);
      const detail = await views.detail(request.params.id, null, request.locale);
      return reply.status(201).send({ data: presentInvite(invite, detail.title) });
    },
  );

  app.post(
    '/tournaments/:id/invites/accept',
    {
      onRequest: guards.requireUser,
      config: { errors: ['tournaments.invalid_invite', ...ENTRY_ERRORS] },
      schema: {
        tags,
        summary: 'Accept an invite: pending to accepted, entering',
        params,
        body: enterTournamentBodySchema,
        response: { 200: dataEnvelope(tournamentDetailSchema) },
      },
    },
    async (request) => {
      const userId = currentAuth(request).userId;
      await entries.acceptInvite(request.params.id, userId, {
        deviceId: request.body?.game_identifier_id,
        division: request.body?.division,
      });
      return { data: await views.detail(request.params.id, userId, request.locale) };
    },
  );

  app.post(
    '/tournaments/:id/rounds/:number/play',
    {
      onRequest: guards.requireUser,
      config: {
        errors: [
          'tournaments.not_entered',
          'tournaments.entry_out',
          'tournaments.round_not_open',
          'tournaments.round_already_played',
          'tournaments.closed',
        ],
      },
      schema: {
        tags,
        summary: '“Play my round”: the caller’s round for this tournament round',
        description:
          'Created at the first call from the round’s settings (stroke play, mulligans 0), then returned again until finished. Play it with the rounds and strokes API.',
        params: z.object({ id: recordId, number: recordId }),
        response: { 200: dataEnvelope(playTournamentRoundSchema) },
      },
    },
    async (request) => ({
      data: await play.play(request.params.id, request.params.number, currentAuth(request).userId),
    }),
  );

  app.get(
    '/tournaments/:id/leaderboard',
    {
      schema: {
        tags,
        summary: 'The leaderboard: positions with ties, cut and DQ rows last',
        description:
          'Public. `view=gross|net` ranks by gross or net strokes to par (decision 0099); `division=n` shows one division, positions among it (decision 0098). Live updates: tournament.leaderboard-updated on the public channel tournaments.{id}.',
        params,
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardPageSchema },
      },
      config: { errors: ['tournaments.unknown_division'] },
    },
    async (request) =>
      views.leaderboard(request.params.id, request.query.page ?? 1, request.query.per_page ?? 50, {
        view: request.query.view,
        division: request.query.division,
      }),
  );

  app.get(
    '/tournaments/:id/leaderboard/me',
    {
      onRequest: guards.requireUser,
      config: { errors: ['tournaments.not_entered', 'tournaments.unknown_division', 'tournaments.other_division'] },
      schema: {
        tags,
        summary: 'Find me: the caller’s row and its page',
        description: 'The same `view` and `division` as the leaderboard; another division than the caller’s is 6028.',
        params,
        querystring: leaderboardQuerySchema,
        response: { 200: dataEnvelope(leaderboardFindMeSchema) },
      },
    },
    async (request) => ({
      data: await views.findMe(request.params.id, currentAuth(request).userId, request.query.per_page ?? 50, {
        view: request.query.view,
        division: request.query.division,
      }),
    }),
  );

  app.get(
    '/tournaments/:id/tee-times',
    {
      schema: {
        tags,
        summary: 'The tee sheet of a round (default: the current one)',
        params,
        querystring: teeSheetQuerySchema,
        response: { 200: dataEnvelope(teeSheetSchema) },
      },
    },
    async (request) => ({ data: await views.teeTimes(request.params.id, request.query.round) }),
  );

  app.get(
    '/tournaments/:id/prize-pool',
    {
      schema: {
        tags,
        summary: 'The prize pool and, once finished, the payouts',
        params,
        response: { 200: dataEnvelope(prizePoolSchema) },
      },
    },
    async (request) => ({ data: await views.prizePool(request.params.id, request.locale) }),
  );
};
