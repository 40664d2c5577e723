/**
 * Gathers ids over a short window and hands them to `flush` as one batch (e.g. one balance read for every user whose
 * wallet changed meanwhile). One flush runs at a time; ids arriving during it wait for the next window. At most
 * `maxPending` ids wait (beyond that they are dropped: the screens' next fetch corrects them).
 */
export type Coalescer = { add: (ids: Iterable<number>) => void; idle: () => Promise<void>; close: () => void };

export function createCoalescer(options: {
  windowMs: number;
  maxPending: number;
  /** Must not reject. */
  flush: (ids: number[]) => Promise<void>;
}): Coalescer {
  let pending = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  const schedule = (): void => {
    if (timer || running || closed || pending.size === 0) return;
    timer = setTimeout(run, options.windowMs);
    timer.unref();
  };

  const run = (): void => {
    timer = null;
    const ids = [...pending];
    pending = new Set();
    running = options.flush(ids).finally(() => {
      running = null;
      schedule();
    });
  };

  return {
    add: (ids) => {
      if (closed) return;
      for (const id of ids) {
        if (pending.size >= options.maxPending) break;
        pending.add(id);
      }
      schedule();
    },
    /** Resolves once nothing waits or runs (tests and orderly shutdown). */
    idle: async () => {
      while (!closed && (timer || running || pending.size > 0)) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, options.windowMs));
      }
    },
    close: () => {
      closed = true;
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}
