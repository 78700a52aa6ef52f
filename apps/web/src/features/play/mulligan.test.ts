import { describe, expect, it } from 'vitest';
import { armMulligan, disarmMulligan, mulliganButton, mulligansOffered } from './mulligan';

describe('mulligansOffered', () => {
  // game_mode: 10 match play, 20 stroke play, 30 closest to pin, 50 driving range.
  it.each([
    [20, 2, true],
    [10, 1, true],
    [20, 0, false],
    // The server refuses every mulligan in these modes (strokes.mulligan_not_possible), whatever the round says.
    [30, 2, false],
    [50, 2, false],
  ])('game_mode %i with %i mulligans: %s', (game_mode, mulligans, offered) => {
    expect(mulligansOffered({ game_mode, mulligans })).toBe(offered);
  });
});

describe('mulliganButton', () => {
  const ready = { armed: false, left: 1, hasStrokeHere: true, flying: false };

  it('arms one when one is left and there is a stroke here to replace, not while a shot flies', () => {
    expect(mulliganButton(ready)).toEqual({ action: 'arm', enabled: true });
    expect(mulliganButton({ ...ready, left: 0 }).enabled).toBe(false);
    expect(mulliganButton({ ...ready, hasStrokeHere: false }).enabled).toBe(false);
    expect(mulliganButton({ ...ready, flying: true }).enabled).toBe(false);
  });

  it('takes an armed mulligan back: the player is never stuck with one', () => {
    expect(mulliganButton({ ...ready, armed: true })).toEqual({ action: 'disarm', enabled: true });
    // Also with none left to arm again (the count includes the armed one only after the swing).
    expect(mulliganButton({ armed: true, left: 0, hasStrokeHere: false, flying: false })).toEqual({
      action: 'disarm',
      enabled: true,
    });
    expect(mulliganButton({ ...ready, armed: true, flying: true }).enabled).toBe(false);
  });
});

describe('armMulligan and disarmMulligan', () => {
  const me = 7;
  const tee = { x: 0, y: 0 };
  const rest = { x: 10, y: 150 };
  const ball = { hole: 3, position: rest, previous: tee, basedOn: 3 };
  const shots = [
    { key: 'a', userId: me, hole: 2 },
    { key: 'b', userId: me, hole: 3 },
    { key: 'c', userId: 9, hole: 3 },
  ];

  it('puts the ball back where the replaced stroke was played and drops my last tracer on the hole', () => {
    const next = armMulligan(ball, ball, shots, me);
    expect(next.played).toEqual({ hole: 3, position: tee, previous: null, basedOn: 3 });
    expect(next.shots.map((s) => s.key)).toEqual(['a', 'c']);
  });

  it('taking it back (or a refused swing) restores the ball and the tracer, in place, keeping later shots', () => {
    const next = armMulligan(ball, ball, shots, me);
    const later = [...next.shots, { key: 'd', userId: 9, hole: 3 }];
    const back = disarmMulligan(next.armed, later);
    expect(back.played).toBe(ball);
    expect(back.shots.map((s) => s.key)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('after a reload (no known previous lie, no tracer) the ball stays with the server and nothing is lost', () => {
    const reloaded = { ...ball, previous: null };
    const next = armMulligan(null, reloaded, [], me);
    expect(next.played).toBeNull();
    expect(next.shots).toEqual([]);
    expect(disarmMulligan(next.armed, [])).toEqual({ played: null, shots: [] });
  });
});
