import type { AccountingReport } from "@sabong/shared/accounting";
import { STAKE_BACK_CANCEL_REASON, STAKE_BACK_PLAYER_TEXT } from "@sabong/shared/betting";
import { manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { apiAs } from "../../testing/api.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { auditCount, expectLedgerSound, points, systemBalanceOf } from "../../testing/ledger.ts";

// rules-examples.md, "Stake back on one-sided pools": MERON 100,000 against WALA 1,000 pays MERON 95.95 per 100.
describe.each(await testDatabaseKinds())("stake back on one-sided pools on %s", (kind) => {
  const h = bettingSuite(kind);

  const setStakeBack = (stakeBack: string, headers = h.admin) =>
    h.t.app.inject({ method: "POST", url: "/api/admin/settings/stake-back", headers, payload: { stakeBack } });

  afterEach(async () => {
    expect((await setStakeBack("TOP_UP")).statusCode).toBe(200);
  });

  async function fundingTransfers(fightId: number) {
    const rows = resultRows<{ amount: string | number; memo: string | null }>(
      await h.db.execute(sql`
        select amount_centavos as amount, memo from ledger_transfers
        where code = 'DRAW_FUNDING' and ref_type = 'fight' and ref_id = ${String(fightId)} order by id`),
    );
    return rows.map((r) => ({ amount: Number(r.amount), memo: r.memo }));
  }

  async function oneSidedFight() {
    const [big, small] = await createPlayers(h, 2, { fundCentavos: pesos(100_000) });
    if (!big || !small) throw new Error("players");
    const { fightId, eventId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", big.headers, fightId, "MERON", pesos(100_000));
    await mustBet(h, "sabong", small.headers, fightId, "WALA", pesos(1_000));
    return { big, small, fightId, eventId };
  }

  it("is top up by default, told to the player on the betting screen, and only an admin changes it (audited)", async () => {
    const setting = await apiAs(h.t, h.admin)("GET", "/api/admin/settings/stake-back");
    expect(setting.body).toEqual({ stakeBack: "TOP_UP", playerText: STAKE_BACK_PLAYER_TEXT.TOP_UP });
    const { eventId } = await openFight(h, "sabong");
    const screen = await apiAs(h.t, h.player)("GET", `${h.play("sabong")}/events/${eventId}`);
    expect((screen.body as { stakeBack: unknown }).stakeBack).toEqual({
      stakeBack: "TOP_UP",
      playerText: STAKE_BACK_PLAYER_TEXT.TOP_UP,
    });

    expect((await setStakeBack("CANCEL_AT_CLOSE", h.operator)).statusCode).toBe(403);
    const bad = await setStakeBack("SOMETIMES");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe("Choose top up or cancel at close");

    const audits = await auditCount(h.db, "settings.stake_back");
    expect((await setStakeBack("CANCEL_AT_CLOSE")).json()).toEqual({ message: "Stake back setting saved" });
    expect(await auditCount(h.db, "settings.stake_back")).toBe(audits + 1);
    const [audit] = resultRows<{ before: unknown; after: unknown }>(
      await h.db.execute(sql`select before, after from audit_events where action = 'settings.stake_back'
        order by id desc limit 1`),
    );
    expect(audit).toEqual({ before: { stakeBack: "TOP_UP" }, after: { stakeBack: "CANCEL_AT_CLOSE" } });
    const after = await apiAs(h.t, h.player)("GET", `${h.play("sabong")}/events/${eventId}`);
    expect((after.body as { stakeBack: { playerText: string } }).stakeBack.playerText).toBe(
      STAKE_BACK_PLAYER_TEXT.CANCEL_AT_CLOSE,
    );
  });

  it("top up: the ₱100,000 MERON winner is paid 100,000.00, the house funds 4,050.00 as draw funding", async () => {
    const { big, small, fightId } = await oneSidedFight();
    const bank = await systemBalanceOf(h.db, "bank");
    const closed = await mustAct(h, "sabong", fightId, "close");
    expect(closed.state).toBe("CLOSED");
    const answer = await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(await points(h.db, big.id)).toBe(pesos(100_000));
    expect(await points(h.db, small.id)).toBe(pesos(99_000));
    expect(answer.settlement.payoutsCentavos).toBe(pesos(100_000));
    expect(answer.settlement.stakeBackCentavos).toBe(pesos(4_050));
    expect(answer.settlement.drawFundingCentavos).toBe(pesos(4_050));
    expect(answer.settlement.roundingCentavos).toBe(0);
    // Commission as usual, on both stakes (4% of 101,000 up the chain).
    expect(answer.settlement.commissionCentavos).toBe(pesos(4_040));
    expect(answer.settlement.houseNetCentavos).toBe(pesos(101_000 - 100_000 - 4_040));
    const funding = await fundingTransfers(fightId);
    expect(funding[0]).toEqual({ amount: pesos(4_050), memo: "stake back on a one-sided pool" });
    expect(await systemBalanceOf(h.db, "bank")).toBeLessThanOrEqual(bank - pesos(4_050));
    await expectLedgerSound(h.db);

    // The accounting report counts the top-up as draw funding of this fight.
    const day = manilaDateOf(new Date());
    const report = await apiAs(h.t, h.admin)(
      "GET",
      `/api/admin/accounting?from=${day}&to=${day}&game=sabong&groupBy=contest`,
    );
    expect(report.status).toBe(200);
    const row = (report.body as AccountingReport).rows.find((r) => r.key === `fight:${fightId}`);
    expect(row?.drawFundingCentavos).toBe(funding.reduce((sum, f) => sum + f.amount, 0));
    expect(row?.payoutsCentavos).toBe(pesos(100_000));
  });

  it("cancel at close: closing the one-sided fight cancels it and refunds every bet, with the reason", async () => {
    expect((await setStakeBack("CANCEL_AT_CLOSE")).statusCode).toBe(200);
    const { big, small, fightId } = await oneSidedFight();
    const closed = await mustAct(h, "sabong", fightId, "close");
    expect(closed.state).toBe("DECLARED");
    expect(closed.result).toBe("CANCELLED");
    expect(await points(h.db, big.id)).toBe(pesos(100_000));
    expect(await points(h.db, small.id)).toBe(pesos(100_000));
    const [fight] = resultRows<{ settlement: { cancelReason?: string; refundedBets: number } }>(
      await h.db.execute(sql`select settlement from fights where id = ${fightId}`),
    );
    expect(fight?.settlement.cancelReason).toBe(STAKE_BACK_CANCEL_REASON);
    expect(fight?.settlement.refundedBets).toBe(2);
    expect(await fundingTransfers(fightId)).toEqual([]);
    expect(await systemBalanceOf(h.db, "escrow:sabong")).toBe(0);
    await expectLedgerSound(h.db);
  });

  it("cancel at close keeps a balanced fight (both sides pay at least 100 per 100)", async () => {
    expect((await setStakeBack("CANCEL_AT_CLOSE")).statusCode).toBe(200);
    const [a, b] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
    if (!a || !b) throw new Error("players");
    const { fightId } = await openFight(h, "sabong");
    await mustBet(h, "sabong", a.headers, fightId, "MERON", pesos(600));
    await mustBet(h, "sabong", b.headers, fightId, "WALA", pesos(400));
    expect((await mustAct(h, "sabong", fightId, "close")).state).toBe("CLOSED");
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(await points(h.db, a.id)).toBe(pesos(400) + 94_998); // 600 × 158.33 / 100
    await expectLedgerSound(h.db);
  });
});
