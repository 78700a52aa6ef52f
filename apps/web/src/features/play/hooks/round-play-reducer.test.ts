import { describe, expect, it } from 'vitest';
import type { StrokeRecordedEvent } from '../api';
import {
  ballAfterShot,
  initialRoundPlayState,
  roundPlayReducer,
  type BallState,
  type RoundPlayAction,
  type RoundPlayState,
  type ShotRecord,
} from './round-play-reducer';
import { OWN_COLOR } from './shot-colors';
import { launchResult, ME, outcome, path, RIVAL } from './test-helpers';

const tee = { x: 0, y: 0 };
const fairway = { x: 150, y: 20_000 };
const nextTee = { x: -300, y: 500 };

const run = (actions: RoundPlayAction[], from: RoundPlayState = initialRoundPlayState()) =>
  actions.reduce(roundPlayReducer, from);

describe('ballAfterShot', () => {
  it.each([
    {
      case: 'the hole goes on: from where it came to rest, the stroke to replay is the one just played',
      stroke: { hole_completed: false, next_hole: null },
      nextTee,
      ball: { hole: 1, position: fairway, previous: tee, basedOn: 1, strokes: 1 },
    },
    {
      case: 'the hole is done: on the next hole’s tee',
      stroke: { hole_completed: true, next_hole: 2 },
      nextTee,
      ball: { hole: 2, position: nextTee, previous: null, basedOn: 1, strokes: 0 },
    },
    {
      case: 'the last hole is done: it stays where it ended',
      stroke: { hole_completed: true, next_hole: null },
      nextTee: null,
      ball: { hole: 1, position: fairway, previous: null, basedOn: 1, strokes: 1 },
    },
    {
      case: 'the next hole is not on the course the screen has: it stays on this one',
      stroke: { hole_completed: true, next_hole: 5 },
      nextTee: null,
      ball: { hole: 1, position: fairway, previous: null, basedOn: 1, strokes: 1 },
    },
  ])('$case', ({ stroke, nextTee: tee2, ball }) => {
    const result = launchResult(stroke, { next_position: fairway });
    expect(ballAfterShot(result, 1, tee, tee2)).toEqual(ball);
  });
});

describe('a swing of this screen', () => {
  const result = launchResult({ id: 'mine' }, { next_position: fairway });
  const launched: RoundPlayAction = { type: 'launched', result, meId: ME, hole: 1, from: tee, nextTee: null, at: 1 };

  it('flies on the map first: the ball and the list of shots change only once it has landed', () => {
    const flying = run([launched]);
    expect(flying.active).toMatchObject({ key: 'mine', hole: 1, color: OWN_COLOR, path: result.shot.ball_path });
    expect(flying.lastOutcome).toBe(result.stroke);
    expect(flying.played).toBeNull();
    expect(flying.shots).toEqual([]);

    const landed = roundPlayReducer(flying, { type: 'shotLanded' });
    expect(landed.active).toBeNull();
    expect(landed.shots).toEqual([{ key: 'mine', userId: ME, hole: 1, path: result.shot.ball_path }]);
    expect(landed.played).toEqual({ hole: 1, position: fairway, previous: tee, basedOn: 1, strokes: 1 });
  });

  it('lands once: a second landing (or one with nothing in the air) changes nothing', () => {
    const landed = run([launched, { type: 'shotLanded' }]);
    expect(roundPlayReducer(landed, { type: 'shotLanded' })).toBe(landed);
  });

  it('uses the armed mulligan', () => {
    const ball: BallState = { hole: 1, position: fairway, previous: tee, basedOn: 1, strokes: 1 };
    const armed = run([{ type: 'mulliganArmed', ball, meId: ME }]);
    expect(armed.armed).not.toBeNull();
    expect(roundPlayReducer(armed, launched).armed).toBeNull();
  });
});

describe('the mulligan', () => {
  const first = launchResult({ id: 'first' }, { next_position: fairway });
  const afterFirst = run([
    { type: 'launched', result: first, meId: ME, hole: 1, from: tee, nextTee: null, at: 1 },
    { type: 'shotLanded' },
  ]);
  const ball = afterFirst.played!;

  it('arming it puts the ball back where the replaced stroke was played and takes its tracer off', () => {
    const armed = roundPlayReducer(afterFirst, { type: 'mulliganArmed', ball, meId: ME });
    expect(armed.played).toEqual({ hole: 1, position: tee, previous: null, basedOn: 1, strokes: 1 });
    expect(armed.shots).toEqual([]);
  });

  it.each<{ case: string; action: RoundPlayAction }>([
    { case: 'the player takes it back', action: { type: 'mulliganTakenBack' } },
    { case: 'the server refuses the swing', action: { type: 'launchFailed' } },
  ])('$case: the ball and the tracer return and nothing is armed', ({ action }) => {
    const back = run([{ type: 'mulliganArmed', ball, meId: ME }, action], afterFirst);
    expect(back.armed).toBeNull();
    expect(back.played).toEqual(afterFirst.played);
    expect(back.shots).toEqual(afterFirst.shots);
  });

  it.each<RoundPlayAction>([{ type: 'mulliganTakenBack' }, { type: 'launchFailed' }])(
    'with none armed, $type changes nothing',
    (action) => {
      expect(roundPlayReducer(afterFirst, action)).toBe(afterFirst);
    },
  );
});

describe('strokes from the round’s channel', () => {
  const rest = { x: 40, y: 9_000 };
  const flight = path(tee, rest);
  const event = (fields: Partial<StrokeRecordedEvent>): StrokeRecordedEvent =>
    ({ user_id: RIVAL, hole: 1, ...fields }) as StrokeRecordedEvent;
  const mine: ShotRecord = { key: 'mine', userId: ME, hole: 1, path: flight };
  const before: RoundPlayState = {
    ...initialRoundPlayState(),
    played: { hole: 1, position: rest, previous: tee, basedOn: 1, strokes: 1 },
    shots: [mine],
    lastOutcome: outcome({ id: 'mine' }),
    armed: { played: null, shot: null },
  };
  const seen = (e: StrokeRecordedEvent, source: 'posted-here' | 'own-elsewhere' | 'other-player') =>
    roundPlayReducer(before, { type: 'strokeSeen', event: e, source, key: e.id ?? 'generated', color: '#123456' });

  it('ignores a stroke this screen posted (its reply already animated it)', () => {
    expect(seen(event({ id: 'mine', user_id: ME, ball_path: flight }), 'posted-here')).toBe(before);
  });

  it.each([
    { case: 'with its flight', ball_path: flight, drawn: [{ key: 'monitor', userId: ME, hole: 1, path: flight }] },
    { case: 'without a flight', ball_path: undefined, drawn: [] },
  ])(
    'my stroke from elsewhere (a launch monitor), $case: the server places the ball and an armed mulligan is void',
    ({ ball_path, drawn }) => {
      const next = seen(event({ id: 'monitor', user_id: ME, ball_path }), 'own-elsewhere');
      expect(next.shots).toEqual([mine, ...drawn]);
      expect(next.watching).toEqual(drawn.length > 0 ? { key: 'monitor', path: flight, color: '#123456' } : null);
      expect(next.played).toBeNull();
      expect(next.lastOutcome).toBeNull();
      expect(next.armed).toBeNull();
    },
  );

  it('another player’s stroke: drawn in their colour, their ball where it came to rest, mine untouched', () => {
    const next = seen(event({ id: 'theirs', ball_path: flight, rest }), 'other-player');
    expect(next.shots).toEqual([mine, { key: 'theirs', userId: RIVAL, hole: 1, path: flight }]);
    expect(next.watching).toEqual({ key: 'theirs', path: flight, color: '#123456' });
    expect([...next.others]).toEqual([[RIVAL, { hole: 1, position: rest }]]);
    expect(next.played).toBe(before.played);
    expect(next.armed).toBe(before.armed);
    expect(next.lastOutcome).toBe(before.lastOutcome);
  });

  it('another player’s stroke without a flight or rest (a concession) draws nothing and moves no ball', () => {
    const next = seen(event({ ball_path: [] }), 'other-player');
    expect(next.shots).toEqual([mine]);
    expect(next.watching).toBeNull();
    expect(next.others.size).toBe(0);
  });

  it('names a tracer by the key it is given when the event has no id', () => {
    expect(seen(event({ ball_path: flight }), 'other-player').shots.at(-1)?.key).toBe('generated');
  });

  it('the watched shot is forgotten once it has flown', () => {
    const watching = seen(event({ id: 'theirs', ball_path: flight }), 'other-player');
    expect(roundPlayReducer(watching, { type: 'watched' }).watching).toBeNull();
  });
});

describe('the player’s choices', () => {
  const point = { x: 10, y: 30_000 };
  it.each<{ action: RoundPlayAction; field: keyof RoundPlayState; value: unknown }>([
    { action: { type: 'aimed', lie: '1:0:0', point }, field: 'aim', value: { lie: '1:0:0', value: point } },
    {
      action: { type: 'swingChosen', lie: '1:0:0', club: 30, power: 0.8 },
      field: 'swing',
      value: { lie: '1:0:0', value: { club: 30, power: 0.8 } },
    },
    { action: { type: 'tempoChosen', tempo: 2.5 }, field: 'tempo', value: 2.5 },
    { action: { type: 'scorecardShown', open: true }, field: 'scorecardOpen', value: true },
  ])('$action.type sets $field', ({ action, field, value }) => {
    expect(roundPlayReducer(initialRoundPlayState(), action)[field]).toEqual(value);
  });

  it('a hole given up takes its outcome and forgets the ball this screen moved', () => {
    const given = outcome({ hole_completed: true, completion: 'picked_up' });
    const before = {
      ...initialRoundPlayState(),
      played: { hole: 1, position: tee, previous: null, basedOn: 1, strokes: 0 },
    };
    const next = roundPlayReducer(before, { type: 'holeGivenUp', outcome: given, at: 1 });
    expect(next.lastOutcome).toBe(given);
    expect(next.played).toBeNull();
  });
});
