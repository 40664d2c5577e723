import { STAKE_BACK_PLAYER_TEXT } from "@sabong/shared/betting";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { AppToasts } from "../../lib/toast.tsx";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderAt, TOKENS } from "../../testing/render.tsx";
import { SettingsPage } from "./SettingsPage.tsx";

const fetchMock = setupFetchMock();

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

function page() {
  setToken(TOKENS.admin());
  renderAt(
    <>
      <SettingsPage />
      <AppToasts />
    </>,
  );
}

describe("admin settings: stake back on one-sided pools", () => {
  it("shows the current choice, explains both with an example, saves the other and says so", async () => {
    let stored = "TOP_UP";
    fetchMock.mockImplementation(async (_url, init) => {
      if (init?.method === "POST") {
        stored = (JSON.parse(String(init.body)) as { stakeBack: string }).stakeBack;
        return jsonResponse(200, { message: "Stake back setting saved" });
      }
      return jsonResponse(200, { stakeBack: stored, playerText: "" });
    });
    page();
    const topUp = (await screen.findByLabelText(/Top up to the stake/)) as HTMLInputElement;
    expect(topUp.checked).toBe(true);
    expect(screen.getByTestId("stake-back-current").textContent).toContain("Top up to the stake");
    expect(screen.getByText(/the player gets ₱1,000.00 and the house adds ₱40.50/)).toBeTruthy();
    expect(screen.getByText(/the fight is cancelled and every bet refunded/)).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save stake back setting" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(screen.getByLabelText(/Cancel the fight at close/));
    fireEvent.click(save);
    expect(await screen.findByText("Stake back setting saved")).toBeTruthy();
    const [url, init] = posts()[0] ?? [];
    expect(String(url)).toBe("/api/admin/settings/stake-back");
    expect(JSON.parse(String(init?.body))).toEqual({ stakeBack: "CANCEL_AT_CLOSE" });
    await waitFor(() =>
      expect(screen.getByTestId("stake-back-current").textContent).toContain("Cancel the fight at close"),
    );
  });

  it("shows the server's refusal in plain words and keeps the choice", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "POST"
        ? jsonResponse(403, { error: "Only an admin can change this setting" })
        : jsonResponse(200, { stakeBack: "CANCEL_AT_CLOSE", playerText: STAKE_BACK_PLAYER_TEXT.CANCEL_AT_CLOSE }),
    );
    page();
    fireEvent.click(await screen.findByLabelText(/Top up to the stake/));
    fireEvent.click(screen.getByRole("button", { name: "Save stake back setting" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Only an admin can change this setting");
    expect((screen.getByLabelText(/Top up to the stake/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId("stake-back-current").textContent).toContain("Cancel the fight at close");
  });
});
