import { describe, expect, it } from 'vitest';
import { parseRealtimePayload, roundEvents, serverEvents } from './events';

// A reported stroke as the strokes service publishes it: the outcome plus the live part.
const strokeRecorded = {
  id: '2f1c7a52-9d4e-4a55-8b0e-4f3c2a1d9e10',
  stroke_id: 12,
  round_id: 3,
  user_id: 7,
  hole: 1,
  stroke_number: 2,
  counted: 1,
  hole_strokes: 2,
  num_stroke_reason: null,
  hole_completed: false,
  completion: null,
  next_hole: 1,
  play_status: 10,
  round_status: 10,
  mulligans_left: 0,
  replayed: false,
  ball_path: null,
  rest: null,
  distance_to_hole: 1250,
  penalty: null,
};

describe('parseRealtimePayload', () => {
  it('gives back a payload that fits its event', () => {
    expect(parseRealtimePayload(roundEvents.strokeRecorded, strokeRecorded)).toEqual(strokeRecorded);
    const tracer = { ...strokeRecorded, ball_path: [{ x: 0, y: 0, z: 0, t: 0 }], rest: { x: 10, y: 900 } };
    expect(parseRealtimePayload(roundEvents.strokeRecorded, tracer)).toEqual(tracer);
    expect(parseRealtimePayload(serverEvents.userUpdated, {})).toEqual({});
  });

  it('refuses a payload that does not fit its event', () => {
    expect(parseRealtimePayload(serverEvents.versionReleased, { version: '1.2.0' })).toBeUndefined();
    expect(parseRealtimePayload(roundEvents.holeCompleted, { round_id: 3, user_id: 7, hole: 1 })).toBeUndefined();
    expect(parseRealtimePayload(roundEvents.strokeRecorded, { ...strokeRecorded, rest: undefined })).toBeUndefined();
    expect(parseRealtimePayload(serverEvents.abilitiesUpdated, [{ name: 'play' }])).toBeUndefined();
  });

  it('drops fields the event does not define', () => {
    expect(parseRealtimePayload(roundEvents.roundStarted, { round_id: 3, extra: true })).toEqual({ round_id: 3 });
  });
});
