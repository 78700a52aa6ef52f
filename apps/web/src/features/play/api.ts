import type {
  ConcedeRequest,
  CourseDetail,
  LaunchRequest,
  LaunchResult,
  RoundState,
  StrokeOutcome,
} from '@golf/contracts';
import type { HoleDefinition } from '@golf/golf';
import { apiGet, apiSend } from '../../lib/api';

// The round itself is the lobby's record (features/rounds), and the scorecard the scorecard screen's:
// one type and one cache entry for both screens.
export { fetchRound, startRound, type Round, type RoundPlayer } from '../rounds/api';
export { scorecardKeys, type Scorecard as RoundScorecard } from '../scorecard/api';
// The play API's replies and requests, the course it is played on, and the stroke event of the round's channel.
export type {
  CourseDetail,
  HolePoint,
  LaunchRequest,
  LaunchResult,
  RoundState,
  Shot,
  StrokeOutcome,
  StrokeRecorded as StrokeRecordedEvent,
  TracerPoint as PathPoint,
} from '@golf/contracts';

/** A hole of GET /courses/{id}; the geometry is the golf package's hole model without number, par, index. */
export type CourseHole = CourseDetail['holes'][number];

/** The hole model for drawing and distances. */
export function toHoleDefinition(hole: CourseHole): HoleDefinition {
  return {
    ...(hole.geometry as unknown as HoleDefinition),
    number: hole.number,
    par: hole.par as HoleDefinition['par'],
    strokeIndex: hole.stroke_index,
  };
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
  return apiSend<StrokeOutcome>('POST', `/rounds/${roundId}/concede`, {
    hole,
    user_id: userId,
  } satisfies ConcedeRequest);
}

/** Match play: concedes the whole match to the opponent; the round completes. */
export function concedeMatch(roundId: number): Promise<void> {
  return apiSend<void>('POST', `/rounds/${roundId}/concede-match`);
}

/** Ends a driving-range session. */
export function finishRange(roundId: number): Promise<void> {
  return apiSend<void>('POST', `/rounds/${roundId}/finish`);
}
