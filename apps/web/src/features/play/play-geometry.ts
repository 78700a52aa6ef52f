import {
  distance,
  TEEING_TYPES,
  TeeingType,
  teePosition as teeingTypePosition,
  type HoleDefinition,
  type Point,
  type Polygon,
} from '@golf/golf';
import type { PathPoint } from './api';
import type { Locale } from '@golf/contracts';
import { formatNumber } from '../../lib/format';
import { CM_PER_YARD, type UnitType } from '../player-settings/units';

/**
 * Drawing a hole and its shots. The hole frame (golf package, course.ts) has +y forward from the
 * back tee and +x right, in centimetres; SVG has y down, so the map draws (x, −y) and the hole
 * runs up the screen.
 */

export const toSvg = (p: Point): Point => ({ x: p.x, y: -p.y });
export const fromSvg = (p: Point): Point => ({ x: Math.round(p.x), y: Math.round(-p.y) });

/** The SVG `d` of a closed polygon. */
export function polygonPath(polygon: Polygon): string {
  if (polygon.length === 0) return '';
  return `${polygon.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x} ${-p.y}`).join(' ')} Z`;
}

/** The SVG `points` of an open polyline. */
export const polylinePoints = (points: readonly Point[]): string => points.map((p) => `${p.x},${-p.y}`).join(' ');

/** The viewBox around the hole's playable area, with a margin of 5 % of its larger side. */
export function holeViewBox(hole: HoleDefinition): { x: number; y: number; width: number; height: number } {
  const points = [...hole.bounds, hole.pin, ...Object.values(hole.tees).map((tee) => tee.position)];
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => -p.y);
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const width = Math.max(...xs) - minX;
  const height = Math.max(...ys) - minY;
  const margin = Math.max(width, height) * 0.05;
  return { x: minX - margin, y: minY - margin, width: width + 2 * margin, height: height + 2 * margin };
}

/** Where a round's players tee off; a teeing type the golf package does not know tees off from the middle. */
export function teePosition(hole: HoleDefinition, tee: number): Point {
  const known = (TEEING_TYPES as readonly number[]).includes(tee);
  return teeingTypePosition(hole, known ? (tee as TeeingType) : TeeingType.middle);
}

export const distanceBetween = (a: Point, b: Point) => distance(a, b);

/** How far a dogleg's corner must still lie ahead of the ball (along the leg into it, and nearer the pin) to aim there: 20 m. */
export const CORNER_AHEAD_MIN_CM = 2_000;

/**
 * Where to aim by default: the next turning point of the hole (the dogleg's corner) while it still
 * lies ahead of the ball, else the pin. A corner is ahead when the ball is at least
 * `CORNER_AHEAD_MIN_CM` short of it along the leg that runs into it (measured square to the
 * corner, so a ball beside the fairway counts too) and the corner is at least that much nearer
 * the pin than the ball. A ball at or past the corner, or just short of it, aims at the pin: a
 * corner behind or beside the ball would send every default swing sideways or backwards.
 */
export function defaultAim(hole: HoleDefinition, ball: Point): Point {
  const toPin = distanceBetween(ball, hole.pin);
  let from = backTee(hole);
  for (const turn of hole.centreLine) {
    const legX = turn.x - from.x;
    const legY = turn.y - from.y;
    const legLength = Math.hypot(legX, legY);
    from = turn;
    if (legLength === 0) continue;
    // How far the corner lies in front of the ball along the leg into it (negative: passed).
    const ahead = ((turn.x - ball.x) * legX + (turn.y - ball.y) * legY) / legLength;
    if (ahead >= CORNER_AHEAD_MIN_CM && distanceBetween(turn, hole.pin) <= toPin - CORNER_AHEAD_MIN_CM) return turn;
  }
  return hole.pin;
}

/** The tee farthest from the pin, where the centre line starts. */
function backTee(hole: HoleDefinition): Point {
  const tees = Object.values(hole.tees).map((tee) => tee.position);
  return tees.reduce((far, tee) => (distanceBetween(tee, hole.pin) > distanceBetween(far, hole.pin) ? tee : far));
}

/**
 * A distance in the player's unit and the UI language for the in-round screen: yards or metres, and
 * on the green (under 30 m) feet or metres with one decimal ("2.7 m", "2,7 m" in Swedish).
 */
export function formatDistance(cm: number, unit: UnitType, locale: Locale): { value: string; unit: 'yd' | 'ft' | 'm' } {
  const close = cm < 3_000;
  if (unit === 'metric') return { value: formatNumber(cm / 100, locale, close ? { maxDigits: 1 } : {}), unit: 'm' };
  if (close) return { value: formatNumber(cm / 30.48, locale), unit: 'ft' };
  return { value: formatNumber(cm / CM_PER_YARD, locale), unit: 'yd' };
}

/** The tracer's samples up to `t` seconds, with the ball's position interpolated at `t`. */
export function tracerAt(path: readonly PathPoint[], t: number): { drawn: PathPoint[]; ball: PathPoint | null } {
  if (path.length === 0) return { drawn: [], ball: null };
  const times = path.map((p, i) => p.t ?? i * 0.05);
  const drawn: PathPoint[] = [];
  for (let i = 0; i < path.length; i++) {
    if (times[i]! <= t) {
      drawn.push(path[i]!);
      continue;
    }
    const previous = path[i - 1];
    if (!previous) return { drawn: [path[0]!], ball: path[0]! };
    const span = times[i]! - times[i - 1]!;
    const f = span > 0 ? (t - times[i - 1]!) / span : 1;
    const next = path[i]!;
    const ball = {
      x: previous.x + (next.x - previous.x) * f,
      y: previous.y + (next.y - previous.y) * f,
      z: previous.z + (next.z - previous.z) * f,
      t,
    };
    drawn.push(ball);
    return { drawn, ball };
  }
  return { drawn, ball: path[path.length - 1]! };
}

/** How long a tracer lasts, seconds. */
export function tracerDuration(path: readonly PathPoint[]): number {
  if (path.length === 0) return 0;
  return path[path.length - 1]!.t ?? (path.length - 1) * 0.05;
}

/** Tracers play faster than real time so a long roll does not hold up the round: at most this long (a real flight and roll takes 6–12 s). */
export const MAX_TRACER_SECONDS = 2.5;
export const tracerSpeed = (path: readonly PathPoint[]): number =>
  Math.max(1, tracerDuration(path) / MAX_TRACER_SECONDS);
