import type { AgentSummary } from "@sabong/shared/accounting";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { fetchedUrls, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderAt, TOKENS } from "../../testing/render.tsx";
import { AgentSummaryPage } from "./AgentSummaryPage.tsx";

const fetchMock = setupFetchMock();

const game = (g: "sabong" | "pick3", turnoverCentavos: number, commissionCentavos: number) => ({
  game: g,
  turnoverCentavos,
  commissionCentavos,
});

function summary(overrides: Partial<AgentSummary> = {}): AgentSummary {
  return {
    from: "2025-05-01",
    to: "2025-05-07",
    root: { userId: 5, username: "master", label: "SUB-OPERATOR" },
    path: [{ userId: 5, username: "master" }],
    rows: [
      {
        userId: 7,
        username: "gold",
        label: "MASTER-AGENT",
        hasDownlines: true,
        turnoverCentavos: 150_000,
        commissionCentavos: 3_000,
        byGame: [game("sabong", 100_000, 2_000), game("pick3", 50_000, 1_000)],
      },
      {
        userId: 9,
        username: "walkin",
        label: "PLAYER",
        hasDownlines: false,
        turnoverCentavos: 20_000,
        commissionCentavos: 0,
        byGame: [game("sabong", 20_000, 0), game("pick3", 0, 0)],
      },
    ],
    totals: {
      turnoverCentavos: 170_000,
      commissionCentavos: 3_000,
      byGame: [game("sabong", 120_000, 2_000), game("pick3", 50_000, 1_000)],
    },
    rootOwn: { turnoverCentavos: 0, commissionCentavos: 850, byGame: [game("sabong", 0, 850), game("pick3", 0, 0)] },
    ...overrides,
  };
}

/** What master sees drilling into one of its downlines: that downline as the root, master above it. */
const drilledInto = (userId: number, username: string, label: string): Partial<AgentSummary> => ({
  root: { userId, username, label },
  path: [
    { userId: 5, username: "master" },
    { userId, username },
  ],
});

const answer = (body: AgentSummary) => fetchMock.mockImplementation(async () => jsonResponse(200, body));

/** Each body row: its row header (the downline, or TOTAL), then its cells. */
const lines = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [
      within(row).getByRole("rowheader").textContent,
      ...within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ]);

function open(path: string) {
  setToken(TOKENS.agent("master-agent"));
  return renderAt(<AgentSummaryPage />, path);
}

describe("agent summary", () => {
  it("asks for the range in the address bar and shows each downline, the games and the totals", async () => {
    answer(summary());
    open("/agent/summary?from=2025-05-01&to=2025-05-07");
    const table = await screen.findByRole("table", { name: "Downlines of master" });
    expect(fetchedUrls(fetchMock)).toEqual(["/api/user/summary?from=2025-05-01&to=2025-05-07"]);
    const heads = within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(heads).toEqual(["Downline", "Type", "Turnover", "Commission", "Sabong", "Pick 3"]);
    expect(lines(table)).toEqual([
      ["gold", "MASTER-AGENT", "1,500.00", "30.00", "1,000.00commission 20.00", "500.00commission 10.00"],
      ["walkin", "PLAYER", "200.00", "0.00", "200.00", "0.00"],
      ["TOTAL", "", "1,700.00", "30.00", "1,200.00commission 20.00", "500.00commission 10.00"],
    ]);
    // Only a downline with downlines of its own drills down.
    expect(within(table).getByRole("link", { name: "gold" }).getAttribute("href")).toBe(
      "/agent/summary?from=2025-05-01&to=2025-05-07&agentId=7",
    );
    expect(within(table).queryByRole("link", { name: "walkin" })).toBeNull();
    expect(screen.getByTestId("agent-summary-root").textContent).toContain("8.50");
  });

  it("drills down with breadcrumbs back up", async () => {
    answer(summary(drilledInto(7, "gold", "MASTER-AGENT")));
    open("/agent/summary?from=2025-05-01&to=2025-05-07&agentId=7");
    const crumbs = await screen.findByRole("navigation", { name: "Downline levels" });
    expect(fetchedUrls(fetchMock)).toEqual(["/api/user/summary?from=2025-05-01&to=2025-05-07&agentId=7"]);
    expect(within(crumbs).getByRole("link", { name: "master" }).getAttribute("href")).toBe(
      "/agent/summary?from=2025-05-01&to=2025-05-07",
    );
    expect(within(crumbs).getByText("gold").getAttribute("aria-current")).toBe("page");
  });

  it("shows a referring player's own bets as a line of the TOTAL when drilling into it", async () => {
    answer(
      summary({
        ...drilledInto(9, "ana", "PLAYER"),
        rows: [
          {
            userId: 11,
            username: "ben",
            label: "PLAYER",
            hasDownlines: false,
            turnoverCentavos: 1_500,
            commissionCentavos: 0,
            byGame: [game("sabong", 1_500, 0)],
          },
        ],
        rootOwn: { turnoverCentavos: 2_500, commissionCentavos: 30, byGame: [game("sabong", 2_500, 30)] },
        totals: { turnoverCentavos: 4_000, commissionCentavos: 0, byGame: [game("sabong", 4_000, 0)] },
      }),
    );
    open("/agent/summary?from=2025-05-01&to=2025-05-07&agentId=9");
    const table = await screen.findByRole("table", { name: "Downlines of ana" });
    // Ana's own stakes are a line; her commission is the sentence above, not a cell of the TOTAL.
    expect(lines(table)).toEqual([
      ["ben", "PLAYER", "15.00", "0.00", "15.00"],
      ["Own bets of ana", "PLAYER", "25.00", "—", "25.00"],
      ["TOTAL", "", "40.00", "0.00", "40.00"],
    ]);
    expect(screen.getByTestId("agent-summary-root").textContent).toContain("0.30");
  });

  it("shows the server's refusal of an id outside the tree, and a bad range before asking", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(404, { error: "User not found" }));
    open("/agent/summary?from=2025-05-01&to=2025-05-07&agentId=99");
    expect((await screen.findByRole("alert")).textContent).toContain(
      "Could not load the downline report: User not found",
    );

    fetchMock.mockClear();
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-05-09" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe("The start date must be on or before the end date"),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
