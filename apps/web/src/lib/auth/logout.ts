/** The logout steps, in the spec's order (section 4, "Logout does the following"). */
export const logoutStepIds = ['mfa', 'realtime', 'caches', 'signOut', 'event'] as const;
export type LogoutStepId = (typeof logoutStepIds)[number];

export type LogoutStepStatus = 'pending' | 'running' | 'done' | 'failed';

export interface LogoutStep {
  id: LogoutStepId;
  run: () => unknown;
}

export interface LogoutStepState {
  id: LogoutStepId;
  status: LogoutStepStatus;
}

export type LogoutProgress = readonly LogoutStepState[];

export const initialLogoutProgress: LogoutProgress = logoutStepIds.map((id) => ({ id, status: 'pending' }));

/**
 * Runs the steps one after the other. A step that fails is marked failed and the next one runs
 * anyway: logging out must finish even when the server cannot be reached. `onProgress` gets a
 * new snapshot each time a step starts or ends.
 */
export async function runLogoutSteps(
  steps: readonly LogoutStep[],
  onProgress: (progress: LogoutProgress) => void = () => undefined,
): Promise<LogoutProgress> {
  let progress: LogoutProgress = steps.map(({ id }) => ({ id, status: 'pending' }));
  const set = (index: number, status: LogoutStepStatus) => {
    progress = progress.map((step, i) => (i === index ? { ...step, status } : step));
    onProgress(progress);
  };
  for (const [index, step] of steps.entries()) {
    set(index, 'running');
    try {
      await step.run();
      set(index, 'done');
    } catch (error) {
      console.warn(`Logout step "${step.id}" failed`, error);
      set(index, 'failed');
    }
  }
  return progress;
}

export interface LogoutActions {
  invalidateMfa: () => Promise<unknown>;
  disconnectRealtime: () => unknown;
  clearCaches: () => unknown;
  signOut: () => Promise<unknown>;
  forgetSession: () => void;
  emitLogout: () => void;
}

/**
 * The five steps wired to their actions. The stored token and known user are forgotten even
 * when the provider's sign-out fails, so this device is signed out whatever the server says.
 */
export function createLogoutSteps(actions: LogoutActions): LogoutStep[] {
  return [
    { id: 'mfa', run: actions.invalidateMfa },
    { id: 'realtime', run: actions.disconnectRealtime },
    { id: 'caches', run: actions.clearCaches },
    {
      id: 'signOut',
      run: async () => {
        try {
          await actions.signOut();
        } finally {
          actions.forgetSession();
        }
      },
    },
    { id: 'event', run: actions.emitLogout },
  ];
}
