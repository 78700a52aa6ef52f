import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import { pickUpAction, pickUpSuggestedFrom, strokesOnHole, suggestPickUp } from './pick-up';

const { match_play, stroke_play, closest_to_pin, driving_range } = enums.game_mode;

describe('pickUpAction', () => {
  it.each([
    { mode: match_play, action: 'concede-hole' },
    { mode: stroke_play, action: 'pick-up' },
    { mode: closest_to_pin, action: null },
    { mode: driving_range, action: null },
  ])('game mode $mode offers $action', ({ mode, action }) => {
    expect(pickUpAction(mode)).toBe(action);
  });
});

describe('suggestPickUp', () => {
  it.each([
    { par: 3, from: 6 },
    { par: 4, from: 8 },
    { par: 5, from: 10 },
  ])('suggests picking up a par $par from $from strokes (double par)', ({ par, from }) => {
    expect(pickUpSuggestedFrom(par)).toBe(from);
    expect(suggestPickUp(stroke_play, par, from - 1)).toBe(false);
    expect(suggestPickUp(stroke_play, par, from)).toBe(true);
    expect(suggestPickUp(stroke_play, par, 123)).toBe(true);
    expect(suggestPickUp(match_play, par, from)).toBe(true);
  });

  it('never suggests it where the server refuses a pick-up', () => {
    expect(suggestPickUp(closest_to_pin, 3, 40)).toBe(false);
    expect(suggestPickUp(driving_range, 4, 40)).toBe(false);
  });
});

describe('strokesOnHole', () => {
  const last = (hole: number, hole_strokes: number, hole_completed = false) => ({ hole, hole_strokes, hole_completed });
  it.each([
    { case: 'nothing known yet', state: undefined, last: null, strokes: 0 },
    { case: 'the server state on this hole', state: { current_hole: 17, hole_strokes: 9 }, last: null, strokes: 9 },
    { case: 'the state of another hole', state: { current_hole: 16, hole_strokes: 9 }, last: null, strokes: 0 },
    {
      case: 'a reply newer than the state',
      state: { current_hole: 17, hole_strokes: 9 },
      last: last(17, 10),
      strokes: 10,
    },
    { case: 'a reply of an earlier hole', state: { current_hole: 17, hole_strokes: 2 }, last: last(16, 7), strokes: 2 },
    { case: 'a reply that finished the hole', state: undefined, last: last(17, 8, true), strokes: 0 },
  ])('$case: $strokes', ({ state, last, strokes }) => {
    expect(strokesOnHole(17, state, last)).toBe(strokes);
  });
});
