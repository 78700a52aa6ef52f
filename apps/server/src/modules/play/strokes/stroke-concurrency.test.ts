import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rounds as roundsTable, strokes as strokesTable } from '../../../db/schema';
import { expectError } from '../../../../test/errors';
import { stroke } from '../../../../test/golf';
import type { StrokeRecord, StrokeWrite } from './stroke-statements';
import { createStrokesRepository } from './strokes.repository';
import type { StrokeBody } from './strokes.schemas';
import { createStrokesService } from './strokes.service';
import { createStrokesFixture } from './strokes.fixture';

const { testApp, parOf, startedRound, scorecard, rowsOf } = await createStrokesFixture();

describe('the versioned write (strokes.repository)', () => {
  /** A first stroke on `hole` for the player, written at the versions given: mulligans_used becomes 1. */
  const firstStrokeWrite = (
    round: { id: number },
    userId: number,
    hole: number,
    versions: { version: string; roundVersion: string },
  ): StrokeWrite => ({
    roundId: round.id,
    userId,
    ...versions,
    player: { mulligansUsed: 1 },
    lastStroke: true,
    replaces: null,
    stroke: {
      ...(Object.fromEntries(Object.keys(strokesTable).map((key) => [key, null])) as object),
      clientId: randomUUID(),
      hole,
      strokeNumber: 1,
      counted: 1,
      numStrokes: 1,
      extraStroke: 0,
      holeCompleted: false,
      isMulligan: false,
      outcome: { written: true },
    } as unknown as StrokeRecord,
  });

  it('writes nothing when the player row changed after it was read; at the version read, it writes', async () => {
    const { round, host } = await startedRound({});
    const firstHole = round.holes[0]!;
    const repo = createStrokesRepository(testApp.database.db);
    const stale = (await repo.readPlayer(round.id, host.id, null))!;
    expect(stale.holes[0]).toMatchObject({ par: parOf(firstHole) });
    // Another request records a stroke in between: the row moves on.
    const first = await stroke(testApp, round.id, host, {
      hole: firstHole,
      surface_type: 50,
      distance_to_hole: 9000,
    });
    expect(first.statusCode).toBe(201);

    const write = (version: string) =>
      firstStrokeWrite(round, host.id, firstHole, { version, roundVersion: stale.roundVersion });
    expect(await repo.writeStroke(write(stale.version))).toBeNull();
    const fresh = (await repo.readPlayer(round.id, host.id, null))!;
    expect(fresh.version).not.toBe(stale.version);
    expect(fresh.player).toMatchObject({ mulligansUsed: 0, lastStrokeId: first.json().data.stroke_id });
    expect(await rowsOf(round.id)).toHaveLength(1);

    const written = await repo.writeStroke(write(fresh.version));
    expect(written).toEqual({ id: expect.any(Number), version: expect.any(String) });
    const after = (await repo.readPlayer(round.id, host.id, null))!;
    expect(after.player).toMatchObject({ mulligansUsed: 1, lastStrokeId: written!.id });
    // The version the write returns is the row's new one.
    expect(after.version).toBe(written!.version);
    expect(await rowsOf(round.id)).toHaveLength(2);
  });

  it('writes nothing when the round row changed after it was read, though the player row did not', async () => {
    const { round, host } = await startedRound({});
    const repo = createStrokesRepository(testApp.database.db);
    const read = (await repo.readPlayer(round.id, host.id, null))!;
    await testApp.database.db.update(roundsTable).set({ title: 'Renamed' }).where(eq(roundsTable.id, round.id));
    expect(await repo.writeStroke(firstStrokeWrite(round, host.id, round.holes[0]!, read))).toBeNull();
    expect(await rowsOf(round.id)).toHaveLength(0);
  });
});

describe("the player's context kept between strokes (strokes service, recentPlayers)", () => {
  /** A strokes service as another server node runs it, on the same database. */
  const otherNodeService = () =>
    createStrokesService({
      db: testApp.database.db,
      strokes: createStrokesRepository(testApp.database.db),
      publisher: { publish: async () => {} },
      playerFinished: { record: async () => false, announce: () => {} },
    });

  it('a stroke another server node recorded in between is counted: the next stroke here is played on a fresh read', async () => {
    const { round, host } = await startedRound({});
    const hole = round.holes[0]!;
    const first = await stroke(testApp, round.id, host, { hole, surface_type: 50, distance_to_hole: 20000 });
    expect(first.json().data).toMatchObject({ stroke_number: 1, hole_strokes: 1 });
    const otherNode = otherNodeService();
    const body = { id: randomUUID(), hole, surface_type: 50, distance_to_hole: 9000 } as StrokeBody;
    expect((await otherNode.submit(host.id, round.id, body)).outcome).toMatchObject({ stroke_number: 2 });
    const third = await stroke(testApp, round.id, host, { hole, surface_type: 30, distance_to_hole: 500 });
    expect(third.statusCode, third.body).toBe(201);
    expect(third.json().data).toMatchObject({ stroke_number: 3, hole_strokes: 3 });
    // A retry of the second stroke here is its first reply, not a new stroke.
    const retry = await stroke(testApp, round.id, host, body);
    expect(retry.json().data).toMatchObject({ stroke_number: 2, replayed: true });
    expect(await rowsOf(round.id)).toHaveLength(3);
  });

  it("after another node's stroke, the stroke that ends the round rolls back what it settled on the kept context and ends the round on a fresh read", async () => {
    const { round, host } = await startedRound({ hole_group: 99, holes: [1] });
    const first = await stroke(testApp, round.id, host, { hole: 1, surface_type: 30, distance_to_hole: 500 });
    expect(first.statusCode, first.body).toBe(201);
    const otherNode = otherNodeService();
    const body = { id: randomUUID(), hole: 1, surface_type: 30, distance_to_hole: 60 } as StrokeBody;
    expect((await otherNode.submit(host.id, round.id, body)).outcome).toMatchObject({ stroke_number: 2 });
    // Here the kept context still says one stroke: its settlement (the round's completion) must not stay.
    const last = await stroke(testApp, round.id, host, { hole: 1, hole_completed: true });
    expect(last.statusCode, last.body).toBe(201);
    expect(last.json().data).toMatchObject({ stroke_number: 3, hole_strokes: 3, round_status: 20, play_status: 100 });
    expect((await scorecard(round.id, host)).stroke_play.players[0]).toMatchObject({
      totals: { gross: 3 },
      finished: true,
    });
    expect(await rowsOf(round.id)).toHaveLength(3);
  });

  it("a round closed elsewhere refuses the stroke that would end the player's round (it locks the round at the version kept)", async () => {
    const { round, host } = await startedRound({ hole_group: 99, holes: [1] });
    expect(
      (await stroke(testApp, round.id, host, { hole: 1, surface_type: 30, distance_to_hole: 500 })).statusCode,
    ).toBe(201);
    await testApp.database.db.update(roundsTable).set({ roundStatus: 20 }).where(eq(roundsTable.id, round.id));
    expectError(await stroke(testApp, round.id, host, { hole: 1, hole_completed: true }), 'rounds.closed');
    expect(await rowsOf(round.id)).toHaveLength(1);
  });

  it('a round closed elsewhere refuses the next stroke, though the player row did not change', async () => {
    const { round, host } = await startedRound({});
    const hole = round.holes[0]!;
    expect(
      (await stroke(testApp, round.id, host, { hole, surface_type: 50, distance_to_hole: 20000 })).statusCode,
    ).toBe(201);
    await testApp.database.db.update(roundsTable).set({ roundStatus: 20 }).where(eq(roundsTable.id, round.id));
    expectError(
      await stroke(testApp, round.id, host, { hole, surface_type: 30, distance_to_hole: 500 }),
      'rounds.closed',
    );
    expect(await rowsOf(round.id)).toHaveLength(1);
  });
});
