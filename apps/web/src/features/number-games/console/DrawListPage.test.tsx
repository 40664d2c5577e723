import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setToken } from "../../../lib/session.ts";
import { sampleDraw } from "../../../testing/draw-fixtures.ts";
import { fetchedUrls, setupFetchMock } from "../../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../../testing/render.tsx";
import { DrawListPage } from "./DrawListPage.tsx";

const fetchMock = setupFetchMock();

const page = (items = [sampleDraw({ game: "game-ending", label: "PBA · Ginebra vs Magnolia · Final" })]) =>
  jsonResponse(200, { items, total: items.length, page: 1, pageSize: 20 });

function open(game: "pick3" | "game-ending") {
  setToken(TOKENS.operator());
  return renderRoutes(
    [
      { path: "/operator/:game/draws", element: <DrawListPage game={game} /> },
      { path: "/operator/:game/draws/:drawId", element: <p>console</p> },
    ],
    `/operator/${game}/draws`,
  );
}

describe("draw list", () => {
  it("lists today's draws with state and times, and switches tabs", async () => {
    fetchMock.mockImplementation(async () =>
      page([sampleDraw({ game: "pick3", label: "Pick 3 · 2:00 PM", state: "OPEN" })]),
    );
    open("pick3");
    const row = await screen.findByTestId("draw-row");
    expect(within(row).getByText("Pick 3 · 2:00 PM")).toBeTruthy();
    expect(within(row).getByText("Open")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "+ New draw" })).toBeNull();
    expect(fetchedUrls(fetchMock)[0]).toBe("/api/pick3/draws?scope=today&page=1");

    fireEvent.click(screen.getByRole("button", { name: "Past" }));
    await waitFor(() => expect(fetchedUrls(fetchMock)).toContain("/api/pick3/draws?scope=past&page=1"));
  });

  it("game-ending: creates a draw from the matchup and tip-off (Manila time) and opens its console", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "POST" ? jsonResponse(201, sampleDraw({ game: "game-ending", id: 77 })) : page([]),
    );
    const { router } = open("game-ending");
    fireEvent.click(await screen.findByRole("button", { name: "+ New draw" }));
    const dialog = await screen.findByRole("dialog", { name: "New draw" });
    fireEvent.change(within(dialog).getByLabelText("League"), { target: { value: "PBA" } });
    fireEvent.change(within(dialog).getByLabelText("Home team"), { target: { value: "Ginebra" } });
    fireEvent.change(within(dialog).getByLabelText("Away team"), { target: { value: "Magnolia" } });
    fireEvent.change(within(dialog).getByLabelText("Period"), { target: { value: "HALF" } });
    fireEvent.change(within(dialog).getByLabelText("Tip-off (Manila time)"), { target: { value: "2025-05-01T19:30" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create draw" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/operator/game-ending/draws/77"));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toBe("/api/game-ending/draws");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      matchup: { league: "PBA", home: "Ginebra", away: "Magnolia", period: "HALF" },
      drawAt: "2025-05-01T11:30:00.000Z",
    });
  });

  it("shows the server's refusal in the form", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "POST" ? jsonResponse(409, { error: "Tip-off is in the past" }) : page([]),
    );
    open("game-ending");
    fireEvent.click(await screen.findByRole("button", { name: "+ New draw" }));
    const dialog = await screen.findByRole("dialog", { name: "New draw" });
    for (const [label, value] of [
      ["League", "PBA"],
      ["Home team", "A"],
      ["Away team", "B"],
      ["Tip-off (Manila time)", "2020-01-01T10:00"],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole("button", { name: "Create draw" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Tip-off is in the past");
  });
});
