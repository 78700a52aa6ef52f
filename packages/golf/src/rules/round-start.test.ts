import { describe, expect, it } from 'vitest';
import { GameMode } from '../scoring/hole-result';
import { roundStartRefusal } from './round-start';

describe('roundStartRefusal', () => {
  it('a match or a wager round needs a second player; other rounds start alone', () => {
    expect(roundStartRefusal({ gameMode: GameMode.match_play, hasWager: false, players: 1 })).toBe(
      'match_needs_opponent',
    );
    expect(roundStartRefusal({ gameMode: GameMode.stroke_play, hasWager: true, players: 1 })).toBe(
      'wager_needs_opponent',
    );
    expect(roundStartRefusal({ gameMode: GameMode.stroke_play, hasWager: false, players: 1 })).toBeNull();
    expect(roundStartRefusal({ gameMode: GameMode.match_play, hasWager: true, players: 2 })).toBeNull();
  });
});
