import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("socket.io-client", () => import("../testing/fake-socket.ts"));
const { io, sockets } = await import("../testing/fake-socket.ts");

const { connectRealtime, disconnectRealtime, emit, listenPush, onServerClosed, startRealtime } = await import(
  "./realtime.ts"
);
const session = await import("./session.ts");
const { setNavigator } = await import("./navigation.ts");

/** An unsigned JWT is enough: the client only decodes it. */
function token(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

beforeEach(() => {
  setNavigator(() => {});
});

afterEach(() => {
  disconnectRealtime();
  io.mockClear();
  sockets.length = 0;
  window.localStorage.clear();
});

describe("realtime connection", () => {
  it("connects to the page origin with exactly the spec options", () => {
    connectRealtime("abc.def.ghi");
    expect(io).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledWith(window.location.origin, {
      query: { token: "abc.def.ghi" },
      transports: ["websocket"],
      secure: true,
      forceNew: true,
      timeout: 20000,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
  });

  it("logs a connected message with console.info", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    connectRealtime("abc.def.ghi");
    sockets[0]?.listeners.get("connect")?.();
    expect(info).toHaveBeenCalledWith(expect.stringContaining("connected"));
    info.mockRestore();
  });

  it("follows the session token: connects when it appears, reconnects on change, disconnects on logout", () => {
    const stop = startRealtime();
    expect(io).not.toHaveBeenCalled();

    const first = token({ type: "player", role: "player", username: "p1", name: "P One" });
    session.setToken(first);
    expect(io).toHaveBeenCalledTimes(1);
    expect(io.mock.calls[0]?.[1]).toMatchObject({ query: { token: first } });

    const second = token({ type: "player", role: "player", username: "p2", name: "P Two" });
    session.setToken(second);
    expect(sockets[0]?.disconnect).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledTimes(2);
    expect(io.mock.calls[1]?.[1]).toMatchObject({ query: { token: second } });

    session.logout();
    expect(sockets[1]?.disconnect).toHaveBeenCalledTimes(1);
    expect(io).toHaveBeenCalledTimes(2);
    stop();
  });

  it("delivers server events to listeners across reconnections, and emits with a payload", () => {
    const handler = vi.fn();
    const stop = listenPush("announcement", handler);

    connectRealtime("first.token.x");
    sockets[0]?.anyListener?.("announcement", { value: "Hello" });
    connectRealtime("second.token.x");
    sockets[1]?.anyListener?.("announcement", { value: "Again" });
    sockets[1]?.anyListener?.("refresh");
    expect(handler.mock.calls).toEqual([[{ value: "Hello" }], [{ value: "Again" }]]);

    stop();
    sockets[1]?.anyListener?.("announcement", { value: "Ignored" });
    expect(handler).toHaveBeenCalledTimes(2);

    expect(emit("join", { room: "arena" })).toBe(true);
    expect(sockets[1]?.emit).toHaveBeenCalledWith("join", { room: "arena" });
    disconnectRealtime();
    expect(emit("join", { room: "arena" })).toBe(false);
  });

  it("tells when the server closed the connection (a session ended), not when the network dropped it", () => {
    const closed = vi.fn();
    const stop = onServerClosed(closed);
    connectRealtime("a.b.c");
    sockets[0]?.fire("disconnect", "transport close");
    expect(closed).not.toHaveBeenCalled();
    sockets[0]?.fire("disconnect", "io server disconnect");
    expect(closed).toHaveBeenCalledOnce();
    stop();
    sockets[0]?.fire("disconnect", "io server disconnect");
    expect(closed).toHaveBeenCalledOnce();
  });

  it("tries again after the server closed or refused the connection (Redis away, a drain), not a refused session", () => {
    vi.useFakeTimers();
    try {
      connectRealtime("a.b.c");
      const socket = sockets[0];
      socket?.fire("connect");
      socket?.fire("disconnect", "io server disconnect");
      vi.advanceTimersByTime(5_000);
      expect(socket?.connect).toHaveBeenCalledOnce();
      socket?.refuse("Live updates are temporarily unavailable");
      vi.advanceTimersByTime(5_000);
      expect(socket?.connect).toHaveBeenCalledTimes(2);
      socket?.refuse("unauthorized");
      vi.advanceTimersByTime(60_000);
      expect(socket?.connect).toHaveBeenCalledTimes(2);
      // Signed out meanwhile: the closed socket is not reopened.
      socket?.fire("disconnect", "io server disconnect");
      disconnectRealtime();
      vi.advanceTimersByTime(60_000);
      expect(socket?.connect).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("parses contract pushes with their shared schema and drops the ones that do not match", () => {
    const handler = vi.fn();
    const stop = listenPush("fight:reverted", handler);
    connectRealtime("a.b.c");
    sockets[0]?.push("fight:reverted", { eventId: 7, fightId: 21, number: 2 });
    sockets[0]?.push("fight:reverted", { eventId: "7", fightId: 21, number: 2 });
    sockets[0]?.push("fight:reverted");
    expect(handler.mock.calls).toEqual([[{ eventId: 7, fightId: 21, number: 2 }]]);
    stop();
  });
});
