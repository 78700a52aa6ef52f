import { describe, expect, it } from 'vitest';
import { ChunkLoadError, chunkLoadFailureFromError } from './chunk-errors';

describe('chunkLoadFailureFromError', () => {
  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: https://golf.test/assets/CoursesPage-abc.js',
      'script',
      'https://golf.test/assets/CoursesPage-abc.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://golf.test/assets/StorePage-x.js',
      'script',
      'https://golf.test/assets/StorePage-x.js',
    ],
    ['Safari', 'Importing a module script failed.', 'script', null],
    ["Vite's CSS preload", 'Unable to preload CSS for /assets/mantine-1.css', 'stylesheet', '/assets/mantine-1.css'],
  ] as const)('recognises %s', (_browser, message, type, source) => {
    const failure = chunkLoadFailureFromError(new TypeError(message));
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect(failure).toMatchObject({ type, source });
  });

  it('ignores other errors', () => {
    expect(chunkLoadFailureFromError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(chunkLoadFailureFromError('Failed to fetch dynamically imported module: x')).toBeNull();
    expect(chunkLoadFailureFromError(undefined)).toBeNull();
  });

  it('names type and source in its message', () => {
    expect(new ChunkLoadError('script', '/assets/a.js').message).toBe('Failed to load script: /assets/a.js');
  });
});
