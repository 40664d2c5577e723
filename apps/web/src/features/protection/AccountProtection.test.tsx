import type { StatementView } from "@sabong/shared/protection";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { fetchedUrls, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { AccountProtection } from "./AccountProtection.tsx";

const STATEMENT: StatementView = {
  lifetime: { loadsCentavos: 2_300_000, withdrawalsCentavos: 500_000, netCentavos: 1_800_000 },
  months: [
    { month: "2025-03", loadsCentavos: 300_000, withdrawalsCentavos: 0, netCentavos: 300_000 },
    { month: "2025-02", loadsCentavos: 2_000_000, withdrawalsCentavos: 500_000, netCentavos: 1_500_000 },
  ],
  previousSignInAt: "2025-03-09T12:30:00.000Z",
};

const fetchMock = setupFetchMock(async (input) => {
  const url = String(input);
  if (url === "/api/protection/statement") return jsonResponse(200, STATEMENT);
  if (url === "/api/protection/statement.xlsx") {
    return new Response("PK", {
      status: 200,
      headers: { "Content-Disposition": 'attachment; filename="statement-2025-03.xlsx"' },
    });
  }
  return jsonResponse(404, { error: `unmocked ${url}` });
});

beforeEach(() => setToken(TOKENS.player()));

function renderAccount() {
  return renderRoutes(
    [
      { path: "/player/account", element: <AccountProtection /> },
      { path: "/player/account/responsible-gaming", element: <p>Limits and breaks screen</p> },
    ],
    "/player/account",
  );
}

describe("the Account screen's protection part", () => {
  it("shows the previous sign-in, lifetime loads, withdrawals and net, and each month", async () => {
    renderAccount();
    expect((await screen.findByTestId("previous-sign-in")).textContent).toBe(
      "Your previous sign-in: Mar 9, 2025, 08:30 PM",
    );
    expect(screen.getByText("₱23,000.00")).toBeTruthy();
    expect(screen.getByText("₱5,000.00", { selector: "p" })).toBeTruthy();
    expect(screen.getByText("+₱18,000.00")).toBeTruthy();
    const rows = within(screen.getByRole("table", { name: "Loads and withdrawals per month" }))
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ["Mar 2025", "₱3,000.00", "₱0.00", "+₱3,000.00"],
      ["Feb 2025", "₱20,000.00", "₱5,000.00", "+₱15,000.00"],
    ]);
  });

  it("downloads the statement workbook and leads to the limits and breaks", async () => {
    const { router } = renderAccount();
    fireEvent.click(await screen.findByRole("button", { name: "Download statement (.xlsx)" }));
    await waitFor(() => expect(fetchedUrls(fetchMock)).toContain("/api/protection/statement.xlsx"));

    fireEvent.click(screen.getByRole("link", { name: "Limits and breaks" }));
    await screen.findByText("Limits and breaks screen");
    expect(router.state.location.pathname).toBe("/player/account/responsible-gaming");
  });
});
