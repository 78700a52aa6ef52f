import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createTournamentScheduler, type TournamentScheduler } from './tournament-scheduler';
import type { TournamentsService } from './tournaments.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled cuts and completion (decision 0100); tests call tick() instead of waiting. */
    tournamentScheduler: TournamentScheduler;
  }
}

/** Starts the scheduler once the app is ready and stops it before the database closes. */
export function registerTournamentScheduler(
  app: FastifyInstance,
  deps: { db: Database; tournaments: Pick<TournamentsService, 'completion'>; intervalMs: number },
): TournamentScheduler {
  const scheduler = createTournamentScheduler({
    db: deps.db,
    advance: (id) => deps.tournaments.completion.advance(id),
    clock: () => new Date(),
    intervalMs: deps.intervalMs,
    log: app.log,
  });
  app.decorate('tournamentScheduler', scheduler);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('preClose', () => scheduler.stop());
  return scheduler;
}
