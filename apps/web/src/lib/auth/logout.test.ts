import { describe, expect, it, vi } from 'vitest';
import { createLogoutSteps, logoutStepIds, runLogoutSteps, type LogoutActions, type LogoutProgress } from './logout';

function recordingActions(fail: Partial<Record<keyof LogoutActions, boolean>> = {}) {
  const calls: string[] = [];
  const act =
    (name: keyof LogoutActions, async = false) =>
    () => {
      calls.push(name);
      if (fail[name]) {
        if (async) return Promise.reject(new Error(`${name} failed`));
        throw new Error(`${name} failed`);
      }
      return async ? Promise.resolve() : undefined;
    };
  const actions: LogoutActions = {
    invalidateMfa: act('invalidateMfa', true) as () => Promise<unknown>,
    disconnectRealtime: act('disconnectRealtime'),
    clearCaches: act('clearCaches'),
    signOut: act('signOut', true) as () => Promise<unknown>,
    forgetSession: act('forgetSession') as () => void,
    emitLogout: act('emitLogout') as () => void,
  };
  return { calls, actions };
}

describe('logout steps', () => {
  it('are the spec order: MFA session, real-time, caches, provider sign-out, logout event', () => {
    expect(logoutStepIds).toEqual(['mfa', 'realtime', 'caches', 'signOut', 'event']);
    expect(createLogoutSteps(recordingActions().actions).map((step) => step.id)).toEqual([...logoutStepIds]);
  });

  it('run one after the other, each waiting for the one before', async () => {
    const { calls, actions } = recordingActions();
    let releaseMfa: () => void = () => undefined;
    actions.invalidateMfa = () => {
      calls.push('invalidateMfa');
      return new Promise<void>((resolve) => (releaseMfa = resolve));
    };
    const run = runLogoutSteps(createLogoutSteps(actions));
    await Promise.resolve();
    expect(calls).toEqual(['invalidateMfa']);
    releaseMfa();
    const progress = await run;
    expect(calls).toEqual([
      'invalidateMfa',
      'disconnectRealtime',
      'clearCaches',
      'signOut',
      'forgetSession',
      'emitLogout',
    ]);
    expect(progress.map((step) => step.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
  });

  it('go on when a step fails, and mark it failed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls, actions } = recordingActions({ invalidateMfa: true, clearCaches: true, signOut: true });
    const progress = await runLogoutSteps(createLogoutSteps(actions));
    expect(calls).toEqual([
      'invalidateMfa',
      'disconnectRealtime',
      'clearCaches',
      'signOut',
      'forgetSession',
      'emitLogout',
    ]);
    expect(progress).toEqual([
      { id: 'mfa', status: 'failed' },
      { id: 'realtime', status: 'done' },
      { id: 'caches', status: 'failed' },
      { id: 'signOut', status: 'failed' },
      { id: 'event', status: 'done' },
    ]);
    warn.mockRestore();
  });

  it('forget the stored session even when the provider sign-out fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls, actions } = recordingActions({ signOut: true });
    await runLogoutSteps(createLogoutSteps(actions));
    expect(calls).toContain('forgetSession');
    vi.restoreAllMocks();
  });

  it('report each step starting and ending', async () => {
    const snapshots: LogoutProgress[] = [];
    await runLogoutSteps(createLogoutSteps(recordingActions().actions), (progress) => snapshots.push(progress));
    expect(snapshots).toHaveLength(10);
    expect(snapshots[0]!.map((s) => s.status)).toEqual(['running', 'pending', 'pending', 'pending', 'pending']);
    expect(snapshots[1]!.map((s) => s.status)).toEqual(['done', 'pending', 'pending', 'pending', 'pending']);
    expect(snapshots[8]!.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done', 'running']);
  });
});
