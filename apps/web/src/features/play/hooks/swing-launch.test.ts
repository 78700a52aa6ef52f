import { describe, expect, it } from 'vitest';
import { clientId, landingToasts, launchRequest } from './swing-launch';
import { launchResult } from './test-helpers';

describe('launchRequest', () => {
  const swing = (launch: Partial<Parameters<typeof launchRequest>[0]['launch']>) =>
    launchRequest({
      id: 'id-1',
      hole: 3,
      club: 90,
      launch: { ballSpeed: 50, launchAngle: 15, azimuth: 0, backSpin: 6000, sideSpin: 0, ...launch },
      aim: { x: 120.6, y: 15_000.4 },
      mulligan: true,
    });

  it('sends the swing with its id, hole, club, aim in whole centimetres and the mulligan', () => {
    expect(swing({})).toEqual({
      id: 'id-1',
      hole: 3,
      club: 90,
      ball_speed: 50,
      launch_angle: 15,
      azimuth: 0,
      back_spin: 6000,
      side_spin: 0,
      aim: { x: 121, y: 15_000 },
      mulligan: true,
    });
  });

  it.each([
    { field: 'ballSpeed', value: 61.23456, sent: 'ball_speed', expected: 61.23 },
    { field: 'ballSpeed', value: 104.2, sent: 'ball_speed', expected: 100 },
    { field: 'launchAngle', value: 12.345, sent: 'launch_angle', expected: 12.3 },
    { field: 'azimuth', value: -2.345, sent: 'azimuth', expected: -2.35 },
    { field: 'azimuth', value: 51, sent: 'azimuth', expected: 45 },
    { field: 'azimuth', value: -51, sent: 'azimuth', expected: -45 },
    { field: 'backSpin', value: 2500.6, sent: 'back_spin', expected: 2501 },
    { field: 'backSpin', value: 16_000, sent: 'back_spin', expected: 15_000 },
    { field: 'sideSpin', value: -20_000, sent: 'side_spin', expected: -15_000 },
  ])('$field $value is sent as $sent $expected', ({ field, value, sent, expected }) => {
    expect(swing({ [field]: value })).toHaveProperty(sent, expected);
  });
});

describe('landingToasts', () => {
  it.each([
    { case: 'a plain shot', stroke: {}, shot: {}, toasts: [] },
    {
      case: 'a penalty',
      stroke: {},
      shot: { penalty: 'water' as const },
      toasts: [{ kind: 'penalty', penalty: 'water' }],
    },
    {
      case: 'the hole done',
      stroke: { hole: 4, hole_strokes: 5, hole_completed: true },
      shot: {},
      toasts: [{ kind: 'holeCompleted', hole: 4, strokes: 5 }],
    },
    {
      case: 'a penalty, then the hole done',
      stroke: { hole: 4, hole_strokes: 6, hole_completed: true },
      shot: { penalty: 'out_of_bounds' as const },
      toasts: [
        { kind: 'penalty', penalty: 'out_of_bounds' },
        { kind: 'holeCompleted', hole: 4, strokes: 6 },
      ],
    },
  ])('$case', ({ stroke, shot, toasts }) => {
    expect(landingToasts(launchResult(stroke, shot))).toEqual(toasts);
  });
});

describe('clientId', () => {
  it('is a version 4 UUID, new each time', () => {
    const id = clientId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(clientId()).not.toBe(id);
  });
});
