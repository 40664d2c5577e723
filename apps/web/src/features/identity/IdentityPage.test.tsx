import type { IdentityView } from "@sabong/shared/identity";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { setToken } from "../../lib/session.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { IdentityPage } from "./IdentityPage.tsx";

let view: IdentityView;
setupFetchMock(async (input) => {
  const url = String(input);
  if (url === "/api/identity") return jsonResponse(200, view);
  return jsonResponse(404, { error: `unmocked ${url}` });
});

const waiting = { bet: false, load: true, lookAround: true };

function show(next: IdentityView) {
  view = next;
  setToken(TOKENS.player());
  renderRoutes([{ path: "/player/identity", element: <IdentityPage /> }], "/player/identity");
}

describe("the player's identity screen", () => {
  it("asks an unverified player for their identity, with the form", async () => {
    show({ status: "unverified", allows: waiting, submittedAt: null, message: null });
    expect(await screen.findByText(/Verify your identity to start betting/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send for review" })).toBeTruthy();
    expect(screen.getByLabelText("Type of ID")).toBeTruthy();
  });

  it("says 'under review' without the form", async () => {
    show({ status: "under-review", allows: waiting, submittedAt: "2026-11-27T01:00:00.000Z", message: null });
    expect(await screen.findByText(/Your identity is under review\./)).toBeTruthy();
    expect(screen.getByTestId("kyc-badge").textContent).toBe("Under review");
    expect(screen.queryByRole("button", { name: "Send for review" })).toBeNull();
  });

  it("shows the reviewer's request and the form again when more is asked", async () => {
    show({ status: "more-info-requested", allows: waiting, submittedAt: null, message: "The ID photo is blurred" });
    expect((await screen.findByTestId("identity-message")).textContent).toBe("The ID photo is blurred");
    expect(screen.getByRole("button", { name: "Send for review" })).toBeTruthy();
  });

  it("shows a rejected player the reason, without the form", async () => {
    const allows = { bet: false, load: false, lookAround: true };
    show({ status: "rejected", allows, submittedAt: null, message: "The ID belongs to someone else" });
    expect((await screen.findByTestId("identity-message")).textContent).toBe("The ID belongs to someone else");
    expect(screen.queryByRole("button", { name: "Send for review" })).toBeNull();
  });
});
