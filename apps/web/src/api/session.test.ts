import { ACCESS_TOKEN_STORAGE_KEY } from "@sabong/shared/auth";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "../lib/navigation.ts";
import {
  dropToken,
  getSession,
  logout,
  onLogout,
  setPointsCentavos,
  setServerLogout,
  setSidebarOpen,
  setToken,
  setUserDetail,
  subscribeSession,
} from "../lib/session.ts";
import { userDetail } from "../testing/accounts.ts";
import { fakeToken } from "../testing/render.tsx";
import { postLogout } from "./auth.ts";

const agentToken = fakeToken({
  sub: "u1",
  sid: "s1",
  type: "user",
  role: "master-agent",
  username: "master",
  name: "Master Agent",
});

const detail = userDetail({
  refCode: "MASTER01",
  username: "master",
  type: "master-agent",
  account: { points: 1500.5 },
});

const navigate = vi.fn<(path: string) => void>();

beforeEach(() => {
  setNavigator(navigate);
});

afterEach(() => {
  window.localStorage.clear();
  navigate.mockReset();
  dropToken();
});

describe("session store", () => {
  it("starts signed out with 0 points", () => {
    const session = getSession();
    expect(session.token).toBe("");
    expect(session.identity).toEqual({ type: "", role: "", username: "", name: "" });
    expect(session.pointsCentavos).toBe(0);
  });

  it("stores the token under accessToken and decodes the identity", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const identity = setToken(agentToken);
    unsubscribe();

    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(agentToken);
    expect(identity).toEqual({ type: "user", role: "master-agent", username: "master", name: "Master Agent" });
    expect(getSession().token).toBe(agentToken);
    expect(getSession().identity).toEqual(identity);
    expect(listener).toHaveBeenCalled();
  });

  it("refuses an unreadable token and stores nothing", () => {
    expect(() => setToken("not-a-jwt")).toThrow();
    expect(window.localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBeNull();
    expect(getSession().token).toBe("");
  });

  it("takes the points from the loaded user detail, in centavos", () => {
    setToken(agentToken);
    setUserDetail(detail);
    expect(getSession().pointsCentavos).toBe(150_050);
    expect(getSession().account).toEqual(detail.account);
    expect(getSession().user).toEqual(detail);
  });

  it("follows the points of a committed change", () => {
    setToken(agentToken);
    setPointsCentavos(98_765);
    expect(getSession().pointsCentavos).toBe(98_765);
  });

  it("ends the session's data when the server refuses the token or another user signs in", () => {
    const ended = vi.fn();
    const stop = onLogout(ended);
    setToken(agentToken);
    setToken(agentToken);
    expect(ended).not.toHaveBeenCalled();
    setToken(fakeToken({ type: "player", role: "player", username: "juan", name: "Juan" }));
    expect(ended).toHaveBeenCalledOnce();
    dropToken();
    expect(ended).toHaveBeenCalledTimes(2);
    dropToken();
    stop();
    expect(ended).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("logout clears all storage, identity, token, user and account, closes the sidebar and goes to /auth/login", () => {
    const loggedOut = vi.fn();
    const stop = onLogout(loggedOut);
    setToken(agentToken);
    setUserDetail(detail);
    setSidebarOpen(true);
    window.localStorage.setItem("somethingElse", "1");

    logout();
    stop();

    expect(window.localStorage.length).toBe(0);
    const session = getSession();
    expect(session.token).toBe("");
    expect(session.identity).toEqual({ type: "", role: "", username: "", name: "" });
    expect(session.user).toBeNull();
    expect(session.account).toBeNull();
    expect(session.pointsCentavos).toBe(0);
    expect(session.sidebarOpen).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/auth/login");
    expect(loggedOut).toHaveBeenCalledOnce();
  });

  it("logout sends POST /api/logout with the session's token, without waiting for or depending on its answer", () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("network down")));
    vi.stubGlobal("fetch", fetchMock);
    setServerLogout(postLogout);
    try {
      setToken(agentToken);
      logout();
      // Local state is already cleared although the request has not been answered (and will fail).
      expect(getSession().token).toBe("");
      expect(window.localStorage.length).toBe(0);
      expect(navigate).toHaveBeenCalledWith("/auth/login");
      expect(fetchMock).toHaveBeenCalledOnce();
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe("/api/logout");
      expect(init?.method).toBe("POST");
      expect(new Headers(init?.headers).get("Authorization")).toBe(`Bearer ${agentToken}`);

      fetchMock.mockClear();
      logout(); // signed out already: nothing to end on the server
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      setServerLogout(null);
      vi.unstubAllGlobals();
    }
  });
});
