import { describe, expect, it } from 'vitest';
import type { ShotLaunch } from '../ball-flight/simulate';
import { buildHole } from '../hole-builder';
import type { Degrees, Feet, MetresPerSecond, Rpm } from '../units';
import { SurfaceType } from '../course';
import { distance } from '../geometry';
import { centimetres } from '../units';
import { IDEAL_TEMPO, suggestSwing, virtualLaunch, VLM_CLUBS } from '../virtual-launch-monitor/virtual-launch';
import {
  localBall,
  localRoundTotal,
  playLocalStroke,
  startLocalRound,
  type LocalRoundSetup,
  type LocalRoundState,
} from './local-round';

/** Two 150 m par 3s; the second has out of bounds 30 m right of the centre line. */
const setup: LocalRoundSetup = {
  holes: [
    buildHole({ number: 1, par: 3, strokeIndex: 1, lengthsM: { 10: 120, 20: 135, 30: 150 } }),
    buildHole({
      number: 2,
      par: 3,
      strokeIndex: 2,
      lengthsM: { 10: 120, 20: 135, 30: 150 },
      outOfBounds: [{ side: 'right', offsetM: 30 }],
    }),
  ],
  teeingType: 20,
  elevation: 10,
  greenStimp: 9 as Feet,
  rules: { gimmeDistance: null, gimmeOnSecondPutt: false, mulligansPerRound: 1 },
};
const launch = (ballSpeed: number, launchAngle: number, azimuth = 0, backSpin = 0): ShotLaunch => ({
  ballSpeed: ballSpeed as MetresPerSecond,
  launchAngle: launchAngle as Degrees,
  azimuth: azimuth as Degrees,
  backSpin: backSpin as Rpm,
  sideSpin: 0 as Rpm,
});
const pin = (n: number) => setup.holes[n - 1]!.pin;

const SETTINGS = { sevenIronDistance: centimetres(14_000), shotShape: 30, hand: 'R', ballType: 10 } as const;

/** Plays the current hole out as a player would: the suggested club and power, a perfect swing at the pin. */
function putOut(state: LocalRoundState): LocalRoundState {
  let current = state;
  for (let i = 0; i < 15; i++) {
    const hole = setup.holes[current.holeIndex]!;
    const ball = localBall(setup, current)!;
    const swing = suggestSwing(
      distance(ball.position, hole.pin),
      VLM_CLUBS,
      SETTINGS,
      ball.surface === SurfaceType.green,
    )!;
    const result = playLocalStroke(setup, current, {
      launch: virtualLaunch({ ...swing, tempo: IDEAL_TEMPO, settings: SETTINGS }, () => 0.5),
      aim: hole.pin,
    });
    if (!result.ok) throw new Error(result.refusal);
    current = result.state;
    if (result.holeCompleted) return current;
  }
  throw new Error('the hole was not finished in 15 strokes');
}

describe('a local round', () => {
  it('starts on the first tee, plays a stroke from it and moves the ball', () => {
    const start = startLocalRound(setup);
    expect(localBall(setup, start)).toEqual({ position: expect.any(Object), surface: 10 });
    const played = playLocalStroke(setup, start, { launch: launch(45, 16, 0, 6000), aim: pin(1) });
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(played.hole).toBe(1);
    expect(played.state.holeState?.strokes).toBe(1);
    expect(played.state.ball.position).toEqual(played.shot.nextPosition);
    expect(played.state.before?.position).toEqual(localBall(setup, start)!.position);
  });

  it('ends a hole when the ball drops, scores it and waits on the next tee', () => {
    const afterOne = putOut(startLocalRound(setup));
    expect(afterOne.holeIndex).toBe(1);
    expect(afterOne.scores).toHaveLength(1);
    expect(afterOne.scores[0]).toMatchObject({ hole: 1, par: 3, completion: 'holed' });
    expect(afterOne.scores[0]!.strokes).toBeGreaterThanOrEqual(2);
    expect(afterOne.holeState).toBeNull();
    expect(afterOne.finished).toBe(false);
  });

  it('out of bounds costs stroke and distance: the ball is played again from where it was', () => {
    const start = startLocalRound({ ...setup, holes: [setup.holes[1]!] });
    const tee = localBall(setup, start)!;
    const sliced = playLocalStroke({ ...setup, holes: [setup.holes[1]!] }, start, {
      launch: launch(50, 14, 25, 4000),
      aim: pin(2),
    });
    expect(sliced.ok && sliced.shot.penalty).toBe('out_of_bounds');
    if (!sliced.ok) return;
    expect(sliced.state.holeState).toMatchObject({ strokes: 2, penaltyStrokes: 1 });
    expect(sliced.state.ball.position).toEqual(tee.position);
  });

  it('finishes after the last hole and refuses further strokes; the total is the sum of the holes', () => {
    const done = putOut(putOut(startLocalRound(setup)));
    expect(done.finished).toBe(true);
    expect(localRoundTotal(done)).toBe(done.scores[0]!.strokes + done.scores[1]!.strokes);
    expect(playLocalStroke(setup, done, { launch: launch(10, 2), aim: pin(2) })).toEqual({
      ok: false,
      refusal: 'round_finished',
    });
  });

  it('a mulligan replays from where the replaced stroke was played, once per round', () => {
    const start = startLocalRound(setup);
    const first = playLocalStroke(setup, start, { launch: launch(30, 20, 10, 5000), aim: pin(1) });
    if (!first.ok) throw new Error('first stroke refused');
    const again = playLocalStroke(setup, first.state, { launch: launch(45, 16, 0, 6000), aim: pin(1), mulligan: true });
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.state.holeState?.strokes).toBe(1);
    expect(again.state.before?.position).toEqual(localBall(setup, start)!.position);
    expect(playLocalStroke(setup, again.state, { launch: launch(10, 2), aim: pin(1), mulligan: true })).toEqual({
      ok: false,
      refusal: 'mulligan_not_possible',
    });
  });
});
