import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadTimeoutError,
  describeChunkFailure,
  installPreloadErrorHandler,
  onChunkLoadFailure,
  withChunkTimeout,
} from './chunks';
import { CHUNK_LOAD_TIMEOUT_MS } from './config';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('chunk load failures (spec sections 8 and 9)', () => {
  it('describes a failed dynamic import by type and source', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://localhost/backoffice/assets/List-abc.js',
    );
    expect(describeChunkFailure(error)).toEqual({
      type: 'TypeError',
      source: 'http://localhost/backoffice/assets/List-abc.js',
    });
    expect(describeChunkFailure(new Error('Unable to preload CSS for /backoffice/assets/x.css'))).toEqual({
      type: 'error',
      source: '/backoffice/assets/x.css',
    });
    expect(describeChunkFailure(undefined, 'users/List')).toEqual({ type: 'error', source: 'users/List' });
  });

  it('reports vite:preloadError events with type and source', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const target = new EventTarget();
    installPreloadErrorHandler(target as unknown as Window);
    const seen: unknown[] = [];
    const stop = onChunkLoadFailure((failure) => seen.push(failure));
    const event = Object.assign(new Event('vite:preloadError'), {
      payload: new Error('Failed to fetch /backoffice/assets/Edit-1.js'),
    });
    target.dispatchEvent(event);
    stop();
    expect(seen).toEqual([{ type: 'error', source: '/backoffice/assets/Edit-1.js' }]);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('error: /backoffice/assets/Edit-1.js'),
      expect.anything(),
    );
  });

  it('times out after 120 seconds and reports it', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const stop = onChunkLoadFailure((failure) => seen.push(failure));
    const pending = withChunkTimeout(() => new Promise<never>(() => undefined), 'users/List');
    const assertion = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
    stop();
    expect(seen).toEqual([{ type: 'timeout', source: 'users/List' }]);
  });

  it('passes a chunk that loads in time through', async () => {
    await expect(withChunkTimeout(async () => 'module', 'x')).resolves.toBe('module');
  });

  it('reports a failed import once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const stop = onChunkLoadFailure((failure) => seen.push(failure));
    await expect(withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch /a.js')), 'a')).rejects.toThrow(
      'Failed to fetch',
    );
    stop();
    expect(seen).toEqual([{ type: 'TypeError', source: '/a.js' }]);
  });
});
