import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  inviteBodySchema,
  joinRoundBodySchema,
  roundInviteSchema,
  roundSchema,
  sentInviteSchema,
} from '@golf/contracts';
import { dataEnvelope } from '../../http/envelope';
import { currentAuth, type Guards } from '../auth/guards';
import type { RoundsService } from './rounds.service';
import { roundParamsSchema } from './rounds.schemas';

const tags = ['rounds'];

const toInvite = (row: {
  id: number;
  roundId: number;
  userId: number;
  displayName: string;
  invitedBy: number;
  status: number;
  createdAt: Date;
}) => ({
  id: row.id,
  round_id: row.roundId,
  user_id: row.userId,
  display_name: row.displayName,
  invited_by: row.invitedBy,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/** Round invites: the caller's pending ones, inviting a player, accepting (which joins) and declining. */
export const roundInvitesRoutes: FastifyPluginAsyncZod<{ rounds: RoundsService; guards: Guards }> = async (
  app,
  { rounds, guards },
) => {
  // Play: open to kiosk sessions (docs/decisions/0087).
  const onRequest = guards.requireKioskUser;

  app.get(
    '/rounds/invites',
    {
      onRequest,
      schema: {
        tags,
        summary: "The caller's pending round invites",
        description: 'Invites to rounds that have not started (nobody joins a round under way), newest first.',
        response: {
          200: dataEnvelope(z.array(roundInviteSchema)),
        },
      },
    },
    async (request) => ({ data: await rounds.myInvites(currentAuth(request).userId) }),
  );

  app.post(
    '/rounds/:id/invites',
    {
      config: {
        errors: [
          'rounds.already_started',
          'rounds.friend_lacks_feature',
          'rounds.max_players_reached',
          'rounds.only_host_can_invite',
        ],
      },
      onRequest,
      schema: {
        tags,
        summary: 'Invite a player (host only), by user ID or display name',
        description:
          'Give user_id or display_name, not both. An unknown player is a 422 on the field given ' +
          '(validation.player_not_found for a display name). ' +
          'Refusals: rounds.only_host_can_invite, rounds.closed, rounds.already_started (nobody joins a round under way), rounds.already_joined (already a player), ' +
          'rounds.max_players_reached (players plus pending invites fill the round), rounds.friend_lacks_feature ' +
          '(the invitee lacks the multiplayer feature). Inviting again returns the pending invite.',
        params: roundParamsSchema,
        body: inviteBodySchema,
        response: { 201: dataEnvelope(sentInviteSchema) },
      },
    },
    async (request, reply) => {
      const { user_id: userId, display_name: displayName } = request.body;
      const invitee = userId !== undefined ? { userId } : { displayName: displayName! };
      const invite = await rounds.invite(request.params.id, currentAuth(request).userId, invitee);
      return reply.status(201).send({ data: toInvite(invite) });
    },
  );

  app.post(
    '/rounds/:id/invites/accept',
    {
      // rounds.not_allowed: a wager round refuses a kiosk session (decision 0087).
      config: { errors: ['rounds.cannot_join_wager_round', 'rounds.invalid_invite', 'rounds.not_allowed'] },
      onRequest,
      schema: {
        tags,
        summary: 'Accept an invite: join the round',
        description:
          'rounds.invalid_invite without a pending invite; then the join refusals (closed, full, started, hardware, ...).',
        params: roundParamsSchema,
        body: joinRoundBodySchema,
        response: { 200: dataEnvelope(roundSchema) },
      },
    },
    async (request) => ({
      data: await rounds.acceptInvite(
        request.params.id,
        currentAuth(request).userId,
        request.body?.game_identifier_id,
        currentAuth(request).kiosk,
      ),
    }),
  );

  app.post(
    '/rounds/:id/invites/decline',
    {
      config: { errors: ['rounds.invalid_invite'] },
      onRequest,
      schema: {
        tags,
        summary: 'Decline an invite',
        description: 'rounds.invalid_invite without a pending invite. The invite is removed.',
        params: roundParamsSchema,
        response: { 204: z.null().describe('Declined') },
      },
    },
    async (request, reply) => {
      await rounds.declineInvite(request.params.id, currentAuth(request).userId);
      return reply.status(204).send(null);
    },
  );
};
