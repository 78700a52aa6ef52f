import { describe, expect, it } from 'vitest';
import { centimetres } from '../units';
import { summariseDrivingRange } from './driving-range';

describe('summariseDrivingRange', () => {
  it('lists the shots in order and averages carry, total and lateral per club', () => {
    const session = summariseDrivingRange([
      {
        club: 90,
        carryCm: centimetres(14000),
        totalDistanceCm: centimetres(15000),
        lateralCm: centimetres(-300),
        ballSpeed: 50,
      },
      { club: 10, carryCm: centimetres(22000), totalDistanceCm: centimetres(24000), lateralCm: centimetres(1000) },
      { club: 90, carryCm: centimetres(15000), totalDistanceCm: centimetres(16000), lateralCm: centimetres(100) },
      { club: 10, carryCm: centimetres(23000), totalDistanceCm: centimetres(25500), lateralCm: centimetres(-1000) },
    ]);
    expect(session.shots.map((s) => s.shotNumber)).toEqual([1, 2, 3, 4]);
    expect(session.shots[0]!.ballSpeed).toBe(50);
    expect(session.byClub.map((c) => c.club)).toEqual([10, 90]);
    expect(session.byClub[0]).toMatchObject({
      shots: 2,
      carry: { mean: 22500, standardDeviation: 500, min: 22000, max: 23000 },
      total: { mean: 24750, standardDeviation: 750 },
      lateral: { mean: 0, standardDeviation: 1000, min: -1000, max: 1000 },
    });
    expect(session.byClub[1]!.lateral.mean).toBe(-100);
  });

  it('has no clubs for no shots', () => {
    expect(summariseDrivingRange([])).toEqual({ shots: [], byClub: [] });
  });
});
