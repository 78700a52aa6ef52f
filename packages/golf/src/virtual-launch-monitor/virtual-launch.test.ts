import { describe, expect, it } from 'vitest';
import { simulateShot } from '../ball-flight/simulate';
import { SurfaceType } from '../course';
import { Club } from '../rules/stroke-reasons';
import { type Centimetres, centimetres, degrees } from '../units';
import {
  BALL_TYPE_DISTANCE,
  BallType,
  fullCarry,
  IDEAL_TEMPO,
  suggestSwing,
  virtualLaunch,
  VLM_CLUBS,
  type PlayerSwingSettings,
  type VirtualSwing,
} from './virtual-launch';

/** mulberry32: a small seeded generator, so every run draws the same numbers. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const player: PlayerSwingSettings = {
  sevenIronDistance: centimetres(15_000),
  shotShape: 30,
  hand: 'R',
  ballType: BallType.regular,
};
const swing = (overrides: Partial<VirtualSwing> = {}): VirtualSwing => ({
  club: Club.iron_7,
  power: 1,
  tempo: IDEAL_TEMPO,
  settings: player,
  ...overrides,
});

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const sd = (values: number[]) => {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
};

/** `n` shots of one swing from one seed: carry, lateral and the curve (lateral beyond the start line). */
function fly(s: VirtualSwing, n = 150, seed = 7) {
  const random = seeded(seed);
  return Array.from({ length: n }, () => simulateShot(virtualLaunch(s, random)));
}

describe('virtualLaunch: distance', () => {
  it.each([
    { seven: 15_000, label: '150 m player' },
    { seven: 10_000, label: '100 m player' },
    { seven: 16_000, label: '160 m player' },
  ])('a full, well-timed 7-iron of a $label carries its 7-iron distance ±4 % on average', ({ seven }) => {
    const shots = fly(swing({ settings: { ...player, sevenIronDistance: seven as Centimetres } }));
    expect(Math.abs(mean(shots.map((s) => s.carry)) - seven) / seven).toBeLessThanOrEqual(0.04);
  });

  // The gapping table is TrackMan's PGA Tour carries relative to the 7-iron (172 yd).
  it.each([
    { club: Club.driver, ratio: 275 / 172 },
    { club: Club.wood_5, ratio: 230 / 172 },
    { club: Club.iron_5, ratio: 194 / 172 },
    { club: Club.pitching_wedge, ratio: 136 / 172 },
  ])('club $club carries the gapping table ratio $ratio of the 7-iron ±4 %', ({ club, ratio }) => {
    const carry = mean(fly(swing({ club }), 60).map((s) => s.carry));
    expect(fullCarry(club, player)).toBe(Math.round(15_000 * ratio));
    expect(Math.abs(carry - 15_000 * ratio) / (15_000 * ratio)).toBeLessThanOrEqual(0.04);
  });

  it('orders the clubs: each full swing carries less than the one before', () => {
    const carries = VLM_CLUBS.filter((c) => c !== Club.putter).map((club) =>
      mean(fly(swing({ club }), 40).map((s) => s.carry)),
    );
    for (let i = 1; i < carries.length; i++) expect(carries[i]).toBeLessThan(carries[i - 1]!);
  });

  it.each([
    { power: 0.5, expected: 7_500 },
    { power: 0.25, expected: 3_750 },
  ])('power $power carries that share of the full carry ±6 %', ({ power, expected }) => {
    const carry = mean(fly(swing({ power }), 100).map((s) => s.carry));
    expect(Math.abs(carry - expected) / expected).toBeLessThanOrEqual(0.06);
  });

  it.each([
    { ballType: BallType.practice, share: BALL_TYPE_DISTANCE[BallType.practice] },
    { ballType: BallType.foam, share: BALL_TYPE_DISTANCE[BallType.foam] },
  ])('ball type $ballType flies shorter: $share of a regular ball', ({ ballType, share }) => {
    const regular = mean(fly(swing(), 80).map((s) => s.carry));
    const other = mean(fly(swing({ settings: { ...player, ballType } }), 80).map((s) => s.carry));
    expect(share).toBeLessThan(1);
    expect(Math.abs(other / regular - share)).toBeLessThanOrEqual(0.04);
  });

  it('a putt rolls (no spin, barely airborne) and its roll grows in proportion to power', () => {
    const green = { surfaceAt: () => SurfaceType.green };
    const roll = (power: number) =>
      mean(
        Array.from({ length: 40 }, (_, i) => {
          const launch = virtualLaunch(swing({ club: Club.putter, power }), seeded(100 + i));
          expect(launch.backSpin).toBe(0);
          const shot = simulateShot(launch, green);
          expect(shot.carry).toBeLessThan(30);
          return shot.totalDistance;
        }),
      );
    const full = roll(1);
    const half = roll(0.5);
    expect(full).toBeGreaterThan(2_500);
    expect(full).toBeLessThan(3_500);
    expect(Math.abs(half / full - 0.5)).toBeLessThanOrEqual(0.05);
  });
});

describe('virtualLaunch: direction and dispersion', () => {
  it.each([
    { tempo: 1.5, label: 'rushed 1.5:1' },
    { tempo: 6, label: 'slow 6:1' },
  ])('a $label tempo widens the dispersion against the ideal 3:1', ({ tempo }) => {
    const good = fly(swing());
    const bad = fly(swing({ tempo }));
    expect(sd(bad.map((s) => s.lateral))).toBeGreaterThan(1.8 * sd(good.map((s) => s.lateral)));
    expect(sd(bad.map((s) => s.carry))).toBeGreaterThan(1.5 * sd(good.map((s) => s.carry)));
    expect(mean(bad.map((s) => s.carry))).toBeLessThan(mean(good.map((s) => s.carry)));
  });

  it('a well-timed 7-iron disperses like a real golfer: some spread, mostly within 20 m of the line', () => {
    const lateral = fly(swing()).map((s) => s.lateral);
    expect(sd(lateral)).toBeGreaterThan(300);
    expect(sd(lateral)).toBeLessThan(1_200);
  });

  it.each([
    { shotShape: 10, side: -1, name: 'hook' },
    { shotShape: 20, side: -1, name: 'draw' },
    { shotShape: 40, side: 1, name: 'fade' },
    { shotShape: 50, side: 1, name: 'slice' },
  ])('shot shape $shotShape ($name) curves the ball to side $side for a right-hander', ({ shotShape, side }) => {
    const random = seeded(3);
    const launches = Array.from({ length: 100 }, () =>
      virtualLaunch(swing({ settings: { ...player, shotShape } }), random),
    );
    expect(Math.sign(mean(launches.map((l) => l.sideSpin)))).toBe(side);
    // It starts the other way and curves back, so it still ends near the target.
    expect(Math.sign(mean(launches.map((l) => l.azimuth)))).toBe(-side);
  });

  it('a hook curves more than a draw, a slice more than a fade', () => {
    const curve = (shotShape: number) =>
      mean(fly(swing({ settings: { ...player, shotShape } }), 60).map((s) => s.lateral));
    const straight = curve(30);
    expect(curve(10)).toBeLessThan(curve(20));
    expect(curve(20)).toBeLessThan(straight);
    expect(curve(40)).toBeGreaterThan(straight);
    expect(curve(50)).toBeGreaterThan(curve(40));
  });

  it('mirrors a left-hander: the same swing goes the other way', () => {
    const settings = { ...player, shotShape: 20 };
    const right = virtualLaunch(swing({ settings }), seeded(42));
    const left = virtualLaunch(swing({ settings: { ...settings, hand: 'L' } }), seeded(42));
    expect(left.ballSpeed).toBe(right.ballSpeed);
    expect(left.launchAngle).toBe(right.launchAngle);
    expect(left.backSpin).toBeCloseTo(right.backSpin, 9);
    expect(left.azimuth).toBeCloseTo(-right.azimuth, 9);
    expect(left.sideSpin).toBeCloseTo(-right.sideSpin, 9);
    // A left-hander's draw curves right.
    expect(mean(fly(swing({ settings: { ...settings, hand: 'L' } }), 60).map((s) => s.lateral))).toBeGreaterThan(0);
  });

  it('adds the aim offset to the start direction', () => {
    const straight = virtualLaunch(swing(), seeded(9));
    const aimed = virtualLaunch(swing({ aimOffsetDegrees: degrees(5) }), seeded(9));
    expect(aimed.azimuth - straight.azimuth).toBeCloseTo(5, 9);
  });
});

describe('virtualLaunch: randomness and validation', () => {
  it('reproduces a shot exactly from the same seed, and differs with another', () => {
    expect(virtualLaunch(swing(), seeded(1234))).toEqual(virtualLaunch(swing(), seeded(1234)));
    expect(virtualLaunch(swing(), seeded(1234))).not.toEqual(virtualLaunch(swing(), seeded(1235)));
  });

  it.each([
    { name: 'power above 1', s: swing({ power: 1.2 }) },
    { name: 'negative power', s: swing({ power: -0.1 }) },
    { name: 'zero tempo', s: swing({ tempo: 0 }) },
    { name: 'unknown club', s: swing({ club: 150 as Club }) },
    {
      name: '7-iron distance below 10000',
      s: swing({ settings: { ...player, sevenIronDistance: centimetres(9_000) } }),
    },
    { name: 'shot shape 60', s: swing({ settings: { ...player, shotShape: 60 } }) },
    { name: 'aim offset 60°', s: swing({ aimOffsetDegrees: degrees(60) }) },
  ])('refuses $name', ({ s }) => {
    expect(() => virtualLaunch(s, seeded(1))).toThrow(RangeError);
  });
});

describe('suggestSwing', () => {
  const bag = [Club.driver, Club.iron_5, Club.iron_7, Club.pitching_wedge, Club.putter];
  /** The roll-out of a swing without dispersion, landing on a green (the flag stands on one). */
  const total = (club: Club, power: number) =>
    simulateShot(
      virtualLaunch(swing({ club, power }), () => 0.25),
      { surfaceAt: () => SurfaceType.green },
    ).totalDistance;

  it.each([
    { distance: 30_000, club: Club.driver },
    { distance: 15_000, club: Club.iron_7 },
    { distance: 11_000, club: Club.pitching_wedge },
    { distance: 5_000, club: Club.pitching_wedge },
  ])(
    '$distance cm → club $club, the shortest whose full swing reaches, at the power that rolls out there',
    ({ distance, club }) => {
      const suggestion = suggestSwing(distance as Centimetres, bag, player)!;
      expect(suggestion.club).toBe(club);
      const shorter = bag.filter((c) => c > club && c !== Club.putter);
      for (const c of shorter) expect(total(c, 1)).toBeLessThan(distance);
      if (suggestion.power < 1) {
        expect(Math.abs(total(club, suggestion.power) - distance) / distance).toBeLessThanOrEqual(0.05);
      }
    },
  );

  it('beyond the longest club: full power with it', () => {
    expect(suggestSwing(centimetres(60_000), bag, player)).toEqual({ club: Club.driver, power: 1 });
  });

  it('putts on the green, the power in proportion to the distance', () => {
    expect(suggestSwing(centimetres(1_500), bag, player, true)).toEqual({ club: Club.putter, power: 0.5 });
  });

  it('a green 119 m away (the demo course’s shortest par 3): the suggested swing stops on it, near the flag', () => {
    // A 14 m green around the flag, fairway in front of it; the carries are the default settings’.
    const settings = { ...player, sevenIronDistance: centimetres(13_000) };
    const onGreen = ({ x, y }: { x: number; y: number }) => Math.hypot(x - 11_900, y) <= 1_400;
    const { club, power } = suggestSwing(centimetres(11_900), VLM_CLUBS, settings)!;
    const random = seeded(16);
    const shots = Array.from({ length: 100 }, () =>
      simulateShot(virtualLaunch({ club, power, tempo: IDEAL_TEMPO, settings }, random), {
        surfaceAt: (p) => (onGreen(p) ? SurfaceType.green : SurfaceType.fairway),
      }),
    );
    const straight = simulateShot(
      virtualLaunch({ club, power, tempo: IDEAL_TEMPO, settings }, () => 0.25),
      {
        surfaceAt: (p) => (onGreen(p) ? SurfaceType.green : SurfaceType.fairway),
      },
    );
    expect(Math.abs(straight.totalDistance - 11_900)).toBeLessThan(500);
    expect(shots.filter((shot) => onGreen(shot.rest)).length).toBeGreaterThanOrEqual(80);
  });

  it('suggests nothing from an empty bag', () => {
    expect(suggestSwing(centimetres(10_000), [], player)).toBeNull();
  });
});
