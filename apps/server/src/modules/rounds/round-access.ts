import type { FastifyRequest } from 'fastify';
import { enums } from '@golf/contracts';
import { currentAuth } from '../auth/guards';
import { inviteStatus } from './invite-status';
import type { RoundRow, RoundsRepository } from './rounds.repository';
import type { RoundsService } from './rounds.service';

/**
 * A preHandler for routes that read one round by `:id` (its scorecard, its play state): they answer
 * only when GET /rounds/{id} would, and rounds.unavailable otherwise (the rule is canView, through
 * RoundsService.assertVisible). A preHandler, after validation, so `params.id` is already a number.
 */
export type RoundReadCheck = (request: FastifyRequest) => Promise<void>;

export function roundReadCheck(rounds: Pick<RoundsService, 'assertVisible'>): RoundReadCheck {
  return async (request) => {
    const { id } = request.params as { id: number };
    await rounds.assertVisible(id, currentAuth(request).userId);
  };
}

/**
 * Who may read a round (GET /rounds/{id}, its scorecard and play state): anyone signed in for a
 * public round; for a private one its players (the host is one), and whoever holds a pending invite
 * to it. No back-office permission covers player rounds, so staff get no exception. Everyone else
 * gets rounds.unavailable, exactly as for a round that does not exist, so an ID reveals nothing.
 */
export async function canView(repo: RoundsRepository, round: RoundRow, viewerId: number): Promise<boolean> {
  if (round.visibility !== enums.round_visibility.private || round.hostId === viewerId) return true;
  if (await repo.isParticipant(round.id, viewerId)) return true;
  return (await repo.findInvite(round.id, viewerId))?.status === inviteStatus.pending;
}
