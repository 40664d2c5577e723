import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../testing/databases.ts";
import {
  chainCommissions,
  countDrawTransfers,
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
import { cancelDraw } from "./cancel.ts";
import { settleDraw } from "./settlement.ts";

describe.each(await testDatabaseKinds())("draw settlement on %s", (kind) => {
  const h = suiteFixture(() => startDrawMoney(kind));

  it("pays the pick3 worked example: sales 120, hits 9,000, commission 12, house −8,892", async () => {
    const p = await player(h);
    const drawId = await insertDraw(h, "pick3");
    await placeLines(h, "pick3", drawId, p, [
      { combination: "123", form: "straight", stakeCentavos: pesos(10) },
      { combination: "321", form: "rambolito", stakeCentavos: pesos(60) },
    ]);
    await placeLines(h, "pick3", drawId, p, [
      { combination: "112", form: "rambolito", stakeCentavos: pesos(30) },
      { combination: "321", form: "straight", stakeCentavos: pesos(20) },
    ]);
    await setDrawState(h, drawId, "CLOSED");
    const before = await chainCommissions(h, "pick3");

    const settlement = await settleDraw(h.db, drawId, null, "123");
    expect(settlement).toEqual({
      result: "123",
      salesCentavos: pesos(120),
      hitsCentavos: pesos(9_000),
      winningLines: 2,
      commissionCentavos: pesos(12),
      houseNetCentavos: pesos(-8_892),
      refundedCentavos: 0,
    });
    expect(await points(h.db, p)).toBe(pesos(10_000 - 120 + 9_000));
    // 10% of 120 up the chain: gold 5% (6.00), master +1% (1.20), sub-operator +2% (2.40), incorporator +2% (2.40).
    const after = await chainCommissions(h, "pick3");
    expect(after.map((c, i) => c - (before[i] ?? 0))).toEqual([pesos(2.4), pesos(2.4), pesos(1.2), pesos(6)]);
    // One payout for the winner; the bank funds what the escrow and the house cannot cover.
    expect(await drawTransfersByCode(h, drawId)).toEqual({
      PAYOUT: pesos(9_000),
      DRAW_FUNDING: pesos(8_880 + 12),
      COMMISSION: pesos(12),
    });
    expect(await countDrawTransfers(h, drawId)).toBe(1 + 2 + 4);
    expect(await auditCount(h.db, "draw.settle")).toBeGreaterThan(0);
    await expectLedgerSound(h.db);
  });

  it("credits the number-game commission example: 100.00 on pick3 → gold 5, master 1, sub-operator 2, incorporator 2", async () => {
    const p = await player(h);
    const drawId = await insertDraw(h, "pick3");
    await placeLines(h, "pick3", drawId, p, [{ combination: "555", form: "straight", stakeCentavos: pesos(100) }]);
    await setDrawState(h, drawId, "RESULT_ENTERED", "999");
    const before = await chainCommissions(h, "pick3");
    const settlement = await settleDraw(h.db, drawId, h.staff);
    const after = await chainCommissions(h, "pick3");
    expect(after.map((c, i) => c - (before[i] ?? 0))).toEqual([pesos(2), pesos(2), pesos(1), pesos(5)]);
    expect(settlement).toMatchObject({ hitsCentavos: 0, commissionCentavos: pesos(10), houseNetCentavos: pesos(90) });
    // The house keeps the escrow (100) and pays the commissions from it.
    expect(await drawTransfersByCode(h, drawId)).toEqual({ PLASADA: pesos(100), COMMISSION: pesos(10) });
    await expectLedgerSound(h.db);
  });

  it("pays the pick2 example (07: straight 700, rambolito 350), one payout per winning user", async () => {
    const [winner, loser] = [await player(h), await player(h)];
    const drawId = await insertDraw(h, "pick2");
    await placeLines(h, "pick2", drawId, winner, [{ combination: "07", form: "straight", stakeCentavos: pesos(10) }]);
    await placeLines(h, "pick2", drawId, winner, [{ combination: "70", form: "rambolito", stakeCentavos: pesos(10) }]);
    await placeLines(h, "pick2", drawId, loser, [{ combination: "70", form: "straight", stakeCentavos: pesos(10) }]);
    await setDrawState(h, drawId, "RESULT_ENTERED", "07");
    const settlement = await settleDraw(h.db, drawId, h.staff);
    expect(settlement).toMatchObject({ salesCentavos: pesos(30), hitsCentavos: pesos(1_050), winningLines: 2 });
    expect(await points(h.db, winner)).toBe(pesos(10_000 - 20 + 1_050));
    expect(await points(h.db, loser)).toBe(pesos(10_000 - 10));
    expect((await drawTransfersByCode(h, drawId)).PAYOUT).toBe(pesos(1_050));
    expect(await countDrawTransfers(h, drawId)).toBe(1 + 1 + 1 + 4); // payout, funding ×2, 4 commissions
    await expectLedgerSound(h.db);
  });

  it("pays the game-ending example (94: straight 1,600, rambolito 49 800, straight 49 loses)", async () => {
    const [a, b] = [await player(h), await player(h)];
    const drawId = await insertDraw(h, "game-ending");
    await placeLines(h, "game-ending", drawId, a, [{ combination: "94", form: "straight", stakeCentavos: pesos(20) }]);
    await placeLines(h, "game-ending", drawId, b, [
      { combination: "49", form: "rambolito", stakeCentavos: pesos(20) },
      { combination: "49", form: "straight", stakeCentavos: pesos(20) },
    ]);
    await setDrawState(h, drawId, "RESULT_ENTERED", "94");
    const settlement = await settleDraw(h.db, drawId, h.staff);
    expect(settlement).toMatchObject({ salesCentavos: pesos(60), hitsCentavos: pesos(2_400), winningLines: 2 });
    expect(await points(h.db, a)).toBe(pesos(10_000 - 20 + 1_600));
    expect(await points(h.db, b)).toBe(pesos(10_000 - 40 + 800));
    expect(settlement.houseNetCentavos).toBe(pesos(60 - 2_400 - 6));
    await expectLedgerSound(h.db);
  });

  it("settling twice answers the stored summary and moves no money; another result is refused", async () => {
    const p = await player(h);
    const drawId = await insertDraw(h, "pick3");
    await placeLines(h, "pick3", drawId, p, [{ combination: "123", form: "straight", stakeCentavos: pesos(1) }]);
    await setDrawState(h, drawId, "CLOSED");
    const first = await settleDraw(h.db, drawId, null, "123");
    const transfers = await countDrawTransfers(h, drawId);
    expect(await settleDraw(h.db, drawId, h.staff, "123")).toEqual(first);
    expect(await settleDraw(h.db, drawId, h.staff)).toEqual(first);
    expect(await countDrawTransfers(h, drawId)).toBe(transfers);
    await expectDomainError(settleDraw(h.db, drawId, h.staff, "124"), "CONFLICT");
    await expectDomainError(cancelDraw(h.db, drawId, "too late", h.staff), "CONFLICT");
    expect(await points(h.db, p)).toBe(pesos(10_000 - 1 + 450));
    await expectLedgerSound(h.db);
  });

  it("refuses to settle an open draw, a closed one without a result, or a result of the wrong shape", async () => {
    const drawId = await insertDraw(h, "pick3");
    await expectDomainError(settleDraw(h.db, drawId, h.staff, "123"), "CONFLICT");
    await setDrawState(h, drawId, "CLOSED");
    await expectDomainError(settleDraw(h.db, drawId, h.staff), "BAD_REQUEST");
    await expectDomainError(settleDraw(h.db, drawId, h.staff, "12"), "BAD_REQUEST");
    await setDrawState(h, drawId, "RESULT_ENTERED", "123");
    await expectDomainError(settleDraw(h.db, drawId, h.staff, "321"), "CONFLICT");
    await expectDomainError(settleDraw(h.db, 987_654, h.staff, "123"), "NOT_FOUND");
  });

  it("settles a draw without tickets: nothing moves, the summary says so", async () => {
    const drawId = await insertDraw(h, "pick2");
    await setDrawState(h, drawId, "CLOSED");
    expect(await settleDraw(h.db, drawId, null, "00")).toEqual({
      result: "00",
      salesCentavos: 0,
      hitsCentavos: 0,
      winningLines: 0,
      commissionCentavos: 0,
      houseNetCentavos: 0,
      refundedCentavos: 0,
    });
    expect(await countDrawTransfers(h, drawId)).toBe(0);
  });
});
