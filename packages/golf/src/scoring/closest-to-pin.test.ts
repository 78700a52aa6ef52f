import { describe, expect, it } from 'vitest';
import { centimetres } from '../units';
import { closestToPinAttemptsLeft, scoreClosestToPin } from './closest-to-pin';

describe('scoreClosestToPin', () => {
  const attempts = [
    { playerId: 'a', holeNumber: 1, distanceCm: centimetres(500) },
    { playerId: 'a', holeNumber: 1, distanceCm: centimetres(250) },
    { playerId: 'a', holeNumber: 1, distanceCm: centimetres(100) }, // a third attempt, beyond tries = 2: not counted
    { playerId: 'b', holeNumber: 1, distanceCm: centimetres(250) },
    { playerId: 'c', holeNumber: 1, distanceCm: null }, // in the water
    { playerId: 'c', holeNumber: 1, distanceCm: centimetres(900) },
    { playerId: 'd', holeNumber: 1, distanceCm: null },
    { playerId: 'a', holeNumber: 2, distanceCm: centimetres(1200) },
    { playerId: 'b', holeNumber: 2, distanceCm: centimetres(300) },
    { playerId: 'c', holeNumber: 2, distanceCm: centimetres(1000) },
  ];
  const card = scoreClosestToPin({ holes: [1, 2], playerIds: ['a', 'b', 'c', 'd'], tries: 2, attempts });

  it('keeps the best of the first `tries` attempts and ranks ties 1, 1, 3', () => {
    const hole1 = card.holes[0]!.entries;
    expect(hole1.map((e) => [e.playerId, e.attempts, e.bestCm, e.rank])).toEqual([
      ['a', [500, 250], 250, 1],
      ['b', [250], 250, 1],
      ['c', [null, 900], 900, 3],
      ['d', [null], null, null],
    ]);
  });

  it('ranks overall by holes with a result, then total best distance', () => {
    expect(card.standings).toEqual([
      { playerId: 'a', holesWithResult: 2, totalBestCm: 1450, position: 2 },
      { playerId: 'b', holesWithResult: 2, totalBestCm: 550, position: 1 },
      { playerId: 'c', holesWithResult: 2, totalBestCm: 1900, position: 3 },
      { playerId: 'd', holesWithResult: 0, totalBestCm: 0, position: 4 },
    ]);
  });

  it('counts the attempts left', () => {
    expect([closestToPinAttemptsLeft(0, 3), closestToPinAttemptsLeft(3, 3), closestToPinAttemptsLeft(5, 3)]).toEqual([
      3, 0, 0,
    ]);
  });

  it('refuses tries below 1', () => {
    expect(() => scoreClosestToPin({ holes: [1], playerIds: [], tries: 0, attempts: [] })).toThrow(RangeError);
  });
});
