import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { CommissionLogPage } from "./CommissionLogPage.tsx";

const line = {
  at: "2026-11-27T04:05:00.000Z",
  account: "commission:sabong",
  counterparty: "house:sabong",
  counterpartyUserId: null,
  counterpartyName: "The house",
  refType: "fight",
  // The event's second fight is the database's third: the screen must never say "fight #3".
  refId: "3",
  memo: null,
};
const items = [
  { ...line, transferId: 9, code: "REVERSAL", amountCentavos: -2_000, balanceAfterCentavos: 0 },
  {
    ...line,
    transferId: 8,
    code: "COMMISSION",
    amountCentavos: 2_000,
    balanceAfterCentavos: 2_000,
    reference: "Demo Derby · Fight 2",
  },
  {
    ...line,
    transferId: 7,
    code: "COMMISSION",
    amountCentavos: 500,
    balanceAfterCentavos: 500,
    account: "commission:pick3",
    counterparty: "house:pick3",
    refType: "draw",
    refId: "41",
    reference: "Pick 3 · 2:00 PM · 27 Nov 2026",
  },
];

setupFetchMock(async () => jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 }));

beforeEach(() => setToken(TOKENS.agent("gold-agent")));

describe("the commission log", () => {
  it("names each line's contest in words and the house as the house, on desktop and on a phone", async () => {
    renderRoutes([{ path: "/agent/commission-log", element: <CommissionLogPage /> }], "/agent/commission-log");
    const table = await screen.findByRole("table", { name: "Commission movements" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => row.querySelector("[data-log=wallet]")?.textContent)).toEqual([
      "Sabong & Apple commission",
      "Sabong & Apple commission · Demo Derby · Fight 2",
      "Pick 3 commission · Pick 3 · 2:00 PM · 27 Nov 2026",
    ]);
    expect(rows.map((row) => row.querySelector("[data-log=counterparty]")?.textContent)).toEqual([
      "The house",
      "The house",
      "The house",
    ]);

    const cards = within(screen.getByRole("list", { name: "Commission movements" })).getAllByRole("listitem");
    expect(cards[1]?.textContent).toContain("The house · Sabong & Apple commission");
    expect(cards[1]?.querySelector("[data-log=reference]")?.textContent).toBe("Demo Derby · Fight 2");
    expect(cards[2]?.querySelector("[data-log=reference]")?.textContent).toBe("Pick 3 · 2:00 PM · 27 Nov 2026");
    expect(document.body.textContent).not.toMatch(/#3|house:|fight 3/i);
  });
});
