import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { fetchedUrls, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { AlertsPage } from "./AlertsPage.tsx";

const fetchMock = setupFetchMock(async (input) => {
  const url = String(input);
  if (url.startsWith("/api/compliance/alerts?")) return jsonResponse(200, { alerts: [], openCount: 0 });
  if (url.startsWith("/api/compliance/reports/large-transactions.xlsx")) {
    return new Response("PK", {
      status: 200,
      headers: { "Content-Disposition": 'attachment; filename="large-transactions-2026-11-02.xlsx"' },
    });
  }
  return jsonResponse(404, { error: `unmocked ${url}` });
});

beforeEach(() => setToken(TOKENS.admin()));

describe("the Alerts page's large-transactions report", () => {
  it("downloads the report of the day picked, and refuses a day that is not one", async () => {
    renderRoutes([{ path: "/admin/alerts", element: <AlertsPage /> }], "/admin/alerts");
    await screen.findByText("No open alerts.");
    const day = screen.getByLabelText("Large-transactions report, day (Manila)");
    const button = screen.getByRole("button", { name: "Download the day's large transactions (.xlsx)" });
    fireEvent.change(day, { target: { value: "" } });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(day, { target: { value: "2026-11-02" } });
    fireEvent.click(button);
    await waitFor(() =>
      expect(fetchedUrls(fetchMock)).toContain("/api/compliance/reports/large-transactions.xlsx?day=2026-11-02"),
    );
  });
});
