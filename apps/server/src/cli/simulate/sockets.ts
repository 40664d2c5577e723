import { type PushName, type PushPayload, parsePush } from "@sabong/shared/contracts";
import { io, type Socket } from "socket.io-client";

/** What one signed-in socket heard, for the checks at the end. */
export type Listener = {
  socket: Socket;
  states: number;
  results: number;
  reverted: number;
  warnings: number;
  lastBalanceCentavos: number | null;
  /** The last totals pushed per fight id. */
  lastTotals: Map<number, { totalCentavos: number; betCount: number }>;
  /** Ids of the notices pushed live (the bell's toasts). */
  notices: Set<string>;
  errors: string[];
};

const CONNECT_TIMEOUT_MS = 30_000;

/** Connects the way the web app does (token in the query) and counts the betting pushes it receives. */
export function listen(url: string, token: string): Promise<Listener> {
  const socket = io(url, {
    path: "/socket.io",
    transports: ["websocket"],
    query: { token },
    reconnection: true,
    timeout: CONNECT_TIMEOUT_MS,
  });
  const listener: Listener = {
    socket,
    states: 0,
    results: 0,
    reverted: 0,
    warnings: 0,
    lastBalanceCentavos: null,
    lastTotals: new Map(),
    notices: new Set(),
    errors: [],
  };
  // Each push is read with its contract (packages/shared contracts/pushes.ts); one that does not match is an error.
  const on = <N extends PushName>(name: N, handle: (push: PushPayload<N>) => void) =>
    socket.on(name as string, (payload: unknown) => {
      const push = parsePush(name, payload);
      if (push) handle(push);
      else listener.errors.push(`${name} push does not match its contract`);
    });
  on("fight:state", () => listener.states++);
  on("fight:result", () => listener.results++);
  on("fight:reverted", () => listener.reverted++);
  on("operator:warning", () => listener.warnings++);
  on("balance", (push) => {
    listener.lastBalanceCentavos = push.pointsCentavos;
  });
  on("notice", (push) => {
    for (const notice of push.notices) listener.notices.add(notice.id);
  });
  on("fight:totals", (push) => {
    listener.lastTotals.set(push.fightId, { totalCentavos: push.totalCentavos, betCount: push.betCount });
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.close();
      reject(new Error("socket did not connect in 30 s"));
    }, CONNECT_TIMEOUT_MS);
    socket.once("connect", () => {
      clearTimeout(timer);
      resolve(listener);
    });
    socket.on("connect_error", (err) => listener.errors.push(err.message));
    // A reconnect would miss pushes: the checks at the end would then report missing events, so say why.
    socket.on("disconnect", (reason) => {
      if (reason !== "io client disconnect") listener.errors.push(`disconnected: ${reason}`);
    });
  });
}

/** Joins a feature room (the event's), as the player screen does; the server acknowledges. */
export async function join(listener: Listener, room: string): Promise<boolean> {
  return (await listener.socket.timeout(10_000).emitWithAck("join", room)) === true;
}

export function closeAll(listeners: readonly Listener[]): void {
  for (const listener of listeners) listener.socket.close();
}
