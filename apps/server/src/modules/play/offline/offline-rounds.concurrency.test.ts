import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rounds, strokes as strokesTable } from '../../../db/schema';
import { createOfflineFixture } from './offline-rounds.fixture';

/**
 * Two devices (or two tabs) send the same offline round at the same moment, on PostgreSQL (PGlite
 * runs one statement at a time, so they cannot race there): the round and each stroke are recorded once.
 */
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

describe.skipIf(!onPostgres)('offline round sync under concurrency (PostgreSQL)', async () => {
  const fixture = onPostgres ? await createOfflineFixture() : undefined!;

  it('two parallel syncs of the same round record it once, with the same card', async () => {
    const { db } = fixture.testApp.database;
    for (let attempt = 0; attempt < 10; attempt++) {
      const player = await fixture.offlinePlayer();
      const body = fixture.roundBody();
      const replies = await Promise.all([fixture.sync(player, body), fixture.sync(player, body)]);
      for (const reply of replies) expect([200, 201], reply.body).toContain(reply.statusCode);
      const data = replies.map((reply) => reply.json().data);
      expect(data[0].round_id).toBe(data[1].round_id);
      expect(data[0].card).toEqual(data[1].card);
      expect(data.every((d) => d.card_matches)).toBe(true);
      // Between them, every stroke was recorded exactly once.
      expect(data[0].recorded_strokes + data[1].recorded_strokes).toBe(body.strokes.length);

      const found = await db
        .select({ id: rounds.id })
        .from(rounds)
        .where(and(eq(rounds.hostId, player.id), eq(rounds.offlineId, body.id)));
      expect(found).toHaveLength(1);
      const stored = await db
        .select({ id: strokesTable.clientId })
        .from(strokesTable)
        .where(eq(strokesTable.roundId, found[0]!.id));
      expect(stored).toHaveLength(body.strokes.length);
      expect(new Set(stored.map((s) => s.id)).size).toBe(body.strokes.length);
    }
  });
});
