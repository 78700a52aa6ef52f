import { describe, expect, it } from 'vitest';
import { scoreSkins } from './skins';
import { COURSE, player, result } from './test-helpers';

const holes = COURSE.slice(0, 4); // pars 4 4 3 5, SI 7 1 15 11

describe('scoreSkins', () => {
  it('awards a hole to a lone low score and carries ties over', () => {
    const card = scoreSkins(
      holes,
      [player('a', 0, [4, 4, 3, 5]), player('b', 0, [4, 4, 2, 6]), player('c', 0, [5, 4, 3, 4])],
      { courseHoleCount: 18, skinValue: 10 },
    );
    expect(card.holes.map((h) => [h.holeNumber, h.skinsAtStake, h.winner])).toEqual([
      [1, 1, null], // a and b tie
      [2, 2, null], // all tie
      [3, 3, 'b'],
      [4, 1, 'c'],
    ]);
    expect(card.players).toEqual([
      { playerId: 'a', skins: 0, value: 0 },
      { playerId: 'b', skins: 3, value: 30 },
      { playerId: 'c', skins: 1, value: 10 },
    ]);
    expect(card.carriedOver).toBe(0);
    expect(card.finished).toBe(true);
  });

  it('uses net scores on request', () => {
    // Hole 2 is SI 1: b (handicap 1) makes a net 4 and ties a's 4.
    const players = [player('a', 0, [5, 4]), player('b', 1, [5, 5])];
    expect(scoreSkins(holes.slice(0, 2), players, { courseHoleCount: 18 }).holes[1]!.winner).toBe('a');
    const net = scoreSkins(holes.slice(0, 2), players, { basis: 'net', courseHoleCount: 18 });
    expect(net.holes[1]!.winner).toBeNull();
    expect(net.carriedOver).toBe(2);
  });

  it('never gives a skin to a player who picked up, and stops at an undecided hole', () => {
    const a = { playerId: 'a', playingHandicap: 0, holes: [result(1, 3, 'picked_up'), result(2, 4)] };
    const b = { playerId: 'b', playingHandicap: 0, holes: [result(1, 6)] };
    const card = scoreSkins(holes, [a, b], { courseHoleCount: 18 });
    expect(card.holes.map((h) => h.winner)).toEqual(['b']);
    expect(card.finished).toBe(false);
  });
});
