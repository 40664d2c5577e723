import { ACCESS_TOKEN_STORAGE_KEY, type UserDetail } from "@sabong/shared";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setNavigator } from "./navigation.ts";
import {
  dropToken,
  getSession,
  logout,
  onLogout,
  setSidebarOpen,
  setToken,
  setUserDetail,
  subscribeSession,
} from "./session.ts";

function token(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

const agentToken = token({
  sub: "u1",
  sid: "s1",
  type: "user",
  role: "master-agent",
  username: "master",
  name: "Master Agent",
  exp: Math.floor(Date.now() / 1000) + 3600,
});

const detail: UserDetail = {
  percentage: 2.5,
  refCode: "MASTER01",
  username: "master",
  type: "master-agent",
  pick2Percentage: 1,
  pick3Percentage: 1,
  gameEndingPercentage: 1,
  suertresPercentage: 1,
  account: {
    points: 1500.5,
    commission: 10,
    pick2Commission: 1,
    pick3Commission: 2,
    gameEndingCommission: 3,
    suertresCommission: 4,
  },
};

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
    expect(session.points).toBe(0);
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

  it("takes the points from the loaded user detail", () => {
    setToken(agentToken);
    setUserDetail(detail);
    expect(getSession().points).toBe(1500.5);
    expect(getSession().account).toEqual(detail.account);
    expect(getSession().user).toEqual(detail);
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
    expect(session.points).toBe(0);
    expect(session.sidebarOpen).toBe(false);
    expect(navigate).toHaveBeenCalledWith("/auth/login");
    expect(loggedOut).toHaveBeenCalledOnce();
  });
});
