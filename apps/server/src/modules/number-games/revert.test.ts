import { drawResultOf } from "@sabong/shared/number-games";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { transact } from "../../events/transact.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import {
  chainCommissions,
  type DrawMoney,
  drawTransfersByCode,
  insertDraw,
  pesos,
  placeLines,
  player,
  setDrawState,
  startDrawMoney,
} from "../../testing/draw-money.ts";
import { auditCount, expectDomainError, expectLedgerSound, points } from "../../testing/ledger.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { movePoints, outstandingDebt } from "../ledger/service.ts";
import { cancelDraw } from "./cancel.ts";
import { revertDraw } from "./revert.ts";
import { settleDraw } from "./settlement.ts";
import { draws } from "./table.ts";

async function drawRow(h: DrawMoney, drawId: number) {
  const [row] = await h.db.select().from(draws).where(eq(draws.id, drawId));
  if (!row) throw new Error("draw not found");
  return row;
}

describe.each(await testDatabaseKinds())("draw cancel and revert on %s", (kind) => {
  const h = suiteFixture(() => startDrawMoney(kind));
  const commissions = () => chainCommissions(h, "pick3");

  it("cancel refunds every ticket, one REFUND per user, and pays no commission", async () => {
    const [a, b] = [await player(h), await player(h)];
    const drawId = await insertDraw(h, "pick3");
    await placeLines(h, "pick3", drawId, a, [{ combination: "123", form: "straight", stakeCentavos: pesos(10) }]);
    await placeLines(h, "pick3", drawId, a, [{ combination: "321", form: "rambolito", stakeCentavos: pesos(60) }]);
    await placeLines(h, "pick3", drawId, b, [{ combination: "007", form: "straight", stakeCentavos: pesos(5) }]);
    const before = await commissions();

    const after = await cancelDraw(h.db, drawId, "  machine fault ", h.staff);
    expect(after.state).toBe("CANCELLED");
    expect(after.cancelledReason).toBe("machine fault");
    expect(await points(h.db, a)).toBe(pesos(10_000));
    expect(await points(h.db, b)).toBe(pesos(10_000));
    expect(await drawTransfersByCode(h, drawId)).toEqual({ REFUND: pesos(75) });
    expect(await commissions()).toEqual(before);
    expect(await auditCount(h.db, "draw.cancel")).toBeGreaterThan(0);

    await expectDomainError(cancelDraw(h.db, drawId, "again", h.staff), "CONFLICT");
    await expectDomainError(settleDraw(h.db, drawId, h.staff, "123"), "CONFLICT");
    await expectDomainError(cancelDraw(h.db, drawId, "  ", h.staff), "BUSINESS_RULE");
    await expectLedgerSound(h.db);
  });

  it("cancel clears an entered result", async () => {
    const p = await player(h);
    const drawId = await insertDraw(h, "suertres");
    await placeLines(h, "suertres", drawId, p, [{ combination: "111", form: "straight", stakeCentavos: pesos(3) }]);
    await setDrawState(h, drawId, "RESULT_ENTERED", "111");
    const after = await cancelDraw(h.db, drawId, "official draw annulled", h.staff);
    expect(after).toMatchObject({ state: "CANCELLED", result: null });
    expect(await points(h.db, p)).toBe(pesos(10_000));
    await expectLedgerSound(h.db);
  });

  it("revert takes spent winnings as a debt (never a negative balance); re-settling pays again and collects it", async () => {
    const p = await player(h);
    const sink = await player(h, 0);
    const drawId = await insertDraw(h, "pick3");
    // A platform draw: its result is its revealed seed's, the first time and when it is settled again.
    const seed = "5e".repeat(32);
    await h.db.execute(sql`update draws set seed = ${seed}, seed_revealed_at = now() where id = ${drawId}`);
    const result = drawResultOf({ game: "pick3", drawId, seed });
    await placeLines(h, "pick3", drawId, p, [{ combination: result, form: "straight", stakeCentavos: pesos(10) }]);
    await setDrawState(h, drawId, "CLOSED");
    const beforeCommission = await commissions();
    const first = await settleDraw(h.db, drawId, null, result);
    const paidCommission = await commissions();
    expect(await points(h.db, p)).toBe(pesos(10_000 - 10 + 4_500));
    // The winner spends all but 490.00 of it.
    await transact(h.db, (tx) =>
      movePoints(tx, {
        fromUserId: p,
        toUserId: sink,
        amountCentavos: pesos(14_000),
        code: "WITHDRAW",
        refType: "test",
        refId: drawId,
        actorId: h.staff.userId,
      }),
    );

    const outcome = await revertDraw(h.db, drawId, "wrong result", h.staff);
    expect(outcome.draw).toMatchObject({ state: "CLOSED", result: null, settlement: null, revertCount: 1 });
    expect(outcome.draw.settlementFirstTransferId).toBeNull();
    expect(outcome.shortfalls).toEqual([
      expect.objectContaining({
        userId: p,
        purpose: "points",
        owedCentavos: pesos(4_500),
        shortfallCentavos: pesos(4_010),
      }),
    ]);
    expect(await points(h.db, p)).toBe(0);
    expect(await outstandingDebt(h.db, p)).toBe(pesos(4_010));
    expect(await commissions()).toEqual(beforeCommission);
    expect(await auditCount(h.db, "draw.revert")).toBeGreaterThan(0);
    await expectLedgerSound(h.db);

    await expectDomainError(revertDraw(h.db, drawId, "twice", h.staff), "CONFLICT");

    // Settled again: the payout comes back and pays the debt first.
    expect(await settleDraw(h.db, drawId, h.staff, result)).toEqual(first);
    expect(await outstandingDebt(h.db, p)).toBe(0);
    expect(await points(h.db, p)).toBe(pesos(4_500 - 4_010));
    expect(await commissions()).toEqual(paidCommission);
    expect((await drawRow(h, drawId)).state).toBe("SETTLED");
    await expectLedgerSound(h.db);
  });

  it("a reverted (entered-result) draw settles with another result, or is cancelled with every stake refunded", async () => {
    const p = await player(h);
    const drawId = await insertDraw(h, "suertres");
    await placeLines(h, "suertres", drawId, p, [{ combination: "123", form: "straight", stakeCentavos: pesos(10) }]);
    await setDrawState(h, drawId, "CLOSED");
    await settleDraw(h.db, drawId, h.staff, "123");
    await revertDraw(h.db, drawId, "wrong result", h.staff);
    expect(await points(h.db, p)).toBe(pesos(10_000 - 10));
    const other = await settleDraw(h.db, drawId, h.staff, "456");
    expect(other).toMatchObject({ result: "456", hitsCentavos: 0, salesCentavos: pesos(10) });
    expect(await points(h.db, p)).toBe(pesos(10_000 - 10));
    await expectLedgerSound(h.db);

    await revertDraw(h.db, drawId, "postponed", h.staff);
    const cancelled = await cancelDraw(h.db, drawId, "postponed", h.staff);
    expect(cancelled.state).toBe("CANCELLED");
    expect(await points(h.db, p)).toBe(pesos(10_000));
    await expectLedgerSound(h.db);
  });

  it("only a settled draw can be reverted", async () => {
    const drawId = await insertDraw(h, "pick2");
    await expectDomainError(revertDraw(h.db, drawId, "why", h.staff), "CONFLICT");
    await expectDomainError(revertDraw(h.db, drawId, " ", h.staff), "BUSINESS_RULE");
  });
});
