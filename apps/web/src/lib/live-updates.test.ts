import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("socket.io-client", () => import("../testing/fake-socket.ts"));
const { sockets } = await import("../testing/fake-socket.ts");
type FakeSocket = (typeof sockets)[number];

const realtime = await import("./realtime.ts");
const { isLive, LIVE_POLL_MS, pollInterval, useLiveRoom } = await import("./live-updates.ts");

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  realtime.disconnectRealtime();
  sockets.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("polling fallback decision", () => {
  it("polls every 2 s unless the socket is connected and the room joined", () => {
    const joined = new Set(["event:7"]);
    expect(isLive({ connected: true, joined }, "event:7")).toBe(true);
    expect(isLive({ connected: false, joined }, "event:7")).toBe(false);
    expect(isLive({ connected: true, joined: new Set() }, "event:7")).toBe(false);
    expect(isLive({ connected: true, joined }, null)).toBe(false);
    expect(pollInterval(true)).toBe(false);
    expect(pollInterval(false)).toBe(LIVE_POLL_MS);
    expect(LIVE_POLL_MS).toBe(2_000);
  });
});

describe("feature rooms", () => {
  it("join once connected, rejoin after a reconnect, and leave when no screen needs them", () => {
    realtime.connectRealtime("a.b.c");
    const socket = sockets[0] as FakeSocket;
    const leave = realtime.joinRealtimeRoom("event:7");
    expect(socket.emits).toEqual([]); // not connected yet

    socket.fire("connect");
    expect(socket.emits.map((e) => [e.event, e.payload])).toEqual([["join", "event:7"]]);
    socket.ackJoins(true);
    expect(realtime.getRealtimeConnection().joined.has("event:7")).toBe(true);

    socket.fire("disconnect");
    expect(realtime.getRealtimeConnection()).toMatchObject({ connected: false });
    expect(realtime.getRealtimeConnection().joined.size).toBe(0);

    socket.fire("connect");
    expect(socket.emits.map((e) => e.payload)).toEqual(["event:7"]);
    socket.ackJoins(true);
    expect(realtime.getRealtimeConnection().connects).toBeGreaterThanOrEqual(2);

    leave();
    expect(socket.emits.map((e) => [e.event, e.payload])).toEqual([["leave", "event:7"]]);
    expect(realtime.getRealtimeConnection().joined.has("event:7")).toBe(false);
  });

  it("stay out of a room the server refused", () => {
    realtime.connectRealtime("a.b.c");
    const socket = sockets[0] as FakeSocket;
    socket.fire("connect");
    const leave = realtime.joinRealtimeRoom("event:999");
    socket.ackJoins(false);
    expect(realtime.getRealtimeConnection().joined.has("event:999")).toBe(false);
    leave();
  });
});

describe("useLiveRoom", () => {
  it("polls until live, stops polling while live, says so after a sustained drop and catches up on reconnect", () => {
    vi.useFakeTimers();
    realtime.connectRealtime("a.b.c");
    const socket = sockets[0] as FakeSocket;
    const onReconnect = vi.fn();
    const { result, unmount } = renderHook(() => useLiveRoom("event:7", onReconnect));

    expect(result.current).toMatchObject({ live: false, refetchInterval: 2_000, showReconnecting: false });

    act(() => {
      socket.fire("connect");
      socket.ackJoins(true);
    });
    expect(result.current).toMatchObject({ live: true, refetchInterval: false });
    expect(onReconnect).not.toHaveBeenCalled(); // the first join needs no catch-up

    act(() => socket.fire("disconnect"));
    expect(result.current).toMatchObject({ live: false, refetchInterval: 2_000, showReconnecting: false });
    act(() => {
      vi.advanceTimersByTime(1_600);
    });
    expect(result.current.showReconnecting).toBe(true);

    act(() => {
      socket.fire("connect");
      socket.ackJoins(true);
    });
    expect(result.current).toMatchObject({ live: true, refetchInterval: false, showReconnecting: false });
    expect(onReconnect).toHaveBeenCalledOnce();
    unmount();
  });
});
