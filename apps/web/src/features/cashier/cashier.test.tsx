import type { CashierDay, Receipt } from "@sabong/shared/accounting";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("socket.io-client", () => import("../../testing/fake-socket.ts"));

const { routes } = await import("../../app/routes.tsx");
const { setToken } = await import("../../lib/session.ts");
const { downline, userDetail } = await import("../../testing/accounts.ts");
const { fetchedUrls, setupFetchMock } = await import("../../testing/fetch.ts");
const { fakeToken, jsonResponse, renderRoutes, TOKENS } = await import("../../testing/render.tsx");
const { DeskFigures } = await import("./CashDesk.tsx");

const CASHIER = fakeToken({ type: "staff2", role: "staff2", username: "cashier", name: "Cashier Staff" });

const desk = (patch: Partial<CashierDay> = {}): CashierDay => ({
  day: "2025-03-10",
  floatCentavos: 230_000,
  floatGivenCentavos: 500_000,
  floatTakenBackCentavos: 100_000,
  cashInCentavos: 200_000,
  cashInCount: 2,
  cashOutCentavos: 30_000,
  cashOutCount: 1,
  netCashCentavos: 170_000,
  movements: [
    {
      transferId: 77,
      kind: "CASH_OUT",
      at: "2025-03-10T02:00:00.000Z",
      amountCentavos: 30_000,
      player: { userId: 5, username: "ana" },
    },
    {
      transferId: 76,
      kind: "CASH_IN",
      at: "2025-03-10T01:00:00.000Z",
      amountCentavos: 150_000,
      player: { userId: 5, username: "ana" },
    },
  ],
  ...patch,
});

const receipt: Receipt = {
  transferId: 76,
  kind: "CASH_IN",
  at: "2025-03-10T01:00:00.000Z",
  amountCentavos: 150_000,
  cashier: { userId: 3, username: "cashier" },
  player: { userId: 5, username: "ana" },
  playerBalanceAfterCentavos: 150_000,
};

const fetchMock = setupFetchMock(async (input) => {
  const url = String(input);
  if (url.startsWith("/api/staff/cashier?day=2025-03-01")) {
    return jsonResponse(
      200,
      desk({ day: "2025-03-01", cashInCentavos: 0, cashInCount: 0, netCashCentavos: -30_000, movements: [] }),
    );
  }
  if (url.startsWith("/api/staff/cashier")) return jsonResponse(200, desk());
  if (url === "/api/points/receipts/76") return jsonResponse(200, receipt);
  if (url === "/api/points/receipts/99") return jsonResponse(404, { error: "Receipt not found" });
  if (url.startsWith("/api/points/downlines/search"))
    return jsonResponse(200, { items: [downline({ username: "ana", id: 5 })] });
  if (url === "/api/points/load") {
    return jsonResponse(200, {
      transferId: 76,
      actorBalanceCentavos: 8_330,
      targetBalanceCentavos: 150_000,
      debtCollectedCentavos: 0,
    });
  }
  if (url === "/api/user") return jsonResponse(200, userDetail({ username: "operator", type: "staff" }));
  return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 20 });
});

beforeEach(() => setToken(CASHIER));

describe("the cashier's desk (staff2)", () => {
  it("is called Cashier and shows the float, the day's cash in and out, and a receipt per movement", async () => {
    renderRoutes(routes, "/staff/dashboard");
    await screen.findByRole("heading", { name: "Dashboard" });
    const header = screen.getByRole("banner");
    expect(within(header).getAllByText("Cashier").length).toBeGreaterThan(0);
    expect(within(header).queryByText("Staff")).toBeNull();

    expect((await screen.findByTestId("desk-float")).textContent).toBe("₱2,300.00");
    expect(screen.getByTestId("desk-cash-in").textContent).toBe("₱2,000.00");
    expect(screen.getByTestId("desk-cash-in-count").textContent).toBe("2 loads");
    expect(screen.getByTestId("desk-cash-out").textContent).toBe("₱300.00");
    expect(screen.getByTestId("desk-cash-out-count").textContent).toBe("1 withdrawal");
    expect(screen.getByTestId("desk-net").textContent).toBe("₱1,700.00");
    expect(screen.getByTestId("desk-float-given").textContent).toBe("₱5,000.00");
    expect(screen.getByTestId("desk-float-taken").textContent).toBe("₱1,000.00");

    const rows = within(screen.getByTestId("desk-movements")).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("anaCash out (withdrawal)₱300.00Receipt"),
      expect.stringContaining("anaCash in (load)₱1,500.00Receipt"),
    ]);
    const link = screen.getByRole("link", { name: "Receipt of ana's load #76" });
    expect(link.getAttribute("href")).toBe("/staff/receipts/76");
    // No commission on a cashier's desk; its menu keeps the spec's Commission dropdown (its screens say it earns none).
    expect(within(screen.getByRole("main")).queryByText(/commission/i)).toBeNull();
    const menu = screen.getByRole("navigation", { name: "Staff menu" });
    expect(within(menu).getByRole("button", { name: "Commission" })).toBeTruthy();
    expect(fetchedUrls(fetchMock)).not.toContain("/api/user");
  });

  it("shows the net cash the server worked out", () => {
    // A figure that is not in − out: the desk must show the server's, not a difference of its own.
    render(<DeskFigures day={desk({ netCashCentavos: 12_345 })} dayLabel="today" />);
    expect(screen.getByTestId("desk-net").textContent).toBe("₱123.45");
  });

  it("opens a receipt and prints it", async () => {
    const print = vi.fn();
    Object.defineProperty(window, "print", { configurable: true, value: print });
    renderRoutes(routes, "/staff/dashboard");
    fireEvent.click(await screen.findByRole("link", { name: "Receipt of ana's load #76" }));
    const sheet = await screen.findByRole("article", { name: "Cash-in receipt" });
    const field = (key: string) => sheet.querySelector(`[data-receipt="${key}"]`)?.textContent;
    expect(field("number")).toBe("#76");
    expect(field("player")).toBe("ana");
    expect(field("cashier")).toBe("cashier");
    expect(field("amount")).toBe("₱1,500.00");
    expect(field("balance")).toBe("₱1,500.00");
    fireEvent.click(screen.getByRole("button", { name: "Print receipt" }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("the wallet station offers the receipt of a load just made", async () => {
    renderRoutes(routes, "/staff/wallet-station");
    fireEvent.click(await screen.findByRole("button", { name: /ana/ }));
    await screen.findByRole("heading", { name: "ana" });
    await waitFor(() => expect(screen.getByTestId("station-own-balance").textContent).toBe("1,583.30"));
    fireEvent.change(screen.getByLabelText("Amount (pesos)"), { target: { value: "1500" } });
    fireEvent.click(screen.getByRole("button", { name: "Load points" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm load" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Load now" }));
    const result = await screen.findByTestId("station-result");
    fireEvent.click(within(result).getByRole("link", { name: "Print receipt" }));
    expect(await screen.findByRole("article", { name: "Cash-in receipt" })).toBeTruthy();
  });

  it("says so when a receipt is not the caller's", async () => {
    renderRoutes(routes, "/staff/receipts/99");
    expect(await screen.findByText(/Could not load the receipt: Receipt not found/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Print receipt" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("summary reports: the desk of the day picked", async () => {
    const { router } = renderRoutes(routes, "/staff/summary");
    await screen.findByRole("heading", { name: "Summary Reports" });
    expect((await screen.findByTestId("desk-cash-in")).textContent).toBe("₱2,000.00");
    fireEvent.change(screen.getByLabelText("Day"), { target: { value: "2025-03-01" } });
    await waitFor(() => expect(screen.getByTestId("desk-cash-in").textContent).toBe("₱0.00"));
    expect(fetchedUrls(fetchMock)).toContain("/api/staff/cashier?day=2025-03-01");
    expect(router.state.location.search).toBe("?day=2025-03-01");
    expect(await screen.findByText("No loads or withdrawals yet.")).toBeTruthy();
  });

  it("the commission screens say a cashier earns none, with no tables", async () => {
    renderRoutes(routes, "/staff/commission");
    await screen.findByRole("heading", { name: "Self Convert Commission" });
    expect(screen.getByText("Cashiers earn no commission.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
  });
});

describe("staff (the operator type) keep their screens", () => {
  it("Staff in the header and the account overview on the dashboard", async () => {
    setToken(TOKENS.operator());
    renderRoutes(routes, "/staff/dashboard");
    await screen.findByRole("heading", { name: "Dashboard" });
    expect(within(screen.getByRole("banner")).getAllByText("Staff").length).toBeGreaterThan(0);
    expect(await screen.findByText("Commissions")).toBeTruthy();
    const menu = screen.getByRole("navigation", { name: "Staff menu" });
    expect(within(menu).getByRole("button", { name: "Commission" })).toBeTruthy();
    expect(fetchedUrls(fetchMock).some((url) => url.includes("/api/staff/cashier"))).toBe(false);
  });
});
