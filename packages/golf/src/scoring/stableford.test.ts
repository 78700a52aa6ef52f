import { describe, expect, it } from 'vitest';
import { scoreStableford, stablefordPoints } from './stableford';
import { COURSE, PARS, player, result } from './test-helpers';

describe('stablefordPoints (Rules of Golf 2023, Rule 21.1b)', () => {
  it.each([
    [7, 4, 0], // triple bogey
    [6, 4, 0], // double bogey
    [5, 4, 1],
    [4, 4, 2],
    [3, 4, 3],
    [2, 4, 4],
    [2, 5, 5],
    [1, 5, 6],
  ])('net %i on a par %i -> %i points', (net, par, expected) => {
    expect(stablefordPoints(net, par)).toBe(expected);
  });
});

describe('scoreStableford', () => {
  it('scores level par as 36 gross points, and bogeys with 18 strokes as 36 net points', () => {
    const card = scoreStableford(COURSE, [
      player('scratch', 0, PARS),
      player(
        'bogey',
        18,
        PARS.map((p) => p + 1),
      ),
    ]);
    expect(card.players.map((p) => p.points)).toEqual([36, 36]);
    expect(card.players.map((p) => p.position)).toEqual([1, 1]);
    const gross = scoreStableford(
      COURSE,
      [
        player(
          'bogey',
          18,
          PARS.map((p) => p + 1),
        ),
      ],
      { basis: 'gross' },
    );
    expect(gross.players[0]!.points).toBe(18);
    expect(gross.players[0]!.front + gross.players[0]!.back).toBe(18);
  });

  it('gives a picked-up hole 0 points and an unplayed hole none yet', () => {
    const p = { playerId: 'p', playingHandicap: 0, holes: [result(1, 3), result(2, 5, 'picked_up')] };
    const card = scoreStableford(COURSE, [p]);
    expect(card.players[0]!.holes.slice(0, 3).map((h) => h.points)).toEqual([3, 0, null]);
    expect(card.players[0]!.holesCompleted).toBe(2);
  });
});
