import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../lib/session.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, TOKENS } from "../../testing/render.tsx";
import { ExportButton } from "./ExportButton.tsx";

const fetchMock = setupFetchMock();
const criteria = { from: "2025-01-25", to: "2025-01-31", game: "all", groupBy: "day" } as const;

beforeEach(() => {
  setToken(TOKENS.admin());
  URL.createObjectURL = vi.fn(() => "blob:workbook");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
});

/** A response whose body the test feeds chunk by chunk. */
function controlledResponse(headers: Record<string, string>) {
  let feed!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      feed = controller;
    },
  });
  return { response: new Response(body, { status: 200, headers }), feed: () => feed };
}

describe("export to Excel", () => {
  it("shows how much of the workbook has arrived, then saves it", async () => {
    const { response, feed } = controlledResponse({
      "Content-Length": "2048",
      "Content-Disposition": 'attachment; filename="accounting.xlsx"',
    });
    fetchMock.mockResolvedValueOnce(response);
    render(<ExportButton criteria={criteria} />);
    fireEvent.click(screen.getByRole("button", { name: "Export to Excel" }));

    await act(async () => feed().enqueue(new Uint8Array(512)));
    const bar = await screen.findByRole("progressbar", { name: "Export progress" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("25"));
    expect(bar.getAttribute("aria-valuetext")).toBe("512 B of 2.0 KB");
    expect((screen.getByRole("button", { name: "Exporting…" }) as HTMLButtonElement).disabled).toBe(true);

    await act(async () => {
      feed().enqueue(new Uint8Array(1536));
      feed().close();
    });
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    expect(URL.createObjectURL).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "Export to Excel" })).toBeTruthy();
  });

  it("shows a moving bar and the bytes so far when the size is unknown", async () => {
    const { response, feed } = controlledResponse({});
    fetchMock.mockResolvedValueOnce(response);
    render(<ExportButton criteria={criteria} />);
    fireEvent.click(screen.getByRole("button", { name: "Export to Excel" }));
    await act(async () => feed().enqueue(new Uint8Array(300)));
    const bar = await screen.findByRole("progressbar");
    await waitFor(() => expect(bar.getAttribute("aria-valuetext")).toBe("300 B received"));
    expect(bar.hasAttribute("aria-valuenow")).toBe(false);
    await act(async () => feed().close());
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
  });

  it("tells why the export failed and lets the admin try again", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: "A report covers at most 366 days" }));
    const notify = await import("../../lib/toast.tsx");
    const error = vi.spyOn(notify.notify, "error");
    render(<ExportButton criteria={criteria} />);
    fireEvent.click(screen.getByRole("button", { name: "Export to Excel" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("A report covers at most 366 days"));
    expect((screen.getByRole("button", { name: "Export to Excel" }) as HTMLButtonElement).disabled).toBe(false);
  });
});
