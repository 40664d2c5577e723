import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleFight, sampleSettlement } from "../../testing/betting-fixtures.ts";
import { jsonResponse } from "../../testing/render.tsx";
import { FIGHT_ACTIONS, type FightCommand, fightCommandBody, postFightCommand } from "./fight-actions.ts";

const KEY = "press-key-1";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function sent(): { url: string; method: string; body: unknown } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), method: String(init.method), body: JSON.parse(String(init.body)) };
}

describe("the operator's fight actions table", () => {
  it("posts each command to its path with only its side or result, and the press's idempotency key", async () => {
    const cases: [FightCommand, string, unknown][] = [
      [{ action: "open", fightId: 31 }, "/api/bet-ops/fights/31/open", { idempotencyKey: KEY }],
      [{ action: "lastCall", fightId: 31 }, "/api/bet-ops/fights/31/last-call", { idempotencyKey: KEY }],
      [{ action: "close", fightId: 31 }, "/api/bet-ops/fights/31/close", { idempotencyKey: KEY }],
      [
        { action: "pause", fightId: 31, side: "WALA" },
        "/api/bet-ops/fights/31/pause",
        { side: "WALA", idempotencyKey: KEY },
      ],
      [
        { action: "unpause", fightId: 31, side: "WALA" },
        "/api/bet-ops/fights/31/unpause",
        { side: "WALA", idempotencyKey: KEY },
      ],
    ];
    for (const [command, url, body] of cases) {
      fetchMock.mockResolvedValueOnce(jsonResponse(200, sampleFight({ state: "CLOSED" })));
      const answer = await postFightCommand("sabong", command, KEY);
      expect(sent()).toEqual({ url, method: "POST", body });
      expect(answer).toEqual({ fight: sampleFight({ state: "CLOSED" }), settlement: null });
    }
  });

  it("reads the settlement of declare and cancel, under the game's own resource", async () => {
    const fight = sampleFight({ state: "DECLARED", result: "PULA" });
    const settlement = sampleSettlement({ result: "PULA" });
    const declared = { fight, settlement, warnings: [], alreadyDeclared: false, declaredBy: "operator" };
    fetchMock.mockResolvedValueOnce(jsonResponse(200, declared));
    const answer = await postFightCommand("apple", { action: "declare", fightId: 31, result: "PULA" }, KEY);
    expect(sent()).toEqual({
      url: "/api/apple-bet-ops/fights/31/declare",
      method: "POST",
      body: { result: "PULA", idempotencyKey: KEY },
    });
    expect(answer.fight).toEqual(fight);
    expect(answer.settlement?.settlement.payoutsCentavos).toBe(142_500);

    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { ...declared, settlement: sampleSettlement({ result: "CANCELLED" }) }),
    );
    await postFightCommand("apple", { action: "cancel", fightId: 32 }, KEY);
    expect(sent()).toEqual({
      url: "/api/apple-bet-ops/fights/32/cancel",
      method: "POST",
      body: { idempotencyKey: KEY },
    });
  });

  it("asks for confirmation exactly for the steps only a master revert can undo", () => {
    const asking = Object.entries(FIGHT_ACTIONS)
      .filter(([, route]) => route.confirm)
      .map(([name]) => name);
    expect(asking).toEqual(["close", "declare", "cancel"]);
    expect(fightCommandBody({ action: "declare", fightId: 1, result: "DRAW" })).toEqual({ result: "DRAW" });
  });
});
