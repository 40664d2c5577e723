import type { UserDetail } from "@sabong/shared/users";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { userDetail } from "../testing/accounts.ts";
import { userKeys } from "./user.ts";

vi.mock("socket.io-client", () => import("../testing/fake-socket.ts"));
const { sockets } = await import("../testing/fake-socket.ts");

const { connectRealtime, disconnectRealtime } = await import("../lib/realtime.ts");
const { applyPoints, startBalanceSync, userDetailWithBalance } = await import("./balance-sync.ts");
const { getSession, setPointsCentavos } = await import("../lib/session.ts");

const push = (payload: unknown) => sockets.at(-1)?.push("balance", payload);

beforeEach(() => {
  connectRealtime("a.b.c");
});

afterEach(() => {
  disconnectRealtime();
  sockets.length = 0;
  setPointsCentavos(0);
});

const detail = userDetail();

const balance = {
  pointsCentavos: 158_330,
  commissionCentavos: 1_250,
  commissionByGameCentavos: { sabong: 1_000, pick2: 50, pick3: 0, "game-ending": 200, suertres: 0 },
  debtCentavos: 0,
};

describe("balance push", () => {
  it("is written into the user detail (pesos) and the header points, without refetching the user detail", () => {
    const client = new QueryClient();
    client.setQueryData(userKeys.detail(), detail);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const stop = startBalanceSync(client);
    push(balance);

    expect(getSession().pointsCentavos).toBe(158_330);
    expect(client.getQueryData<UserDetail>(userKeys.detail())?.account).toEqual({
      points: 1583.3,
      commission: 10,
      pick2Commission: 0.5,
      pick3Commission: 0,
      gameEndingCommission: 2,
      suertresCommission: 0,
    });
    // Only the balance screens (wallet logs, commission, downlines, the cash desk, the agent summary, the admin's
    // dashboard) are marked stale; never /api/user.
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([["wallet"], ["commission"], ["accounts"], ["cashier"], ["agent-summary"], ["dashboard"]]);
    expect(client.getQueryState(userKeys.detail())?.isInvalidated).toBe(false);
    stop();
    push({ ...balance, pointsCentavos: 1 });
    expect(getSession().pointsCentavos).toBe(158_330);
  });

  it("ignores a payload that does not match its contract", () => {
    const client = new QueryClient();
    client.setQueryData(userKeys.detail(), detail);
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const stop = startBalanceSync(client);
    setPointsCentavos(1_200);
    push({ pointsCentavos: "lots" });
    push({ pointsCentavos: 5 }); // the old betting-only payload
    push(null);
    expect(getSession().pointsCentavos).toBe(1_200);
    expect(client.getQueryData(userKeys.detail())).toBe(detail);
    expect(invalidate).not.toHaveBeenCalled();
    stop();
  });

  it("keeps the other fields when no user detail is cached yet", () => {
    expect(userDetailWithBalance(detail, balance).percentage).toBe(2.5);
    const client = new QueryClient();
    const stop = startBalanceSync(client);
    push(balance);
    expect(client.getQueryData(userKeys.detail())).toBeUndefined();
    expect(getSession().pointsCentavos).toBe(158_330);
    stop();
  });
});

describe("a money action's answer", () => {
  it("moves the header and the cached user detail's points", () => {
    const client = new QueryClient();
    client.setQueryData(userKeys.detail(), detail);
    applyPoints(client, 900_000);
    expect(getSession().pointsCentavos).toBe(900_000);
    expect(client.getQueryData<UserDetail>(userKeys.detail())?.account.points).toBe(9_000);
    expect(client.getQueryData<UserDetail>(userKeys.detail())?.account.commission).toBe(10.1);
  });
});
