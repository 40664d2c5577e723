/**
 * Per-key throttle: the first change of a key runs at once; the window opens when that run has finished (so two runs
 * of a key are always at least a window apart, however long each took). Changes meanwhile are merged into one run
 * with the latest value when the window ends, which opens the next one. Entries vanish once a window passes quietly;
 * at most `maxKeys` are tracked (a change beyond that is dropped: the screens' next fetch corrects them).
 */
export type KeyedThrottle<K, V> = { changed: (key: K, value: V) => void; size: () => number; close: () => void };

type Entry<V> = { timer: NodeJS.Timeout | null; pending: boolean; value: V };

export function createKeyedThrottle<K, V>(options: {
  windowMs: number;
  maxKeys: number;
  /** Must not reject. */
  run: (value: V) => Promise<void>;
}): KeyedThrottle<K, V> {
  const entries = new Map<K, Entry<V>>();
  let closed = false;

  const start = (key: K, entry: Entry<V>): void => {
    entry.pending = false;
    void options.run(entry.value).then(() => {
      if (closed) return;
      entry.timer = setTimeout(() => tick(key, entry), options.windowMs);
      entry.timer.unref();
    });
  };

  const tick = (key: K, entry: Entry<V>): void => {
    entry.timer = null;
    if (entry.pending && !closed) start(key, entry);
    else entries.delete(key);
  };

  return {
    changed: (key, value) => {
      if (closed) return;
      const entry = entries.get(key);
      if (entry) {
        entry.pending = true;
        entry.value = value;
        return;
      }
      if (entries.size >= options.maxKeys) return;
      const fresh: Entry<V> = { timer: null, pending: false, value };
      entries.set(key, fresh);
      start(key, fresh);
    },
    size: () => entries.size,
    close: () => {
      closed = true;
      for (const entry of entries.values()) if (entry.timer) clearTimeout(entry.timer);
      entries.clear();
    },
  };
}
