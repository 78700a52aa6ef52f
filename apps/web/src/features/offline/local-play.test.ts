import { describe, expect, it } from 'vitest';
import {
  buildHole,
  IDEAL_TEMPO,
  suggestSwing,
  SurfaceType,
  distance,
  virtualLaunch,
  VLM_CLUBS,
  centimetres,
} from '@golf/golf';
import { launchRequest } from '../play/hooks/swing-launch';
import {
  cardDifferences,
  cardOf,
  DEFAULT_CHOICE,
  holeGroupsOf,
  holesFor,
  holesOfChoice,
  nextShotOf,
  offlineSetup,
  replayRound,
  syncRequest,
} from './local-play';
import type { StoredOfflineRound, StoredOfflineStroke } from './offline-db';

const hole = (number: number) => {
  const {
    number: _n,
    par,
    strokeIndex,
    ...geometry
  } = buildHole({
    number,
    par: 3,
    strokeIndex: number,
    lengthsM: { 10: 110, 20: 120, 30: 130 },
  });
  return { number, par, stroke_index: strokeIndex, geometry: geometry as Record<string, unknown> };
};
const course = { holes: [hole(2), hole(1), hole(3), hole(4)] };
const settings = { sevenIronDistance: centimetres(14_000), shotShape: 30, hand: 'R', ballType: 10 } as const;

/** Plays the round to its end as the screen does, keeping each stroke as it is stored. */
function play(holes: number[]) {
  const setup = offlineSetup(course, { holes, tee: 20 });
  const strokes: StoredOfflineStroke[] = [];
  for (let i = 0; i < 40; i++) {
    const next = nextShotOf(setup, replayRound(setup, strokes).state);
    if (!next) break;
    const swing = suggestSwing(
      distance(next.ball.position, next.hole.pin),
      VLM_CLUBS,
      settings,
      next.ball.surface === SurfaceType.green,
    )!;
    const request = launchRequest({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      hole: next.hole.number,
      club: swing.club,
      launch: virtualLaunch({ ...swing, tempo: IDEAL_TEMPO, settings }, () => 0.5),
      aim: next.hole.pin,
      mulligan: false,
    });
    strokes.push({
      id: request.id,
      hole: next.hole.number,
      club: swing.club,
      ball_speed: request.ball_speed,
      launch_angle: request.launch_angle,
      azimuth: request.azimuth,
      back_spin: request.back_spin ?? 0,
      side_spin: request.side_spin ?? 0,
      aim: request.aim!,
      mulligan: false,
      roundId: 'r',
      seq: i,
    });
  }
  return { setup, strokes };
}

describe('offline play on the device', () => {
  it('plays the first holes of the course in order', () => {
    expect(holesFor(course, 3)).toEqual([1, 2, 3]);
    expect(holesFor(course, 18)).toEqual([1, 2, 3, 4]);
  });

  it('works the round out again from its stored strokes, to the same card every time', () => {
    const { setup, strokes } = play([1, 2, 3]);
    const { state } = replayRound(setup, strokes);
    expect(state.finished).toBe(true);
    expect(cardOf(state).map((h) => h.hole)).toEqual([1, 2, 3]);
    expect(cardOf(replayRound(setup, strokes).state)).toEqual(cardOf(state));
    // Half the strokes: the round goes on from where the last stored stroke left it.
    const half = replayRound(setup, strokes.slice(0, Math.ceil(strokes.length / 2))).state;
    expect(half.finished).toBe(false);
  });

  it('sends the stored strokes without their local fields, and the device card', () => {
    const { setup, strokes } = play([1, 2, 3]);
    const card = cardOf(replayRound(setup, strokes).state);
    const round: StoredOfflineRound = {
      id: 'round-1',
      userId: 7,
      title: 'Offline round',
      courseId: 4,
      courseTitle: 'Links',
      courseVersion: 'v1',
      tee: 20,
      holes: [1, 2, 3],
      startedAt: '2026-11-29T10:00:00.000Z',
      status: 'finished',
      card,
    };
    const body = syncRequest(round, strokes);
    expect(body).toMatchObject({ id: 'round-1', course_id: 4, course_version: 'v1', tee: 20, holes: [1, 2, 3] });
    // A round stored before players chose settings is sent with the defaults the server assumes.
    expect(body).toMatchObject({ hole_group: 99, elevation: 10, green_stimp: 2, gimme_distance: null, mulligans: 0 });
    const chosen = syncRequest(
      { ...round, choice: { ...DEFAULT_CHOICE, hole_group: 20, green_stimp: 4, gimme_distance: 1000, mulligans: 2 } },
      strokes,
    );
    expect(chosen).toMatchObject({ hole_group: 20, green_stimp: 4, gimme_distance: 1000, mulligans: 2 });
    expect(body.strokes).toHaveLength(strokes.length);
    expect(body.strokes[0]).not.toHaveProperty('roundId');
    expect(body.strokes[0]).not.toHaveProperty('seq');
    expect(body.card).toEqual(card.map(({ hole: h, strokes: n }) => ({ hole: h, strokes: n })));
  });
});

describe('the choices before an offline round', () => {
  const eighteen = { holes: Array.from({ length: 18 }, (_, i) => hole(i + 1)) };

  it.each([
    { group: 10, custom: [], holes: Array.from({ length: 18 }, (_, i) => i + 1) },
    { group: 20, custom: [], holes: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    { group: 30, custom: [], holes: [10, 11, 12, 13, 14, 15, 16, 17, 18] },
    { group: 99, custom: [5, 2, 2], holes: [2, 5] },
  ])('hole group $group plays $holes', ({ group, custom, holes }) => {
    expect(holesOfChoice(eighteen, group, custom)).toEqual(holes);
  });

  it('offers only the groups the course has holes for', () => {
    expect(holeGroupsOf(eighteen)).toEqual([10, 20, 30, 99]);
    expect(holeGroupsOf(course)).toEqual([10, 20, 99]);
  });

  it("plays by the round's settings: green speed, elevation and mulligans reach the local round", () => {
    const setup = offlineSetup(course, {
      holes: [1],
      tee: 30,
      choice: { ...DEFAULT_CHOICE, green_stimp: 4, elevation: 50, mulligans: 2, gimme_distance: 1000 },
    });
    expect(setup).toMatchObject({ teeingType: 30, elevation: 50, greenStimp: 13 });
    expect(setup.rules).toEqual({ gimmeDistance: 1000, gimmeOnSecondPutt: false, mulligansPerRound: 2 });
  });

  it('names the holes where the cards differ, a hole missing from one card too', () => {
    const device = [
      { hole: 1, par: 3, strokes: 3 },
      { hole: 2, par: 3, strokes: 4 },
      { hole: 3, par: 3, strokes: 2 },
    ];
    const server = [
      { hole: 1, par: 3, strokes: 3 },
      { hole: 2, par: 3, strokes: 5 },
    ];
    expect(cardDifferences(device, server)).toEqual([
      { hole: 2, device: 4, server: 5 },
      { hole: 3, device: 2, server: null },
    ]);
    expect(cardDifferences(device, device)).toEqual([]);
  });
});
