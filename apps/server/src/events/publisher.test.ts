import { parsePush } from "@sabong/shared/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PUSH_HANDLERS } from "../app.ts";
import { testAppSuite } from "../testing/app.ts";
import { testDatabaseKinds } from "../testing/databases.ts";
import { fund } from "../testing/ledger.ts";
import { createPublisher } from "./publisher.ts";
import { recordEvent, transact } from "./transact.ts";

describe.each(await testDatabaseKinds())("the publisher on %s", (kind) => {
  const t = testAppSuite(kind);
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const id = (name: string) => t.ids.get(name) as number;

  it("pushes a committed announcement to everyone and a refresh to players, each once", async () => {
    const everyone = vi.spyOn(t.realtime, "toEveryoneExcept");
    const players = vi.spyOn(t.realtime, "toPlayers");
    await transact(t.ctx.db, async (tx) => {
      recordEvent(tx, { type: "announcement.set", value: "Fight night" }, { type: "players.refresh" });
    });
    await t.publisher.idle();
    expect(everyone.mock.calls).toEqual([["restricted", "announcement", { value: "Fight night" }]]);
    expect(players.mock.calls).toEqual([["refresh", {}]]);
  });

  it("pushes nothing for a transaction that rolled back", async () => {
    const pushes = [
      vi.spyOn(t.realtime, "toEveryoneExcept"),
      vi.spyOn(t.realtime, "toUser"),
      vi.spyOn(t.realtime, "toRoom"),
    ];
    await expect(
      transact(t.ctx.db, async (tx) => {
        recordEvent(tx, { type: "announcement.set", value: "never" }, { type: "balance.changed", userIds: [1] });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await t.publisher.idle();
    for (const push of pushes) expect(push).not.toHaveBeenCalled();
  });

  it("reads the balances of users changed together once and pushes each of them one whole wallet", async () => {
    const toUser = vi.spyOn(t.realtime, "toUser");
    const [player, gold] = [id("player"), id("gold")];
    await fund(t.ctx.db, player, 12_345);
    await t.publisher.idle();
    toUser.mockClear();
    t.publisher.publish([
      { type: "balance.changed", userIds: [player, gold] },
      { type: "balance.changed", userIds: [player] },
    ]);
    t.publisher.publish([{ type: "balance.changed", userIds: [gold, player] }]);
    await t.publisher.idle();
    expect(toUser.mock.calls.map(([userId]) => userId).sort()).toEqual([player, gold].sort());
    for (const [, name, payload] of toUser.mock.calls) {
      expect(name).toBe("balance");
      expect(parsePush("balance", payload)).toEqual(payload);
    }
    const mine = toUser.mock.calls.find(([userId]) => userId === player)?.[2];
    expect(mine).toMatchObject({ pointsCentavos: expect.any(Number), debtCentavos: 0 });
    expect((mine as { pointsCentavos: number }).pointsCentavos).toBeGreaterThanOrEqual(12_345);
  });

  it("never throws: a push whose read fails is logged, and the pushes after it still go out", async () => {
    const warn = vi.fn();
    const toEveryoneExcept = vi.fn();
    const realtime = { ...t.realtime, toRoom: vi.fn(), toEveryoneExcept };
    const publisher = createPublisher({ db: t.ctx.db, realtime, log: { warn }, handlers: PUSH_HANDLERS });
    expect(() =>
      publisher.publish([
        { type: "fight.changed", game: "sabong", eventId: 1, fightId: 999_999_999 },
        { type: "announcement.set", value: "still here" },
      ]),
    ).not.toThrow();
    await publisher.idle();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.anything() }), "fight push failed");
    expect(realtime.toRoom).not.toHaveBeenCalled();
    expect(toEveryoneExcept).toHaveBeenCalledWith("restricted", "announcement", { value: "still here" });
    publisher.close();
  });

  it("drops everything once closed and leaves no timer behind", async () => {
    const toUser = vi.fn();
    const realtime = { ...t.realtime, toUser, toRoom: vi.fn() };
    const publisher = createPublisher({ db: t.ctx.db, realtime, log: { warn: vi.fn() }, handlers: PUSH_HANDLERS });
    publisher.publish([
      { type: "balance.changed", userIds: [id("player")] },
      { type: "bets.placed", game: "sabong", eventId: 1, fightId: 999_999_999 },
    ]);
    publisher.close();
    publisher.publish([{ type: "balance.changed", userIds: [id("gold")] }]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await publisher.idle();
    expect(toUser).not.toHaveBeenCalled();
    expect(realtime.toRoom).not.toHaveBeenCalled();
  });
});
