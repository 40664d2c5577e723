import type { EventScreen } from "@sabong/shared/betting";
import { QueryClient, QueryClientProvider, queryOptions } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bettingKeys } from "../api/betting/keys.ts";
import { sampleEvent, sampleFight, sampleScreen } from "../testing/betting-fixtures.ts";

vi.mock("socket.io-client", () => import("../testing/fake-socket.ts"));
const { sockets } = await import("../testing/fake-socket.ts");
type FakeSocket = (typeof sockets)[number];

/** Connected, and every join the hook asked for granted. */
function connectAndJoin(socket: FakeSocket) {
  socket.fire("connect");
  socket.ackJoins(true);
}

const realtime = await import("../lib/realtime.ts");
const { useEventRoom } = await import("./use-event-room.ts");

const key = bettingKeys.screen("sabong", 7);
const totals = {
  eventId: 7,
  fightId: 31,
  totals: [
    { side: "MERON", totalCentavos: 6_100_000, betCount: 13 },
    { side: "WALA", totalCentavos: 4_000_000, betCount: 9 },
  ],
  odds: [
    { side: "MERON", per100Centavos: 15_700, lowPayout: false },
    { side: "WALA", per100Centavos: 23_940, lowPayout: false },
  ],
  totalCentavos: 10_100_000,
  betCount: 22,
};

function setup(options: { onResult?: () => void; onReverted?: () => void; onWarning?: () => void } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetchScreen = vi.fn(async (): Promise<EventScreen> => sampleScreen());
  const related = vi.fn(async () => ({ items: [] }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => {
      const fights = queryOptions({ queryKey: bettingKeys.fights("sabong", 7), queryFn: related });
      // The related query is on screen too (as the console's fights list is), so it refetches when invalidated.
      const room = useEventRoom({
        eventId: 7,
        query: queryOptions({ queryKey: key, queryFn: fetchScreen, staleTime: Number.POSITIVE_INFINITY }),
        related: [fights.queryKey],
        ...options,
      });
      return room;
    },
    { wrapper },
  );
  const view = () => client.getQueryData<EventScreen>(key);
  return { client, hook, fetchScreen, view };
}

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  realtime.connectRealtime("a.b.c");
});

afterEach(() => {
  realtime.disconnectRealtime();
  sockets.length = 0;
  vi.restoreAllMocks();
});

describe("an event room's screen", () => {
  it("joins the room and applies fight, totals and event pushes to the cached view, without refetching", async () => {
    const { hook, fetchScreen, view } = setup();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    const socket = sockets[0] as FakeSocket;
    act(() => connectAndJoin(socket));
    expect(hook.result.current.live).toBe(true);
    expect(hook.result.current.refetchInterval).toBe(false);

    act(() => socket.push("fight:totals", totals));
    expect(view()?.fight.totalCentavos).toBe(10_100_000);
    act(() => socket.push("fight:state", sampleFight({ state: "LAST_CALL", totalCentavos: 10_100_000 })));
    expect(view()?.fight.state).toBe("LAST_CALL");
    act(() => socket.push("event:updated", sampleEvent({ name: "Cebu Derby II" })));
    expect(view()?.event.name).toBe("Cebu Derby II");
    await waitFor(() => expect(hook.result.current.query.data?.event.name).toBe("Cebu Derby II"));
    expect(fetchScreen).toHaveBeenCalledOnce();
  });

  it("ignores pushes about another event and payloads that break their contract", async () => {
    const { hook, view } = setup();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    const socket = sockets[0] as FakeSocket;
    const before = view();
    act(() => {
      socket.push("fight:totals", { ...totals, eventId: 8 });
      socket.push("fight:totals", { ...totals, totalCentavos: "lots" });
      socket.push("fight:state", sampleFight({ eventId: 8, number: 9 }));
      socket.push("event:updated", sampleEvent({ id: 8 }));
    });
    expect(view()).toBe(before);
  });

  it("shows a result on the board at once, tells the screen, and refetches the view and its related lists", async () => {
    const onResult = vi.fn();
    const { client, hook, fetchScreen } = setup({ onResult });
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    const socket = sockets[0] as FakeSocket;
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const push = { eventId: 7, fightId: 31, number: 3, result: "WALA", odds: [] };
    act(() => socket.push("fight:result", push));
    expect(onResult).toHaveBeenCalledWith(push, sampleScreen());
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([key, bettingKeys.fights("sabong", 7)]);
    await waitFor(() => expect(fetchScreen).toHaveBeenCalledTimes(2));
  });

  it("takes a reverted result off the board, and passes operator warnings on", async () => {
    const onReverted = vi.fn();
    const onWarning = vi.fn();
    const { hook, view } = setup({ onReverted, onWarning });
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    const socket = sockets[0] as FakeSocket;
    act(() => socket.push("fight:reverted", { eventId: 7, fightId: 21, number: 2 }));
    expect(onReverted).toHaveBeenCalledWith({ eventId: 7, fightId: 21, number: 2 });
    expect(view()?.results.map((r) => r.number)).toEqual([1]);
    act(() => socket.push("operator:warning", { eventId: 7, fightId: 31, message: "MERON pays 95.95 per 100" }));
    act(() => socket.push("operator:warning", { eventId: 8, fightId: 81, message: "another event" }));
    expect(onWarning).toHaveBeenCalledExactlyOnceWith({ eventId: 7, fightId: 31, message: "MERON pays 95.95 per 100" });
  });

  it("polls every 2 s while the room is not live", async () => {
    const { hook } = setup();
    await waitFor(() => expect(hook.result.current.query.data).toBeDefined());
    expect(hook.result.current.refetchInterval).toBe(2_000);
    expect(hook.result.current.live).toBe(false);
  });
});
