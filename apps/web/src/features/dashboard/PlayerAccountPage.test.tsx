import type { WalletLogItem } from "@sabong/shared/wallet";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { userDetail } from "../../testing/accounts.ts";
import { fetchedUrls, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { PlayerAccountPage } from "./PlayerAccountPage.tsx";

const item = (patch: Partial<WalletLogItem>): WalletLogItem => ({
  transferId: 1,
  at: "2025-03-10T02:00:00.000Z",
  code: "LOAD",
  account: "points",
  amountCentavos: 0,
  balanceAfterCentavos: 0,
  counterparty: "cashier",
  counterpartyUserId: 3,
  refType: null,
  refId: null,
  memo: null,
  ...patch,
});

const PAGE_1 = [
  item({
    transferId: 3,
    code: "PAYOUT",
    amountCentavos: 19_000,
    balanceAfterCentavos: 59_000,
    counterparty: "escrow:sabong",
  }),
  item({
    transferId: 2,
    code: "BET",
    amountCentavos: -10_000,
    balanceAfterCentavos: 40_000,
    counterparty: "escrow:sabong",
  }),
  item({ transferId: 1, code: "LOAD", amountCentavos: 50_000, balanceAfterCentavos: 50_000 }),
];

const fetchMock = setupFetchMock(async (input) => {
  const url = String(input);
  if (url === "/api/user") return jsonResponse(200, userDetail({ username: "player", type: "player" }));
  if (url.startsWith("/api/points/logs?")) {
    const page = Number(new URL(url, "http://x").searchParams.get("page"));
    const items = page === 1 ? PAGE_1 : [item({ transferId: 0, code: "REFUND", amountCentavos: 500 })];
    return jsonResponse(200, { items, total: 21, page, pageSize: 20 });
  }
  return jsonResponse(404, { error: `unmocked ${url}` });
});

beforeEach(() => setToken(TOKENS.player()));

describe("the player's account", () => {
  it("keeps the balances and lists the wallet history in plain words, with the balance after each, paged", async () => {
    const { router } = renderRoutes([{ path: "/player/account", element: <PlayerAccountPage /> }], "/player/account");
    await screen.findByRole("heading", { name: "Account" });
    expect(await screen.findByText("Commissions")).toBeTruthy();

    const table = await screen.findByRole("table", { name: "Wallet history" });
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells(rows[0] as HTMLElement).slice(1)).toEqual(["WinSabong win", "+190.00", "590.00"]);
    expect(cells(rows[1] as HTMLElement).slice(1)).toEqual(["BetSabong bet", "−100.00", "400.00"]);
    expect(cells(rows[2] as HTMLElement).slice(1)).toEqual(["LoadLoaded by cashier", "+500.00", "500.00"]);
    expect(within(table).queryByText("escrow:sabong")).toBeNull();

    expect(screen.getByText("1–20 of 21 movements")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next ›" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    expect(await screen.findByText("Refund")).toBeTruthy();
    expect(fetchedUrls(fetchMock)).toContain("/api/points/logs?page=2&pageSize=20");
  });

  it("filters by the player's words for the codes", async () => {
    renderRoutes([{ path: "/player/account", element: <PlayerAccountPage /> }], "/player/account");
    const type = await screen.findByLabelText("Type");
    const options = within(type)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(["Bet", "Win", "Refund", "Load", "Withdrawal"]));
    expect(options).not.toContain("Payout");
  });
});
