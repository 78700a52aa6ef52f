/**
 * Work every node repeats on a timer (the tournament scheduler, the file sweeper). A pass asked for
 * while one runs joins it rather than doubling it; stop() waits for the pass under way, so the
 * database closes after it. The timer counts from the end of a pass, so passes never overlap.
 */
export function createPeriodicPass<T>(
  run: () => Promise<T>,
  options: {
    /** Milliseconds between passes; 0 never starts the timer (now() still works). */
    intervalMs: number;
    /** The first pass after start(), when sooner than the interval. */
    firstPassMs?: number;
    onError: (error: unknown) => void;
    onResult?: (result: T) => void;
  },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;

  /** One pass now, or the one under way. */
  function now(): Promise<T> {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  }

  function after(delay: number) {
    timer = setTimeout(() => {
      now()
        .then(options.onResult, options.onError)
        .finally(() => {
          if (timer) after(options.intervalMs);
        });
    }, delay);
    timer.unref();
  }

  return {
    now,
    start() {
      if (timer || options.intervalMs <= 0) return;
      after(Math.min(options.intervalMs, options.firstPassMs ?? options.intervalMs));
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running?.catch(() => undefined);
    },
  };
}
