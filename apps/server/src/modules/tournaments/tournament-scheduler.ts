import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createPeriodicPass } from '../../cluster/periodic-pass';
import { dueTournamentIds } from './tournament-schedule.repository';

export interface TournamentSchedulerDeps {
  db: Database;
  /** The completion's idempotent pass (tournament-completion.ts): not played, cuts, completion and payouts. */
  advance: (id: number) => Promise<void>;
  clock: () => Date;
  /** Milliseconds between passes; 0 never starts the timer (tick() still works). */
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/** Tournaments advanced per pass; the rest wait for the next one. */
const BATCH = 50;

/**
 * Makes the cut, "not played" and completion happen on time without a read or a stroke (decision
 * 0100). Every node runs one: a pass only finds the due tournaments and calls `advance`, which takes
 * the tournament's row lock and changes state with guarded updates, so two nodes at once pay once.
 * Nothing is kept between passes but the timer.
 */
export function createTournamentScheduler(deps: TournamentSchedulerDeps) {
  let stopped = false;

  async function pass(): Promise<number> {
    const ids = await dueTournamentIds(deps.db, deps.clock(), BATCH);
    // One at a time: PGlite has a single connection, and advance holds a transaction per tournament.
    for (const id of ids) {
      if (stopped) break;
      await deps.advance(id).catch((error: unknown) => {
        deps.log.error({ err: error, tournamentId: id }, 'scheduled tournament update failed');
      });
    }
    return ids.length;
  }

  const periodic = createPeriodicPass(pass, {
    intervalMs: deps.intervalMs,
    onError: (error) => deps.log.error({ err: error }, 'tournament schedule pass failed'),
  });

  return {
    /** One pass now; a pass already under way is joined rather than doubled. Resolves to the due count. */
    tick: periodic.now,
    start() {
      stopped = false;
      periodic.start();
    },
    /** Stops the timer and waits for a pass under way (it ends after its current tournament). */
    async stop() {
      stopped = true;
      await periodic.stop();
    },
  };
}

export type TournamentScheduler = ReturnType<typeof createTournamentScheduler>;
