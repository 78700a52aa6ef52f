import { gameShellSteps, type ErrorKey, type GameShellStep } from '@golf/contracts';

/** Seconds between "update available" and the download starting by itself (spec section 4, "Updates"). */
export const UPDATE_COUNTDOWN_SECONDS = 5;

export type StepState =
  | { status: 'waiting' }
  | { status: 'running'; fraction: number; bytes?: number; totalBytes?: number }
  | { status: 'done' }
  | { status: 'failed'; key: ErrorKey; message?: string };

/**
 * The game update: idle (nothing to do, or the player put it off), a countdown, then the four steps
 * in order. A failed step stops the flow where it is; retrying runs that step again and goes on.
 */
export interface UpdateFlow {
  phase: 'idle' | 'countdown' | 'running' | 'failed' | 'finished';
  secondsLeft: number;
  steps: Record<GameShellStep, StepState>;
}

export type UpdateEvent =
  | { type: 'available' }
  | { type: 'tick' }
  | { type: 'postpone' }
  | { type: 'begin' }
  | { type: 'progress'; step: GameShellStep; fraction: number; bytes?: number; totalBytes?: number }
  | { type: 'stepDone'; step: GameShellStep }
  | { type: 'stepFailed'; step: GameShellStep; key: ErrorKey; message?: string }
  | { type: 'retry' };

const waitingSteps = (): UpdateFlow['steps'] =>
  Object.fromEntries(gameShellSteps.map((step) => [step, { status: 'waiting' }])) as UpdateFlow['steps'];

export const initialUpdateFlow = (): UpdateFlow => ({ phase: 'idle', secondsLeft: 0, steps: waitingSteps() });

/** The first step not done yet, or null when all are. */
export function nextStep(flow: UpdateFlow): GameShellStep | null {
  return gameShellSteps.find((step) => flow.steps[step].status !== 'done') ?? null;
}

export function updateFlowReducer(flow: UpdateFlow, event: UpdateEvent): UpdateFlow {
  switch (event.type) {
    case 'available':
      return flow.phase === 'idle' || flow.phase === 'finished'
        ? { phase: 'countdown', secondsLeft: UPDATE_COUNTDOWN_SECONDS, steps: waitingSteps() }
        : flow;
    case 'tick':
      if (flow.phase !== 'countdown') return flow;
      return flow.secondsLeft <= 1
        ? { ...flow, phase: 'running', secondsLeft: 0 }
        : { ...flow, secondsLeft: flow.secondsLeft - 1 };
    case 'postpone':
      return flow.phase === 'countdown' ? { ...flow, phase: 'idle', secondsLeft: 0 } : flow;
    case 'begin':
      return flow.phase === 'idle' || flow.phase === 'countdown'
        ? { phase: 'running', secondsLeft: 0, steps: waitingSteps() }
        : flow;
    case 'progress':
      if (flow.phase !== 'running') return flow;
      return {
        ...flow,
        steps: {
          ...flow.steps,
          [event.step]: {
            status: 'running',
            fraction: Math.min(1, Math.max(0, event.fraction)),
            bytes: event.bytes,
            totalBytes: event.totalBytes,
          },
        },
      };
    case 'stepDone': {
      if (flow.phase !== 'running') return flow;
      const steps = { ...flow.steps, [event.step]: { status: 'done' } as StepState };
      const finished = gameShellSteps.every((step) => steps[step].status === 'done');
      return { ...flow, phase: finished ? 'finished' : 'running', steps };
    }
    case 'stepFailed':
      if (flow.phase !== 'running') return flow;
      return {
        ...flow,
        phase: 'failed',
        steps: { ...flow.steps, [event.step]: { status: 'failed', key: event.key, message: event.message } },
      };
    case 'retry': {
      const step = nextStep(flow);
      if (flow.phase !== 'failed' || !step) return flow;
      return { ...flow, phase: 'running', steps: { ...flow.steps, [step]: { status: 'waiting' } } };
    }
  }
}

/** Whether the installed game is older than the latest release (any difference counts: staff may roll back). */
export function updateAvailable(installed: string | null, latest: string | null): boolean {
  return latest !== null && installed !== latest;
}
