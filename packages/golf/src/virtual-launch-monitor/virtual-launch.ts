import { simulateShot, type LaunchWithSpinComponents } from '../ball-flight/simulate';
import { SurfaceType } from '../course';
import { Club } from '../rules/stroke-reasons';
import type { BallType } from './ball-type';
import {
  type Centimetres,
  type Degrees,
  type MetresPerSecond,
  centimetres,
  degrees,
  metresPerSecond,
  rpm,
} from '../units';

/**
 * The virtual launch monitor: launch data for a swing made with on-screen controls (club, power,
 * tempo, aim) and the player's settings, for players without a hardware launch monitor. The
 * result is a `ShotLaunch` for `simulateShot`, in the target frame (a left-hander's shot is
 * already mirrored). Randomness is injected, so a seeded `random` reproduces a shot exactly.
 */

export { BallType } from './ball-type';

export type Hand = 'L' | 'R';

export interface PlayerSwingSettings {
  /** Carry of a full, well-timed 7-iron with a regular ball; spec "iron distance" 10000–16000 cm. */
  readonly sevenIronDistance: Centimetres;
  /** Spec shot_shape 10 hook, 20 draw, 30 straight, 40 fade, 50 slice (in between interpolates). */
  readonly shotShape: number;
  readonly hand: Hand;
  readonly ballType: BallType;
}

export interface VirtualSwing {
  readonly club: Club;
  /** 0..1: the share of the club's full carry (of the full roll for the putter). */
  readonly power: number;
  /** Backswing to downswing time ratio; IDEAL_TEMPO is a perfectly timed swing. */
  readonly tempo: number;
  /** Extra start direction, degrees right (+) of the target line; 0 when absent. */
  readonly aimOffsetDegrees?: Degrees;
  readonly settings: PlayerSwingSettings;
}

/**
 * Tour players' backswing takes three times as long as the downswing (Novosel & Garrity,
 * "Tour Tempo", 2004: 3:1 across tour pros, whatever their swing speed).
 */
export const IDEAL_TEMPO = 3;
export const SEVEN_IRON_DISTANCE_MIN = centimetres(10_000);
export const SEVEN_IRON_DISTANCE_MAX = centimetres(16_000);
/** A full putt rolls about 30 m on a stimp-9 green (the roll grows with the square of the speed). */
export const PUTT_FULL_SPEED: MetresPerSecond = metresPerSecond(8);
export const PUTT_FULL_ROLL_CM = centimetres(3_000);

interface ClubTemplate {
  /** Tour ball speed, m/s; the VLM scales it to the player. */
  readonly ballSpeed: number;
  readonly launchAngle: number;
  readonly spin: number;
  /** Carry relative to the 7-iron (the gapping table). */
  readonly gap: number;
  /** Standard deviation of the start direction of a well-timed swing, degrees. */
  readonly azimuthSd: number;
  /** Standard deviation of the spin axis of a well-timed swing, degrees. */
  readonly axisSd: number;
}

const MPH = 0.44704;

/*
 * Launch and gapping per club: TrackMan PGA Tour averages (TrackMan, "Average Tour Stats",
 * blog.trackmangolf.com/trackman-average-tour-stats; PGA_2014 of ball-flight/reference-shots.ts,
 * which the ball-flight tests check the physics against): ball speed (mph), launch (°), spin (rpm)
 * and carry (yd), the gap being the club's carry over the 7-iron's 172 yd. TrackMan publishes no sand wedge; ours continues the
 * 9-iron → pitching wedge step (−7 mph, +3.8° launch, +650 rpm, −12 yd). Dispersion: our choice,
 * about ±2° start and ±4° axis for an iron (a mid-handicap 7-iron lands within ~15 m of the line),
 * wider for the long clubs.
 */
const CLUBS: Readonly<Record<Exclude<Club, 140>, ClubTemplate>> = {
  10: { ballSpeed: 167 * MPH, launchAngle: 10.9, spin: 2686, gap: 275 / 172, azimuthSd: 2.2, axisSd: 5 },
  20: { ballSpeed: 158 * MPH, launchAngle: 9.2, spin: 3655, gap: 243 / 172, azimuthSd: 2.1, axisSd: 5 },
  30: { ballSpeed: 152 * MPH, launchAngle: 9.4, spin: 4350, gap: 230 / 172, azimuthSd: 2, axisSd: 4.8 },
  40: { ballSpeed: 146 * MPH, launchAngle: 10.2, spin: 4437, gap: 225 / 172, azimuthSd: 2, axisSd: 4.6 },
  50: { ballSpeed: 142 * MPH, launchAngle: 10.4, spin: 4630, gap: 212 / 172, azimuthSd: 2, axisSd: 4.5 },
  60: { ballSpeed: 137 * MPH, launchAngle: 11, spin: 4836, gap: 203 / 172, azimuthSd: 1.9, axisSd: 4.3 },
  70: { ballSpeed: 132 * MPH, launchAngle: 12.1, spin: 5361, gap: 194 / 172, azimuthSd: 1.8, axisSd: 4.1 },
  80: { ballSpeed: 127 * MPH, launchAngle: 14.1, spin: 6231, gap: 183 / 172, azimuthSd: 1.8, axisSd: 4 },
  90: { ballSpeed: 120 * MPH, launchAngle: 16.3, spin: 7097, gap: 1, azimuthSd: 1.7, axisSd: 3.8 },
  100: { ballSpeed: 115 * MPH, launchAngle: 18.1, spin: 7998, gap: 160 / 172, azimuthSd: 1.6, axisSd: 3.6 },
  110: { ballSpeed: 109 * MPH, launchAngle: 20.4, spin: 8647, gap: 148 / 172, azimuthSd: 1.6, axisSd: 3.4 },
  120: { ballSpeed: 102 * MPH, launchAngle: 24.2, spin: 9304, gap: 136 / 172, azimuthSd: 1.5, axisSd: 3.2 },
  130: { ballSpeed: 95 * MPH, launchAngle: 28, spin: 9950, gap: 124 / 172, azimuthSd: 1.5, axisSd: 3 },
};

/**
 * Distance of practice and foam balls against a regular ball. Our choice: limited-flight range
 * balls are sold as flying "about 75 %" of a regular ball, and a foam ball flies a third at most.
 */
export const BALL_TYPE_DISTANCE: Readonly<Record<BallType, number>> = { 10: 1, 20: 0.75, 30: 0.3 };

/** Ball speed, launch angle and spin spread (relative / degrees) of a perfectly timed swing. */
const SPEED_SD = 0.015;
const LAUNCH_SD = 0.8;
const SPIN_SD = 0.06;
/** How much each unit of |ln(tempo / 3)| widens the spread, and how much full speed it costs. */
const TEMPO_SPREAD = 4;
const TEMPO_SPEED_LOSS = 0.15;
/** Spin axis at the ends of the shot_shape scale (hook / slice), degrees; draw and fade are half. */
const SHAPE_AXIS_DEGREES = 12;
/** A shaped shot starts this share of its curve's angle the other way, so it curves back to the target. */
const SHAPE_START_SHARE = 0.25;

/** The carry a full, well-timed swing of `club` aims for (not for the putter: PUTT_FULL_ROLL_CM). */
export function fullCarry(
  club: Club,
  settings: Pick<PlayerSwingSettings, 'sevenIronDistance' | 'ballType'>,
): Centimetres {
  if (club === Club.putter) return PUTT_FULL_ROLL_CM;
  const template = CLUBS[club];
  return centimetres(settings.sevenIronDistance * template.gap * BALL_TYPE_DISTANCE[settings.ballType]);
}

/** The clubs the VLM knows, driver to putter. */
export const VLM_CLUBS: readonly Club[] = Object.values(Club);

const calibration = new Map<string, number>();

/**
 * The speed scale (of the club's tour ball speed, spin scaled with it) that carries `target` cm
 * through the physics, by bisection: carry grows with ball speed. Cached per club and target.
 */
function speedScaleFor(club: Exclude<Club, 140>, target: number): number {
  const key = `${club}:${Math.round(target)}`;
  const cached = calibration.get(key);
  if (cached !== undefined) return cached;
  const template = CLUBS[club];
  const carryAt = (scale: number) =>
    simulateShot(
      {
        ballSpeed: metresPerSecond(template.ballSpeed * scale),
        launchAngle: degrees(template.launchAngle),
        azimuth: degrees(0),
        backSpin: rpm(template.spin * spinScale(scale)),
        sideSpin: rpm(0),
      },
      {},
      { tracer: false },
    ).carry;
  let low = 0.02;
  let high = 1.8;
  for (let i = 0; i < 30 && high - low > 1e-4; i++) {
    const mid = (low + high) / 2;
    if (carryAt(mid) < target) low = mid;
    else high = mid;
  }
  const scale = (low + high) / 2;
  if (calibration.size > 2_000) calibration.clear();
  calibration.set(key, scale);
  return scale;
}

/**
 * Spin falls more slowly than speed on a shorter swing: a half wedge still spins (TrackMan's
 * partial-wedge data shows about 60 % of full spin at half speed), so spin scales with √speed.
 */
const spinScale = (speedScale: number) => Math.sqrt(speedScale);

/** A standard normal sample from two uniform ones (Box–Muller). */
function normal(random: () => number): number {
  const u = Math.max(random(), Number.MIN_VALUE);
  const v = random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

function check(swing: VirtualSwing): void {
  const { power, tempo, settings } = swing;
  if (!VLM_CLUBS.includes(swing.club)) throw new RangeError(`unknown club ${String(swing.club)}`);
  if (!(power >= 0 && power <= 1)) throw new RangeError('power must be 0 to 1');
  if (!(tempo > 0 && Number.isFinite(tempo))) throw new RangeError('tempo must be a positive number');
  if (!(Math.abs(swing.aimOffsetDegrees ?? 0) <= 45)) throw new RangeError('aim offset must be within ±45°');
  const seven = settings.sevenIronDistance;
  if (!(seven >= SEVEN_IRON_DISTANCE_MIN && seven <= SEVEN_IRON_DISTANCE_MAX)) {
    throw new RangeError(`7-iron distance must be ${SEVEN_IRON_DISTANCE_MIN} to ${SEVEN_IRON_DISTANCE_MAX} cm`);
  }
  if (!(settings.shotShape >= 10 && settings.shotShape <= 50)) throw new RangeError('shot shape must be 10 to 50');
  if (!(settings.ballType in BALL_TYPE_DISTANCE)) throw new RangeError('unknown ball type');
}

/** How far a tempo is from the ideal 3:1, on a log scale so 1.5:1 and 6:1 are equally off. */
export const tempoError = (tempo: number) => Math.abs(Math.log(tempo / IDEAL_TEMPO));

/**
 * Launch data for one swing. `random` returns uniform numbers in [0, 1) (Math.random, or a
 * seeded generator for a reproducible shot).
 */
export function virtualLaunch(swing: VirtualSwing, random: () => number): LaunchWithSpinComponents {
  check(swing);
  const { club, power, settings } = swing;
  const mistiming = tempoError(swing.tempo);
  const spread = 1 + TEMPO_SPREAD * mistiming;
  const mirror = settings.hand === 'L' ? -1 : 1;
  const aim = swing.aimOffsetDegrees ?? 0;

  if (club === Club.putter) {
    // A putt rolls: no spin to speak of, 1° of loft; the roll grows with speed², so speed follows √power.
    const speed = PUTT_FULL_SPEED * Math.sqrt(power) * (1 + 0.02 * spread * normal(random));
    const start = mirror * 0.6 * spread * normal(random);
    return {
      ballSpeed: metresPerSecond(Math.max(0, speed)),
      launchAngle: degrees(1),
      azimuth: degrees(start + aim),
      backSpin: rpm(0),
      sideSpin: rpm(0),
    };
  }

  const template = CLUBS[club];
  const target = fullCarry(club, settings) * Math.max(power, 0.01);
  const scale = speedScaleFor(club, target) * (1 - TEMPO_SPEED_LOSS * mistiming * mistiming);
  const ballSpeed = template.ballSpeed * scale * (1 + SPEED_SD * spread * normal(random));
  const launchAngle = template.launchAngle + LAUNCH_SD * spread * normal(random);
  const totalSpin = template.spin * spinScale(scale) * (1 + SPIN_SD * spread * normal(random));
  // The player's own shape, in their frame: negative axis curves left (a right-hander's draw).
  const shapeAxis = ((settings.shotShape - 30) / 20) * SHAPE_AXIS_DEGREES;
  const axis = shapeAxis + template.axisSd * spread * normal(random);
  const start = -SHAPE_START_SHARE * shapeAxis + template.azimuthSd * spread * normal(random);
  const axisRadians = (mirror * axis * Math.PI) / 180;
  return {
    ballSpeed: metresPerSecond(Math.max(0, ballSpeed)),
    launchAngle: degrees(launchAngle),
    azimuth: degrees(mirror * start + aim),
    backSpin: rpm(totalSpin * Math.cos(axisRadians)),
    sideSpin: rpm(totalSpin * Math.sin(axisRadians)),
  };
}

/** A `random` whose normal samples are all 0 (Box–Muller at v = 1/4): the swing without dispersion. */
const noDispersion = () => 0.25;
const suggestionCache = new Map<string, number>();

/** The flag stands on a green: a suggested swing lands and rolls out on one (bounce-roll.ts). */
const ONTO_GREEN = { surfaceAt: () => SurfaceType.green };

/**
 * The total distance of a dispersion-free swing landing on a green; powerForTotal takes a few secant
 * steps on the power to roll it out to a distance, since the roll grows as the swing gets shorter.
 */
function totalAt(club: Exclude<Club, 140>, power: number, settings: PlayerSwingSettings): Centimetres {
  const straight = { ...settings, shotShape: 30, hand: 'R' as const };
  return simulateShot(
    virtualLaunch({ club, power, tempo: IDEAL_TEMPO, settings: straight }, noDispersion),
    ONTO_GREEN,
    { tracer: false },
  ).totalDistance;
}

/** Carry and roll of a full, straight, well-timed swing onto a green. */
function fullTotal(club: Exclude<Club, 140>, settings: PlayerSwingSettings): Centimetres {
  const key = `full:${club}:${settings.sevenIronDistance}:${settings.ballType}`;
  // Shares the cache with the powers: a full total is centimetres, a power a share.
  const cached = suggestionCache.get(key);
  if (cached !== undefined) return cached as Centimetres;
  const total = totalAt(club, 1, settings);
  suggestionCache.set(key, total);
  return total;
}

function powerForTotal(club: Exclude<Club, 140>, distanceCm: Centimetres, settings: PlayerSwingSettings): number {
  const key = `${club}:${Math.round(distanceCm / 10)}:${settings.sevenIronDistance}:${settings.ballType}`;
  const cached = suggestionCache.get(key);
  if (cached !== undefined) return cached;
  let power = Math.min(1, Math.max(0.02, distanceCm / fullCarry(club, settings)));
  for (let i = 0; i < 4; i++) {
    const total = totalAt(club, power, settings);
    if (total <= 0 || Math.abs(total - distanceCm) < 50) break;
    power = Math.min(1, Math.max(0.02, (power * distanceCm) / total));
    if (power === 1 && total < distanceCm) break;
  }
  if (suggestionCache.size > 2_000) suggestionCache.clear();
  suggestionCache.set(key, power);
  return power;
}

/**
 * The club and power for a distance to the flag: the shortest club whose full swing reaches it,
 * carry and roll on a green (the putter on the green), and the power whose swing rolls out to it. Choosing by the
 * full total keeps the swings near full, where the roll is short. For suggestions in a client.
 */
export function suggestSwing(
  distanceCm: Centimetres,
  bag: readonly Club[],
  settings: PlayerSwingSettings,
  onGreen = false,
): { club: Club; power: number } | null {
  const clubs = VLM_CLUBS.filter((club) => bag.includes(club));
  if (clubs.length === 0) return null;
  const putt = () => ({ club: Club.putter, power: Math.min(1, Math.max(0.02, distanceCm / PUTT_FULL_ROLL_CM)) });
  if (onGreen && clubs.includes(Club.putter)) return putt();
  const swingClubs = clubs.filter((club): club is Exclude<Club, 140> => club !== Club.putter);
  if (swingClubs.length === 0) return putt();
  // Clubs are ordered longest first: from the shortest up, the first that reaches (else the longest).
  const club = [...swingClubs].reverse().find((c) => fullTotal(c, settings) >= distanceCm) ?? swingClubs[0]!;
  return { club, power: powerForTotal(club, distanceCm, settings) };
}
