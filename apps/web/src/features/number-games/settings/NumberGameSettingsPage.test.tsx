import { NUMBER_GAMES } from "@sabong/shared/games";
import type { NumberGameSettings } from "@sabong/shared/number-games";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setToken } from "../../../lib/session.ts";
import { setupFetchMock } from "../../../testing/fetch.ts";
import { jsonResponse, renderAt, TOKENS } from "../../../testing/render.tsx";
import { NumberGameSettingsPage } from "./NumberGameSettingsPage.tsx";

const fetchMock = setupFetchMock();

const settings = (digits: 2 | 3): NumberGameSettings => ({
  enabled: true,
  straightMultiplierHundredths: digits === 2 ? 7_000 : 45_000,
  rambolitoMultiplierHundredths: digits === 2 ? { "2": 3_500 } : { "3": 15_000, "6": 7_500 },
  minStakeCentavos: 100,
  maxStakeCentavos: 100_000,
  defaultCapCentavos: 3_500_000,
  cutoffMinutes: 15,
  drawTimes: ["11:00", "16:00", "21:00"],
  closedDays: { yearly: ["01-01", "12-25"], holyWeek: true, dates: [] },
  confirmResults: false,
});
const list = NUMBER_GAMES.map((game) => ({
  game,
  settings: settings(game === "pick3" || game === "suertres" ? 3 : 2),
}));

describe("number game settings", () => {
  it("edits pick2's multipliers as numbers and saves hundredths", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "PUT"
        ? jsonResponse(200, { game: "pick2", settings: JSON.parse(String(init.body)) })
        : jsonResponse(200, list),
    );
    setToken(TOKENS.admin());
    renderAt(<NumberGameSettingsPage />);
    const straight = (await screen.findByLabelText("Straight")) as HTMLInputElement;
    expect(straight.value).toBe("70");
    expect(screen.getByLabelText("Rambolito (2 permutations)")).toBeTruthy();
    fireEvent.change(straight, { target: { value: "72.5" } });
    fireEvent.change(screen.getByLabelText("Draw times"), { target: { value: "21:00, 11:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Pick 2 settings" }));

    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(String(put?.[0])).toBe("/api/admin/number-games/pick2");
    const body = JSON.parse(String(put?.[1]?.body)) as NumberGameSettings;
    expect(body.straightMultiplierHundredths).toBe(7_250);
    expect(body.drawTimes).toEqual(["11:00", "21:00"]);
  });

  it("shows field errors before sending, and the server's refusal after", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "PUT" ? jsonResponse(400, { error: "Draw times overlap the cut-off" }) : jsonResponse(200, list),
    );
    setToken(TOKENS.admin());
    renderAt(<NumberGameSettingsPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Suertres" }));
    const straight = (await screen.findByLabelText("Straight")) as HTMLInputElement;
    expect(screen.getByLabelText("Rambolito (6 permutations)")).toBeTruthy();
    fireEvent.change(straight, { target: { value: "4.505" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Suertres settings" }));
    expect(await screen.findByText("Use at most 2 decimals")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);

    fireEvent.change(straight, { target: { value: "450" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Suertres settings" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Draw times overlap the cut-off");
  });
});
