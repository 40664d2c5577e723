import type { AdminDashboard } from "@sabong/shared/accounting";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../lib/session.ts";
import { userDetail } from "../../testing/accounts.ts";
import { fetchedUrls, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderAt, TOKENS } from "../../testing/render.tsx";
import { AdminDashboardPage } from "./AdminDashboardPage.tsx";

/** 30 days ending 2025-01-31; the last week earns, the days before are quiet. */
function dashboard(): AdminDashboard {
  const last30Days = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2025, 0, 2 + i)).toISOString().slice(0, 10);
    return {
      key: day,
      label: day.slice(5),
      turnoverCentavos: i >= 23 ? (i - 22) * 100_000 : 0,
      houseResultCentavos: i >= 23 ? (i - 22) * 5_000 : 0,
    };
  });
  return {
    day: "2025-01-31",
    today: {
      turnoverCentavos: 1_234_500,
      stakeCount: 3,
      houseResultCentavos: -2_281_000,
      loadsCentavos: 500_000,
      loadCount: 2,
      withdrawalsCentavos: 100_000,
      withdrawalCount: 1,
    },
    playersOnline: 7,
    openFights: 2,
    openDraws: 1,
    pendingApprovals: 4,
    circulation: [
      { key: "points:admin", label: "Admin (undistributed)", accounts: 1, centavos: 10_000_000 },
      { key: "points:player", label: "Players", accounts: 12, centavos: 2_500_000 },
      { key: "commission:sabong", label: "Commission · Sabong & Apple", accounts: 5, centavos: 40_000 },
    ],
    circulationTotalAccounts: 18,
    circulationTotalCentavos: 12_540_000,
    last30Days,
  };
}

const fetchMock = setupFetchMock(answer(dashboard()));
const dashboardCalls = () => fetchedUrls(fetchMock).filter((url) => url === "/api/admin/dashboard").length;

/** The dashboard's figures (or an error), and the admin's own account for the section under them. */
function answer(figures: AdminDashboard | null) {
  return async (input: RequestInfo | URL) => {
    if (String(input) === "/api/user") return jsonResponse(200, userDetail({ refCode: "REF123" }));
    return figures ? jsonResponse(200, figures) : jsonResponse(500, { error: "Internal server error" });
  };
}

beforeEach(() => setToken(TOKENS.admin()));
afterEach(() => vi.useRealTimers());

const card = (testId: string) => screen.getByTestId(testId).closest("section") as HTMLElement;

describe("admin dashboard", () => {
  it("shows today's figures, what is live, the circulation and the last 7 and 30 days", async () => {
    renderAt(<AdminDashboardPage actions={<button type="button">Refresh players' site</button>} />);
    expect((await screen.findByTestId("dash-turnover")).textContent).toBe("12,345.00");
    expect(dashboardCalls()).toBe(1);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Dashboard");
    expect(screen.getByRole("button", { name: "Refresh players' site" })).toBeTruthy();
    expect(within(card("dash-turnover")).getByText("3 bets")).toBeTruthy();

    // The house lost today (a DRAW paid beyond the stakes): red.
    const house = screen.getByTestId("dash-house-result");
    expect(house.textContent).toBe("-22,810.00");
    expect(house.querySelector(".text-danger")).not.toBeNull();
    expect(screen.getByTestId("dash-players-online").textContent).toBe("7");
    expect(screen.getByTestId("dash-open-fights").textContent).toBe("2");
    expect(screen.getByTestId("dash-open-draws").textContent).toBe("1");
    expect(screen.getByTestId("dash-pending-approvals").textContent).toBe("4");
    expect(
      within(card("dash-pending-approvals")).getByRole("link", { name: "Review approvals" }).getAttribute("href"),
    ).toBe("/admin/approvals");
    expect(screen.getByTestId("dash-loads").textContent).toBe("5,000.00");
    expect(within(card("dash-loads")).getByText("Loads to players today")).toBeTruthy();
    expect(within(card("dash-loads")).getByText("2 loads · cash in")).toBeTruthy();
    expect(screen.getByTestId("dash-withdrawals").textContent).toBe("1,000.00");
    expect(within(card("dash-withdrawals")).getByText("1 withdrawal · cash out")).toBeTruthy();

    const player = screen.getByTestId("circulation-points:player");
    expect(within(player).getByRole("rowheader").textContent).toBe("Points · Players");
    expect(within(screen.getByTestId("circulation-points:admin")).getByRole("rowheader").textContent).toBe(
      "Points · Admin (undistributed)",
    );
    expect(screen.getByTestId("circulation-note").textContent).toContain("includes the admin's own points");
    expect(
      within(player)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["12", "25,000.00"]);
    expect(within(screen.getByTestId("circulation-commission:sabong")).getByRole("rowheader").textContent).toBe(
      "Commission · Sabong & Apple",
    );
    expect(screen.getByTestId("circulation-total").textContent).toBe("125,400.00");
    // The admin's own wallets and referral code stay on the dashboard, under the business figures.
    expect(await screen.findByText("REF123")).toBeTruthy();

    // The week's chart covers the last 7 days of the series, the month's all 30 (their figures as tables).
    const week = within(await screen.findByTestId("dash-chart-7")).getAllByRole("rowheader");
    expect(week.map((r) => r.textContent)).toEqual(["01-25", "01-26", "01-27", "01-28", "01-29", "01-30", "01-31"]);
    expect(within(await screen.findByTestId("dash-chart-30")).getAllByRole("rowheader")).toHaveLength(30);
  });

  it("shows the circulation total the server added up", async () => {
    // A total that is not the sum of the rows: the page must show the server's figure, not its own sum.
    fetchMock.mockImplementation(
      answer({ ...dashboard(), circulationTotalAccounts: 99, circulationTotalCentavos: 7_777_700 }),
    );
    renderAt(<AdminDashboardPage />);
    expect((await screen.findByTestId("circulation-total")).textContent).toBe("77,777.00");
    expect(screen.getByTestId("circulation-total-accounts").textContent).toBe("99");
  });

  it("reads the figures again every 30 seconds", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    renderAt(<AdminDashboardPage />);
    await screen.findByTestId("dash-turnover");
    expect(dashboardCalls()).toBe(1);
    fetchMock.mockImplementation(answer({ ...dashboard(), playersOnline: 9 }));
    vi.advanceTimersByTime(29_000);
    expect(dashboardCalls()).toBe(1);
    vi.advanceTimersByTime(1_000);
    await waitFor(() => expect(screen.getByTestId("dash-players-online").textContent).toBe("9"));
    expect(dashboardCalls()).toBe(2);
  });

  it("says when the figures could not be loaded", async () => {
    fetchMock.mockImplementation(answer(null));
    renderAt(<AdminDashboardPage />);
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load the dashboard");
    expect(screen.queryByTestId("dash-turnover")).toBeNull();
  });
});
