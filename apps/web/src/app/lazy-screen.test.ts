import { describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router';
import { lazyScreen, oncePerVisit } from './lazy-screen';

const Page = () => null;

describe('lazyScreen', () => {
  it('downloads once, however often it is preloaded, and has nothing to wait for after', async () => {
    const load = vi.fn(async () => ({ Component: Page }));
    const screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    const first = screen.preload();
    expect(screen.preload()).toBe(first);
    await first;
    expect(screen.preload()).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again at the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ Component: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Component: Page });
    const screen = lazyScreen(load);
    await expect(screen.preload()).rejects.toThrow('Failed to fetch');
    // Its route renders the failure, to the error boundary, until a preload tries again.
    expect(() => screen.Component()).toThrow('Failed to fetch');
    await screen.preload();
    expect(screen.preload()).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not tried again by a render of the same visit, so its failure reaches the error page', async () => {
    const load = vi
      .fn<() => Promise<{ Component: typeof Page }>>()
      .mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'));
    const screen = lazyScreen(load);
    const preloadFor = oncePerVisit((_: Location) => screen.preload());
    const visit = (key: string) => ({ pathname: '/store', search: '', hash: '', state: null, key });

    await expect(preloadFor(visit('a'))).rejects.toThrow('Failed to fetch');
    // The screen change renders again once the download failed: it must show the failure, not wait anew.
    await expect(preloadFor(visit('a'))).rejects.toThrow('Failed to fetch');
    expect(() => screen.Component()).toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(1);

    await expect(preloadFor(visit('b'))).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
