import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { tournamentRounds, tournaments, userFeatureUnlocks, users } from '../src/db/schema';
import type { TestApp } from './app';
import { adjustWallet, rowsOf } from './economy';
import { noticesOf } from './notifications';
import { createTestUser, type TestUser } from './users';

/** Staff with manage-tournaments (and access-backoffice), nothing else. */
export const createTournamentStaff = (testApp: TestApp) =>
  createTestUser(testApp, { abilities: ['access-backoffice', 'manage-tournaments'] });

export interface EntrantOptions {
  coins?: number;
  twoFactor?: boolean;
  feature?: boolean;
  hcp?: number | null;
}

/** A player who may enter (spec §6): 2FA on, the `tournaments` feature, coins; each option can take one away. */
export async function createEntrant(testApp: TestApp, admin: TestUser, options: EntrantOptions = {}) {
  const user = await createTestUser(testApp);
  const { db } = testApp.database;
  await db
    .update(users)
    .set({
      twoFactorEnabled: options.twoFactor ?? true,
      mfaEnabledAt: (options.twoFactor ?? true) ? new Date() : null,
      hcp: options.hcp === undefined ? 10 : options.hcp,
    })
    .where(eq(users.id, user.id));
  if (options.feature ?? true)
    await db.insert(userFeatureUnlocks).values({ userId: user.id, feature: 'tournaments', entityType: 'admin' });
  if (options.coins ?? 1000) await adjustWallet(testApp, admin, user.id, options.coins ?? 1000);
  return user;
}

const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** A valid body: `rounds` one-hole rounds a day apart from tomorrow, top-10 linear over 1000 coins, fee 100. */
export function tournamentBody(courseId: number, extra: Record<string, unknown> = {}, roundCount = 2) {
  return {
    title: 'Spring Open',
    start_at: hours(24),
    end_at: hours(24 * (roundCount + 1)),
    max_players: 50,
    winning_logic: 20,
    prize_sum: 1000,
    entry_fee: 100,
    rounds: Array.from({ length: roundCount }, (_, i) => ({
      course_id: courseId,
      start_at: hours(24 * (i + 1)),
      end_at: hours(24 * (i + 1) + 12),
      hole_group: 99,
      holes: [1],
    })),
    ...extra,
  };
}

export async function createTournament(testApp: TestApp, staff: TestUser, body: Record<string, unknown>) {
  const res = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/tournaments',
    headers: staff.headers,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; rounds: { id: number; number: number }[] };
}

export async function publish(testApp: TestApp, staff: TestUser, id: number) {
  const res = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/tournaments/${id}/publish`,
    headers: staff.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
}

export const enter = (
  testApp: TestApp,
  id: number,
  user: TestUser,
  body: Record<string, unknown> = {},
  locale = 'en',
) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/v1/tournaments/${id}/enter`,
    headers: { ...user.headers, 'accept-language': locale },
    payload: body,
  });

/**
 * Moves the tournament's clock on instead of waiting: start_at into the past, round `open` open now
 * and the rounds before it closed (an hour each), the later ones still ahead.
 */
export async function openRound(testApp: TestApp, id: number, open: number) {
  const { db } = testApp.database;
  const now = Date.now();
  await db
    .update(tournaments)
    .set({ startAt: new Date(now - 48 * 3_600_000) })
    .where(eq(tournaments.id, id));
  const rounds = await db.select().from(tournamentRounds).where(eq(tournamentRounds.tournamentId, id));
  for (const round of rounds) {
    const offset = round.number - open;
    const startAt = new Date(now + offset * 3 * 3_600_000 - (offset <= 0 ? 3_600_000 : 0));
    const endAt = new Date(startAt.getTime() + (offset < 0 ? 3_600_000 : 2 * 3_600_000));
    await db.update(tournamentRounds).set({ startAt, endAt }).where(eq(tournamentRounds.id, round.id));
  }
}

/** Every round's window in the past: the tournament is over once read. */
export async function closeAllRounds(testApp: TestApp, id: number) {
  await testApp.database.db.execute(
    sql`update tournament_rounds set start_at = now() - interval '3 hours' - (interval '1 hour' * (10 - number)),
          end_at = now() - interval '2 hours' - (interval '1 hour' * (10 - number)) where tournament_id = ${id}`,
  );
  await testApp.database.db.execute(
    sql`update tournaments set start_at = now() - interval '20 hours' where id = ${id}`,
  );
}

/** Ledger entries of a tournament (entity tournament {id}). */
export async function tournamentEntries(testApp: TestApp, id: number) {
  return rowsOf<{ user_id: number; action: number; event_type: number; amount: number }>(
    testApp,
    sql`select w.user_id, t.transaction_action as action, t.event_type, t.amount
        from wallet_transactions t join wallets w on w.id = t.wallet_id
        where t.entity_type = 'tournament' and t.entity_id = ${id} order by t.id`,
  );
}

/** A player's tournament notifications, newest first, as the API gives them in English. */
export const tournamentNotices = (testApp: TestApp, player: TestUser) => noticesOf(testApp, player, 'tournament');
