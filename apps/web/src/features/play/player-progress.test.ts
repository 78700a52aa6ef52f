import { describe, expect, it } from 'vitest';
import { enums } from '@golf/contracts';
import type { RoundState } from './api';
import { playerProgress } from './player-progress';

const { game_mode: mode, play_status: status } = enums;
const player = { user_id: 7, play_status: status.ongoing, current_hole: 1 };
const state = (hole_strokes: number) =>
  ({ players: [{ user_id: 7, current_hole: 1, hole_strokes }] }) as unknown as Pick<RoundState, 'players'>;

describe('playerProgress', () => {
  it.each([
    {
      what: 'stroke play: the hole',
      game: mode.stroke_play,
      p: player,
      s: state(3),
      expected: { kind: 'hole', hole: 1 },
    },
    {
      what: 'match play: the hole',
      game: mode.match_play,
      p: player,
      s: undefined,
      expected: { kind: 'hole', hole: 1 },
    },
    {
      what: 'the range: shots hit, never a hole',
      game: mode.driving_range,
      p: player,
      s: state(4),
      expected: { kind: 'shots', count: 4 },
    },
    {
      what: 'the range before any shot',
      game: mode.driving_range,
      p: player,
      s: state(0),
      expected: { kind: 'shots', count: 0 },
    },
    { what: 'the range before the state is read', game: mode.driving_range, p: player, s: undefined, expected: null },
    { what: 'not started', game: mode.stroke_play, p: { ...player, current_hole: null }, s: undefined, expected: null },
    {
      what: 'a finished range session',
      game: mode.driving_range,
      p: { ...player, play_status: status.round_completed, current_hole: null },
      s: undefined,
      expected: { kind: 'finished' },
    },
  ])('$what', ({ game, p, s, expected }) => {
    expect(playerProgress(game, p, s)).toEqual(expected);
  });
});
