import { describe, expect, it } from "vitest";
import type { Headers } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { bettingSuite, createPlayers, newKey, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, fund, points } from "../../testing/ledger.ts";
import { loadAs, protectionMarksOf, protectionTotals, setLimits } from "../../testing/protection-money.ts";

/**
 * The load limit at the wallet station (protection-rules.md, "Load limit"): points loaded by anyone over the window,
 * withdrawals giving no room back; loads sent all at once by several loaders never pass it by a centavo.
 */

const LOADERS = ["gold", "master", "cashier", "admin"];

describe.each(await testDatabaseKinds())("loads near a load limit on %s", (kind) => {
  const h = bettingSuite(kind);

  it("₱18,000 loaded and ₱5,000 withdrawn: a ₱3,000 load is refused with the ₱2,000.00 left", async () => {
    const [p] = await createPlayers(h, 1);
    if (!p) throw new Error("player");
    await setLimits(h.db, p.id, { load: { month: pesos(20_000) } });
    const gold = await loginAs(h.t.app, "gold");
    await fund(h.db, h.ids.get("gold") as number, pesos(30_000));
    expect((await loadAs(h, gold, p.id, pesos(18_000))).statusCode).toBe(200);
    const back = await h.t.app.inject({
      method: "POST",
      url: "/api/points/withdraw",
      headers: gold,
      payload: { targetUserId: p.id, amountCentavos: pesos(5_000), idempotencyKey: newKey() },
    });
    expect(back.statusCode, back.body).toBe(200);

    const refused = await loadAs(h, gold, p.id, pesos(3_000));
    expect([refused.statusCode, refused.json().error]).toEqual([
      422,
      "This player can be loaded ₱2,000.00 more this month (their load limit)",
    ]);
    expect(await points(h.db, p.id)).toBe(pesos(13_000));
    expect((await loadAs(h, gold, p.id, pesos(2_000))).statusCode).toBe(200);
    const full = await loadAs(h, gold, p.id, 1);
    expect(full.json().error).toMatch(/^This player has reached their monthly load limit/);
    expect((await protectionTotals(h.db, p.id)).loadedCentavos).toBe(pesos(20_000));
  });

  it("concurrent loads by four loaders: never a centavo past the limit, and it is filled", async () => {
    const [p] = await createPlayers(h, 1);
    if (!p) throw new Error("player");
    await setLimits(h.db, p.id, { load: { day: pesos(1_234.56), week: pesos(5_000) } });
    const headers = await Promise.all(LOADERS.map((name) => loginAs(h.t.app, name)));
    for (const name of LOADERS) await fund(h.db, h.ids.get(name) as number, pesos(2_000));

    const answers = await Promise.all(
      Array.from({ length: 48 }, (_, i) => loadAs(h, headers[i % headers.length] as Headers, p.id, pesos(100))),
    );
    // ₱1,234.56 takes twelve loads of ₱100.00; ₱34.56 is left, and every other load is told so.
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(12);
    expect(
      new Set(answers.filter((a) => a.statusCode !== 200).map((a) => `${a.statusCode} ${a.json().error}`)),
    ).toEqual(new Set(["422 This player can be loaded ₱34.56 more today (their load limit)"]));
    expect(await points(h.db, p.id)).toBe(pesos(1_200));
    expect((await protectionTotals(h.db, p.id)).loadedCentavos).toBe(pesos(1_200));
    expect(await protectionMarksOf(h.db, p.id)).toHaveLength(12);
    await expectLedgerSound(h.db);
  });
});
