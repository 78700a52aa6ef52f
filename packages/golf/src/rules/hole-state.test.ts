import { describe, expect, it } from 'vitest';
import { SurfaceType } from '../course';
import {
  type HoleAction,
  type HoleState,
  type PlayRules,
  applyStroke,
  holeResultFromState,
  puttConcedable,
  startHole,
} from './hole-state';
import { NumStrokeReason } from './stroke-reasons';
import { centimetres } from '../units';

const noGimmes: PlayRules = { gimmeDistance: null, gimmeOnSecondPutt: false, mulligansPerRound: 0 };
const hole = () => startHole({ holeNumber: 5, par: 4, lengthCm: centimetres(38000) });
const shot = (surface: number, distanceToHoleCm: number, more: Partial<HoleAction> = {}): HoleAction =>
  ({ type: 'stroke', holed: false, surface, distanceToHoleCm, ...more }) as HoleAction;
const holed = (more: Partial<HoleAction> = {}): HoleAction =>
  ({ type: 'stroke', holed: true, surface: SurfaceType.green, distanceToHoleCm: 0, ...more }) as HoleAction;

/** Applies actions in order; fails the test on a refusal. */
function play(rules: PlayRules, actions: HoleAction[], from: HoleState = hole()): HoleState {
  return actions.reduce((state, action) => {
    const next = applyStroke(state, action, rules);
    if (!next.ok) throw new Error(`refused: ${next.refusal}`);
    return next.state;
  }, from);
}

describe('applyStroke: counting (Rules of Golf 2023)', () => {
  it('counts a par: drive, approach, two putts', () => {
    const state = play(noGimmes, [
      shot(SurfaceType.fairway, 12000),
      shot(SurfaceType.green, 600),
      shot(SurfaceType.green, 40),
      holed(),
    ]);
    expect(holeResultFromState(state)).toEqual({
      holeNumber: 5,
      strokes: 4,
      penaltyStrokes: 0,
      putts: 2,
      completion: 'holed',
    });
  });

  it('out of bounds is stroke and distance: +1 and the ball is replayed from the previous spot (Rule 18.2)', () => {
    const first = applyStroke(
      hole(),
      shot(SurfaceType.other, 20000, { penalty: NumStrokeReason.out_of_bounds }),
      noGimmes,
    );
    expect(first.ok && first.counted).toBe(2);
    expect(first.ok && first.added).toEqual([{ reason: NumStrokeReason.out_of_bounds, strokes: 1 }]);
    const state = first.ok ? first.state : hole();
    expect(state.lie).toEqual({ surface: SurfaceType.tee, distanceToHoleCm: 38000 }); // hitting 3 from the tee
    expect(state.strokes).toBe(2);
  });

  it.each([
    ['water (penalty area, Rule 17)', NumStrokeReason.water],
    ['an unplayable ball (Rule 19)', NumStrokeReason.unplayable],
  ])('%s adds one stroke and the ball is played from the reported relief', (_label, penalty) => {
    const state = play(noGimmes, [shot(SurfaceType.other, 9000, { penalty })]);
    expect(state).toMatchObject({
      strokes: 2,
      penaltyStrokes: 1,
      lie: { surface: SurfaceType.other, distanceToHoleCm: 9000 },
    });
  });

  it('counts extra_stroke as penalty strokes without a reason', () => {
    const result = applyStroke(hole(), shot(SurfaceType.fairway, 12000, { extraStrokes: 2 }), noGimmes);
    expect(result.ok && [result.counted, result.added, result.state.penaltyStrokes]).toEqual([
      3,
      [{ reason: null, strokes: 2 }],
      2,
    ]);
  });

  it('picks up automatically at the maximum strokes per hole', () => {
    const rules = { ...noGimmes, maxStrokesPerHole: 3 };
    const state = play(rules, [
      shot(SurfaceType.other, 30000),
      shot(SurfaceType.other, 20000),
      shot(SurfaceType.bunker, 500),
    ]);
    expect(state.completion).toBe('picked_up');
  });

  it('refuses any action on a completed hole', () => {
    const done = play(noGimmes, [holed()]);
    expect(applyStroke(done, shot(SurfaceType.green, 100), noGimmes)).toEqual({ ok: false, refusal: 'hole_completed' });
    expect(applyStroke(done, { type: 'pick_up' }, noGimmes)).toEqual({ ok: false, refusal: 'hole_completed' });
  });

  it.each([
    ['a negative distance', shot(SurfaceType.green, -1)],
    ['a fractional distance', shot(SurfaceType.green, 10.5)],
    ['a holed ball with a penalty', holed({ penalty: NumStrokeReason.water })],
    ['negative extra strokes', shot(SurfaceType.green, 10, { extraStrokes: -1 })],
  ])('refuses %s', (_label, action) => {
    expect(applyStroke(hole(), action, noGimmes)).toEqual({ ok: false, refusal: 'invalid_stroke' });
  });
});

describe('applyStroke: gimmes', () => {
  const radius60: PlayRules = { ...noGimmes, gimmeDistance: 600 };

  it('holes a ball within the gimme distance with one added stroke (num_stroke_reason gimme)', () => {
    const approach = applyStroke(
      play(radius60, [shot(SurfaceType.fairway, 12000)]),
      shot(SurfaceType.green, 60),
      radius60,
    );
    expect(approach.ok && approach.added).toEqual([{ reason: NumStrokeReason.gimme, strokes: 1 }]);
    expect(approach.ok && holeResultFromState(approach.state)).toMatchObject({
      strokes: 3,
      putts: 1,
      completion: 'gimme',
    });
  });

  it('does not give a ball just outside the distance', () => {
    expect(play(radius60, [shot(SurfaceType.green, 61)]).completion).toBeNull();
  });

  it('with gimme_on_second_put, gives it only after a putt', () => {
    const rules = { ...radius60, gimmeOnSecondPutt: true };
    const afterApproach = play(rules, [shot(SurfaceType.fairway, 12000), shot(SurfaceType.green, 50)]);
    expect(afterApproach.completion).toBeNull();
    const afterPutt = play(rules, [shot(SurfaceType.green, 40)], afterApproach);
    expect(afterPutt).toMatchObject({ completion: 'gimme', strokes: 4, putts: 2 });
  });

  it('second-putt gimme (100): a missed putt is followed by a conceded one', () => {
    const rules = { ...noGimmes, gimmeDistance: 100 };
    const state = play(rules, [shot(SurfaceType.fairway, 12000), shot(SurfaceType.green, 900)]);
    expect(state.completion).toBeNull(); // the approach was not a putt
    const done = play(rules, [shot(SurfaceType.green, 250)], state);
    expect(done).toMatchObject({ completion: 'gimme', strokes: 4, putts: 2 });
  });

  it('automatic putting (1000) completes the hole once on the green', () => {
    const rules = { ...noGimmes, gimmeDistance: 1000 };
    const state = play(rules, [shot(SurfaceType.fairway, 12000), shot(SurfaceType.green, 800)]);
    expect(state).toMatchObject({ completion: 'gimme', strokes: 4, putts: 2 });
  });

  it('does not give a gimme on a stroke with a penalty', () => {
    const state = play(radius60, [shot(SurfaceType.other, 30, { penalty: NumStrokeReason.unplayable })]);
    expect(state.completion).toBeNull();
  });
});

describe('applyStroke: concede, pick up and mulligans', () => {
  it('a conceded next stroke holes the ball with one added stroke (Rule 3.2b(1))', () => {
    const state = play(noGimmes, [shot(SurfaceType.green, 150)]);
    const result = applyStroke(state, { type: 'concede' }, noGimmes);
    expect(result.ok && [result.counted, result.added, result.state.completion, result.state.putts]).toEqual([
      1,
      [{ reason: NumStrokeReason.concede, strokes: 1 }],
      'conceded',
      1,
    ]);
  });

  it.each([
    ['the tee', hole()],
    ['the fairway', play(noGimmes, [shot(SurfaceType.fairway, 9000)])],
    ['a bunker next to the green', play(noGimmes, [shot(SurfaceType.bunker, 300)])],
  ])('refuses to concede a stroke from %s: only a putt is conceded (decision 0123)', (_where, state) => {
    expect(applyStroke(state, { type: 'concede' }, noGimmes)).toEqual({ ok: false, refusal: 'concede_off_green' });
  });

  it.each([
    [SurfaceType.green, true],
    [SurfaceType.tee, false],
    [SurfaceType.fairway, false],
    [SurfaceType.bunker, false],
    [null, false],
  ])('puttConcedable(%s) is %s', (surface, expected) => {
    expect(puttConcedable(surface)).toBe(expected);
  });

  it('picking up completes the hole without a stroke', () => {
    const result = applyStroke(hole(), { type: 'pick_up' }, noGimmes);
    expect(result.ok && [result.counted, result.state.completion, result.holeCompleted]).toEqual([
      0,
      'picked_up',
      true,
    ]);
  });

  it('an awarded hole (the opponent picked up) completes it as played so far, without a stroke', () => {
    const played = play(noGimmes, [shot(SurfaceType.fairway, 9000)]);
    const result = applyStroke(played, { type: 'hole_awarded' }, noGimmes);
    expect(result.ok && [result.counted, result.state.strokes, result.state.completion, result.holeCompleted]).toEqual([
      0,
      1,
      'awarded',
      true,
    ]);
  });

  const twoMulligans: PlayRules = { ...noGimmes, mulligansPerRound: 2 };

  it('a mulligan replays the last stroke as if it had not been made', () => {
    const inWater = play(twoMulligans, [shot(SurfaceType.other, 20000, { penalty: NumStrokeReason.water })]);
    const replay = applyStroke(inWater, shot(SurfaceType.fairway, 14000, { mulligan: true }), twoMulligans);
    expect(replay.ok && replay.replacedPreviousStroke).toBe(true);
    expect(replay.ok && replay.counted).toBe(1);
    expect(replay.ok && replay.state).toMatchObject({
      strokes: 1,
      penaltyStrokes: 0,
      mulligansUsedInRound: 1,
      lie: { surface: SurfaceType.fairway, distanceToHoleCm: 14000 },
    });
  });

  it.each([
    ['mulligans are off', noGimmes, 0, 'mulligans_not_allowed'],
    ['the round limit is used up', twoMulligans, 2, 'mulligan_limit_reached'],
  ] as const)('refuses a mulligan when %s', (_label, rules, used, refusal) => {
    const state = play(
      rules,
      [shot(SurfaceType.other, 20000)],
      startHole({ holeNumber: 1, par: 4, lengthCm: centimetres(38000), mulligansUsedInRound: used }),
    );
    expect(applyStroke(state, shot(SurfaceType.fairway, 1, { mulligan: true }), rules)).toEqual({ ok: false, refusal });
  });

  it('refuses a mulligan before any stroke on the hole', () => {
    expect(applyStroke(hole(), shot(SurfaceType.fairway, 1, { mulligan: true }), twoMulligans)).toEqual({
      ok: false,
      refusal: 'mulligan_without_stroke',
    });
  });
});
