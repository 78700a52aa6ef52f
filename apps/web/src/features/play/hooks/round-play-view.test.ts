import { describe, expect, it } from 'vitest';
import { enums, type PlayerSettings } from '@golf/contracts';
import { Club, VLM_CLUBS } from '@golf/golf';
import type { RoundState, StrokeRecordedEvent } from '../api';
import { teePosition } from '../play-geometry';
import { initialRoundPlayState, roundPlayReducer, type RoundPlayState } from './round-play-reducer';
import {
  finishedReason,
  golfBag,
  roundAccess,
  roundPlayView,
  swingSettingsOf,
  type PlayPlayer,
  type PlayRound,
  type RoundPlayInput,
} from './round-play-view';
import { HOLES, launchResult, ME, outcome, PAR_3, PAR_4, RIVAL } from './test-helpers';

const front = enums.teeing_type.front;
const tee1 = teePosition(PAR_4, front);
const tee2 = teePosition(PAR_3, front);
const fairway = { x: 100, y: 20_000 };
const green1 = { x: 40, y: 34_000 };

const player = (fields: Partial<PlayPlayer> = {}): PlayPlayer => ({
  user_id: ME,
  display_name: 'Me',
  current_hole: 1,
  play_status: enums.play_status.ongoing,
  mulligans_used: 0,
  ...fields,
});

function round(fields: Partial<PlayRound> = {}, me: Partial<PlayPlayer> = {}): PlayRound {
  return {
    holes: [1, 2],
    tee: front,
    mulligans: 2,
    game_mode: enums.game_mode.stroke_play,
    round_status: enums.round_status.active,
    play_status: enums.play_status.ongoing,
    match_conceded_by: null,
    players: [player(me), player({ user_id: RIVAL, display_name: 'Rival' })],
    ...fields,
  };
}

const serverState = (fields: Partial<RoundState['players'][number]>): RoundState =>
  ({ players: [{ user_id: ME, current_hole: 1, hole_strokes: 0, ball: null, strokes: [], ...fields }] }) as RoundState;

const settings = {
  hand: 'R',
  ball_type: enums.ball_type.regular,
  club_set: enums.club_set.intermediate,
  '7_iron_distance': 14_000,
  teeing_type: front,
  shot_shape: enums.shot_shape.straight,
  unit_type: 'metric',
  golf_bag: [],
} as PlayerSettings;

const view = (fields: Partial<RoundPlayInput> = {}) =>
  roundPlayView({
    state: initialRoundPlayState(),
    meId: ME,
    round: round(),
    roundState: undefined,
    holes: HOLES,
    settings,
    launchPending: false,
    scorecardReadAt: 0,
    ...fields,
  });

/** When the test's launches were answered (ms). */
const LAUNCHED_AT = 1_000;

/** The screen's state with my shot in the air on hole 1. */
const flyingOnHole1 = (): RoundPlayState =>
  roundPlayReducer(initialRoundPlayState(), {
    type: 'launched',
    result: launchResult({ hole_completed: true, next_hole: 2 }),
    meId: ME,
    hole: 1,
    from: tee1,
    nextTee: tee2,
    at: LAUNCHED_AT,
  });

describe('which screen shows', () => {
  it.each([
    { case: 'before the start', round: round({ play_status: enums.play_status.pending }), screen: 'pending' },
    { case: 'under way', round: round(), screen: 'ongoing' },
    { case: 'the round is over', round: round({ round_status: enums.round_status.completed }), screen: 'completed' },
    {
      case: 'my round is over',
      round: round({}, { play_status: enums.play_status.round_completed }),
      screen: 'completed',
    },
  ])('$case: $screen', ({ round: r, screen }) => {
    expect(view({ round: r }).screen).toBe(screen);
  });

  it('the stroke that ends my round shows the final scorecard once it lands, before the round is read again', () => {
    const ending = roundPlayReducer(initialRoundPlayState(), {
      type: 'launched',
      result: launchResult({ hole_completed: true, next_hole: null, play_status: enums.play_status.round_completed }),
      meId: ME,
      hole: 1,
      from: tee1,
      nextTee: null,
      at: LAUNCHED_AT,
    });
    const cardRead = { scorecardReadAt: LAUNCHED_AT + 80 };
    expect(view({ state: ending, ...cardRead })).toMatchObject({ screen: 'ongoing', canSwing: false });
    const landed = roundPlayReducer(ending, { type: 'shotLanded' });
    expect(view({ state: landed, ...cardRead })).toMatchObject({ screen: 'completed', canSwing: false });
    // Landed before the scorecard was read again: the card read before the stroke would show it one short.
    expect(view({ state: landed, scorecardReadAt: LAUNCHED_AT - 500 })).toMatchObject({
      screen: 'ongoing',
      canSwing: false,
    });
  });

  it('the shot that ends my round lands on its hole before the final scorecard shows', () => {
    const done = round({}, { play_status: enums.play_status.round_completed, current_hole: null });
    expect(view({ round: done, state: flyingOnHole1() }).screen).toBe('ongoing');
  });
});

describe('the hole and where my ball lies', () => {
  const played = (hole: number, position = fairway, basedOn = 1, strokes = 1) => ({
    ...initialRoundPlayState(),
    played: { hole, position, previous: tee1, basedOn, strokes },
  });
  it.each([
    { case: 'on the tee of my hole on the server', input: {}, hole: 1, position: tee1 },
    {
      case: 'where the server’s round state has it',
      input: { roundState: serverState({ ball: { position: fairway, surface: 50 } }) },
      hole: 1,
      position: fairway,
    },
    {
      case: 'on the tee when the server’s ball is still on another hole',
      input: { roundState: serverState({ current_hole: 2, ball: { position: fairway, surface: 50 } }) },
      hole: 1,
      position: tee1,
    },
    {
      case: 'where this screen moved it, while the server agrees',
      input: { state: played(1) },
      hole: 1,
      position: fairway,
    },
    {
      case: 'on the next tee this screen moved it to, before the server has moved me on',
      input: { state: played(2, tee2) },
      hole: 2,
      position: tee2,
    },
    {
      case: 'on the server’s hole once it has moved me on (a concession)',
      input: { state: played(1), round: round({}, { current_hole: 2 }) },
      hole: 2,
      position: tee2,
    },
    {
      case: 'where this screen moved it, while the server’s round state is still from before that stroke',
      input: { state: played(1), roundState: serverState({ hole_strokes: 0 }) },
      hole: 1,
      position: fairway,
    },
    {
      case: 'where the server has it once it counts a later stroke there (a launch monitor’s, its event missed)',
      input: {
        state: played(1),
        roundState: serverState({ hole_strokes: 2, ball: { position: green1, surface: 40 } }),
      },
      hole: 1,
      position: green1,
    },
    {
      case: 'where the server has it when a launch monitor played from the next tee this screen moved it to',
      input: {
        state: played(2, tee2, 1, 0),
        round: round({}, { current_hole: 2 }),
        roundState: serverState({ current_hole: 2, hole_strokes: 1, ball: { position: green1, surface: 40 } }),
      },
      hole: 2,
      position: green1,
    },
    {
      case: 'on the round’s first hole before the server gives me one',
      input: { round: round({ holes: [2, 1] }, { current_hole: null }) },
      hole: 2,
      position: tee2,
    },
  ])('$case', ({ input, hole, position }) => {
    const shown = view(input);
    expect(shown.hole?.number).toBe(hole);
    expect(shown.ball?.position).toEqual(position);
  });

  it('a ball stays where this screen moved it while my next shot is on its way, though the server counts it', () => {
    const counted = serverState({ hole_strokes: 2, ball: { position: green1, surface: 40 } });
    expect(view({ state: played(1), roundState: counted, launchPending: true }).ball?.position).toEqual(fairway);
  });

  it('a launch monitor’s stroke whose event came while my holing shot flew shows once the round state is read', () => {
    const monitor = { id: 'monitor', user_id: ME, hole: 2 } as StrokeRecordedEvent;
    const landed = [
      { type: 'strokeSeen', event: monitor, source: 'own-elsewhere', key: 'monitor', color: '#123456' } as const,
      { type: 'shotLanded' } as const,
    ].reduce(roundPlayReducer, flyingOnHole1());
    const onHole2 = round({}, { current_hole: 2 });
    const before = serverState({ current_hole: 2, hole_strokes: 0 });
    const after = serverState({ current_hole: 2, hole_strokes: 1, ball: { position: green1, surface: 40 } });
    expect(view({ state: landed, round: onHole2, roundState: before }).ball?.position).toEqual(tee2);
    expect(view({ state: landed, round: onHole2, roundState: after }).ball?.position).toEqual(green1);
  });

  it('a shot in flight stays on its hole when the server has already moved me on', () => {
    expect(view({ state: flyingOnHole1(), round: round({}, { current_hole: 2 }) }).hole?.number).toBe(1);
  });

  it('measures the distance to the pin from the ball', () => {
    const shown = view();
    expect(shown.distanceToPin).toBeCloseTo(Math.hypot(PAR_4.pin.x - tee1.x, PAR_4.pin.y - tee1.y), 0);
  });
});

describe('the next swing', () => {
  it('suggests a club from the bag and a power for the lie', () => {
    const shown = view();
    expect(VLM_CLUBS).toContain(shown.club);
    expect(shown.power).toBeGreaterThan(0);
    expect(shown.power).toBeLessThanOrEqual(1);
    expect(shown.canSwing).toBe(true);
  });

  it('keeps the club, power and aim the player chose for this lie, and forgets them on another lie', () => {
    const lie = view().lie;
    const aim = { x: 500, y: 25_000 };
    const chosen = (forLie: string): RoundPlayState => ({
      ...initialRoundPlayState(),
      swing: { lie: forLie, value: { club: Club.iron_3, power: 0.42 } },
      aim: { lie: forLie, value: aim },
    });
    expect(view({ state: chosen(lie) })).toMatchObject({ club: Club.iron_3, power: 0.42, aim });
    expect(view({ state: chosen('2:0:0') })).toMatchObject({ club: view().club, power: view().power, aim: null });
  });

  it.each([
    { case: 'without the player’s settings', input: { settings: undefined } },
    { case: 'before the server gives me a hole', input: { round: round({}, { current_hole: null }) } },
  ])('cannot swing $case', ({ input }) => {
    expect(view(input).canSwing).toBe(false);
  });

  it('suggests nothing without settings, and swings at full power', () => {
    expect(view({ settings: undefined })).toMatchObject({ club: null, power: 1, swingSettings: null });
  });

  it('is flying while the launch is on its way or the shot is in the air', () => {
    expect(view().flying).toBe(false);
    expect(view({ launchPending: true }).flying).toBe(true);
    expect(view({ state: flyingOnHole1() }).flying).toBe(true);
  });
});

describe('the mulligan button', () => {
  it.each([
    {
      case: 'the round’s, less those used',
      round: round({ mulligans: 2 }, { mulligans_used: 1 }),
      last: null,
      left: 1,
    },
    { case: 'never below none', round: round({ mulligans: 1 }, { mulligans_used: 3 }), last: null, left: 0 },
    { case: 'the last stroke’s count', round: round({ mulligans: 2 }), last: outcome({ mulligans_left: 0 }), left: 0 },
  ])('counts $case', ({ round: r, last, left }) => {
    expect(view({ round: r, state: { ...initialRoundPlayState(), lastOutcome: last } }).mulligansLeft).toBe(left);
  });

  const fromFairway = {
    ...initialRoundPlayState(),
    played: { hole: 1, position: fairway, previous: tee1, basedOn: 1, strokes: 1 },
  };
  it.each([
    { case: 'nothing to replace on the tee', input: {}, enabled: false },
    { case: 'a stroke played here', input: { state: fromFairway }, enabled: true },
    {
      case: 'a stroke the server has after a reload',
      input: { roundState: serverState({ hole_strokes: 1 }) },
      enabled: true,
    },
    {
      case: 'a stroke on another hole on the server',
      input: { roundState: serverState({ current_hole: 2, hole_strokes: 1 }) },
      enabled: false,
    },
    { case: 'a shot in the air', input: { state: fromFairway, launchPending: true }, enabled: false },
  ])('$case: enabled $enabled', ({ input, enabled }) => {
    expect(view(input).mulligan).toEqual({ action: 'arm', enabled });
  });
});

describe('giving up the hole', () => {
  const withStrokes = (strokes: number) => serverState({ hole_strokes: strokes });
  it.each([
    { mode: enums.game_mode.stroke_play, strokes: 8, pickUp: 'pick-up', suggested: true },
    { mode: enums.game_mode.stroke_play, strokes: 7, pickUp: 'pick-up', suggested: false },
    { mode: enums.game_mode.match_play, strokes: 8, pickUp: 'concede-hole', suggested: true },
    { mode: enums.game_mode.closest_to_pin, strokes: 8, pickUp: null, suggested: false },
  ])('game_mode $mode, $strokes strokes on a par 4: $pickUp, suggested $suggested', (c) => {
    const shown = view({ round: round({ game_mode: c.mode }), roundState: withStrokes(c.strokes) });
    expect(shown).toMatchObject({ pickUp: c.pickUp, pickUpSuggested: c.suggested, holeStrokes: c.strokes });
  });

  it('is not suggested while a shot is in the air', () => {
    expect(view({ roundState: withStrokes(9), launchPending: true }).pickUpSuggested).toBe(false);
  });

  it('concedes to the other player of the round', () => {
    expect(view().opponent?.user_id).toBe(RIVAL);
  });
});

describe('conceding the opponent’s putt (decision 0123)', () => {
  const green = enums.surface_type.green;
  const rivalAt = (hole: number, surface: number | null): RoundState =>
    ({
      players: [
        { user_id: ME, current_hole: 1, hole_strokes: 0, ball: null, strokes: [] },
        {
          user_id: RIVAL,
          current_hole: hole,
          hole_strokes: 2,
          ball: surface === null ? null : { position: green1, surface },
          strokes: [],
        },
      ],
    }) as unknown as RoundState;
  const match = round({ game_mode: enums.game_mode.match_play });
  it.each([
    { when: 'the rival’s ball is on the green of my hole', game: match, state: rivalAt(1, green), offered: true },
    { when: 'the rival is on the tee', game: match, state: rivalAt(1, enums.surface_type.tee), offered: false },
    { when: 'the rival is on the fairway', game: match, state: rivalAt(1, enums.surface_type.fairway), offered: false },
    { when: 'the rival’s ball is not known', game: match, state: rivalAt(1, null), offered: false },
    { when: 'the round state is not read yet', game: match, state: undefined, offered: false },
    { when: 'the rival is on a green of another hole', game: match, state: rivalAt(2, green), offered: false },
    { when: 'it is stroke play', game: round(), state: rivalAt(1, green), offered: false },
  ])('is offered $offered when $when', ({ game, state, offered }) => {
    const rivalHole = state?.players[1]?.current_hole ?? 1;
    const shown = view({
      round: { ...game, players: [player(), player({ user_id: RIVAL, current_hole: rivalHole })] },
      roundState: state,
    });
    expect(shown.canConcedePutt).toBe(offered);
  });
});

describe('the last-shot line', () => {
  const shots = [
    { key: 'mine', userId: ME, hole: 1, path: [] },
    { key: 'theirs', userId: RIVAL, hole: 1, path: [] },
  ];
  const state = (last: ReturnType<typeof outcome> | null) => ({ ...initialRoundPlayState(), shots, lastOutcome: last });
  it.each([
    { case: 'my last swing', last: outcome({ id: 'mine' }), shot: 'mine', holed: false },
    { case: 'my last swing, holed', last: outcome({ id: 'mine', completion: 'holed' }), shot: 'mine', holed: true },
    { case: 'nothing before my first swing', last: null, shot: null, holed: false },
    {
      case: 'nothing for a stroke not drawn here (a pick-up)',
      last: outcome({ id: 'picked' }),
      shot: null,
      holed: false,
    },
  ])('$case', ({ last, shot, holed }) => {
    const line = view({ state: state(last) }).lastShot;
    expect(line ? { shot: line.shot.key, holed: line.holed } : null).toEqual(shot ? { shot, holed } : null);
  });

  it('hides while the next shot is in the air', () => {
    expect(view({ state: state(outcome({ id: 'mine' })), launchPending: true }).lastShot).toBeNull();
  });
});

describe('finishedReason', () => {
  it.each([
    { conceded: ME, status: enums.round_status.completed, reason: { kind: 'matchConcededByMe' } },
    { conceded: RIVAL, status: enums.round_status.completed, reason: { kind: 'matchConceded', by: RIVAL } },
    { conceded: null, status: enums.round_status.completed, reason: { kind: 'roundDone' } },
    { conceded: null, status: enums.round_status.active, reason: { kind: 'waiting' } },
  ])('conceded by $conceded, round_status $status: $reason.kind', ({ conceded, status, reason }) => {
    expect(finishedReason(round({ match_conceded_by: conceded, round_status: status }), ME)).toEqual(reason);
  });
});

describe('who may see the in-round screen', () => {
  const OUTSIDER = 999;
  it.each([
    { who: 'a player', meId: ME, readHere: true, access: 'player' },
    // The round's presence channel refuses anyone else: they are sent to the round's lobby to join it.
    { who: 'someone not in the round', meId: OUTSIDER, readHere: true, access: 'outsider' },
    // A cached read from before joining decides nothing: the screen waits for its own read.
    { who: 'someone not in a cached round', meId: OUTSIDER, readHere: false, access: 'unknown' },
    { who: 'nobody signed in yet', meId: undefined, readHere: true, access: 'unknown' },
  ])('$who: $access', ({ meId, readHere, access }) => {
    expect(roundAccess(round({ play_status: enums.play_status.pending }), meId, readHere)).toBe(access);
  });

  it('is unknown before the round is read', () => {
    expect(roundAccess(undefined, ME, false)).toBe('unknown');
  });
});

describe('the player’s clubs and swing', () => {
  it.each([
    { bag: undefined, clubs: [...VLM_CLUBS] },
    { bag: [], clubs: [...VLM_CLUBS] },
    { bag: [Club.putter, Club.driver, Club.iron_7], clubs: [Club.driver, Club.iron_7, Club.putter] },
    { bag: [Club.driver, 999], clubs: [Club.driver] },
    { bag: [999], clubs: [...VLM_CLUBS] },
  ])('bag $bag offers $clubs', ({ bag, clubs }) => {
    expect(golfBag(bag)).toEqual(clubs);
  });

  it('takes the swing settings from the player settings', () => {
    expect(swingSettingsOf(settings)).toEqual({
      sevenIronDistance: 14_000,
      shotShape: enums.shot_shape.straight,
      hand: 'R',
      ballType: enums.ball_type.regular,
    });
    expect(swingSettingsOf(undefined)).toBeNull();
  });
});
