import {
  type Availability,
  type DrawView,
  drawResultOf,
  type PlacedTicket,
  seedHashOf,
} from "@sabong/shared/number-games";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../../lib/session.ts";
import { samplePick3Draw, sampleTicket } from "../../../testing/draw-fixtures.ts";
import { setupFetchMock } from "../../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../../testing/render.tsx";

vi.mock("socket.io-client", () => import("../../../testing/fake-socket.ts"));
const { sockets } = await import("../../../testing/fake-socket.ts");
const realtime = await import("../../../lib/realtime.ts");
const { NumberGamePage } = await import("./NumberGamePage.tsx");

/** The draw the screen opens on; the server's clock is read at render time so the countdown runs (5 min left). */
let draw: DrawView;
/** What GET draws lists as open (default: the draw, unless settled). */
let openList: DrawView[] | null;
let postAnswer: () => Promise<Response>;
/** What GET availability answers for the draw. */
let availabilityRows: Availability[];

const fetchMock = setupFetchMock(async (input, init) => {
  const url = String(input);
  const base = `/api/player-${draw.game}/draws`;
  if (url === base) {
    return jsonResponse(200, { enabled: true, open: openList ?? (draw.state === "SETTLED" ? [] : [draw]), recent: [] });
  }
  if (url === `${base}/${draw.id}`) return jsonResponse(200, draw);
  if (url === `${base}/${draw.id}/availability`)
    return jsonResponse(200, { drawId: draw.id, combinations: availabilityRows });
  if (url === `${base}/${draw.id}/tickets`) return jsonResponse(200, []);
  if (url === `/api/player-${draw.game}/tickets` && init?.method === "POST") return postAnswer();
  return jsonResponse(404, { error: "Not found" });
});

const placed = (lines = sampleTicket().lines): PlacedTicket => ({
  ticket: sampleTicket({ lines, totalStakeCentavos: 7_000 }),
  balanceCentavos: 93_000,
  replayed: false,
});

function renderGame(game = draw.game) {
  const path = `/player/${game}`;
  return renderRoutes([{ path, element: <NumberGamePage game={game} /> }], path);
}

const press = (...names: string[]) => {
  for (const name of names) fireEvent.click(screen.getByRole("button", { name }));
};
const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
const postedBody = (index: number) => JSON.parse(String(posts()[index]?.[1]?.body));

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  setToken(TOKENS.player());
  const now = Date.now();
  draw = samplePick3Draw({
    serverNow: new Date(now).toISOString(),
    cutoffAt: new Date(now + 300_000).toISOString(),
  });
  openList = null;
  availabilityRows = [];
  postAnswer = async () => jsonResponse(201, placed());
});

afterEach(() => {
  realtime.disconnectRealtime();
  sockets.length = 0;
  vi.restoreAllMocks();
});

describe("a number game's screen", () => {
  it("builds a ticket of several lines (leading zeros kept) and sends it with one idempotency key", async () => {
    renderGame();
    expect(await screen.findByRole("heading", { name: "Pick 3" })).toBeTruthy();
    await screen.findByRole("heading", { name: "Build a line" });
    expect(screen.getByTestId("draw-countdown").textContent).toMatch(/^Closes in 0[45]:\d\d$/);

    press("0", "0", "7", "₱10");
    press("Add line");
    press("3", "2", "1", "Rambolito");
    expect(screen.getByTestId("form-note").textContent).toContain("covers 6 combinations");
    fireEvent.change(screen.getByLabelText("Stake"), { target: { value: "60" } });
    expect(screen.getByText("Pays ₱4,500.00 if it hits (stake included)")).toBeTruthy();
    press("Add line");

    const lines = screen.getAllByTestId("ticket-line");
    expect(lines.map((l) => l.querySelector("strong")?.textContent)).toEqual(["007", "321"]);
    expect(screen.getByTestId("ticket-total").textContent).toBe("₱70.00");

    press("Place ticket", "Confirm ticket");
    await screen.findByTestId("my-ticket");
    expect(postedBody(0)).toMatchObject({
      drawId: 12,
      lines: [
        { combination: "007", form: "straight", stakeCentavos: 1_000 },
        { combination: "321", form: "rambolito", stakeCentavos: 6_000 },
      ],
    });
    expect(postedBody(0).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryAllByTestId("ticket-line")).toHaveLength(0);
  });

  it("edits and removes lines, and disables rambolito for all-equal digits with the reason", async () => {
    renderGame();
    await screen.findByRole("heading", { name: "Build a line" });
    press("7", "7", "7");
    expect((screen.getByRole("button", { name: "Rambolito" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/can only be played straight/)).toBeTruthy();
    press("₱5", "Add line", "1", "2", "3", "₱20", "Add line");
    press("Edit line 1");
    expect(screen.getByRole("heading", { name: "Edit line" })).toBeTruthy();
    press("₱50", "Update line", "Remove line 2");
    expect(screen.getByTestId("ticket-total").textContent).toBe("₱50.00");
  });

  it("retries a ticket whose answer was lost with the same key", async () => {
    postAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
    renderGame();
    await screen.findByRole("heading", { name: "Build a line" });
    press("1", "2", "4", "₱10", "Add line", "Place ticket", "Confirm ticket");
    await screen.findByText(/No answer from the server/);
    postAnswer = async () => jsonResponse(200, { ...placed(), replayed: true });
    press("Retry");
    await screen.findByTestId("my-ticket");
    expect(posts()).toHaveLength(2);
    expect(postedBody(1).idempotencyKey).toBe(postedBody(0).idempotencyKey);
  });

  it("shows the server's reason beside each refused line", async () => {
    postAnswer = async () =>
      jsonResponse(422, {
        error: "only ₱40.00 left on 123",
        lines: [{ index: 1, combination: "123", error: "only ₱40.00 left on 123" }],
      });
    renderGame();
    await screen.findByRole("heading", { name: "Build a line" });
    press("4", "5", "6", "₱10", "Add line", "1", "2", "3", "₱50", "Add line", "Place ticket", "Confirm ticket");
    await screen.findByRole("alert");
    const [first, second] = screen.getAllByTestId("ticket-line");
    expect(within(second as HTMLElement).getByText("only ₱40.00 left on 123")).toBeTruthy();
    expect(within(first as HTMLElement).queryByText(/left on/)).toBeNull();
  });

  it("follows the draw's room: sold-out combinations grey the pad, cut-off closes the ticket", async () => {
    realtime.connectRealtime("a.b.c");
    renderGame();
    await screen.findByRole("heading", { name: "Build a line" });
    const socket = sockets[0];
    if (!socket) throw new Error("no socket");
    act(() => {
      socket.fire("connect");
      socket.ackJoins(true);
    });
    await screen.findByTestId("live-pill");
    press("1", "2");
    act(() =>
      socket.push("draw:availability", {
        drawId: 12,
        changed: [
          { combination: "123", leftCentavos: 0, soldOut: true, notAccepted: false, multiplierHundredths: null },
          { combination: "125", leftCentavos: 4_000, soldOut: false, notAccepted: false, multiplierHundredths: null },
        ],
      }),
    );
    // Query caches notify their screens on the next tick.
    const three = (await screen.findByRole("button", { name: "3, Sold out" })) as HTMLButtonElement;
    expect(three.disabled).toBe(true);
    press("5");
    expect(screen.getByTestId("form-note").textContent).toContain("₱40.00 more");
    expect(screen.getByTestId("availability").textContent).toContain("123 Sold out");

    press("₱10", "Add line");
    act(() => socket.push("draw:state", { ...draw, state: "CLOSED" }));
    expect(await screen.findByText("Betting is closed for this draw.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Place ticket" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("refuses in the builder a line larger than what the player may still stake; the list goes once settled", async () => {
    availabilityRows = [
      { combination: "123", leftCentavos: 9_000, soldOut: false, notAccepted: false, multiplierHundredths: null },
      { combination: "777", leftCentavos: 0, soldOut: true, notAccepted: false, multiplierHundredths: null },
    ];
    realtime.connectRealtime("a.b.c");
    renderGame();
    await screen.findByRole("heading", { name: "Build a line" });
    const socket = sockets[0];
    if (!socket) throw new Error("no socket");
    act(() => {
      socket.fire("connect");
      socket.ackJoins(true);
    });
    expect((await screen.findByTestId("availability")).textContent).toContain("123 ₱90.00 more");
    press("1", "2", "3");
    expect(screen.getByTestId("form-note").textContent).toContain("₱90.00 more");
    fireEvent.change(screen.getByLabelText("Stake"), { target: { value: "500" } });
    press("Add line");
    expect(screen.getByText("You may stake ₱90.00 more on 123")).toBeTruthy();
    expect(screen.queryAllByTestId("ticket-line")).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("Stake"), { target: { value: "60" } });
    press("Add line");
    expect(screen.getAllByTestId("ticket-line")).toHaveLength(1);
    // The line on the ticket takes its part: ₱30.00 more for the next line on 123.
    press("1", "2", "3");
    expect(screen.getByTestId("form-note").textContent).toContain("₱30.00 more");
    fireEvent.change(screen.getByLabelText("Stake"), { target: { value: "31" } });
    press("Add line");
    expect(screen.getByText("You may stake ₱30.00 more on 123")).toBeTruthy();
    expect(posts()).toHaveLength(0);

    act(() => socket.push("draw:state", { ...draw, state: "SETTLED", result: "123" }));
    await waitFor(() => expect(screen.queryByTestId("availability")).toBeNull());
    expect(screen.queryByText("Sold out & limited")).toBeNull();
  });

  it("game-ending: the 10×10 grid headed by the team names", async () => {
    draw = samplePick3Draw({
      ...draw,
      game: "game-ending",
      label: "PBA · Ginebra vs Magnolia · Final",
      matchup: { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" },
      terms: { ...draw.terms, straightMultiplierHundredths: 8_000, rambolitoMultiplierHundredths: { "2": 4_000 } },
      seedHash: null,
    });
    renderGame("game-ending");
    await screen.findByRole("table", { name: "Ginebra × Magnolia last digits" });
    press("9-4");
    expect(screen.getByRole("button", { name: "9-4" }).getAttribute("aria-pressed")).toBe("true");
    press("Rambolito", "₱20");
    expect(screen.getByText("Pays ₱800.00 if it hits (stake included)")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Result source" })).toBeTruthy();
  });

  it("after the draw: the seed and a recompute that matches the result", async () => {
    const seed = "5f".repeat(32);
    const result = drawResultOf({ game: "pick3", drawId: 12, seed });
    draw = { ...draw, state: "SETTLED", seed, seedHash: seedHashOf(seed), result };
    renderRoutes([{ path: "/player/pick3", element: <NumberGamePage game="pick3" /> }], "/player/pick3?draw=12");
    await screen.findByTestId("fairness");
    expect(screen.getByTestId("seed").textContent).toBe(seed);
    expect((screen.getByRole("button", { name: "Place ticket" }) as HTMLButtonElement).disabled).toBe(true);
    press("Recompute");
    await waitFor(() => expect(screen.getByText("✓ The seed matches the published hash")).toBeTruthy());
    expect(screen.getByText(`✓ Recomputed result ${result} matches the draw`)).toBeTruthy();
  });

  it("entered results say staff entered and a second staff account confirmed them, without names", async () => {
    draw = samplePick3Draw({
      ...draw,
      game: "suertres",
      label: "Suertres · 2:00 PM",
      state: "SETTLED",
      result: "123",
      seedHash: null,
      terms: { ...draw.terms, confirmResults: true },
    });
    renderRoutes(
      [{ path: "/player/suertres", element: <NumberGamePage game="suertres" /> }],
      "/player/suertres?draw=12",
    );
    expect((await screen.findByTestId("result-entry")).textContent).toBe(
      "Entered by staff and confirmed by a second staff account.",
    );
  });

  it("with no open draw: no ticket, and when the next draw opens", async () => {
    const opensAt = new Date(Date.now() + 3_600_000).toISOString();
    openList = [samplePick3Draw({ ...draw, state: "SCHEDULED", opensAt })];
    renderGame();
    expect((await screen.findByTestId("no-open-draws")).textContent).toMatch(
      /^No open draws right now; the next draw opens .+\.$/,
    );
    expect(screen.queryByRole("heading", { name: "Build a line" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Place ticket" })).toBeNull();
  });

  it("with no draw at all: says none is scheduled", async () => {
    openList = [];
    renderGame();
    expect((await screen.findByTestId("no-open-draws")).textContent).toBe("No draws scheduled.");
    expect(screen.queryByRole("heading", { name: "Build a line" })).toBeNull();
  });
});
