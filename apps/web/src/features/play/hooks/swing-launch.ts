import type { Point } from '@golf/golf';
import type { LaunchRequest, LaunchResult } from '../api';

/** A swing of the virtual launch monitor, sent as POST /rounds/{id}/launches, and what its landing tells the player. */

/** The launch data of one virtual swing (m/s, degrees, rpm), as the golf package computes it. */
export interface SwingLaunch {
  ballSpeed: number;
  launchAngle: number;
  azimuth: number;
  backSpin: number;
  sideSpin: number;
}

/** The largest azimuth (degrees) and spin (rpm) the launches endpoint takes. */
const MAX_AZIMUTH = 45;
const MAX_SPIN = 15_000;
const MAX_BALL_SPEED = 100;

const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** A client id for a stroke (the server's idempotency key, and how this screen knows its own events). */
export function clientId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  // Fallback for non-secure origins (http on a LAN kiosk): RFC 4122 version 4 from Math.random.
  return 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
    const r = (Math.random() * 16) | 0;
    return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
  });
}

/** The request body of a swing: rounded to the precision the endpoint keeps, inside the ranges it accepts. */
export function launchRequest(swing: {
  id: string;
  hole: number;
  club: number;
  launch: SwingLaunch;
  aim: Point;
  mulligan: boolean;
}): LaunchRequest {
  const { launch } = swing;
  return {
    id: swing.id,
    hole: swing.hole,
    club: swing.club,
    ball_speed: Math.min(MAX_BALL_SPEED, Math.round(launch.ballSpeed * 100) / 100),
    launch_angle: Math.round(launch.launchAngle * 10) / 10,
    azimuth: clamp(Math.round(launch.azimuth * 100) / 100, MAX_AZIMUTH),
    back_spin: clamp(Math.round(launch.backSpin), MAX_SPIN),
    side_spin: clamp(Math.round(launch.sideSpin), MAX_SPIN),
    aim: { x: Math.round(swing.aim.x), y: Math.round(swing.aim.y) },
    mulligan: swing.mulligan,
  };
}

/** A toast shown once my shot has landed. */
export type LandingToast =
  | { kind: 'penalty'; penalty: NonNullable<LaunchResult['shot']['penalty']> }
  | { kind: 'holeCompleted'; hole: number; strokes: number };

export function landingToasts(result: LaunchResult): LandingToast[] {
  const { stroke, shot } = result;
  const toasts: LandingToast[] = [];
  if (shot.penalty) toasts.push({ kind: 'penalty', penalty: shot.penalty });
  if (stroke.hole_completed) toasts.push({ kind: 'holeCompleted', hole: stroke.hole, strokes: stroke.hole_strokes });
  return toasts;
}
