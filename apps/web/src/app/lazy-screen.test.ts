import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Page = () => null;

describe('lazyScreen', () => {
  it('downloads once, however often it is preloaded', async () => {
    const load = vi.fn(async () => ({ Component: Page }));
    const screen = lazyScreen(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([screen.preload(), screen.preload()]);
    await screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await expect(screen.preload()).resolves.toEqual({ default: Page });
  });

  it('tries a failed download again at the next preload', async () => {
    const load = vi
      .fn<() => Promise<{ Component: typeof Page }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce({ Component: Page });
    const screen = lazyScreen(load);
    await expect(screen.preload()).rejects.toThrow('Failed to fetch');
    await expect(screen.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
