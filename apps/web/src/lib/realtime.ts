import { useEffect, useRef } from "react";
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
 * Handlers registered with `listen` survive reconnections and token changes.
 */
export type RealtimeHandler = (payload: unknown) => void;

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

let socket: Socket | null = null;
let socketToken = "";
const handlers = new Map<string, Set<RealtimeHandler>>();

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
export function listen(event: string, handler: RealtimeHandler): () => void {
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

/** Emits an event with a payload; false when there is no connection (nobody is signed in). */
export function emit(event: string, payload?: unknown): boolean {
  if (!socket) return false;
  socket.emit(event, payload);
  return true;
}

/** Listens to a server event for as long as the component is mounted; the latest handler is always used. */
export function useRealtimeEvent(event: string, handler: RealtimeHandler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => listen(event, (payload) => latest.current(payload)), [event]);
}
