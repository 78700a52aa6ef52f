import { describe, expect, it } from 'vitest';
import { simulateShot, type Degrees, type MetresPerSecond, type Rpm } from '@golf/golf';
import { shotIntegrityFlag } from './shot-integrity';

const round = { elevation: 10, greenStimp: 2 };
const launch = { ball_speed: 60, launch_angle: 12, azimuth: 0, back_spin: 3000, side_spin: 0 };
// Our own flight of the launch above on fairway, to set the reported numbers around it.
const ours = simulateShot({
  ballSpeed: 60 as MetresPerSecond,
  launchAngle: 12 as Degrees,
  azimuth: 0 as Degrees,
  backSpin: 3000 as Rpm,
  sideSpin: 0 as Rpm,
});
const carryTolerance = Math.round(Math.max(ours.carry * 0.08, 500));
const totalTolerance = Math.round(Math.max(ours.totalDistance * 0.15, 1000));

describe('shotIntegrityFlag', () => {
  it.each([
    ['consistent carry and total', { carry: ours.carry, total_distance: ours.totalDistance }, null],
    ['carry just inside the tolerance', { carry: ours.carry + carryTolerance }, null],
    [
      'carry beyond the tolerance',
      { carry: ours.carry + carryTolerance + 1 },
      `carry_mismatch reported=${ours.carry + carryTolerance + 1} computed=${ours.carry} tolerance=${carryTolerance}`,
    ],
    ['total just inside its wider tolerance', { total_distance: ours.totalDistance - totalTolerance }, null],
    [
      'both beyond',
      { carry: 1000, total_distance: 1000 },
      `carry_mismatch reported=1000 computed=${ours.carry} tolerance=${carryTolerance}; total_mismatch reported=1000 computed=${ours.totalDistance} tolerance=${totalTolerance}`,
    ],
    ['total of a holed ball is not compared', { total_distance: 1000, hole_completed: true }, null],
    ['total of a ball out of bounds is not compared', { total_distance: 1000, stroke_rule: 10 }, null],
    ['total of a ball in water is not compared', { total_distance: 1000, surface_type: 60 }, null],
  ])('%s', (_label, reported, flag) => {
    expect(shotIntegrityFlag({ ...launch, surface_type: 50, ...reported }, round)).toBe(flag);
  });

  it('checks nothing without launch data or without distances', () => {
    expect(shotIntegrityFlag({ carry: 99_999 }, round)).toBeNull();
    expect(shotIntegrityFlag({ ...launch, back_spin: undefined, carry: 99_999 }, round)).toBeNull();
    expect(shotIntegrityFlag({ ...launch }, round)).toBeNull();
  });

  it('flies the shot in the air of the round: thinner air at 2000 ft carries further', () => {
    const reported = { ...launch, surface_type: 50, carry: ours.carry };
    expect(shotIntegrityFlag(reported, round)).toBeNull();
    const high = shotIntegrityFlag({ ...reported, carry: ours.carry - 1500 }, { elevation: 50, greenStimp: 2 });
    expect(high).toMatch(/^carry_mismatch reported=\d+ computed=(\d+)/);
    expect(Number(/computed=(\d+)/.exec(high!)![1])).toBeGreaterThan(ours.carry);
  });
});
