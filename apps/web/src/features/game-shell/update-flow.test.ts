import { describe, expect, it } from 'vitest';
import {
  initialUpdateFlow,
  nextStep,
  UPDATE_COUNTDOWN_SECONDS,
  updateAvailable,
  updateFlowReducer,
  type UpdateEvent,
} from './update-flow';

const run = (events: UpdateEvent[]) => events.reduce(updateFlowReducer, initialUpdateFlow());

describe('the game update flow', () => {
  it('counts down from the available update and starts by itself at zero', () => {
    let flow = run([{ type: 'available' }]);
    expect(flow).toMatchObject({ phase: 'countdown', secondsLeft: UPDATE_COUNTDOWN_SECONDS });
    for (let n = 1; n < UPDATE_COUNTDOWN_SECONDS; n += 1) flow = updateFlowReducer(flow, { type: 'tick' });
    expect(flow).toMatchObject({ phase: 'countdown', secondsLeft: 1 });
    flow = updateFlowReducer(flow, { type: 'tick' });
    expect(flow.phase).toBe('running');
    expect(nextStep(flow)).toBe('download');
  });

  it('can be put off during the countdown, and started by hand', () => {
    expect(run([{ type: 'available' }, { type: 'postpone' }]).phase).toBe('idle');
    expect(run([{ type: 'available' }, { type: 'postpone' }, { type: 'tick' }]).phase).toBe('idle');
    expect(run([{ type: 'begin' }]).phase).toBe('running');
  });

  it('runs the steps in order, with progress, and finishes after the start', () => {
    const flow = run([
      { type: 'begin' },
      { type: 'progress', step: 'download', fraction: 0.5, bytes: 50, totalBytes: 100 },
    ]);
    expect(flow.steps.download).toEqual({ status: 'running', fraction: 0.5, bytes: 50, totalBytes: 100 });
    const done = run([
      { type: 'begin' },
      { type: 'stepDone', step: 'download' },
      { type: 'stepDone', step: 'unzip' },
      { type: 'stepDone', step: 'setup' },
    ]);
    expect(nextStep(done)).toBe('start');
    expect(updateFlowReducer(done, { type: 'stepDone', step: 'start' }).phase).toBe('finished');
  });

  it('stops at a failed step with its message, and a retry runs that step again', () => {
    const failed = run([
      { type: 'begin' },
      { type: 'stepDone', step: 'download' },
      { type: 'stepFailed', step: 'unzip', key: 'game.unzip_failed' },
    ]);
    expect(failed.phase).toBe('failed');
    expect(failed.steps.unzip).toEqual({ status: 'failed', key: 'game.unzip_failed', message: undefined });
    // Progress of a stale request changes nothing while failed.
    expect(updateFlowReducer(failed, { type: 'progress', step: 'unzip', fraction: 0.9 })).toBe(failed);
    const retried = updateFlowReducer(failed, { type: 'retry' });
    expect(retried.phase).toBe('running');
    expect(retried.steps.download.status).toBe('done');
    expect(nextStep(retried)).toBe('unzip');
  });

  it('clamps progress to 0..1', () => {
    const flow = run([{ type: 'begin' }, { type: 'progress', step: 'setup', fraction: 1.7 }]);
    expect(flow.steps.setup).toMatchObject({ fraction: 1 });
  });

  it('a new release after a finished update counts down again', () => {
    const finished = run([
      { type: 'begin' },
      ...(['download', 'unzip', 'setup', 'start'] as const).map((step) => ({ type: 'stepDone' as const, step })),
    ]);
    expect(finished.phase).toBe('finished');
    expect(updateFlowReducer(finished, { type: 'available' }).phase).toBe('countdown');
  });

  it.each([
    [null, '1.0.0', true],
    ['1.0.0', '1.0.0', false],
    ['1.0.0', '1.1.0', true],
    ['1.0.0', null, false],
  ])('installed %s, latest %s: update %s', (installed, latest, expected) => {
    expect(updateAvailable(installed, latest)).toBe(expected);
  });
});
