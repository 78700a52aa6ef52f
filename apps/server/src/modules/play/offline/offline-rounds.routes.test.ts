import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { expectError } from '../../../../test/errors';
import { createTestUser } from '../../../../test/users';
import { rounds, strokes as strokesTable } from '../../../db/schema';
import { createOfflineFixture } from './offline-rounds.fixture';

const { testApp, app, course, offlinePlayer, roundBody, sync } = await createOfflineFixture();
const { db } = testApp.database;

const storedStrokes = (roundId: number) =>
  db.select({ id: strokesTable.clientId }).from(strokesTable).where(eq(strokesTable.roundId, roundId));
const offlineRounds = (hostId: number) =>
  db
    .select()
    .from(rounds)
    .where(and(eq(rounds.hostId, hostId), eq(rounds.playedOffline, true)));

describe('POST /rounds/offline', () => {
  it('records a finished round: flown again stroke by stroke, scored, marked played offline, in match history', async () => {
    const player = await offlinePlayer();
    const body = roundBody();
    const res = await sync(player, body);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    const total = body.card.reduce((sum, hole) => sum + hole.strokes, 0);
    expect(data).toMatchObject({
      replayed: false,
      recorded_strokes: body.strokes.length,
      played_offline: true,
      total,
      card_matches: true,
    });
    expect(data.card.map((h: { hole: number; strokes: number }) => ({ hole: h.hole, strokes: h.strokes }))).toEqual(
      body.card,
    );

    // Every stroke under its client id, once.
    const stored = await storedStrokes(data.round_id);
    expect(stored.map((s) => s.id).sort()).toEqual(body.strokes.map((s) => s.id).sort());
    const [round] = await offlineRounds(player.id);
    expect(round).toMatchObject({
      id: data.round_id,
      offlineId: body.id,
      roundStatus: enums.round_status.completed,
      visibility: enums.round_visibility.private,
      gameMode: enums.game_mode.stroke_play,
    });

    const history = await app.inject({ method: 'GET', url: '/api/v1/rounds/history', headers: player.headers });
    expect(history.statusCode, history.body).toBe(200);
    const entry = history.json().data.find((e: { round_id: number }) => e.round_id === data.round_id);
    expect(entry).toMatchObject({
      played_offline: true,
      strokes: total,
      holes_played: 3,
      handicap: { counted: false, reasons: expect.arrayContaining(['played_offline']) },
    });
  });

  it('a replayed sync records nothing twice and answers with the same round', async () => {
    const player = await offlinePlayer();
    const body = roundBody();
    const first = await sync(player, body);
    expect(first.statusCode, first.body).toBe(201);
    const again = await sync(player, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({
      round_id: first.json().data.round_id,
      replayed: true,
      recorded_strokes: 0,
      card: first.json().data.card,
      card_matches: true,
    });
    expect(await storedStrokes(first.json().data.round_id)).toHaveLength(body.strokes.length);
    expect(await offlineRounds(player.id)).toHaveLength(1);
  });

  it('the same round with other strokes is a conflict: the recorded round stays as it was', async () => {
    const player = await offlinePlayer();
    const body = roundBody();
    const first = await sync(player, body);
    const edited = roundBody({ id: body.id });
    expectError(await sync(player, edited), 'offline.round_conflict');
    expect(await storedStrokes(first.json().data.round_id)).toHaveLength(body.strokes.length);
    expect(await offlineRounds(player.id)).toHaveLength(1);
  });

  it('a course changed since the round was played is refused, and nothing is recorded', async () => {
    const player = await offlinePlayer();
    expectError(await sync(player, roundBody({ course_version: 'older-version' })), 'offline.course_changed', {
      params: { course: course.title },
    });
    expect(await offlineRounds(player.id)).toHaveLength(0);
  });

  it('a player without the offline feature is told what is needed', async () => {
    const player = await createTestUser(testApp);
    expectError(await sync(player, roundBody()), 'offline.feature_required');
    expect(await offlineRounds(player.id)).toHaveLength(0);
  });

  it('refuses strokes the round does not allow, naming the stroke; nothing is recorded', async () => {
    const player = await offlinePlayer();
    const body = roundBody();
    const wrongHole = body.strokes.map((s, i) => (i === 1 ? { ...s, hole: 9 } : s));
    expectError(await sync(player, { ...body, strokes: wrongHole }), 'offline.invalid_stroke', {
      params: { stroke: 2 },
    });
    const extra = [...body.strokes, { ...body.strokes[0]!, id: randomUUID(), hole: body.holes[2]! }];
    expectError(await sync(player, { ...body, strokes: extra }), 'offline.invalid_stroke', {
      params: { stroke: extra.length },
    });
    const mulligan = body.strokes.map((s, i) => (i === 1 ? { ...s, mulligan: true } : s));
    expectError(await sync(player, { ...body, strokes: mulligan }), 'offline.invalid_stroke', {
      params: { stroke: 2 },
    });
    const unfinished = { ...body, strokes: body.strokes.slice(0, -1) };
    expectError(await sync(player, unfinished), 'offline.round_unfinished', { params: { hole: body.holes[2]! } });
    expect(await offlineRounds(player.id)).toHaveLength(0);
  });

  it("plays and records the round with the player's settings: tee, green speed, elevation, gimmes, mulligans", async () => {
    const player = await offlinePlayer();
    const settings = {
      tee: enums.teeing_type.back,
      elevation: enums.elevation.ft_2000,
      game_condition: enums.game_condition.firm,
      green_stimp: enums.green_stimp.tournament,
      gimme_distance: 1000,
      mulligans: 2,
    };
    // The second stroke is taken again as a mulligan, as the round allows.
    const body = roundBody(settings, [1]);
    expect(body.strokes[1]!.mulligan).toBe(true);
    const res = await sync(player, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ card_matches: true, recorded_strokes: body.strokes.length });
    const [round] = await offlineRounds(player.id);
    expect(round).toMatchObject({
      tee: settings.tee,
      elevation: settings.elevation,
      gameCondition: settings.game_condition,
      greenStimp: settings.green_stimp,
      gimmeDistance: 1000,
      mulligans: 2,
      holeGroup: enums.hole_group.custom,
      holes: body.holes,
    });
    // The same round sent with other settings is another round: a conflict.
    expectError(await sync(player, { ...body, green_stimp: enums.green_stimp.slow }), 'offline.round_conflict');
  });

  it('a round that takes more mulligans than its settings allow is refused', async () => {
    const player = await offlinePlayer();
    // Played on the device with two mulligans, sent as a round that allows one.
    const body = roundBody({ mulligans: 2 }, [1, 3]);
    expectError(await sync(player, { ...body, mulligans: 1 }), 'offline.invalid_stroke', { params: { stroke: 4 } });
    expect(await offlineRounds(player.id)).toHaveLength(0);
  });

  it('holes that are not those of the hole group on the course are refused (13020)', async () => {
    const player = await offlinePlayer();
    const body = roundBody();
    expectError(await sync(player, { ...body, hole_group: enums.hole_group.front_9 }), 'offline.holes_not_in_group');
    expectError(await sync(player, { ...body, hole_group: enums.hole_group.back_9 }), 'offline.holes_not_in_group');
    expect(await offlineRounds(player.id)).toHaveLength(0);
  });

  it('bad input gets field errors', async () => {
    const player = await offlinePlayer();
    const body = roundBody();
    const res = await sync(player, { ...body, id: 'not-a-uuid', strokes: [], holes: [1, 1] });
    expectError(res, 'general.validation_failed');
    expect(Object.keys(res.json().errors).sort()).toEqual(expect.arrayContaining(['id', 'strokes']));
    const repeated = await sync(player, { ...body, holes: [body.holes[0], body.holes[0], body.holes[1]] });
    expectError(repeated, 'general.validation_failed');
    expect(repeated.json().errors).toHaveProperty('holes');
    const signedOut = await app.inject({ method: 'POST', url: '/api/v1/rounds/offline', payload: body });
    expect(signedOut.statusCode).toBe(401);
  });
});
