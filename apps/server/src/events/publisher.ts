import type { Db } from "../db/client.ts";
import { countDroppedPush } from "../metrics/registry.ts";
import type { Realtime } from "../realtime/types.ts";
import { type Coalescer, createCoalescer } from "./coalesce.ts";
import { DOMAIN_EVENT_TYPES, type DomainEvent, type DomainEventType } from "./domain-events.ts";
import { createKeyedThrottle, type KeyedThrottle } from "./throttle.ts";
import type { Publish } from "./transact.ts";

const MAX_ORDERED_WAITING = 10_000;
/** How often `idle` looks again while a throttle window is still open. */
const IDLE_POLL_MS = 50;

export type Publisher = {
  /** Hand to setPublisher: never throws, never waits; pushes go out when their reads are done. */
  publish: Publish;
  /** Resolves once every push handed so far has gone out (tests; nothing waits for it in production). */
  idle: () => Promise<void>;
  /** Stops the timers; later events are dropped. */
  close: () => void;
};

type Log = { warn: (details: object, message: string) => void };
export type EventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;

/**
 * What a module's push handlers get: the database and hub to read and emit with, and the publisher's tools, each
 * bounded and each waited for by `idle` and stopped by `close`, so no module keeps its own timers.
 */
export type PushKit = {
  db: Db;
  realtime: Realtime;
  log: Log;
  /** True once the publisher is closed: a read that finishes after it pushes nothing. */
  closed: () => boolean;
  /** Runs pushes that read what they show one after another in commit order, so an older state never lands last. */
  inOrder: (what: string, work: () => Promise<void> | void) => void;
  /** At most one run per key per window (the latest value wins); `run`'s failures are logged as `what`. */
  keyedThrottle: <K, V>(
    what: string,
    options: { windowMs: number; maxKeys: number; run: (value: V) => Promise<void> },
  ) => KeyedThrottle<K, V>;
  /** Ids added within a window are flushed together (one read for many). */
  coalescer: (options: { windowMs: number; maxPending: number; flush: (ids: number[]) => Promise<void> }) => Coalescer;
  /** Logs a failed push as `what` (never thrown: the commit it reports stands). */
  failed: (what: string) => (err: unknown) => void;
};

export type PushHandlerMap = { [K in DomainEventType]?: (event: EventOf<K>) => void };
/** A module's push handlers: given the kit once, it answers the events it turns into pushes. */
export type PushHandlers = (kit: PushKit) => PushHandlerMap;

/** Every event type has exactly one handler among the modules' (checked when the app is built). */
function mergeHandlers(maps: PushHandlerMap[]): PushHandlerMap {
  const merged: Record<string, unknown> = {};
  for (const map of maps) {
    for (const [type, handler] of Object.entries(map)) {
      if (merged[type]) throw new Error(`two modules push "${type}"`);
      merged[type] = handler;
    }
  }
  const missing = DOMAIN_EVENT_TYPES.filter((type) => !merged[type]);
  if (missing.length > 0) throw new Error(`no module pushes ${missing.join(", ")}`);
  return merged as PushHandlerMap;
}

/** What the kit's tools leave running, for `idle` to wait on and `close` to stop. */
type Running = {
  closed: boolean;
  inFlight: Set<Promise<void>>;
  throttles: KeyedThrottle<unknown, unknown>[];
  coalescers: Coalescer[];
  /** The tail of the in-order pushes, and how many wait in it. */
  ordered: Promise<void>;
  orderedWaiting: number;
};

/**
 * The one place committed domain events become socket pushes (contracts: packages/shared contracts/pushes.ts; the
 * typed Realtime refuses a payload that does not match its push). Modules bring their handlers (each module's
 * plugin.ts); this knows none of them. A failed push is logged, never thrown: screens catch up on their next fetch.
 */
export function createPublisher(options: {
  db: Db;
  realtime: Realtime;
  log: Log;
  handlers: readonly PushHandlers[];
}): Publisher {
  const running: Running = {
    closed: false,
    inFlight: new Set(),
    throttles: [],
    coalescers: [],
    ordered: Promise.resolve(),
    orderedWaiting: 0,
  };
  const kit = createKit(options, running);
  const handlers = mergeHandlers(options.handlers.map((make) => make(kit)));
  const route = <K extends DomainEventType>(event: EventOf<K>): void => handlers[event.type as K]?.(event);

  return {
    publish: (events) => {
      if (running.closed) return;
      for (const event of events) {
        try {
          route(event);
        } catch (err) {
          kit.failed(event.type)(err);
        }
      }
    },
    idle: () => waitUntilIdle(running),
    close: () => {
      running.closed = true;
      for (const throttle of running.throttles) throttle.close();
      for (const coalescer of running.coalescers) coalescer.close();
    },
  };
}

/** The kit handed to every module's push handlers; what its tools start is kept in `running`. */
function createKit(options: { db: Db; realtime: Realtime; log: Log }, running: Running): PushKit {
  const { db, realtime, log } = options;
  const failed = (what: string) => (err: unknown) => {
    countDroppedPush(what);
    if (!running.closed) log.warn({ err }, `${what} push failed`);
  };
  const track = (what: string, work: Promise<void>): Promise<void> => {
    const tracked = work.catch(failed(what)).finally(() => running.inFlight.delete(tracked));
    running.inFlight.add(tracked);
    return tracked;
  };
  return {
    db,
    realtime,
    log,
    closed: () => running.closed,
    failed,
    inOrder: (what, work) => {
      if (running.orderedWaiting >= MAX_ORDERED_WAITING) return failed(what)(new Error("too many pushes waiting"));
      running.orderedWaiting++;
      running.ordered = running.ordered
        .then(() => (running.closed ? undefined : work()))
        .catch(failed(what))
        .finally(() => {
          running.orderedWaiting--;
        });
    },
    keyedThrottle: <K, V>(
      what: string,
      { windowMs, maxKeys, run }: { windowMs: number; maxKeys: number; run: (value: V) => Promise<void> },
    ) => {
      const throttle = createKeyedThrottle<K, V>({ windowMs, maxKeys, run: (value) => track(what, run(value)) });
      running.throttles.push(throttle as KeyedThrottle<unknown, unknown>);
      return throttle;
    },
    coalescer: (coalescerOptions) => {
      const coalescer = createCoalescer(coalescerOptions);
      running.coalescers.push(coalescer);
      return coalescer;
    },
  };
}

/** Each step may start the next (a throttle window ends, a balance read finishes): waits until all are quiet. */
async function waitUntilIdle(running: Running): Promise<void> {
  while (!running.closed) {
    const tail = running.ordered;
    await Promise.all([tail, ...running.coalescers.map((c) => c.idle()), ...running.inFlight]);
    const throttled = running.throttles.reduce((sum, throttle) => sum + throttle.size(), 0);
    if (tail === running.ordered && running.inFlight.size === 0 && throttled === 0) return;
    if (throttled > 0) await new Promise((resolve) => setTimeout(resolve, IDLE_POLL_MS));
  }
}
