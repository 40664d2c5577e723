/**
 * A background job's loop (the draw clock, the accounting fold): `tick` runs now, then `intervalMs` after each run
 * ends, so two never overlap, until stopped. The timer does not keep the process alive; stop() waits for the tick under
 * way. A tick that throws is handed to `onError` and the next one tries again; an `onError` that throws itself (a
 * logger transport failing) is ignored, so the loop goes on and never leaves an unhandled rejection behind.
 */
export type Ticker = { stop: () => Promise<void> };

/** Where a background job reports what went wrong (the server's logger; tests pass a silent one). */
export type JobLog = { error: (obj: object, msg?: string) => void };

export function startTicker(options: {
  intervalMs: number;
  /** `stopped()` turns true once stop() is called: a long tick can end early. */
  tick: (stopped: () => boolean) => Promise<void>;
  onError: (err: unknown) => void;
}): Ticker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const isStopped = () => stopped;
  const run = async () => {
    try {
      await options.tick(isStopped);
    } catch (err) {
      try {
        options.onError(err);
      } catch {
        // Nowhere left to report it: the loop must keep running and stop() must still resolve.
      }
    }
  };
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().finally(next);
    }, options.intervalMs);
    timer.unref();
  };
  running = run().finally(next);
  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
