import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { downline, userDetail } from "../../testing/accounts.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { WalletStationPage } from "./WalletStationPage.tsx";

const detail = userDetail({
  username: "gold-agent",
  type: "gold-agent",
  account: { points: 5000, commission: 0, pick2Commission: 0, gameEndingCommission: 0, suertresCommission: 0 },
});

const player = downline();
let found: Record<string, unknown>[] = [player];

const moves: { url: string; body: Record<string, unknown> }[] = [];
let moveAnswers: (() => Promise<Response>)[] = [];

function route(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url === "/api/user") return Promise.resolve(jsonResponse(200, detail));
  if (url.startsWith("/api/points/downlines/search")) return Promise.resolve(jsonResponse(200, { items: found }));
  if (url === "/api/points/load" || url === "/api/points/withdraw") {
    moves.push({ url, body: JSON.parse(String(init?.body)) });
    const next = moveAnswers.shift();
    if (!next) throw new Error("unexpected move");
    return next();
  }
  return Promise.resolve(jsonResponse(404, { error: `unmocked ${url}` }));
}

const ok = (actor: number, target: number) => () =>
  Promise.resolve(
    jsonResponse(200, {
      transferId: 9,
      actorBalanceCentavos: actor,
      targetBalanceCentavos: target,
      debtCollectedCentavos: 0,
    }),
  );

setupFetchMock(route);

beforeEach(() => {
  setToken(TOKENS.agent("gold-agent"));
  moves.length = 0;
  moveAnswers = [];
  found = [player];
});

async function pickJuanAndType(amount: string) {
  renderRoutes([{ path: "/agent/wallet-station", element: <WalletStationPage /> }], "/agent/wallet-station");
  fireEvent.click(await screen.findByRole("button", { name: /juan/ }));
  await screen.findByRole("heading", { name: "juan" });
  await waitFor(() => expect(screen.getByTestId("station-own-balance").textContent).toBe("5,000.00"));
  fireEvent.change(screen.getByLabelText("Amount (pesos)"), { target: { value: amount } });
}

describe("wallet station", () => {
  it("confirms first, sends centavos, and retries a failed load with the same idempotency key", async () => {
    moveAnswers = [() => Promise.resolve(jsonResponse(503, { error: "Try again shortly" })), ok(399_950, 110_050)];
    await pickJuanAndType("1,000.50");
    fireEvent.click(screen.getByRole("button", { name: "Load points" }));

    const dialog = await screen.findByRole("dialog", { name: "Confirm load" });
    expect(dialog.textContent).toContain("₱1,000.50");
    expect(moves).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Load now" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Try again shortly");
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));

    const result = await screen.findByTestId("station-result");
    expect(result.textContent).toContain("Loaded ₱1,000.50 to juan.");
    expect(result.textContent).toContain("you ₱3,999.50");
    expect(result.textContent).toContain("juan ₱1,100.50");
    expect(screen.queryByRole("dialog")).toBeNull();

    expect(moves.map((move) => move.url)).toEqual(["/api/points/load", "/api/points/load"]);
    const [first, second] = moves.map((move) => move.body);
    expect(first).toEqual({ targetUserId: 42, amountCentavos: 100_050, idempotencyKey: expect.any(String) });
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it("shows a player's break, and a load the server refuses for a limit or an exclusion in its own words", async () => {
    found = [{ ...player, restriction: { kind: "self-exclusion", endsAt: "2099-09-01T01:00:00.000Z" } }];
    const refusal = "This player can be loaded ₱2,000.00 more this month (their load limit)";
    moveAnswers = [() => Promise.resolve(jsonResponse(422, { error: refusal }))];
    await pickJuanAndType("3,000");
    expect(screen.getAllByText("Self-excluded until 1 Sep 2099 09:00")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Load points" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm load" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Load now" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(refusal);
    expect(screen.queryByTestId("station-result")).toBeNull();
  });

  it("sends a double click once, and a new action gets a new key", async () => {
    let release: (response: Response) => void = () => {};
    moveAnswers = [
      () =>
        new Promise((resolve) => {
          release = resolve;
        }),
      ok(449_000, 1_000),
    ];
    await pickJuanAndType("50");
    fireEvent.click(screen.getByRole("radio", { name: "Withdraw points" }));
    fireEvent.click(screen.getByRole("button", { name: "Withdraw points" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm withdrawal" });
    const confirm = within(dialog).getByRole("button", { name: "Withdraw now" });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(moves).toHaveLength(1));
    release(await ok(505_000, 5_000)());
    await screen.findByText("Withdrew ₱50.00 from juan.");

    fireEvent.change(screen.getByLabelText("Amount (pesos)"), { target: { value: "10" } });
    fireEvent.click(screen.getByRole("button", { name: "Withdraw points" }));
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Confirm withdrawal" })).getByRole("button", {
        name: "Withdraw now",
      }),
    );
    await waitFor(() => expect(moves).toHaveLength(2));
    expect(moves[0]?.url).toBe("/api/points/withdraw");
    expect(moves[1]?.body.idempotencyKey).not.toBe(moves[0]?.body.idempotencyKey);
  });

  it("refuses amounts it can tell are wrong without asking the server", async () => {
    await pickJuanAndType("5000.01");
    fireEvent.click(screen.getByRole("button", { name: "Load points" }));
    expect((await screen.findByText(/You have only ₱5,000.00/)).textContent).toContain("to load");

    fireEvent.change(screen.getByLabelText("Amount (pesos)"), { target: { value: "10.005" } });
    fireEvent.click(screen.getByRole("button", { name: "Load points" }));
    expect(await screen.findByText("Use at most 2 decimals (centavos)")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "Withdraw points" }));
    fireEvent.change(screen.getByLabelText("Amount (pesos)"), { target: { value: "100.01" } });
    fireEvent.click(screen.getByRole("button", { name: "Withdraw points" }));
    expect(await screen.findByText("juan has only ₱100.00 to withdraw")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(moves).toHaveLength(0);
  });
});
