import { describe, expect, it } from 'vitest';
import type { RoundState } from '../api';
import { holeTracers, otherBalls } from './map-layers';
import { ME, path, RIVAL } from './test-helpers';

const THIRD = 11;
const flight = path({ x: 0, y: 0 }, { x: 10, y: 9_000 });
const colorOf = (userId: number) => `color-${userId}`;

type ServerPlayer = RoundState['players'][number];
type ServerStroke = ServerPlayer['strokes'][number];
const stroke = (fields: Partial<ServerStroke>) => fields as ServerStroke;
const server = (fields: Partial<ServerPlayer>): ServerPlayer =>
  ({ user_id: RIVAL, current_hole: 1, hole_strokes: 0, ball: null, strokes: [], ...fields }) as ServerPlayer;

describe('holeTracers', () => {
  const players = [
    server({ user_id: ME, strokes: [stroke({ id: 'a', ball_path: flight, hole_completed: false })] }),
    server({ strokes: [stroke({ id: 'b', ball_path: null, hole_completed: false })] }),
    server({
      user_id: THIRD,
      current_hole: 2,
      strokes: [stroke({ id: 'elsewhere', ball_path: flight, hole_completed: false })],
    }),
  ];
  const shots = [
    { key: 'a', userId: ME, hole: 1, path: flight },
    { key: 'live', userId: RIVAL, hole: 1, path: flight },
    { key: 'hole-2', userId: RIVAL, hole: 2, path: flight },
    { key: 'empty', userId: RIVAL, hole: 1, path: [] },
  ];

  it.each([
    {
      case: 'the server’s strokes on the hole, then the ones seen live, once each',
      flying: undefined,
      keys: ['a', 'live'],
    },
    { case: 'without the shot flying now (its animation draws it)', flying: 'live', keys: ['a'] },
  ])('$case', ({ flying, keys }) => {
    expect(holeTracers(1, players, shots, flying, colorOf).map((tracer) => tracer.key)).toEqual(keys);
  });

  it('draws each in its player’s colour', () => {
    expect(holeTracers(1, players, shots, undefined, colorOf).map((tracer) => tracer.color)).toEqual([
      `color-${ME}`,
      `color-${RIVAL}`,
    ]);
  });

  it('draws only the live shots before the server’s state has loaded', () => {
    expect(holeTracers(2, undefined, shots, undefined, colorOf).map((tracer) => tracer.key)).toEqual(['hole-2']);
  });
});

describe('otherBalls', () => {
  const position = { x: 50, y: 12_000 };
  const seenLive = { x: 80, y: 15_000 };
  const person = (userId: number) => ({ name: `player ${userId}`, color: colorOf(userId) });
  const players = [
    server({ user_id: ME, ball: { position, surface: 50 } }),
    server({ ball: { position, surface: 50 } }),
    server({ user_id: THIRD, current_hole: 2, ball: { position, surface: 50 } }),
  ];

  it('shows the others on this hole where the server has them, never me', () => {
    expect(otherBalls(1, ME, players, new Map(), person)).toEqual([
      { userId: RIVAL, name: `player ${RIVAL}`, color: `color-${RIVAL}`, position },
    ]);
  });

  it.each([
    { case: 'where the channel saw a ball since', live: { hole: 1, position: seenLive }, shown: [seenLive] },
    { case: 'not once the channel saw it move on to another hole', live: { hole: 2, position: seenLive }, shown: [] },
  ])('$case', ({ live, shown }) => {
    const balls = otherBalls(1, ME, players, new Map([[RIVAL, live]]), person);
    expect(balls.map((ball) => ball.position)).toEqual(shown);
  });

  it('shows a ball seen live before the server’s state has loaded', () => {
    const balls = otherBalls(2, ME, undefined, new Map([[THIRD, { hole: 2, position: seenLive }]]), person);
    expect(balls.map((ball) => ball.userId)).toEqual([THIRD]);
  });
});
