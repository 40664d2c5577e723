import { type DrawTally, type DrawView, drawResultOf } from "@sabong/shared/number-games";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setToken } from "../../../lib/session.ts";
import { sampleDraw, sampleTally } from "../../../testing/draw-fixtures.ts";
import { setupFetchMock } from "../../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../../testing/render.tsx";
import { DrawConsolePage } from "./DrawConsolePage.tsx";

const fetchMock = setupFetchMock();

/** Serves the draw and its tally; POSTs answer `after` (the draw as the server would have it). */
function serve(draw: DrawView, tally: DrawTally = sampleTally(), after: DrawView = draw) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "POST") return jsonResponse(200, after);
    if (url.endsWith("/tally")) return jsonResponse(200, tally);
    return jsonResponse(200, draw);
  });
}

/** Signed in as "operator" (the account that entered a result, when a test says so). */
function open(draw: DrawView) {
  setToken(TOKENS.operator());
  return renderRoutes(
    [{ path: "/operator/:game/draws/:drawId", element: <DrawConsolePage game={draw.game} /> }],
    `/operator/${draw.game}/draws/${draw.id}`,
  );
}

/** Every press carries an idempotency key (its value is the browser's). */
const KEY = expect.any(String);

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? "{}")) as unknown }));

/** The server's clock past the sample draw's 2:00 PM draw time: results may be entered and confirmed. */
const AFTER_DRAW = { serverNow: "2026-03-01T06:05:00.000Z" } as const;

describe("draw console", () => {
  it("shows the state, the tally as a heat map and the largest exposures", async () => {
    serve(sampleDraw({ game: "suertres", label: "Suertres · 2:00 PM" }));
    open(sampleDraw({ game: "suertres" }));
    expect(await screen.findByRole("heading", { name: "Suertres · 2:00 PM" })).toBeTruthy();
    expect(screen.getByTestId("draw-state").textContent).toBe("Open");
    await screen.findByText("3 tickets · 4 lines");
    fireEvent.click(screen.getByRole("button", { name: /^1xx/ }));
    const cell = screen.getByRole("button", { name: /^123: straight 100\.00/ });
    expect(cell.className).toContain("heat-5");
    expect(
      screen.getByRole("progressbar", { name: "123 liability against its cap" }).getAttribute("aria-valuenow"),
    ).toBe("100");
  });

  it("saves a cap override for the picked combination", async () => {
    serve(sampleDraw({ game: "suertres" }));
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "PUT") return jsonResponse(200, sampleTally());
      return jsonResponse(200, String(input).endsWith("/tally") ? sampleTally() : sampleDraw({ game: "suertres" }));
    });
    open(sampleDraw({ game: "suertres" }));
    fireEvent.click(await screen.findByRole("button", { name: /^007: straight/ }));
    fireEvent.change(screen.getByLabelText("Cap (liability) for 007"), { target: { value: "5,000" } });
    fireEvent.click(screen.getByLabelText("Not accepted in this draw"));
    fireEvent.click(screen.getByRole("button", { name: "Save cap" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(String(put?.[0])).toBe("/api/suertres/draws/12/caps");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      overrides: [{ combination: "007", capCentavos: 500_000, notAccepted: true, multiplierHundredths: null }],
    });
  });

  it("enters a suertres result after a confirmation naming the draw", async () => {
    const closed = sampleDraw({
      game: "suertres",
      state: "CLOSED",
      label: "Suertres · 2:00 PM",
      seedHash: null,
      ...AFTER_DRAW,
    });
    serve(closed, sampleTally(), { ...closed, state: "RESULT_ENTERED", result: "123", resultEnteredBy: "operator" });
    open(closed);
    fireEvent.change(await screen.findByLabelText("Winning combination (official draw)"), { target: { value: "123" } });
    fireEvent.click(screen.getByRole("button", { name: "Enter result…" }));
    const dialog = await screen.findByRole("dialog", { name: "Enter result 123 for Suertres · 2:00 PM?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Enter result" }));
    await waitFor(() =>
      expect(posts()).toEqual([
        { url: "/api/suertres/draws/12/result", body: { combination: "123", idempotencyKey: KEY } },
      ]),
    );
    expect(await screen.findByText(/waiting for a second operator/)).toBeTruthy();
  });

  it("game-ending: the scores show the combination they make", async () => {
    const closed = sampleDraw({
      game: "game-ending",
      state: "CLOSED",
      seedHash: null,
      matchup: { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" },
    });
    serve(closed);
    open(closed);
    fireEvent.change(await screen.findByLabelText("Home score (Ginebra)"), { target: { value: "89" } });
    fireEvent.change(screen.getByLabelText("Away score (Magnolia)"), { target: { value: "74" } });
    expect(screen.getByTestId("scores-combination").textContent).toBe("Combination: 94");
  });

  it("lets a second operator confirm; the one who entered it only waits", async () => {
    const entered = sampleDraw({
      game: "suertres",
      state: "RESULT_ENTERED",
      result: "123",
      resultEnteredBy: "admin2",
      ...AFTER_DRAW,
    });
    serve(entered, sampleTally(), { ...entered, state: "SETTLED", resultConfirmedBy: "operator" });
    open(entered);
    fireEvent.click(await screen.findByRole("button", { name: "Confirm result" }));
    const dialog = await screen.findByRole("dialog", { name: /^Confirm result 123 for/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm result" }));
    await waitFor(() =>
      expect(posts()).toEqual([{ url: "/api/suertres/draws/12/confirm", body: { idempotencyKey: KEY } }]),
    );
    await waitFor(() => expect(screen.getByTestId("draw-state").textContent).toBe("Settled"));
  });

  it("a confirmation whose answer was lost: pressing again sends the same key and shows the settled draw", async () => {
    const entered = sampleDraw({
      game: "suertres",
      state: "RESULT_ENTERED",
      result: "123",
      resultEnteredBy: "admin2",
      ...AFTER_DRAW,
    });
    serve(entered, sampleTally(), { ...entered, state: "SETTLED", resultConfirmedBy: "operator" });
    const answers = fetchMock.getMockImplementation();
    // The first press reaches the server, but its answer never comes back (only the first POST: the screen's own
    // reads may come first).
    let answerLost = false;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "POST" && !answerLost) {
        answerLost = true;
        throw new TypeError("Failed to fetch");
      }
      return answers?.(input, init) as never;
    });
    open(entered);
    fireEvent.click(await screen.findByRole("button", { name: "Confirm result" }));
    const dialog = await screen.findByRole("dialog", { name: /^Confirm result 123 for/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm result" }));
    // The dialog stays with the failure; its button sends the same press again.
    fireEvent.click(await within(dialog).findByRole("button", { name: "Try again" }));
    await waitFor(() => expect(screen.getByTestId("draw-state").textContent).toBe("Settled"));
    const [lost, retried] = posts();
    expect(retried?.body).toEqual(lost?.body);
    expect(retried?.body).toEqual({ idempotencyKey: KEY });
  });

  it("cancels only with a reason", async () => {
    const draw = sampleDraw({ game: "suertres", label: "Suertres · 2:00 PM" });
    serve(draw, sampleTally(), { ...draw, state: "CANCELLED", cancelledReason: "Official draw postponed" });
    open(draw);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel draw" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Suertres · 2:00 PM?" });
    const confirm = within(dialog).getByRole("button", { name: "Cancel draw" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "Official draw postponed" } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(posts()).toEqual([
        { url: "/api/suertres/draws/12/cancel", body: { reason: "Official draw postponed", idempotencyKey: KEY } },
      ]),
    );
  });

  it("shows a settled platform draw's summary (house loss in red) and its fairness seed", async () => {
    const settled = sampleDraw({
      game: "pick3",
      state: "SETTLED",
      result: "123",
      seed: "cd".repeat(32),
      settlement: {
        result: "123",
        salesCentavos: 100_000,
        hitsCentavos: 450_000,
        winningLines: 1,
        commissionCentavos: 5_000,
        houseNetCentavos: -355_000,
        refundedCentavos: 0,
      },
    });
    serve(settled);
    open(settled);
    const net = await screen.findByTestId("settlement-net");
    expect(net.textContent).toBe("-3,550.00");
    expect(net.querySelector(".text-danger")).toBeTruthy();
    expect(screen.getByTestId("seed").textContent).toBe("cd".repeat(32));
    expect(screen.getByRole("button", { name: "Master revert" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Cancel draw" })).toBeNull();
  });

  it("a reverted platform draw settles again from its seed (naming the result); no result is entered", async () => {
    const seed = "cd".repeat(32);
    const result = drawResultOf({ game: "pick3", drawId: 12, seed });
    const reverted = sampleDraw({ game: "pick3", state: "CLOSED", seed, label: "Pick 3 · 2:00 PM" });
    serve(reverted, sampleTally(), { ...reverted, state: "SETTLED", result });
    open(reverted);
    expect((await screen.findByTestId("seed-result")).textContent).toContain(`gives ${result}`);
    expect(screen.queryByLabelText(/Winning combination/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Enter result…" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Close early" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Settle again from the seed" }));
    const dialog = await screen.findByRole("dialog", { name: "Settle Pick 3 · 2:00 PM again from the seed?" });
    expect(within(dialog).getByText(new RegExp(`seed gives ${result}: the draw settles on ${result}`))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Settle again" }));
    await waitFor(() =>
      expect(posts()).toEqual([{ url: "/api/pick3/draws/12/settle", body: { idempotencyKey: KEY } }]),
    );
    await waitFor(() => expect(screen.getByTestId("draw-state").textContent).toBe("Settled"));
  });

  it("before the draw time the result buttons are disabled, saying from when results can be entered", async () => {
    const closed = sampleDraw({ game: "suertres", state: "CLOSED", seedHash: null });
    serve(closed);
    open(closed);
    const enter = (await screen.findByRole("button", { name: "Enter result…" })) as HTMLButtonElement;
    expect(enter.disabled).toBe(true);
    const why = screen.getByTestId("results-wait");
    expect(why.textContent).toBe("Results can be entered from 2:00 PM (the official draw time).");
    expect(enter.getAttribute("aria-describedby")).toBe(why.id);

    const entered = sampleDraw({ game: "suertres", state: "RESULT_ENTERED", result: "123", resultEnteredBy: "admin2" });
    serve(entered);
    open(entered);
    const confirm = (await screen.findByRole("button", { name: "Confirm result" })) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
  });

  it("game-ending: the wait is the game's expected end", async () => {
    const closed = sampleDraw({
      game: "game-ending",
      state: "CLOSED",
      matchup: { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" },
      expectedEndAt: "2026-03-01T09:00:00.000Z",
      resultsFrom: "2026-03-01T09:00:00.000Z",
      serverNow: "2026-03-01T08:00:00.000Z",
    });
    serve(closed);
    open(closed);
    expect((await screen.findByTestId("results-wait")).textContent).toBe(
      "Results can be entered from 5:00 PM (the expected end of the game).",
    );
  });

  it("Close early asks why; a draw closed early offers Reopen betting until its cut-off", async () => {
    const draw = sampleDraw({ game: "suertres", label: "Suertres · 2:00 PM" });
    const closed = {
      ...draw,
      state: "CLOSED" as const,
      closedEarlyReason: "Closed the wrong draw",
      reopenUntil: draw.cutoffAt,
    };
    serve(draw, sampleTally(), closed);
    open(draw);
    fireEvent.click(await screen.findByRole("button", { name: "Close early" }));
    const dialog = await screen.findByRole("dialog", { name: "Close betting on Suertres · 2:00 PM now?" });
    const confirm = within(dialog).getByRole("button", { name: "Close betting" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: "Closed the wrong draw" } });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(posts()).toEqual([
        { url: "/api/suertres/draws/12/close", body: { reason: "Closed the wrong draw", idempotencyKey: KEY } },
      ]),
    );
    expect((await screen.findByTestId("closed-early")).textContent).toMatch(
      /^Closed early: Closed the wrong draw · can be reopened until/,
    );
    fireEvent.click(await screen.findByRole("button", { name: "Reopen betting" }));
    const reopen = await screen.findByRole("dialog", { name: "Reopen betting on Suertres · 2:00 PM?" });
    fireEvent.click(within(reopen).getByRole("button", { name: "Reopen betting" }));
    await waitFor(() =>
      expect(posts()[1]).toEqual({ url: "/api/suertres/draws/12/reopen", body: { idempotencyKey: KEY } }),
    );
  });

  it("offers Cancel for a scheduled draw, Close early only for an open one", async () => {
    serve(sampleDraw({ game: "pick3", state: "SCHEDULED" }));
    open(sampleDraw({ game: "pick3", state: "SCHEDULED" }));
    expect(await screen.findByRole("button", { name: "Cancel draw" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Close early" })).toBeNull();
  });
});
