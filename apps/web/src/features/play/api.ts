import type { HoleDefinition } from '@golf/golf';
import { apiGet, apiSend } from '../../lib/api';

// The round itself is the lobby's record (features/rounds), and the scorecard the scorecard screen's:
// one type and one cache entry for both screens.
export { fetchRound, startRound, type Round, type RoundPlayer } from '../rounds/api';
export { scorecardKeys, type Scorecard as RoundScorecard } from '../scorecard/api';

/** A hole of GET /courses/{id}; the geometry is the golf package's hole model without number, par, index. */
export interface CourseHole {
  number: number;
  par: number;
  stroke_index: number;
  geometry: Record<string, unknown>;
}

export interface CourseDetail {
  id: number;
  title: string;
  course_type: number;
  holes: CourseHole[];
}

/** The hole model for drawing and distances. */
export function toHoleDefinition(hole: CourseHole): HoleDefinition {
  return {
    ...(hole.geometry as unknown as HoleDefinition),
    number: hole.number,
    par: hole.par as HoleDefinition['par'],
    strokeIndex: hole.stroke_index,
  };
}

export interface HolePoint {
  x: number;
  y: number;
}

export interface PathPoint extends HolePoint {
  z: number;
  /** Seconds since the strike (absent on older strokes). */
  t?: number;
}

/** The scoring outcome of a stroke (the strokes API). */
export interface StrokeOutcome {
  id: string;
  user_id: number;
  hole: number;
  stroke_number: number;
  hole_strokes: number;
  hole_completed: boolean;
  completion: 'holed' | 'gimme' | 'conceded' | 'picked_up' | 'awarded' | 'attempts' | null;
  next_hole: number | null;
  play_status: number;
  round_status: number;
  mulligans_left: number;
}

/** The computed shot of POST /rounds/{id}/launches, in hole-frame centimetres. */
export interface Shot {
  carry: number;
  total_distance: number;
  ball_max_height: number;
  lateral: number;
  flight_time: number;
  landing_angle: number;
  rest: HolePoint;
  /** enums.surface_type */
  rest_surface: number;
  distance_to_hole: number;
  holed: boolean;
  penalty: 'out_of_bounds' | 'water' | null;
  next_position: HolePoint;
  ball_path: PathPoint[];
}

export interface LaunchResult {
  stroke: StrokeOutcome;
  shot: Shot;
}

/** Launch data of one swing (m/s, degrees, rpm; aim in whole hole-frame centimetres). */
export interface LaunchRequest {
  id: string;
  hole?: number;
  club: number;
  ball_speed: number;
  launch_angle: number;
  azimuth: number;
  back_spin: number;
  side_spin: number;
  aim?: HolePoint;
  mulligan: boolean;
}

/** The payload of round.stroke-recorded on presence-rounds.{id} (the launch fields when the server flew the shot). */
export interface StrokeRecordedEvent {
  /** The client stroke id. */
  id?: string;
  user_id: number;
  hole: number;
  ball_path?: PathPoint[];
  rest?: HolePoint;
  distance_to_hole?: number | null;
  hole_completed?: boolean;
}

export function isStrokeRecordedEvent(value: unknown): value is StrokeRecordedEvent {
  if (typeof value !== 'object' || value === null) return false;
  const { user_id, hole } = value as Record<string, unknown>;
  return typeof user_id === 'number' && typeof hole === 'number';
}

/** GET /rounds/{id}/state: each player's hole, ball and strokes on it, enough to redraw the hole. */
export interface RoundState {
  players: {
    user_id: number;
    current_hole: number | null;
    hole_strokes: number;
    ball: { position: HolePoint; surface: number } | null;
    strokes: { id: string; ball_path: PathPoint[] | null; hole_completed: boolean }[];
  }[];
}

export const playKeys = {
  round: (id: number) => ['play', 'round', id] as const,
  course: (id: number) => ['play', 'course', id] as const,
  state: (id: number) => ['play', 'state', id] as const,
};

export function fetchRoundState(id: number, signal?: AbortSignal): Promise<RoundState> {
  return apiGet<RoundState>(`/rounds/${id}/state`, { signal });
}

export function fetchCourse(id: number, signal?: AbortSignal): Promise<CourseDetail> {
  return apiGet<CourseDetail>(`/courses/${id}`, { signal });
}

export function postLaunch(roundId: number, launch: LaunchRequest): Promise<LaunchResult> {
  return apiSend<LaunchResult>('POST', `/rounds/${roundId}/launches`, launch);
}

/** Match play: concede the opponent's next stroke (user_id), or pick up the hole (no user_id). */
export function concede(roundId: number, hole: number, userId?: number): Promise<StrokeOutcome> {
  return apiSend<StrokeOutcome>('POST', `/rounds/${roundId}/concede`, { hole, user_id: userId });
}

/** Match play: concedes the whole match to the opponent; the round completes. */
export function concedeMatch(roundId: number): Promise<void> {
  return apiSend<void>('POST', `/rounds/${roundId}/concede-match`);
}

/** Ends a driving-range session. */
export function finishRange(roundId: number): Promise<void> {
  return apiSend<void>('POST', `/rounds/${roundId}/finish`);
}
