import type { Point } from '@golf/golf';
import type { LaunchResult, PathPoint, StrokeOutcome, StrokeRecordedEvent } from '../api';
import type { StrokeSource } from '../../launch-monitor/strokes';
import { armMulligan, disarmMulligan, type ArmedMulligan } from '../mulligan';
import type { Tracer } from '../components/HoleMap';
import { OWN_COLOR } from './shot-colors';

/**
 * What the in-round screen holds itself, on top of the server's round, state and scorecard: the ball
 * it moved, the player's choices for the next swing, the shots drawn on the map and the armed mulligan.
 * Everything here belongs to one round (the page starts afresh on another one).
 */

/** A shot drawn on the map: whose, on which hole, along which path. */
export interface ShotRecord {
  key: string;
  userId: number;
  hole: number;
  path: PathPoint[];
}

export interface BallState {
  hole: number;
  position: Point;
  /** Where the last stroke was played from (a mulligan replays from there). */
  previous: Point | null;
  /** The player's current hole on the server when this was set; a later move there overrides it. */
  basedOn: number | null;
  /** Strokes counted on `hole` when the ball came to lie here: the server counting more means a stroke from elsewhere moved it. */
  strokes: number;
}

/** My shot flying on the map, on the hole it was played on, and what changes once it has landed. */
export interface ActiveShot extends Tracer {
  hole: number;
  landing: { record: ShotRecord; played: BallState; result: LaunchResult };
}

/** Another player's ball as the round's channel last reported it. */
export interface SeenBall {
  hole: number;
  position: Point;
}

/** A choice that holds for one lie only: a new lie suggests the club and the aim afresh. */
export interface ForLie<T> {
  lie: string;
  value: T;
}

export interface RoundPlayState {
  /** The ball this screen moved last (null: the server's round state says where it lies). */
  played: BallState | null;
  aim: ForLie<Point> | null;
  swing: ForLie<{ club: number; power: number }> | null;
  tempo: number;
  shots: ShotRecord[];
  active: ActiveShot | null;
  /** Another player's (or my launch monitor's) shot flying on the map. */
  watching: Tracer | null;
  others: ReadonlyMap<number, SeenBall>;
  /** The armed mulligan, with what arming it changed on the screen (to put back when it is taken back). */
  armed: ArmedMulligan<BallState, ShotRecord> | null;
  lastOutcome: StrokeOutcome | null;
  /** When the last outcome arrived (ms): a scorecard read before then lacks its stroke. */
  lastOutcomeAt: number | null;
  scorecardOpen: boolean;
}

export const DEFAULT_TEMPO = 3;

/** The time an outcome arrived, for `launched` and `holeGivenUp`: read in the event handler, never in render. */
export const answeredAt = (): number => Date.now();

export function initialRoundPlayState(): RoundPlayState {
  return {
    played: null,
    aim: null,
    swing: null,
    tempo: DEFAULT_TEMPO,
    shots: [],
    active: null,
    watching: null,
    others: new Map(),
    armed: null,
    lastOutcome: null,
    lastOutcomeAt: null,
    scorecardOpen: false,
  };
}

export type RoundPlayAction =
  | { type: 'aimed'; lie: string; point: Point }
  | { type: 'swingChosen'; lie: string; club: number; power: number }
  | { type: 'tempoChosen'; tempo: number }
  /** A round.stroke-recorded event; `key` names its tracer when the event carries no id. */
  | { type: 'strokeSeen'; event: StrokeRecordedEvent; source: StrokeSource; key: string; color: string }
  /** The server took my swing at `at` (ms); `nextTee` is the next hole's tee when the stroke completed the hole. */
  | {
      type: 'launched';
      result: LaunchResult;
      meId: number;
      hole: number;
      from: Point;
      nextTee: Point | null;
      at: number;
    }
  | { type: 'launchFailed' }
  | { type: 'shotLanded' }
  | { type: 'watched' }
  | { type: 'mulliganArmed'; ball: BallState; meId: number }
  | { type: 'mulliganTakenBack' }
  /** The hole was picked up or conceded: the server's round state places the ball from now on. */
  | { type: 'holeGivenUp'; outcome: StrokeOutcome; at: number }
  | { type: 'scorecardShown'; open: boolean };

/** Where my ball lies once the shot has landed: on, on the next tee, or still on the finished last hole. */
export function ballAfterShot(result: LaunchResult, hole: number, from: Point, nextTee: Point | null): BallState {
  const { stroke, shot } = result;
  const strokes = stroke.hole_strokes;
  if (!stroke.hole_completed) return { hole, position: shot.next_position, previous: from, basedOn: hole, strokes };
  if (stroke.next_hole !== null && nextTee) {
    return { hole: stroke.next_hole, position: nextTee, previous: null, basedOn: hole, strokes: 0 };
  }
  return { hole, position: shot.next_position, previous: null, basedOn: hole, strokes };
}

function takeBack(state: RoundPlayState, armed: ArmedMulligan<BallState, ShotRecord>): RoundPlayState {
  const back = disarmMulligan(armed, state.shots);
  return { ...state, armed: null, played: back.played, shots: back.shots };
}

function strokeSeen(state: RoundPlayState, action: Extract<RoundPlayAction, { type: 'strokeSeen' }>): RoundPlayState {
  const { event, source, key, color } = action;
  // A stroke posted here is already animated from the launch's reply.
  if (source === 'posted-here') return state;
  const path = event.ball_path;
  const drawn =
    path && path.length > 0
      ? {
          shots: [...state.shots, { key, userId: event.user_id, hole: event.hole, path }],
          watching: { key, path, color },
        }
      : {};
  if (source === 'own-elsewhere') {
    // My shot from a launch monitor (or another screen): the ball lies where the server says, and an
    // armed mulligan is void (a launch monitor never sends one).
    return { ...state, ...drawn, played: null, lastOutcome: null, lastOutcomeAt: null, armed: null };
  }
  const rest = event.rest;
  const others = rest ? new Map(state.others).set(event.user_id, { hole: event.hole, position: rest }) : state.others;
  return { ...state, ...drawn, others };
}

export function roundPlayReducer(state: RoundPlayState, action: RoundPlayAction): RoundPlayState {
  switch (action.type) {
    case 'aimed':
      return { ...state, aim: { lie: action.lie, value: action.point } };
    case 'swingChosen':
      return { ...state, swing: { lie: action.lie, value: { club: action.club, power: action.power } } };
    case 'tempoChosen':
      return { ...state, tempo: action.tempo };
    case 'strokeSeen':
      return strokeSeen(state, action);
    case 'launched': {
      const { result, meId, hole, from, nextTee } = action;
      const record: ShotRecord = { key: result.stroke.id, userId: meId, hole, path: result.shot.ball_path };
      const played = ballAfterShot(result, hole, from, nextTee);
      return {
        ...state,
        armed: null,
        lastOutcome: result.stroke,
        lastOutcomeAt: action.at,
        active: { key: record.key, hole, path: record.path, color: OWN_COLOR, landing: { record, played, result } },
      };
    }
    case 'launchFailed':
      // The ball stays where it was. A refused mulligan is taken back, else every later swing would
      // ask for it again and be refused too.
      return state.armed ? takeBack(state, state.armed) : state;
    case 'shotLanded': {
      if (!state.active) return state;
      const { record, played } = state.active.landing;
      return { ...state, active: null, shots: [...state.shots, record], played };
    }
    case 'watched':
      return { ...state, watching: null };
    case 'mulliganArmed': {
      // The server replays from where the replaced stroke was played: the ball shows there when known.
      const next = armMulligan(state.played, action.ball, state.shots, action.meId);
      return { ...state, played: next.played, shots: next.shots, armed: next.armed };
    }
    case 'mulliganTakenBack':
      return state.armed ? takeBack(state, state.armed) : state;
    case 'holeGivenUp':
      return { ...state, lastOutcome: action.outcome, lastOutcomeAt: action.at, played: null };
    case 'scorecardShown':
      return { ...state, scorecardOpen: action.open };
  }
}
