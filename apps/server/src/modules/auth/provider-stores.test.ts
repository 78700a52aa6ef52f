import { executionAsyncId } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { expectError } from '../../../test/errors';
import { createTestUser } from '../../../test/users';
import { createStoreScope } from './provider-stores';

/**
 * Whether the process tracks async context now: with a store enabled (Node 20), each promise continuation runs
 * with an async id of its own; without, it keeps its caller's. Measured a turn later, as Node turns the promise
 * hooks off in a microtask.
 */
async function tracksAsyncContext(): Promise<boolean> {
  await nextTurn();
  const before = executionAsyncId();
  await null;
  return executionAsyncId() !== before;
}

// Mail goes to a port where nothing listens, so the reset mail fails and the mail store has to carry that.
const testApp = await createTestApp({ env: { AUTH_RATE_LIMIT: 'false', MAIL_URL: 'smtp://127.0.0.1:9' } });
const post = (url: string, payload: object) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: { origin: testApp.config.server.appUrl } });

describe('createStoreScope', () => {
  const fakeStore = () => ({
    disabled: 0,
    disable() {
      this.disabled += 1;
    },
  });

  it('disables the stores when the last of overlapping calls has ended, failed or not', async () => {
    const store = fakeStore();
    const scope = createStoreScope(() => [store]);
    let finishFirst!: () => void;
    const first = scope.run(() => new Promise<void>((resolve) => (finishFirst = resolve)));
    const second = scope.run(() => Promise.reject(new Error('refused')));
    await expect(second).rejects.toThrow('refused');
    expect(scope.running).toBe(1);
    expect(store.disabled).toBe(0);
    finishFirst();
    await first;
    expect(scope.running).toBe(0);
    expect(store.disabled).toBe(1);
  });
});

describe('async-context tracking after identity-provider calls', () => {
  it('is off once a call has answered, and the stores still work in the next call', async () => {
    expect(await tracksAsyncContext()).toBe(false);
    const user = await createTestUser(testApp);
    const signIn = await post('/api/auth/sign-in/email', { email: user.email, password: 'correct-horse-battery' });
    expect(signIn.statusCode).toBe(200);
    expect(await tracksAsyncContext()).toBe(false);
    // A provider call whose mail fails: the failure reaches the caller through the mail store.
    expectError(await post('/api/auth/request-password-reset', { email: user.email }), 'auth.reset_email_failed');
    expect(await tracksAsyncContext()).toBe(false);
    expectError(await post('/api/auth/request-password-reset', { email: user.email }), 'auth.reset_email_failed');
    expect(await tracksAsyncContext()).toBe(false);
  });
});
