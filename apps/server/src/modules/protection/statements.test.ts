import { addCalendarMonths, manilaDateOf, manilaDayStart } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { fund } from "../../testing/ledger.ts";
import { newKey, protectionSuite } from "../../testing/protection.ts";

const pesos = (amount: number) => amount * 100;

describe.each(await testDatabaseKinds())("the player's statement on %s", (kind) => {
  const h = protectionSuite(kind);

  /** Gold loads or withdraws through the wallet station; answers the transfer id. */
  async function move(direction: "load" | "withdraw", playerId: number, amount: number): Promise<number> {
    const gold = await h.as("gold");
    const answer = await gold("POST", `/api/points/${direction}`, {
      targetUserId: playerId,
      amountCentavos: pesos(amount),
      idempotencyKey: newKey(),
    });
    if (answer.status !== 200) throw new Error(`${direction}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.transferId;
  }
  /** Moves a transfer back in time (as if it had been made then). */
  const backdate = (transferId: number, at: Date) =>
    h.db.execute(sql`update ledger_transfers set created_at = ${at.toISOString()} where id = ${transferId}`);

  it("sums loads and withdrawals for a lifetime and per Manila month, with the sign-in before this one", async () => {
    await fund(h.db, h.t.ids.get("gold") as number, pesos(100_000));
    const p = await h.newPlayer();
    const today = manilaDateOf(new Date());
    // 01:00 Manila on the 1st, two months back, is still the previous month in UTC: it counts in Manila's month.
    const firstOfMonth = addCalendarMonths(today.slice(0, 8).concat("01"), -2);
    const oneAm = new Date(manilaDayStart(firstOfMonth).getTime() + 3_600_000);
    const earlier = await move("load", p.id, 1_000);
    await backdate(earlier, new Date(oneAm.getTime() - 2 * 3_600_000));
    await backdate(await move("load", p.id, 2_000), oneAm);
    await backdate(await move("withdraw", p.id, 500), new Date(oneAm.getTime() + 86_400_000));
    await move("load", p.id, 300);
    await move("withdraw", p.id, 100);

    const secondSignIn = await h.as(p.username);
    const { status, body } = await secondSignIn("GET", "/api/protection/statement");
    expect(status).toBe(200);
    expect(body.lifetime).toEqual({
      loadsCentavos: pesos(3_300),
      withdrawalsCentavos: pesos(600),
      netCentavos: pesos(2_700),
    });
    expect(body.months).toEqual([
      { month: today.slice(0, 7), loadsCentavos: pesos(300), withdrawalsCentavos: pesos(100), netCentavos: pesos(200) },
      {
        month: firstOfMonth.slice(0, 7),
        loadsCentavos: pesos(2_000),
        withdrawalsCentavos: pesos(500),
        netCentavos: pesos(1_500),
      },
      {
        month: addCalendarMonths(firstOfMonth, -1).slice(0, 7),
        loadsCentavos: pesos(1_000),
        withdrawalsCentavos: 0,
        netCentavos: pesos(1_000),
      },
    ]);
    const [first] = resultRows<{ created_at: string | Date }>(
      await h.db.execute(sql`select created_at from sessions where user_id = ${p.id} order by created_at`),
    );
    expect(body.previousSignInAt).toBe(new Date(first?.created_at ?? 0).toISOString());
    expect((await p.api("GET", "/api/protection/statement")).body.previousSignInAt).toBeNull();
  });

  it("the .xlsx holds 12 months of the points wallet, oldest first, each movement with the balance after it", async () => {
    await fund(h.db, h.t.ids.get("gold") as number, pesos(100_000));
    const p = await h.newPlayer();
    const old = await move("load", p.id, 700);
    await backdate(old, new Date(Date.now() - 400 * 86_400_000));
    const month = await move("load", p.id, 1_000);
    await backdate(month, new Date(Date.now() - 30 * 86_400_000));
    await move("withdraw", p.id, 250);
    await move("load", p.id, 50);
    const response = await h.t.app.inject({
      method: "GET",
      url: "/api/protection/statement.xlsx",
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="statement-.*\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Movements");
    const rows: unknown[][] = [];
    sheet?.eachRow((row, n) => {
      // Empty cells read back as undefined.
      if (n > 1) rows.push(Array.from((row.values as unknown[]).slice(2), (v) => v ?? null));
    });
    // The 400-day-old load is outside the 12 months; its ₱700 is in the balances that follow.
    expect(rows).toEqual([
      ["Load", "Loaded by gold", 1000, null, 1700],
      ["Withdrawal", "Paid out by gold", null, 250, 1450],
      ["Load", "Loaded by gold", 50, null, 1500],
    ]);
    expect((await p.api("GET", "/api/protection/statement")).body.lifetime.loadsCentavos).toBe(pesos(1_750));
    const gold = await h.as("gold");
    expect((await gold("GET", "/api/protection/statement")).status).toBe(403);
  });
});
