import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubCanvas } from "../../components/charts/test-support.ts";
import { setToken } from "../../lib/session.ts";
import { fetchedUrls, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { AccountingReportsPage } from "./AccountingReportsPage.tsx";
import { agentReport } from "./test-fixtures.ts";

const fetchMock = setupFetchMock(async () => jsonResponse(200, agentReport()));
const urls = () => fetchedUrls(fetchMock);

beforeEach(() => {
  // 2025-01-31 20:00 in Manila.
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2025-01-31T12:00:00Z") });
  setToken(TOKENS.admin());
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function renderPage(search = "") {
  return renderRoutes(
    [{ path: "/admin/accounting", element: <AccountingReportsPage /> }],
    `/admin/accounting${search}`,
  );
}

const cell = (row: HTMLElement, column: string) => row.querySelector(`[data-col="${column}"]`);

describe("accounting reports", () => {
  it("asks for the last 7 Manila days by default and shows every figure with a TOTAL row", async () => {
    renderPage();
    const north = await screen.findByTestId("report-row-agent:7");
    expect(urls()[0]).toBe("/api/admin/accounting?from=2025-01-25&to=2025-01-31&game=all&groupBy=day");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Accounting Reports");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2025-01-25");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("2025-01-31");

    expect(cell(north, "turnoverCentavos")?.textContent).toBe("10,000.00");
    expect(cell(north, "stakeCount")?.textContent).toBe("12");
    expect(cell(north, "payoutsCentavos")?.className).toContain("text-end");
    const total = screen.getByTestId("report-total");
    expect(within(total).getByRole("rowheader").textContent).toBe("TOTAL");
    expect(cell(total, "turnoverCentavos")?.textContent).toBe("12,000.00");
    expect(cell(total, "drawFundingCentavos")?.textContent).toBe("2,500.00");
    // The house lost money overall: red; the north subtree made money: green.
    expect(cell(total, "houseResultCentavos")?.textContent).toBe("-1,800.00");
    expect(cell(total, "houseResultCentavos")?.className).toContain("text-danger");
    expect(cell(north, "houseResultCentavos")?.className).toContain("text-success");
  });

  it("explains Draw funding, Open stakes and House result in plain words on the page", async () => {
    renderPage();
    const notes = await screen.findByTestId("report-notes");
    expect(notes.textContent).toContain("Draw funding");
    expect(notes.textContent).toMatch(/Money the house adds from its own funds when a pool cannot pay/);
    expect(notes.textContent).toMatch(/one-sided pool.*number-game hit beyond the draw's sales/);
    expect(notes.textContent).toMatch(/Open stakes\s*Stakes on fights and draws not settled or cancelled yet/);
    expect(notes.textContent).toContain("Turnover − refunds − payouts − commission of the settled fights and draws");
  });

  it("shows the stakes of contests still open apart from the house result, in a column and the totals", async () => {
    renderPage();
    const south = await screen.findByTestId("report-row-agent:8");
    const headers = within(screen.getByTestId("report-table"))
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers.slice(-2)).toEqual(["Open stakes", "House result"]);
    expect(cell(south, "openStakesCentavos")?.textContent).toBe("400.00");
    expect(cell(screen.getByTestId("report-row-agent:7"), "openStakesCentavos")?.textContent).toBe("0.00");
    expect(cell(screen.getByTestId("report-total"), "openStakesCentavos")?.textContent).toBe("400.00");
    expect(screen.getByTestId("report-open-stakes").textContent).toBe(
      "Settled fights and draws only: 400.00 of open stakes not counted yet",
    );
  });

  it("shows the commission by level on request", async () => {
    renderPage();
    const north = await screen.findByTestId("report-row-agent:7");
    expect(screen.queryByRole("columnheader", { name: "Commission · GOLD-AGENT" })).toBeNull();
    fireEvent.click(screen.getByLabelText("Show commission by level"));
    expect(screen.getByRole("columnheader", { name: "Commission · GOLD-AGENT" })).toBeTruthy();
    expect(cell(north, "commission-gold-agent")?.textContent).toBe("200.00");
    expect(cell(screen.getByTestId("report-row-agent:8"), "commission-gold-agent")?.textContent).toBe("0.00");
  });

  it("drills down into an agent's subtree by putting its id in the address bar", async () => {
    const { router } = renderPage("?from=2025-01-30&to=2025-01-31&groupBy=agent");
    fireEvent.click(await screen.findByRole("button", { name: "north" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?from=2025-01-30&to=2025-01-31&game=all&groupBy=agent&agentId=7"),
    );
    await waitFor(() =>
      expect(urls()).toContain("/api/admin/accounting?from=2025-01-30&to=2025-01-31&game=all&groupBy=agent&agentId=7"),
    );
  });

  it("applies the criteria form in one go and refuses a backwards range", async () => {
    const { router } = renderPage();
    await screen.findByTestId("report-total");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-02-10" } });
    fireEvent.click(screen.getByRole("button", { name: "Show report" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The start date must be on or before the end date");
    expect(router.state.location.search).toBe("");

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-01-01" } });
    fireEvent.change(screen.getByLabelText("Game"), { target: { value: "pick3" } });
    fireEvent.change(screen.getByLabelText("Group by"), { target: { value: "contest" } });
    fireEvent.click(screen.getByRole("button", { name: "Show report" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?from=2025-01-01&to=2025-01-31&game=pick3&groupBy=contest"),
    );
    await waitFor(() =>
      expect(urls()).toContain("/api/admin/accounting?from=2025-01-01&to=2025-01-31&game=pick3&groupBy=contest"),
    );
  });

  it("offers every game of the registry and every grouping", async () => {
    renderPage();
    await screen.findByTestId("report-total");
    const games = within(screen.getByLabelText("Game"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(games).toEqual(["All games", "Sabong", "Apple na pula/puti", "Pick 2", "Pick 3", "Suertres", "Game Ending"]);
    const groupings = within(screen.getByLabelText("Group by"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(groupings).toEqual(["Day", "Event / draw", "Game", "Agent"]);
  });

  it("picks an agent by searching the accounts", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith("/api/points/downlines/search")
        ? jsonResponse(200, {
            items: [
              {
                id: 31,
                username: "goldie",
                name: "Goldie",
                type: "user",
                agentType: "gold-agent",
                status: "active",
                pointsCentavos: 0,
                commissionCentavos: 0,
              },
            ],
          })
        : jsonResponse(200, agentReport()),
    );
    const { router } = renderPage();
    await screen.findByTestId("report-total");
    expect(screen.getByTestId("report-agent").textContent).toBe("Everyone");
    fireEvent.change(screen.getByLabelText("Find an agent"), { target: { value: "gol" } });
    fireEvent.click(await screen.findByRole("button", { name: /goldie/ }));
    expect(screen.getByTestId("report-agent").textContent).toContain("goldie");
    fireEvent.click(screen.getByRole("button", { name: "Show report" }));
    await waitFor(() => expect(router.state.location.search).toContain("agentId=31"));
  });

  it("draws both charts with their figures as tables", async () => {
    stubCanvas();
    renderPage();
    const trend = await screen.findByTestId("report-trend-chart");
    expect(within(trend).getByRole("img").getAttribute("aria-label")).toBe(
      "Turnover and house result by day: chart of turnover and house result by day",
    );
    const dayRows = within(trend)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(dayRows).toContain("30 Jan 20252,000.00-2,500.00");
    const games = screen.getByTestId("report-game-chart");
    expect(within(games).getByRole("rowheader", { name: "Sabong" })).toBeTruthy();
    fireEvent.click(within(games).getByRole("button", { name: "Show table" }));
    expect(within(games).getByRole("button", { name: "Hide table" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("shows the server's reason when the report cannot be made", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(400, { error: "A report covers at most 366 days" }));
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Could not load the report: A report covers at most 366 days",
    );
  });

  it("links to the end-of-day reconciliation", async () => {
    renderPage();
    await screen.findByTestId("report-total");
    expect(screen.getByRole("link", { name: "End of day" }).getAttribute("href")).toBe(
      "/admin/accounting/reconciliation",
    );
  });
});
