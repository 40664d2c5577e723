import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../lib/session.ts";
import { AppToasts } from "../../lib/toast.tsx";
import { userDetail } from "../../testing/accounts.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderAt, TOKENS } from "../../testing/render.tsx";
import { AccountOverview } from "./AccountOverview.tsx";

const detail = userDetail({ username: "master", type: "master-agent" });

const fetchMock = setupFetchMock(async () => jsonResponse(200, detail));
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText } });
  writeText.mockResolvedValue(undefined);
  setToken(TOKENS.agent("master-agent"));
});

afterEach(() => {
  writeText.mockReset();
});

describe("account overview", () => {
  it("shows points, each commission with its rate, the shared total and the referral link", async () => {
    renderAt(
      <>
        <AccountOverview />
        <AppToasts />
      </>,
    );
    expect(await screen.findByText("1,583.30")).toBeTruthy();
    expect(screen.getAllByText("16.30")).toHaveLength(2);
    expect(screen.getByText("2.5%")).toBeTruthy();
    expect(screen.getByText("REF123")).toBeTruthy();
    const link = `${window.location.origin}/auth/register?ref=REF123`;
    expect((screen.getByLabelText("Referral link") as HTMLInputElement).value).toBe(link);

    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(link));
    expect(await screen.findByText("Copied")).toBeTruthy();
  });

  it("says when the account cannot be loaded", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { error: "Database unavailable" }));
    renderAt(<AccountOverview />);
    expect((await screen.findByRole("alert")).textContent).toContain("Database unavailable");
  });
});
