import { ACCESS_TOKEN_STORAGE_KEY } from "@sabong/shared/auth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ApiError, api, filenameFromDisposition, resourceUrl } from "./api-client.ts";
import { setNavigator } from "./navigation.ts";

const fetchMock = vi.fn<typeof fetch>();
const navigate = vi.fn<(path: string) => void>();

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

function lastRequest(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: (init.headers ?? {}) as Record<string, string> };
}

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  setNavigator(navigate);
  window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, "stored.jwt.token");
});

afterEach(() => {
  fetchMock.mockReset();
  navigate.mockReset();
  setNavigator(null);
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe("requests", () => {
  it("calls /api/{resource} with the stored token as a bearer header", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { value: "Fight night" }));
    const answer = await api.get("user", "announcement", { schema: z.object({ value: z.string() }) });
    expect(answer).toEqual({ value: "Fight night" });
    const { url, init, headers } = lastRequest();
    expect(url).toBe("/api/user/announcement");
    expect(init.method).toBe("GET");
    expect(headers.Authorization).toBe("Bearer stored.jwt.token");
  });

  it("supports post, put and delete on named resources with optional path suffixes", async () => {
    fetchMock.mockImplementation(async () => json(200, { message: "ok" }));

    await api.post("bet-ops", "announcement", { announcement: "Hello" });
    expect(lastRequest().url).toBe("/api/bet-ops/announcement");
    expect(lastRequest().init.method).toBe("POST");
    expect(lastRequest().init.body).toBe(JSON.stringify({ announcement: "Hello" }));
    expect(lastRequest().headers.Authorization).toBe("Bearer stored.jwt.token");

    await api.put("user", "/password", { oldPassword: "a", newPassword: "b" });
    expect(lastRequest().url).toBe("/api/user/password");
    expect(lastRequest().init.method).toBe("PUT");
    expect(lastRequest().headers.Authorization).toBe("Bearer stored.jwt.token");

    await api.delete("apple-bet-ops", 42);
    expect(lastRequest().url).toBe("/api/apple-bet-ops/42");
    expect(lastRequest().init.method).toBe("DELETE");
    expect(lastRequest().headers.Authorization).toBe("Bearer stored.jwt.token");

    await api.get("user");
    expect(lastRequest().url).toBe("/api/user");
  });

  it("posts credentials to the top-level /api/login", async () => {
    fetchMock.mockResolvedValueOnce(json(200, { accessToken: "new.jwt" }));
    const answer = await api.login({ username: "player", password: "demo1234" });
    expect(answer).toEqual({ accessToken: "new.jwt" });
    expect(lastRequest().url).toBe("/api/login");
    expect(lastRequest().init.method).toBe("POST");
    expect(lastRequest().init.body).toBe(JSON.stringify({ username: "player", password: "demo1234" }));
    // The server's device cookie (HttpOnly, so never seen by the app) goes back with the next sign-in.
    expect(lastRequest().init.credentials).toBe("same-origin");
  });

  it("sends no Authorization header while no token is stored", async () => {
    window.localStorage.removeItem(ACCESS_TOKEN_STORAGE_KEY);
    fetchMock.mockResolvedValueOnce(json(200, { accessToken: "new.jwt" }));
    await api.login({ username: "player", password: "demo1234" });
    expect(lastRequest().headers.Authorization).toBeUndefined();
  });

  it("builds resource URLs on the API base", () => {
    expect(resourceUrl("player-game-ending")).toBe("/api/player-game-ending");
    expect(resourceUrl("pick3", "download/7")).toBe("/api/pick3/download/7");
    expect(resourceUrl("notices", "?page=2&pageSize=1")).toBe("/api/notices?page=2&pageSize=1");
  });
});

describe("HTTP 401", () => {
  it("removes the token, goes to /auth/login and fails the call", async () => {
    window.localStorage.setItem("other", "kept until logout");
    fetchMock.mockResolvedValueOnce(json(401, { error: "Session expired" }));
    const failure = api.get("user");
    await expect(failure).rejects.toThrow("Session expired");
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem("other")).toBe("kept until logout");
    expect(navigate).toHaveBeenCalledWith("/auth/login");
  });

  it("applies to every method", async () => {
    fetchMock.mockImplementation(async () => json(401, { error: "Unauthorized" }));
    for (const request of [
      () => api.post("bet-ops", "refresh"),
      () => api.put("user", "password", {}),
      () => api.delete("admin", "x"),
    ]) {
      window.localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, "stored.jwt.token");
      await expect(request()).rejects.toThrow();
      expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    }
    expect(navigate).toHaveBeenCalledTimes(3);
  });
});

describe("other HTTP errors", () => {
  it("raise an Error carrying the server's error field", async () => {
    fetchMock.mockResolvedValueOnce(json(423, { error: "Account locked for 15 minutes" }));
    const failure = api.login({ username: "x", password: "y" });
    await expect(failure).rejects.toThrow("Account locked for 15 minutes");
    await expect(failure).rejects.toMatchObject({ status: 423 });
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe("stored.jwt.token");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("fall back to 'Something went wrong' without an error field", async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: "boom" }));
    const serverFailure = api.get("user");
    await expect(serverFailure).rejects.toBeInstanceOf(Error);
    await expect(serverFailure).rejects.toThrow(/^Something went wrong$/);

    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(api.post("bet-ops", "refresh")).rejects.toThrow(/^Something went wrong$/);
  });
});

describe("non-HTTP errors", () => {
  it("are rethrown as they are", async () => {
    const networkFailure = new TypeError("Failed to fetch");
    fetchMock.mockRejectedValueOnce(networkFailure);
    await expect(api.get("user")).rejects.toBe(networkFailure);
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe("stored.jwt.token");
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("file downloads", () => {
  it("POSTs, then saves the blob under the Content-Disposition file name", async () => {
    const createObjectURL = vi.fn(() => "blob:report");
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});

    fetchMock.mockResolvedValueOnce(
      new Response(new Blob(["a,b\n1,2"]), {
        status: 200,
        headers: { "Content-Disposition": 'attachment; filename="bets-2024-05-01.xlsx"' },
      }),
    );
    const saved = await api.download("admin", "bets/download/9");

    expect(saved).toBe("bets-2024-05-01.xlsx");
    expect(lastRequest().url).toBe("/api/admin/bets/download/9");
    expect(lastRequest().init.method).toBe("POST");
    expect(lastRequest().headers.Authorization).toBe("Bearer stored.jwt.token");
    expect(createObjectURL).toHaveBeenCalledOnce();
    expect(click).toHaveBeenCalledOnce();
    click.mockRestore();
  });

  it("reads both plain and RFC 5987 file names", () => {
    expect(filenameFromDisposition('attachment; filename="report.xlsx"')).toBe("report.xlsx");
    expect(filenameFromDisposition("attachment; filename=report.csv")).toBe("report.csv");
    expect(filenameFromDisposition("attachment; filename*=UTF-8''pick%202%20draw.xlsx")).toBe("pick 2 draw.xlsx");
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
