import { describe, expect, it } from 'vitest';
import {
  divisionForHandicap,
  divisionKind,
  divisionsKind,
  divisionsProblem,
  overBallSpeedCap,
  type Division,
} from './divisions';

const hcp = (minHandicap: number | null, maxHandicap: number | null, name = 'H'): Division => ({
  name,
  minHandicap,
  maxHandicap,
  maxBallSpeed: null,
});
const cap = (maxBallSpeed: number, name = 'S'): Division => ({
  name,
  minHandicap: null,
  maxHandicap: null,
  maxBallSpeed,
});

describe('divisionKind', () => {
  it.each([
    { name: 'a range', division: hcp(0, 10), want: 'handicap' },
    { name: 'an open-ended range', division: hcp(null, 10), want: 'handicap' },
    { name: 'a ball-speed cap', division: cap(70), want: 'ball_speed' },
    { name: 'neither', division: hcp(null, null), want: null },
    { name: 'both', division: { ...cap(70), minHandicap: 0 }, want: null },
    { name: 'an empty range', division: hcp(10, 10), want: null },
    { name: 'a zero cap', division: cap(0), want: null },
  ])('$name', ({ division, want }) => expect(divisionKind(division)).toBe(want));
});

describe('divisionsProblem', () => {
  it.each([
    { name: 'no divisions', divisions: [], want: null },
    { name: 'ranges that meet', divisions: [hcp(10, 20), hcp(null, 10), hcp(20, null)], want: null },
    { name: 'ranges that overlap', divisions: [hcp(0, 12), hcp(10, 20)], want: 'overlap' },
    { name: 'two open lower bounds', divisions: [hcp(null, 5), hcp(null, 10)], want: 'overlap' },
    { name: 'caps', divisions: [cap(65), cap(75)], want: null },
    { name: 'mixed kinds', divisions: [cap(65), hcp(0, 10)], want: 'invalid' },
    { name: 'a division of neither kind', divisions: [hcp(0, 10), hcp(null, null)], want: 'invalid' },
  ])('$name', ({ divisions, want }) => expect(divisionsProblem(divisions)).toBe(want));

  it('names the shared kind', () => {
    expect(divisionsKind([cap(70)])).toBe('ball_speed');
    expect(divisionsKind([])).toBeNull();
  });
});

describe('divisionForHandicap', () => {
  const flights = [hcp(null, 10, 'A'), hcp(10, 20, 'B'), hcp(20, 30, 'C')];
  it.each([
    { index: -2.5, want: 0 },
    { index: 9.9, want: 0 },
    { index: 10, want: 1 },
    { index: 29.9, want: 2 },
    { index: 30, want: null },
    { index: 54, want: null },
  ])('index $index is in division $want', ({ index, want }) => expect(divisionForHandicap(flights, index)).toBe(want));

  it('ignores ball-speed divisions', () => expect(divisionForHandicap([cap(70)], 5)).toBeNull());
});

describe('overBallSpeedCap', () => {
  it.each([
    { name: 'under the cap', division: cap(70), speed: 69.9, want: false },
    { name: 'at the cap', division: cap(70), speed: 70, want: false },
    { name: 'over the cap', division: cap(70), speed: 70.01, want: true },
    { name: 'no launch data', division: cap(70), speed: null, want: false },
    { name: 'a handicap division', division: hcp(0, 10), speed: 99, want: false },
    { name: 'no division', division: null, speed: 99, want: false },
  ])('$name', ({ division, speed, want }) => expect(overBallSpeedCap(division, speed)).toBe(want));
});
