import type { DrawSettlement, DrawView } from "@sabong/shared/number-games";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../../lib/session.ts";
import { sampleDraw, sampleTally } from "../../../testing/draw-fixtures.ts";
import { setupFetchMock } from "../../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../../testing/render.tsx";

vi.mock("socket.io-client", () => import("../../../testing/fake-socket.ts"));
const { sockets } = await import("../../../testing/fake-socket.ts");
const realtime = await import("../../../lib/realtime.ts");
const { DrawConsolePage } = await import("./DrawConsolePage.tsx");
const { isPlayerView } = await import("./use-draw-console.ts");

const settlement: DrawSettlement = {
  result: "123",
  salesCentavos: 12_000,
  hitsCentavos: 450_000,
  winningLines: 1,
  commissionCentavos: 600,
  houseNetCentavos: -438_600,
  refundedCentavos: 0,
};

/** What GET draws/12 answers (the full staff view). */
let served: DrawView;
const fetchMock = setupFetchMock(async (input) =>
  jsonResponse(200, String(input).endsWith("/tally") ? sampleTally() : served),
);
const drawReads = () => fetchMock.mock.calls.filter(([url]) => String(url) === "/api/suertres/draws/12").length;

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  realtime.disconnectRealtime();
  sockets.length = 0;
  vi.restoreAllMocks();
});

async function openLive(draw: DrawView) {
  served = draw;
  setToken(TOKENS.operator());
  realtime.connectRealtime("a.b.c");
  renderRoutes(
    [{ path: "/operator/:game/draws/:drawId", element: <DrawConsolePage game="suertres" /> }],
    "/operator/suertres/draws/12",
  );
  await screen.findByTestId("draw-state");
  const socket = sockets[0];
  if (!socket) throw new Error("no socket");
  act(() => socket.fire("connect"));
  const joins = socket.emits.filter((e) => e.event === "join").map((e) => e.payload);
  act(() => socket.ackJoins(true));
  await screen.findByTestId("live-pill");
  return { socket, joins };
}

describe("the console's live updates", () => {
  it("joins only the staff room and follows its full views; a player view never wipes the settlement", async () => {
    const entered = sampleDraw({ game: "suertres", state: "RESULT_ENTERED", result: "123", resultEnteredBy: "admin2" });
    const { socket, joins } = await openLive(entered);
    expect(joins).toEqual(["draw-staff:12"]);

    const settled = { ...entered, state: "SETTLED" as const, resultConfirmedBy: "operator2", settlement };
    act(() => socket.push("draw:state", settled));
    await waitFor(() => expect(screen.getByTestId("draw-state").textContent).toBe("Settled"));
    expect(screen.getByTestId("settlement-net").textContent).toBe("-4,386.00");
    expect(screen.getByText("Entered by admin2, confirmed by operator2.")).toBeTruthy();

    // The players' view of the same draw (no settlement, no names): read the full view again instead.
    served = settled;
    const readsBefore = drawReads();
    act(() =>
      socket.push("draw:state", { ...settled, settlement: null, resultEnteredBy: null, resultConfirmedBy: null }),
    );
    await waitFor(() => expect(drawReads()).toBe(readsBefore + 1));
    expect(screen.getByTestId("settlement-net").textContent).toBe("-4,386.00");
    expect(screen.getByText("Entered by admin2, confirmed by operator2.")).toBeTruthy();
  });

  it("takes draw:tally pushes for its draw", async () => {
    const { socket } = await openLive(sampleDraw({ game: "suertres" }));
    act(() => socket.push("draw:tally", sampleTally({ salesCentavos: 99_900, ticketCount: 7, lineCount: 9 })));
    expect(await screen.findByText("7 tickets · 9 lines")).toBeTruthy();
    expect(screen.getByTestId("draw-sales").textContent).toBe("Sales ₱999.00");
  });
});

describe("isPlayerView", () => {
  it("spots a settled draw without its settlement or an entered result without who entered it", () => {
    expect(isPlayerView(sampleDraw({ state: "SETTLED", settlement: null }))).toBe(true);
    expect(isPlayerView(sampleDraw({ state: "SETTLED", settlement }))).toBe(false);
    expect(isPlayerView(sampleDraw({ state: "RESULT_ENTERED", resultEnteredBy: null }))).toBe(true);
    expect(isPlayerView(sampleDraw({ state: "RESULT_ENTERED", resultEnteredBy: "operator" }))).toBe(false);
    expect(isPlayerView(sampleDraw({ state: "OPEN" }))).toBe(false);
  });
});
