import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clubCreateSchema,
  clubCreationTermsSchema,
  clubInviteSchema,
  clubMemberSchema,
  clubRoleChangeSchema,
  clubRoundSchema,
  clubRoundShareSchema,
  clubSchema,
  clubSettingsSchema,
  clubsQuerySchema,
  dataEnvelope,
  enums,
  recordId,
} from '@golf/contracts';
import { currentAuth, type Guards } from '../auth/guards';
import type { ClubMembership } from './club-membership';
import type { ClubsService } from './clubs.service';

const tags = ['clubs'];
const params = z.object({ id: recordId });
const memberParams = z.object({ id: recordId, userId: recordId });
const noContent = { 204: z.null().describe('No content') };

/** Clubs for players (docs/clubs.md): creating, settings, the club house, membership and roles. */
export const clubsRoutes: FastifyPluginAsyncZod<{
  clubs: ClubsService;
  membership: ClubMembership;
  guards: Guards;
}> = async (app, { clubs, membership, guards }) => {
  const onRequest = guards.requireUser;
  const me = (request: Parameters<typeof currentAuth>[0]) => currentAuth(request).userId;

  app.get(
    '/clubs',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Clubs: public ones, and those the caller belongs to or is invited to',
        description: 'Most members first, then by name; at most 100. `search` matches the name.',
        querystring: clubsQuerySchema,
        response: { 200: dataEnvelope(z.array(clubSchema)) },
      },
    },
    async (request) => ({ data: await clubs.list(me(request), request.query) }),
  );

  app.get(
    '/clubs/creation-terms',
    {
      onRequest,
      schema: {
        tags,
        summary: 'What creating a club costs the caller, and how many more they may create',
        response: { 200: dataEnvelope(clubCreationTermsSchema) },
      },
    },
    async (request) => ({ data: await clubs.creationTerms(me(request)) }),
  );

  app.post(
    '/clubs',
    {
      config: { errors: ['clubs.insufficient_funds', 'clubs.max_active_clubs_reached', 'clubs.name_taken'] },
      onRequest,
      schema: {
        tags,
        summary: 'Create a club; the creator is its administrator',
        description:
          'Costs the setting club_creation_cost in coins (5008 clubs.insufficient_funds). Refused past the setting ' +
          'max_active_clubs_per_user clubs administered (5009), for a name in use (5015) and for a profane name or ' +
          'description (validation.profanity, naming the word).',
        body: clubCreateSchema,
        response: { 201: dataEnvelope(clubSchema) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await clubs.create(me(request), request.body) }),
  );

  app.get(
    '/clubs/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The club house: a club and the caller’s membership',
        params,
        response: { 200: dataEnvelope(clubSchema) },
      },
    },
    async (request) => ({ data: await clubs.get(request.params.id, me(request)) }),
  );

  app.patch(
    '/clubs/:id',
    {
      config: { errors: ['clubs.administrators_only'] },
      onRequest,
      schema: {
        tags,
        summary: 'Change the club’s settings (administrators)',
        description:
          'A description that changes passes the profanity filter (validation.profanity, naming the word); one sent ' +
          'unchanged is not checked again (decision 0118).',
        params,
        body: clubSettingsSchema,
        response: { 200: dataEnvelope(clubSchema) },
      },
    },
    async (request) => ({ data: await clubs.updateSettings(request.params.id, me(request), request.body) }),
  );

  app.get(
    '/clubs/:id/members',
    {
      config: { errors: ['clubs.members_only'] },
      onRequest,
      schema: {
        tags,
        summary: 'Members with their roles (pending requests too, for administrators and moderators)',
        description: 'A private club answers 5010 clubs.members_only to anyone but its members.',
        params,
        response: { 200: dataEnvelope(z.array(clubMemberSchema)) },
      },
    },
    async (request) => ({ data: await clubs.members(request.params.id, me(request)) }),
  );

  app.post(
    '/clubs/:id/join',
    {
      config: {
        errors: ['clubs.already_joined', 'clubs.closed', 'clubs.insufficient_funds_to_join', 'clubs.not_invited'],
      },
      onRequest,
      schema: {
        tags,
        summary: 'Join, or ask to join',
        description:
          'Accepted at once when the club accepts without approval or the caller is invited, pending otherwise. ' +
          'A member fee is taken now: paid out on acceptance, held while pending and refunded when the request ' +
          'is declined or withdrawn (decision 0083).',
        params,
        response: { 200: dataEnvelope(z.object({ status: z.number().int().describe('club_member_status') })) },
      },
    },
    async (request) => {
      const outcome = await membership.join(request.params.id, me(request));
      return { data: { status: enums.club_member_status[outcome] } };
    },
  );

  app.delete(
    '/clubs/:id/members/:userId',
    {
      config: { errors: ['clubs.administrator_required', 'clubs.moderators_only', 'clubs.user_not_member'] },
      onRequest,
      schema: {
        tags,
        summary: 'Leave (own id), withdraw a pending request, or remove a member (administrators and moderators)',
        params: memberParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await membership.leave(request.params.id, me(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );

  for (const action of ['approve', 'decline'] as const)
    app.post(
      `/clubs/:id/members/:userId/${action}`,
      {
        config: { errors: ['clubs.member_not_pending', 'clubs.moderators_only'] },
        onRequest,
        schema: {
          tags,
          summary: action === 'approve' ? 'Accept a pending request' : 'Decline a pending request (its fee refunded)',
          params: memberParams,
          response: noContent,
        },
      },
      async (request, reply) => {
        await membership[action](request.params.id, me(request), request.params.userId);
        return reply.code(204).send(null);
      },
    );

  app.put(
    '/clubs/:id/members/:userId/role',
    {
      config: { errors: ['clubs.administrator_required', 'clubs.cannot_assign_role', 'clubs.user_not_member'] },
      onRequest,
      schema: {
        tags,
        summary: 'Assign a club role (administrators)',
        description: 'The last administrator cannot step down (5005).',
        params: memberParams,
        body: clubRoleChangeSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await membership.assignRole(request.params.id, me(request), request.params.userId, request.body.role);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/clubs/:id/invites',
    {
      config: { errors: ['clubs.already_invited', 'clubs.moderators_only'] },
      onRequest,
      schema: {
        tags,
        summary: 'Invite a player by id or display name (administrators and moderators)',
        description:
          'An id or a name no player has (nobody, or one of the platform’s own accounts) is 422 on user_id or display_name.',
        params,
        body: clubInviteSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await membership.invite(request.params.id, me(request), {
        userId: request.body.user_id,
        displayName: request.body.display_name,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/clubs/:id/rounds',
    {
      config: { errors: ['clubs.members_only'] },
      onRequest,
      schema: {
        tags,
        summary: 'The club’s upcoming rounds',
        params,
        response: { 200: dataEnvelope(z.array(clubRoundSchema)) },
      },
    },
    async (request) => ({ data: await clubs.upcomingRounds(request.params.id, me(request)) }),
  );

  app.post(
    '/clubs/:id/rounds',
    {
      config: { errors: ['clubs.members_only', 'clubs.round_not_shareable', 'clubs.user_not_member'] },
      onRequest,
      schema: {
        tags,
        summary: 'Share a round the caller hosts with the club (members)',
        params,
        body: clubRoundShareSchema,
        response: { 200: dataEnvelope(z.array(clubRoundSchema)) },
      },
    },
    async (request) => ({ data: await clubs.shareRound(request.params.id, me(request), request.body.round_id) }),
  );
};
