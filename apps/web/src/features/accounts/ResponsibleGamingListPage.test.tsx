import type { ResponsibleGamingRow } from "@sabong/shared/protection";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { fetchedUrls, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { ResponsibleGamingListPage } from "./ResponsibleGamingListPage.tsx";

const row = (patch: Partial<ResponsibleGamingRow>): ResponsibleGamingRow => ({
  userId: 1,
  username: "someone",
  uplineName: "gold",
  limitCount: 0,
  pendingCount: 0,
  restriction: null,
  ...patch,
});

const ROWS = [
  row({ userId: 11, username: "ana", limitCount: 3, pendingCount: 1 }),
  row({
    userId: 12,
    username: "ben",
    restriction: {
      kind: "self-exclusion",
      startedAt: "2024-01-01T01:00:00.000Z",
      endsAt: "2099-01-01T01:00:00.000Z",
      irrevocableUntil: "2024-07-01T01:00:00.000Z",
    },
  }),
  row({
    userId: 13,
    username: "cora",
    restriction: {
      kind: "self-exclusion",
      startedAt: "2099-01-01T01:00:00.000Z",
      endsAt: "2100-01-01T01:00:00.000Z",
      irrevocableUntil: "2099-07-01T01:00:00.000Z",
    },
  }),
  row({
    userId: 14,
    username: "dan",
    restriction: {
      kind: "time-out",
      startedAt: "2099-01-01T01:00:00.000Z",
      endsAt: "2099-01-08T01:00:00.000Z",
      irrevocableUntil: "2099-01-08T01:00:00.000Z",
    },
  }),
];

const lifts: { url: string; body: Record<string, unknown> }[] = [];

const fetchMock = setupFetchMock(async (input, init) => {
  const url = String(input);
  if (url.startsWith("/api/admin/responsible-gaming?") || url === "/api/admin/responsible-gaming") {
    return jsonResponse(200, { items: ROWS, total: 41, page: 1, pageSize: 20 });
  }
  if (url.endsWith("/lift")) {
    lifts.push({ url, body: JSON.parse(String(init?.body)) });
    return jsonResponse(200, {});
  }
  return jsonResponse(404, { error: `unmocked ${url}` });
});

beforeEach(() => {
  setToken(TOKENS.admin());
  lifts.length = 0;
});

const renderPage = (path = "/admin/responsible-gaming") =>
  renderRoutes([{ path: "/admin/responsible-gaming", element: <ResponsibleGamingListPage /> }], path);

describe("the admin's responsible gaming list", () => {
  it("lists limits, pending changes and breaks, and offers Lift only past an exclusion's first six months", async () => {
    renderPage();
    const ana = await screen.findByTestId("rg-row-ana");
    expect(
      within(ana)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["ana", "gold", "3", "1", "–", ""]);
    expect(within(screen.getByTestId("rg-row-ben")).getByTestId("restriction-badge").textContent).toBe(
      "Self-excluded until 1 Jan 2099 09:00",
    );
    expect(within(screen.getByTestId("rg-row-dan")).getByTestId("restriction-badge").textContent).toBe(
      "Time-out until 8 Jan 2099 09:00",
    );
    expect(screen.getAllByRole("button", { name: /^Lift the self-exclusion of/ }).map((b) => b.textContent)).toEqual([
      "Lift",
    ]);
    expect(screen.getByRole("button", { name: "Lift the self-exclusion of ben" })).toBeTruthy();
    expect(screen.getByText("1–20 of 41 players")).toBeTruthy();
  });

  it("filters and searches through the address bar, like the other lists", async () => {
    const { router } = renderPage();
    await screen.findByTestId("rg-row-ana");
    fireEvent.change(screen.getByLabelText("Show"), { target: { value: "self-exclusion" } });
    await waitFor(() => expect(router.state.location.search).toBe("?filter=self-exclusion"));
    await waitFor(() =>
      expect(fetchedUrls(fetchMock)).toContain(
        "/api/admin/responsible-gaming?filter=self-exclusion&page=1&pageSize=20",
      ),
    );
  });

  it("lifts only with the written request ticked and a reason, and sends both with a key", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Lift the self-exclusion of ben" }));
    const dialog = await screen.findByRole("dialog", { name: "Lift the self-exclusion of ben?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Lift it" }));
    expect(within(dialog).getByText("Lifting needs the player's written request")).toBeTruthy();
    expect(within(dialog).getByText("Give a reason")).toBeTruthy();
    expect(lifts).toEqual([]);

    fireEvent.click(within(dialog).getByLabelText("The player asked for this in writing"));
    fireEvent.change(within(dialog).getByLabelText("Reason (required, kept in the audit log)"), {
      target: { value: "Letter of 2 Jan, signed" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Lift it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(lifts).toEqual([
      {
        url: "/api/admin/responsible-gaming/12/lift",
        body: { writtenRequest: true, reason: "Letter of 2 Jan, signed", idempotencyKey: expect.any(String) },
      },
    ]);
  });
});
