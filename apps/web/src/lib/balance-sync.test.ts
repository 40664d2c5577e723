import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";

const handlers = new Map<string, (payload: unknown) => void>();
vi.mock("./realtime.ts", () => ({
  listen: (event: string, handler: (payload: unknown) => void) => {
    handlers.set(event, handler);
    return () => handlers.delete(event);
  },
}));

const { startBalanceSync } = await import("./balance-sync.ts");
const { getSession, setPoints } = await import("./session.ts");

afterEach(() => {
  setPoints(0);
});

describe("balance push", () => {
  it("moves the header points at once and refreshes the user detail and balance screens", async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    const stop = startBalanceSync(client);
    handlers.get("balance")?.({ pointsCentavos: 158_330, commissionCentavos: 0 });
    expect(getSession().points).toBe(1583.3);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual([["user", "detail"], ["wallet"], ["commission"], ["accounts"]]);
    stop();
    expect(handlers.has("balance")).toBe(false);
  });

  it("still refreshes when the payload carries no usable points", () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, "invalidateQueries");
    startBalanceSync(client);
    setPoints(12);
    handlers.get("balance")?.({ pointsCentavos: "lots" });
    handlers.get("balance")?.(null);
    expect(getSession().points).toBe(12);
    expect(invalidate).toHaveBeenCalledTimes(8);
  });
});
