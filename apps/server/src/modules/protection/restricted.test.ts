import { checkRestriction, DAY_MS, type RestrictionKind } from "@sabong/shared/protection";
import { describe, expect, it } from "vitest";
import { loginAs } from "../../testing/app.ts";
import { bet, bettingSuite, createPlayers, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { openTestDraw } from "../../testing/draws.ts";
import { fund, points } from "../../testing/ledger.ts";
import {
  loadAs,
  placeTicketAs,
  protectionMarksOf,
  protectionTotals,
  restrict,
  straight,
} from "../../testing/protection-money.ts";

/**
 * A running time-out or self-exclusion stops every stake and every load where the money moves: bets, tickets and
 * loads by anyone at the wallet station are refused with the end date, and nothing moves. One that has ended stops
 * nothing.
 */

const RESTRICTIONS: { kind: RestrictionKind; lengthMs: number }[] = [
  { kind: "time-out", lengthMs: 7 * DAY_MS },
  { kind: "self-exclusion", lengthMs: 183 * DAY_MS },
];

describe.each(await testDatabaseKinds())("restricted players on %s", (kind) => {
  const h = bettingSuite(kind);

  it.each(RESTRICTIONS)(
    "a $kind refuses the player's bets and tickets and everyone's loads, with its end",
    async ({ kind: restriction, lengthMs }) => {
      const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
      if (!p) throw new Error("player");
      const { fightId } = await openFight(h, "sabong");
      const draw = await openTestDraw(h.db, "pick3");
      const startedAtMs = Date.now();
      const until = { kind: restriction, startedAtMs, endsAtMs: startedAtMs + lengthMs };
      await restrict(h.db, p.id, { kind: restriction, untilMs: until.endsAtMs });
      const says = (action: "bet" | "load") => {
        const check = checkRestriction(until, action, Date.now());
        return check.ok ? "" : check.message;
      };
      expect(says("bet")).toMatch(
        restriction === "time-out" ? /^You are on a time-out until / : /^You are self-excluded/,
      );

      const placed = await bet(h, "sabong", p.headers, fightId, "MERON", pesos(100));
      expect([placed.statusCode, placed.json().error]).toEqual([422, says("bet")]);
      const ticket = await placeTicketAs(h, p.headers, draw.id, [straight(123, pesos(10))]);
      expect([ticket.statusCode, ticket.json().error]).toEqual([422, says("bet")]);

      for (const loader of ["gold", "master", "cashier", "admin"]) {
        await fund(h.db, h.ids.get(loader) as number, pesos(500));
        const loaded = await loadAs(h, await loginAs(h.t.app, loader), p.id, pesos(500));
        expect([loader, loaded.statusCode, loaded.json().error]).toEqual([loader, 422, says("load")]);
      }
      expect(says("load")).toMatch(/: nobody can load them$/);

      // Nothing moved: the balance, the totals and the marks are as before.
      expect(await points(h.db, p.id)).toBe(pesos(1_000));
      expect(await protectionTotals(h.db, p.id)).toEqual({ stakedCentavos: 0, creditedCentavos: 0, loadedCentavos: 0 });
      expect(await protectionMarksOf(h.db, p.id)).toEqual([]);
    },
  );

  it("a restriction that has ended stops nothing", async () => {
    const [p] = await createPlayers(h, 1, { fundCentavos: pesos(1_000) });
    if (!p) throw new Error("player");
    await restrict(h.db, p.id, { kind: "time-out", untilMs: Date.now() - 1_000 });
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", p.headers, fightId, "WALA", pesos(100));
    await fund(h.db, h.ids.get("admin") as number, pesos(50));
    const loaded = await loadAs(h, await loginAs(h.t.app, "admin"), p.id, pesos(50));
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(await protectionTotals(h.db, p.id)).toMatchObject({ stakedCentavos: pesos(100), loadedCentavos: pesos(50) });
  });
});
