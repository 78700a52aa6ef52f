import type { FastifyRequest } from 'fastify';
import { currentAuth } from '../auth/guards';
import type { RoundsService } from './rounds.service';

/**
 * A preHandler for routes outside this module that read one round by `:id` (its scorecard, its play
 * state): they answer only when GET /rounds/{id} would, and rounds.unavailable otherwise (the rule is
 * RoundsService.assertVisible). A preHandler, after validation, so `params.id` is already a number.
 */
export type RoundReadCheck = (request: FastifyRequest) => Promise<void>;

export function roundReadCheck(rounds: Pick<RoundsService, 'assertVisible'>): RoundReadCheck {
  return async (request) => {
    const { id } = request.params as { id: number };
    await rounds.assertVisible(id, currentAuth(request).userId);
  };
}
