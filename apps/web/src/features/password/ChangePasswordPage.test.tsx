import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fill, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderAt } from "../../testing/render.tsx";
import { ChangePasswordPage } from "./ChangePasswordPage.tsx";

const fetchMock = setupFetchMock();

describe("change password", () => {
  it("sends PUT /api/user/password {oldPassword, newPassword}", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { message: "Password changed" }));
    renderAt(<ChangePasswordPage />);
    fill("Current password", "demo1234");
    fill("New password", "better-pass-1");
    fill("Confirm new password", "better-pass-1");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/user/password");
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ oldPassword: "demo1234", newPassword: "better-pass-1" });
  });

  it("refuses mismatched confirmation without calling", async () => {
    renderAt(<ChangePasswordPage />);
    fill("Current password", "demo1234");
    fill("New password", "better-pass-1");
    fill("Confirm new password", "better-pass-2");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The new passwords do not match")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's error", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: "Current password is wrong" }));
    renderAt(<ChangePasswordPage />);
    fill("Current password", "nope-nope");
    fill("New password", "better-pass-1");
    fill("Confirm new password", "better-pass-1");
    fireEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Current password is wrong");
  });
});
