import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../lib/session.ts";
import { fetchedUrls, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { ReconciliationPage } from "./ReconciliationPage.tsx";
import { reconciliation } from "./test-fixtures.ts";

const fetchMock = setupFetchMock(async () => jsonResponse(200, reconciliation()));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-02-01T03:00:00Z") });
  setToken(TOKENS.admin());
});
afterEach(() => vi.useRealTimers());

function renderPage(search = "") {
  return renderRoutes(
    [{ path: "/admin/accounting/reconciliation", element: <ReconciliationPage /> }],
    `/admin/accounting/reconciliation${search}`,
  );
}

describe("end-of-day reconciliation", () => {
  it("reconciles today (Manila) by default and says so", async () => {
    renderPage();
    expect((await screen.findByTestId("reconciliation-verdict")).textContent).toBe(
      "Difference ₱0.00 — the day reconciles.",
    );
    expect(fetchedUrls(fetchMock)).toEqual(["/api/admin/reconciliation?day=2025-02-01"]);
    const players = screen.getByTestId("reconciliation-player");
    expect(
      within(players)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["40", "50,000.00", "10,000.00", "0.00", "60,000.00", "60,000.00", "0.00"]);
    expect(within(screen.getByTestId("reconciliation-money-in")).getByText("Minted")).toBeTruthy();
  });

  it("shows the money in and out totals the server added up", async () => {
    // Totals that are not the sum of the listed items: the page must show the server's figures, not its own sums.
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { ...reconciliation(), moneyInTotalCentavos: 1_234_500, moneyOutTotalCentavos: 67_800 }),
    );
    renderPage();
    expect((await screen.findByTestId("reconciliation-money-in-total")).textContent).toBe("12,345.00");
    expect(screen.getByTestId("reconciliation-money-out-total").textContent).toBe("678.00");
  });

  it("names the lines that do not reconcile", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, reconciliation(true)));
    renderPage("?day=2025-01-31");
    const verdict = await screen.findByTestId("reconciliation-verdict");
    expect(verdict.textContent).toContain("Difference ₱5.00 — the day does not reconcile.");
    expect(verdict.textContent).toContain("Players: recorded ₱60,005.00, expected ₱60,000.00 (off by +₱5.00)");
    expect(verdict.textContent).not.toContain("Bank");
    expect(screen.getByTestId("reconciliation-player").className).toContain("table-danger");
  });

  it("keeps the chosen day in the address bar", async () => {
    const { router } = renderPage("?day=2025-01-31");
    await screen.findByTestId("reconciliation-verdict");
    fireEvent.change(screen.getByLabelText("Day"), { target: { value: "2025-01-15" } });
    await waitFor(() => expect(router.state.location.search).toBe("?day=2025-01-15"));
    await waitFor(() => expect(fetchedUrls(fetchMock)).toContain("/api/admin/reconciliation?day=2025-01-15"));
  });

  it("shows the server's reason when the day cannot be read", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { error: "Something went wrong" }));
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Could not load the reconciliation: Something went wrong",
    );
  });
});
