import type { DrawView } from "@sabong/shared/number-games";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { setToken } from "../../../lib/session.ts";
import { notify } from "../../../lib/toast.tsx";
import { sampleDraw, sampleTally } from "../../../testing/draw-fixtures.ts";
import { setupFetchMock } from "../../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../../testing/render.tsx";
import { DrawConsolePage } from "./DrawConsolePage.tsx";

const fetchMock = setupFetchMock();

/** A closed game-ending draw whose expected end (5:00 PM Manila) is an hour ahead on the server's clock. */
const closed = sampleDraw({
  game: "game-ending",
  state: "CLOSED",
  label: "Game-ending · Ginebra vs Magnolia",
  matchup: { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" },
  expectedEndAt: "2026-03-01T09:00:00.000Z",
  resultsFrom: "2026-03-01T09:00:00.000Z",
  serverNow: "2026-03-01T08:00:00.000Z",
});

/** Serves the draw; the expected-end POST answers `answer` (a draw, or a refusal). */
function open(answer: () => Response) {
  fetchMock.mockImplementation(async (input, init) => {
    if (init?.method === "POST") return answer();
    return jsonResponse(200, String(input).endsWith("/tally") ? sampleTally() : closed);
  });
  setToken(TOKENS.operator());
  renderRoutes(
    [
      {
        path: "/operator/:game/draws/:drawId",
        element: <DrawConsolePage game="game-ending" />,
      },
    ],
    `/operator/game-ending/draws/${closed.id}`,
  );
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("draw console: moving a game-ending draw's expected end", () => {
  it("moves it earlier: the new time shows and the result can be entered at once", async () => {
    const moved: DrawView = {
      ...closed,
      expectedEndAt: "2026-03-01T07:30:00.000Z",
      resultsFrom: "2026-03-01T07:30:00.000Z",
    };
    const toast = vi.spyOn(notify, "success").mockImplementation(() => undefined);
    open(() => jsonResponse(200, moved));
    const enter = (await screen.findByRole("button", { name: "Enter result…" })) as HTMLButtonElement;
    expect(enter.disabled).toBe(true);
    expect(screen.getByTestId("expected-end").textContent).toContain("05:00 PM");

    fireEvent.click(screen.getByRole("button", { name: "Move expected end" }));
    const field = screen.getByLabelText("New expected end (Manila time)") as HTMLInputElement;
    expect(field.value).toBe("2026-03-01T17:00");
    fireEvent.change(field, { target: { value: "2026-03-01T15:30" } });
    fireEvent.click(screen.getByRole("button", { name: "Save expected end" }));

    await waitFor(() => expect(screen.getByTestId("expected-end").textContent).toContain("03:30 PM"));
    expect(toast).toHaveBeenCalledWith("Expected end moved to Mar 1, 2026, 03:30 PM");
    toast.mockRestore();
    const [url, init] = posts()[0] ?? [];
    expect(String(url)).toBe(`/api/game-ending/draws/${closed.id}/expected-end`);
    expect(JSON.parse(String(init?.body))).toEqual({
      expectedEndAt: "2026-03-01T07:30:00.000Z",
      idempotencyKey: expect.any(String),
    });
    expect(screen.queryByTestId("results-wait")).toBeNull();
    expect((screen.getByRole("button", { name: "Enter result…" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("asks for a time, and shows the server's refusal in plain words", async () => {
    open(() => jsonResponse(400, { error: "The expected end cannot be before betting closes" }));
    fireEvent.click(await screen.findByRole("button", { name: "Move expected end" }));
    fireEvent.change(screen.getByLabelText("New expected end (Manila time)"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save expected end" }));
    expect(await screen.findByText("Expected end: pick a date and time")).toBeTruthy();
    expect(posts()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText("New expected end (Manila time)"), {
      target: { value: "2026-03-01T12:00" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Save expected end" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The expected end cannot be before betting closes");
    expect(screen.getByTestId("expected-end").textContent).toContain("05:00 PM");
  });
});
