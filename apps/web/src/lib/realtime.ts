import { type PushName, type PushPayload, parsePush } from "@sabong/shared/contracts";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";
import {
  realtimeUrl,
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
} from "./config.ts";
import { getSession, subscribeSession } from "./session.ts";

/**
 * The realtime client (spec section 4): when a token appears, connect to the realtime host passing the token as a
 * query value, websocket transport only, secure, forced new connection, 20000 ms connect timeout and reconnect
 * delays of 1000 to 5000 ms. Logout or a new token closes the connection (a new token opens a fresh one).
 *
 * Handlers registered with `listenPush` / `usePush` survive reconnections and token changes.
 */
type RealtimeHandler = (payload: unknown) => void;

export function socketOptions(token: string): Partial<ManagerOptions & SocketOptions> {
  return {
    query: { token },
    transports: ["websocket"],
    secure: true,
    forceNew: true,
    timeout: SOCKET_CONNECT_TIMEOUT_MS,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
  };
}

/** The server's refusal of a socket whose session is not valid (apps/server realtime/server.ts). */
const UNAUTHORIZED = "unauthorized";

let socket: Socket | null = null;
let socketToken = "";
const handlers = new Map<string, Set<RealtimeHandler>>();
const serverClosedHandlers = new Set<() => void>();

function dispatch(event: string, payload: unknown): void {
  for (const handler of handlers.get(event) ?? []) handler(payload);
}

/** Opens the connection for this token (closing any other first). */
export function connectRealtime(token: string): Socket {
  if (socket && socketToken === token) return socket;
  disconnectRealtime();
  const next = io(realtimeUrl(), socketOptions(token));
  next.on("connect", () => {
    console.info("[realtime] connected");
    if (socket !== next) return;
    setConnection({ connected: true, joined: new Set(), connects: connection.connects + 1 });
    // Rooms live on the server side of one connection: ask again for every room after each (re)connect.
    for (const room of rooms.keys()) requestJoin(room);
  });
  // Socket.IO gives up after the server closed the connection or refused it ("Live updates are temporarily
  // unavailable" while its Redis is away): try again later while this is still the session's socket. A refused
  // session ("unauthorized") is not retried: the session check the close triggers signs the user out.
  const retryLater = () =>
    setTimeout(() => {
      if (socket === next && !next.connected && !next.active) next.connect();
    }, SOCKET_RECONNECT_DELAY_MAX_MS);
  next.on("disconnect", (reason?: string) => {
    if (socket !== next) return;
    setConnection({ connected: false, joined: new Set() });
    if (reason === "io server disconnect") {
      for (const handler of serverClosedHandlers) handler();
      retryLater();
    }
  });
  next.on("connect_error", (error?: Error) => {
    if (socket === next && !next.active && error?.message !== UNAUTHORIZED) retryLater();
  });
  next.onAny((event: string, payload: unknown) => dispatch(event, payload));
  socket = next;
  socketToken = token;
  return next;
}

export function disconnectRealtime(): void {
  if (!socket) return;
  socket.offAny();
  socket.disconnect();
  socket = null;
  socketToken = "";
  setConnection({ connected: false, joined: new Set() });
}

/**
 * Runs when the server itself closed the connection (Socket.IO does not reconnect then): it does so when the user's
 * session ended (signed out elsewhere, a time-out taken in another tab, a suspension). Returns the stop function.
 */
export function onServerClosed(handler: () => void): () => void {
  serverClosedHandlers.add(handler);
  return () => {
    serverClosedHandlers.delete(handler);
  };
}

/** Follows the session: a token opens (or reopens) the connection, no token closes it. Returns a stop function. */
export function startRealtime(): () => void {
  const sync = () => {
    const { token } = getSession();
    if (token) connectRealtime(token);
    else disconnectRealtime();
  };
  sync();
  const unsubscribe = subscribeSession(() => {
    if (getSession().token !== socketToken) sync();
  });
  return () => {
    unsubscribe();
    disconnectRealtime();
  };
}

/** Listens to a server event; returns the function that stops listening. */
function listen(event: string, handler: RealtimeHandler): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  set.add(handler);
  return () => {
    set.delete(handler);
    if (set.size === 0) handlers.delete(event);
  };
}

function parsed<N extends PushName>(name: N, handler: (payload: PushPayload<N>) => void): RealtimeHandler {
  return (raw) => {
    const payload = parsePush(name, raw);
    if (payload !== null) handler(payload);
  };
}

/**
 * Listens to one push of the shared contract (contracts/pushes.ts), parsed: a payload that does not match its
 * contract is dropped (the screen's next fetch corrects it) rather than trusted. Returns the stop function.
 */
export function listenPush<N extends PushName>(name: N, handler: (payload: PushPayload<N>) => void): () => void {
  return listen(name, parsed(name, handler));
}

/** Emits an event with a payload; false when there is no connection (nobody is signed in). */
export function emit(event: string, payload?: unknown): boolean {
  if (!socket) return false;
  socket.emit(event, payload);
  return true;
}

/** `listenPush` for as long as the component is mounted; the latest handler is always used. */
export function usePush<N extends PushName>(name: N, handler: (payload: PushPayload<N>) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => listenPush(name, (payload) => latest.current(payload)), [name]);
}

// ---------------------------------------------------------------- connection state and feature rooms

/**
 * What a live screen needs to know: is the socket connected, which feature rooms (e.g. `event:12`) the server let us
 * into, and how many times we connected (a screen refetches after a reconnect to catch up on pushes it missed).
 */
export type RealtimeConnection = { connected: boolean; joined: ReadonlySet<string>; connects: number };

let connection: RealtimeConnection = { connected: false, joined: new Set(), connects: 0 };
const connectionListeners = new Set<() => void>();
/** Rooms some screen wants to be in, with how many screens want each. */
const rooms = new Map<string, number>();

function setConnection(patch: Partial<RealtimeConnection>): void {
  connection = { ...connection, ...patch };
  for (const listener of connectionListeners) listener();
}

function markJoined(room: string, joined: boolean): void {
  if (connection.joined.has(room) === joined) return;
  const next = new Set(connection.joined);
  if (joined) next.add(room);
  else next.delete(room);
  setConnection({ joined: next });
}

/** Asks the server to join a room (it answers with an ack: true when allowed). */
function requestJoin(room: string): void {
  const current = socket;
  if (!current?.connected) return;
  current.emit("join", room, (ok: unknown) => {
    if (current !== socket || !rooms.has(room)) return;
    markJoined(room, ok === true);
  });
}

export function getRealtimeConnection(): RealtimeConnection {
  return connection;
}

export function subscribeRealtimeConnection(listener: () => void): () => void {
  connectionListeners.add(listener);
  return () => {
    connectionListeners.delete(listener);
  };
}

/** Joins a feature room now (or as soon as connected, and again after every reconnect); returns the leave function. */
export function joinRealtimeRoom(room: string): () => void {
  const wanted = rooms.get(room) ?? 0;
  rooms.set(room, wanted + 1);
  if (wanted === 0) requestJoin(room);
  let left = false;
  return () => {
    if (left) return;
    left = true;
    const remaining = (rooms.get(room) ?? 1) - 1;
    if (remaining > 0) {
      rooms.set(room, remaining);
      return;
    }
    rooms.delete(room);
    if (socket?.connected) socket.emit("leave", room);
    markJoined(room, false);
  };
}

/** The connection state, re-rendering on every change. */
export function useRealtimeConnection(): RealtimeConnection {
  return useSyncExternalStore(subscribeRealtimeConnection, getRealtimeConnection, getRealtimeConnection);
}

/** Stays in the room while mounted (null: no room). */
export function useRealtimeRoom(room: string | null): void {
  useEffect(() => (room ? joinRealtimeRoom(room) : undefined), [room]);
}
