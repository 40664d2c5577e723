import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "../lib/navigation.ts";
import { setToken, storedToken } from "../lib/session.ts";
import { setupFetchMock } from "../testing/fetch.ts";
import { jsonResponse, TOKENS } from "../testing/render.tsx";
import {
  criteriaSearch,
  type DownloadProgress,
  downloadAccountingWorkbook,
  fetchReconciliation,
  readWithProgress,
} from "./accounting.ts";

const fetchMock = setupFetchMock();
const navigate = vi.fn<(path: string) => void>();
const criteria = { from: "2025-01-01", to: "2025-01-31", game: "sabong", groupBy: "game" } as const;

/** A body that arrives in these chunks. */
function streamed(chunks: string[], headers: Record<string, string>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers });
}

beforeEach(() => {
  setToken(TOKENS.admin());
  setNavigator(navigate);
  URL.createObjectURL = vi.fn(() => "blob:workbook");
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  setNavigator(null);
  navigate.mockReset();
  vi.restoreAllMocks();
});

describe("accounting API", () => {
  it("puts the criteria in the query in a fixed order, the agent only when there is one", () => {
    expect(criteriaSearch(criteria)).toBe("from=2025-01-01&to=2025-01-31&game=sabong&groupBy=game");
    expect(criteriaSearch({ ...criteria, agentId: 7 })).toBe(
      "from=2025-01-01&to=2025-01-31&game=sabong&groupBy=game&agentId=7",
    );
  });

  it("asks for one day's reconciliation", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: "Dates must look like 2025-01-31" }));
    await expect(fetchReconciliation("2025-01-31")).rejects.toThrow("Dates must look like 2025-01-31");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/admin/reconciliation?day=2025-01-31");
  });
});

describe("the Excel export", () => {
  it("reports the bytes as they arrive, against the size the server announced", async () => {
    const seen: DownloadProgress[] = [];
    const blob = await readWithProgress(
      streamed(["abcd", "efghij"], { "Content-Length": "10", "Content-Type": "application/vnd.ms-excel" }),
      (progress) => seen.push(progress),
    );
    expect(seen).toEqual([
      { receivedBytes: 0, totalBytes: 10 },
      { receivedBytes: 4, totalBytes: 10 },
      { receivedBytes: 10, totalBytes: 10 },
    ]);
    expect(blob.size).toBe(10);
    expect(blob.type).toBe("application/vnd.ms-excel");
  });

  it("counts bytes with an unknown total when the server streams without a Content-Length", async () => {
    const seen: DownloadProgress[] = [];
    await readWithProgress(streamed(["ab", "cde"], {}), (progress) => seen.push(progress));
    expect(seen.at(-1)).toEqual({ receivedBytes: 5, totalBytes: null });
    expect(seen.every((progress) => progress.totalBytes === null)).toBe(true);
  });

  it("POSTs the criteria with the token and saves the file under the server's name", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(
      streamed(["PK"], { "Content-Disposition": 'attachment; filename="accounting-2025-01.xlsx"' }),
    );
    const name = await downloadAccountingWorkbook({ ...criteria, agentId: 7 }, () => {});
    expect(name).toBe("accounting-2025-01.xlsx");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/admin/excel-history");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ ...criteria, agentId: 7 });
    expect((init?.headers ?? {}) as Record<string, string>).toHaveProperty("Authorization", `Bearer ${storedToken()}`);
    expect(click).toHaveBeenCalledOnce();
  });

  it("sends a signed-out admin to the login page, and shows the server's reason otherwise", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: "Session ended" }));
    await expect(downloadAccountingWorkbook(criteria, () => {})).rejects.toThrow("Session ended");
    expect(navigate).toHaveBeenCalledWith("/auth/login");
    expect(storedToken()).toBe("");

    fetchMock.mockResolvedValueOnce(new Response("oops", { status: 502 }));
    await expect(downloadAccountingWorkbook(criteria, () => {})).rejects.toThrow("Something went wrong");
  });
});
