import { vi } from "vitest";

/* A socket.io client double for the realtime tests: `vi.mock("socket.io-client", () => import(".../fake-socket.ts"))`. */

type Listener = (...args: unknown[]) => void;
type Emitted = { event: string; payload: unknown; ack?: (ok: unknown) => void };

export class FakeSocket {
  connected = false;
  /** Whether Socket.IO would reconnect by itself (false after the server closed or refused the connection). */
  active = true;
  readonly connect = vi.fn(() => {
    this.active = true;
  });
  readonly listeners = new Map<string, Listener>();
  anyListener: Listener | null = null;
  readonly emits: Emitted[] = [];
  readonly emit = vi.fn((event: string, payload?: unknown, ack?: (ok: unknown) => void) => {
    this.emits.push({ event, payload, ack });
  });
  readonly disconnect = vi.fn(() => {
    this.connected = false;
  });
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
    return this;
  }
  onAny(listener: Listener) {
    this.anyListener = listener;
    return this;
  }
  offAny() {
    this.anyListener = null;
    return this;
  }
  /** The connection opens or drops (`reason`: Socket.IO's, e.g. "io server disconnect"). */
  fire(event: "connect" | "disconnect", reason?: string) {
    this.connected = event === "connect";
    if (reason === "io server disconnect") this.active = false;
    this.listeners.get(event)?.(reason);
  }
  /** The server refused the connection in its middleware: Socket.IO gives up on it. */
  refuse(message: string) {
    this.active = false;
    this.listeners.get("connect_error")?.(new Error(message));
  }
  /** Answers every pending join with `ok`. */
  ackJoins(ok: boolean) {
    for (const e of this.emits.splice(0)) if (e.event === "join") e.ack?.(ok);
  }
  /** The server pushes an event. */
  push(event: string, payload?: unknown) {
    this.anyListener?.(event, payload);
  }
}

/** Every socket the app opened, oldest first (empty it after each test). */
export const sockets: FakeSocket[] = [];

export const io = vi.fn((_url: string, _options: unknown) => {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
});
