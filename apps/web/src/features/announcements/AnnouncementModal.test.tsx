import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderAt } from "../../testing/render.tsx";
import { AnnouncementModal } from "./AnnouncementModal.tsx";

const fetchMock = setupFetchMock(async () => jsonResponse(200, { value: "Current news" }));
const alert = vi.fn<(message?: unknown) => void>();

function posts() {
  return fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
}

function field() {
  return screen.getByLabelText("Announcement") as HTMLTextAreaElement;
}

beforeEach(() => {
  vi.stubGlobal("alert", alert);
});

afterEach(() => {
  alert.mockReset();
});

describe("announcement modal", () => {
  it("prefills from GET /api/bet-ops/announcement", async () => {
    renderAt(<AnnouncementModal onClose={() => {}} />);
    await waitFor(() => expect(field().value).toBe("Current news"));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/bet-ops/announcement");
  });

  it("stays empty when the current announcement cannot be read", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(500, { error: "Down" }));
    renderAt(<AnnouncementModal onClose={() => {}} />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(field().value).toBe("");
    expect(alert).not.toHaveBeenCalled();
  });

  it("refuses an empty announcement with the spec alert and no call", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { value: "" }));
    renderAt(<AnnouncementModal onClose={() => {}} />);
    fireEvent.change(field(), { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save announcement" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Please input your announcement!"));
    expect(posts()).toHaveLength(0);
  });

  it("saves {announcement}, alerts success and closes; the button is disabled while saving", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "POST"
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse(200, { value: "Current news" }),
    );
    const onClose = vi.fn();
    renderAt(<AnnouncementModal onClose={onClose} />);
    await waitFor(() => expect(field().value).toBe("Current news"));
    fireEvent.change(field(), { target: { value: "Main event at 9 PM" } });
    fireEvent.click(screen.getByRole("button", { name: "Save announcement" }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(String(posts()[0]?.[0])).toBe("/api/bet-ops/announcement");
    expect(posts()[0]?.[1]?.body).toBe(JSON.stringify({ announcement: "Main event at 9 PM" }));
    expect((screen.getByRole("button", { name: "Saving…" }) as HTMLButtonElement).disabled).toBe(true);

    answer(jsonResponse(200, { message: "Announcement set" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Success ! Announcement has been set"));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("alerts the server's error when saving fails, and stays open", async () => {
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === "POST" ? jsonResponse(403, { error: "Operators only" }) : jsonResponse(200, { value: "x" }),
    );
    const onClose = vi.fn();
    renderAt(<AnnouncementModal onClose={onClose} />);
    await waitFor(() => expect(field().value).toBe("x"));
    fireEvent.click(screen.getByRole("button", { name: "Save announcement" }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith("Operators only"));
    expect(onClose).not.toHaveBeenCalled();
  });
});
