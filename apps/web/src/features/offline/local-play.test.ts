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
import { cardOf, holesFor, nextShotOf, offlineSetup, replayRound, syncRequest } from './local-play';
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
  const setup = offlineSetup(course, holes, 20);
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
    expect(body.strokes).toHaveLength(strokes.length);
    expect(body.strokes[0]).not.toHaveProperty('roundId');
    expect(body.strokes[0]).not.toHaveProperty('seq');
    expect(body.card).toEqual(card.map(({ hole: h, strokes: n }) => ({ hole: h, strokes: n })));
  });
});
