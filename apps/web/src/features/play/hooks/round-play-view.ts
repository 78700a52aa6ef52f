import { enums, type PlayerSettings } from '@golf/contracts';
import {
  centimetres,
  puttConcedable,
  surfaceAt,
  SurfaceType,
  suggestSwing,
  VLM_CLUBS,
  type Club,
  type HoleDefinition,
  type PlayerSwingSettings,
  type Point,
} from '@golf/golf';
import type { Round, RoundPlayer, RoundState } from '../api';
import { mulliganButton } from '../mulligan';
import { pickUpAction, strokesOnHole, suggestPickUp, type PickUpAction } from '../pick-up';
import { distanceBetween, teePosition } from '../play-geometry';
import type { BallState, RoundPlayState, ShotRecord } from './round-play-reducer';

/**
 * What the in-round screen shows, derived on every render from its own state and the server's
 * round, round state and course: pure, so the rules of the screen are tested without a browser.
 */

/** The player fields the screen reads. */
export type PlayPlayer = Pick<
  RoundPlayer,
  'user_id' | 'display_name' | 'current_hole' | 'play_status' | 'mulligans_used'
>;

/** The round fields the screen's rules read. */
export type PlayRound = Pick<
  Round,
  'holes' | 'tee' | 'mulligans' | 'game_mode' | 'round_status' | 'play_status' | 'match_conceded_by'
> & { players: readonly PlayPlayer[] };

export type PlayScreen = 'pending' | 'ongoing' | 'completed';

/** What the finished screen says: who conceded the match, if someone did; else whether everyone is done. */
export type FinishedReason =
  { kind: 'matchConcededByMe' } | { kind: 'matchConceded'; by: number } | { kind: 'roundDone' } | { kind: 'waiting' };

export interface RoundPlayInput {
  state: RoundPlayState;
  meId: number;
  round: PlayRound | undefined;
  roundState: RoundState | undefined;
  holes: ReadonlyMap<number, HoleDefinition>;
  settings: PlayerSettings | undefined;
  /** A launch is on its way to the server. */
  launchPending: boolean;
  /** When the scorecard was last read, or its read last failed (ms; 0 before the first). */
  scorecardReadAt: number;
}

export interface RoundPlayView {
  started: boolean;
  screen: PlayScreen;
  roundCompleted: boolean;
  me: PlayPlayer | undefined;
  /** The player match play concedes to (the other player of the round). */
  opponent: PlayPlayer | undefined;
  /** Match play: the opponent's ball lies on the green of my hole, so their putt may be conceded. */
  canConcedePutt: boolean;
  currentHoleNumber: number | null;
  hole: HoleDefinition | undefined;
  ball: BallState | null;
  swingSettings: PlayerSwingSettings | null;
  bag: Club[];
  distanceToPin: number | null;
  /** The current lie as a key: the club, power and aim chosen hold for it only. */
  lie: string;
  club: number | null;
  power: number;
  aim: Point | null;
  flying: boolean;
  /** Swinging needs a ball, the player's settings and a hole on the server. */
  canSwing: boolean;
  mulligansLeft: number;
  mulligan: ReturnType<typeof mulliganButton>;
  holeStrokes: number;
  pickUp: PickUpAction | null;
  pickUpSuggested: boolean;
  /** My last swing here (others' shots are in the list too), and whether it went in. */
  lastShot: { shot: ShotRecord; holed: boolean } | null;
  finished: FinishedReason;
}

export function swingSettingsOf(settings: PlayerSettings | undefined): PlayerSwingSettings | null {
  if (!settings) return null;
  return {
    sevenIronDistance: centimetres(settings['7_iron_distance']),
    shotShape: settings.shot_shape,
    hand: settings.hand,
    ballType: settings.ball_type as PlayerSwingSettings['ballType'],
  };
}

/** The clubs the virtual launch monitor offers: the player's bag, or every club it knows when none of them is in it. */
export function golfBag(chosen: readonly number[] | undefined): Club[] {
  const known = (chosen ?? []).filter((c): c is Club => (VLM_CLUBS as number[]).includes(c));
  return known.length > 0 ? VLM_CLUBS.filter((c) => known.includes(c)) : [...VLM_CLUBS];
}

export const lieOf = (ball: BallState | null): string =>
  ball ? `${ball.hole}:${ball.position.x}:${ball.position.y}` : '';

/**
 * The ball this screen moved last, while the server still agrees on the hole (a concession moves it on)
 * and has counted no later stroke there. A launch monitor's stroke whose event came while my shot was
 * flying, or never came, shows once the round state is read again. In flight the ball stays put.
 */
export function ownBall(
  played: BallState | null,
  me: PlayPlayer | undefined,
  fromServer: Pick<RoundState['players'][number], 'current_hole' | 'hole_strokes'> | undefined,
  flying: boolean,
): BallState | null {
  if (!played || (me?.current_hole !== played.basedOn && me?.current_hole !== played.hole)) return null;
  const strokedElsewhere = fromServer?.current_hole === played.hole && fromServer.hole_strokes > played.strokes;
  return strokedElsewhere && !flying ? null : played;
}

/** Where my ball lies when this screen has not moved it: where the server's round state says, else on the tee. */
export function serverBall(
  hole: HoleDefinition | undefined,
  tee: number | undefined,
  fromServer: RoundState['players'][number] | undefined,
  serverHole: number | null | undefined,
): BallState | null {
  if (tee === undefined || !hole) return null;
  const onHole = fromServer?.current_hole === hole.number;
  const position = onHole && fromServer.ball ? fromServer.ball.position : teePosition(hole, tee);
  return {
    hole: hole.number,
    position,
    previous: null,
    basedOn: serverHole ?? null,
    strokes: onHole ? fromServer.hole_strokes : 0,
  };
}

export const roundStarted = (round: Pick<PlayRound, 'play_status'> | undefined): boolean =>
  round !== undefined && round.play_status !== enums.play_status.pending;

/**
 * Who opened the in-round screen: one of the round's players; someone else, who belongs in the round's
 * lobby (the presence channel is for players only); or not known yet. "Someone else" waits for a read of
 * the round made on this screen: a cached round may be from before the caller joined.
 */
export type RoundAccess = 'player' | 'outsider' | 'unknown';

export function roundAccess(
  round: Pick<PlayRound, 'players'> | undefined,
  meId: number | undefined,
  readHere: boolean,
): RoundAccess {
  if (!round || meId === undefined) return 'unknown';
  if (round.players.some((player) => player.user_id === meId)) return 'player';
  return readHere ? 'outsider' : 'unknown';
}

export function finishedReason(round: PlayRound | undefined, meId: number): FinishedReason {
  const concededBy = round?.match_conceded_by;
  if (concededBy === meId) return { kind: 'matchConcededByMe' };
  if (typeof concededBy === 'number') return { kind: 'matchConceded', by: concededBy };
  return round?.round_status === enums.round_status.completed ? { kind: 'roundDone' } : { kind: 'waiting' };
}

/**
 * Whether I may concede my match-play opponent's next putt: they play my hole and the round state
 * has their ball on its green (the server refuses any other concession of a stroke, decision 0123).
 */
export function concedablePutt(
  round: Pick<PlayRound, 'game_mode'> | undefined,
  opponent: PlayPlayer | undefined,
  currentHoleNumber: number | null,
  roundState: RoundState | undefined,
): boolean {
  if (round?.game_mode !== enums.game_mode.match_play || !opponent || opponent.current_hole !== currentHoleNumber)
    return false;
  const theirs = roundState?.players.find((p) => p.user_id === opponent.user_id);
  return theirs?.current_hole === currentHoleNumber && puttConcedable(theirs.ball?.surface);
}

export function roundPlayView(input: RoundPlayInput): RoundPlayView {
  const { state, meId, round, roundState, holes, settings, launchPending, scorecardReadAt } = input;
  const me = round?.players.find((p) => p.user_id === meId);
  const myState = roundState?.players.find((p) => p.user_id === meId);
  const started = roundStarted(round);
  // The reply to my last stroke says at once when it ended my round (or the round); the round's own
  // record says so only when it is read again, and meanwhile the Swing button must not come back.
  const lastOutcome = state.lastOutcome;
  const roundCompleted =
    round?.round_status === enums.round_status.completed || lastOutcome?.round_status === enums.round_status.completed;
  const myDone =
    me?.play_status === enums.play_status.round_completed ||
    lastOutcome?.play_status === enums.play_status.round_completed;

  const flying = launchPending || state.active !== null;
  const own = ownBall(state.played, me, myState, flying);
  // A shot in flight stays on its hole even when the server has already moved the player on.
  const currentHoleNumber = state.active?.hole ?? own?.hole ?? me?.current_hole ?? round?.holes[0] ?? null;
  const hole = currentHoleNumber !== null ? holes.get(currentHoleNumber) : undefined;
  const ball = own ?? serverBall(hole, round?.tee, myState, me?.current_hole);

  const swingSettings = swingSettingsOf(settings);
  const bag = golfBag(settings?.golf_bag);
  const distanceToPin = hole && ball ? distanceBetween(ball.position, hole.pin) : null;
  const onGreen = hole && ball ? surfaceAt(hole, ball.position) === SurfaceType.green : false;
  // Each lie suggests a club and a power for the distance until the player changes them.
  const lie = lieOf(ball);
  const suggestion =
    swingSettings && distanceToPin !== null ? suggestSwing(distanceToPin, bag, swingSettings, onGreen) : null;
  const chosen = state.swing?.lie === lie ? state.swing.value : null;

  const mulligansLeft = lastOutcome?.mulligans_left ?? Math.max(0, (round?.mulligans ?? 0) - (me?.mulligans_used ?? 0));
  // A stroke to replace on this hole: one played here, or (after a reload) one the server has.
  const hasStrokeHere =
    ball?.previous != null || (myState?.current_hole === ball?.hole && (myState?.hole_strokes ?? 0) > 0);
  const holeStrokes = hole ? strokesOnHole(hole.number, myState, lastOutcome) : 0;
  const myLastShot = lastOutcome ? state.shots.findLast((shot) => shot.key === lastOutcome.id) : undefined;
  // The final scorecard waits for the read that includes the last stroke, so it never shows one short.
  const cardBehind = state.lastOutcomeAt !== null && scorecardReadAt < state.lastOutcomeAt;
  const opponent = round?.players.find((p) => p.user_id !== meId);

  return {
    started,
    // The shot that ends my round lands on its hole before the final scorecard shows.
    screen: (roundCompleted || myDone) && !state.active && !cardBehind ? 'completed' : started ? 'ongoing' : 'pending',
    roundCompleted,
    me,
    opponent,
    canConcedePutt: concedablePutt(round, opponent, currentHoleNumber, roundState),
    currentHoleNumber,
    hole,
    ball,
    swingSettings,
    bag,
    distanceToPin,
    lie,
    club: chosen?.club ?? suggestion?.club ?? null,
    power: chosen?.power ?? suggestion?.power ?? 1,
    aim: state.aim?.lie === lie ? state.aim.value : null,
    flying,
    canSwing: ball !== null && swingSettings !== null && me?.current_hole != null && !myDone && !roundCompleted,
    mulligansLeft,
    mulligan: mulliganButton({ armed: state.armed !== null, left: mulligansLeft, hasStrokeHere, flying }),
    holeStrokes,
    pickUp: round ? pickUpAction(round.game_mode) : null,
    pickUpSuggested:
      round !== undefined && hole !== undefined && !flying && suggestPickUp(round.game_mode, hole.par, holeStrokes),
    lastShot:
      !flying && lastOutcome && myLastShot ? { shot: myLastShot, holed: lastOutcome.completion === 'holed' } : null,
    finished: finishedReason(round, meId),
  };
}
