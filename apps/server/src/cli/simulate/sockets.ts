import {
  type BalancePush,
  BETTING_SOCKET_EVENTS,
  type FightResultPush,
  type FightTotalsPush,
  type OperatorWarningPush,
} from "@sabong/shared";
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
    errors: [],
  };
  socket.on(BETTING_SOCKET_EVENTS.fight, () => listener.states++);
  socket.on(BETTING_SOCKET_EVENTS.result, (_push: FightResultPush) => listener.results++);
  socket.on(BETTING_SOCKET_EVENTS.reverted, () => listener.reverted++);
  socket.on(BETTING_SOCKET_EVENTS.warning, (_push: OperatorWarningPush) => listener.warnings++);
  socket.on(BETTING_SOCKET_EVENTS.balance, (push: BalancePush) => {
    if (typeof push?.pointsCentavos === "number") listener.lastBalanceCentavos = push.pointsCentavos;
  });
  socket.on(BETTING_SOCKET_EVENTS.totals, (push: FightTotalsPush) => {
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
