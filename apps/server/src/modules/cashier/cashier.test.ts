import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Api, signedInAs } from "../../testing/api.ts";
import { testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, fund, makeUser } from "../../testing/ledger.ts";

const kinds = await testDatabaseKinds();
let keySerial = 0;
const key = () => `cashier-test-${Date.now()}-${++keySerial}`;

/** Loads or withdraws through the wallet station's route and answers the transfer id. */
async function move(api: Api, direction: "load" | "withdraw", targetUserId: number, amountCentavos: number) {
  const answer = await api("POST", `/api/points/${direction}`, { targetUserId, amountCentavos, idempotencyKey: key() });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.transferId as number;
}

describe.each(kinds)("the cashier's desk and receipts on %s", (kind) => {
  const t = testAppSuite(kind);

  it("reads the float, the day's cash in and out, and each receipt from the ledger", async () => {
    const db = t.ctx.db;
    const gold = t.ids.get("gold") as number;
    const desk = await makeUser(db, { type: "staff2" });
    const otherDesk = await makeUser(db, { type: "staff2" });
    const ana = await makeUser(db, { type: "player", uplineId: gold });
    const ben = await makeUser(db, { type: "player", uplineId: gold });
    const { admin, operator } = await signedInAs(t, ["admin", "operator"]);
    const [cashier, otherCashier, anaApi, benApi] = Object.values(
      await signedInAs(t, [desk.username, otherDesk.username, ana.username, ben.username]),
    ) as [Api, Api, Api, Api];
    await fund(db, t.ids.get("admin") as number, 1_000_000);

    // The admin gives ₱5,000 of float and takes ₱1,000 back; the other cashier gets a float of its own.
    const floatLoad = await move(admin, "load", desk.id, 500_000);
    await move(admin, "withdraw", desk.id, 100_000);
    await move(admin, "load", otherDesk.id, 200_000);
    // Cash in: Ana ₱1,500 and Ben ₱500; cash out: ₱300 paid to Ana.
    const anaLoad = await move(cashier, "load", ana.id, 150_000);
    await move(cashier, "load", ben.id, 50_000);
    const anaWithdrawal = await move(cashier, "withdraw", ana.id, 30_000);
    // Another cashier's load of Ana is not this desk's cash.
    const otherLoad = await move(otherCashier, "load", ana.id, 10_000);

    const today = await cashier("GET", "/api/staff/cashier");
    expect(today.status).toBe(200);
    expect(today.body).toMatchObject({
      day: manilaDateOf(new Date()),
      floatCentavos: 500_000 - 100_000 - 150_000 - 50_000 + 30_000,
      floatGivenCentavos: 500_000,
      floatTakenBackCentavos: 100_000,
      cashInCentavos: 200_000,
      cashInCount: 2,
      cashOutCentavos: 30_000,
      cashOutCount: 1,
      netCashCentavos: 170_000,
    });
    expect(today.body.movements).toEqual([
      expect.objectContaining({ transferId: anaWithdrawal, kind: "CASH_OUT", amountCentavos: 30_000 }),
      expect.objectContaining({
        kind: "CASH_IN",
        amountCentavos: 50_000,
        player: { userId: ben.id, username: ben.username },
      }),
      expect.objectContaining({ transferId: anaLoad, kind: "CASH_IN", amountCentavos: 150_000 }),
    ]);

    // Another day: the float is still today's, nothing crossed the desk.
    const yesterday = addCalendarDays(manilaDateOf(new Date()), -1);
    const before = await cashier("GET", `/api/staff/cashier?day=${yesterday}`);
    expect(before.body).toMatchObject({
      day: yesterday,
      floatCentavos: 230_000,
      cashInCount: 0,
      floatGivenCentavos: 0,
    });
    expect(before.body.movements).toEqual([]);

    // The receipts: the load leaves Ana with ₱1,500, the withdrawal with ₱1,200.
    const receipt = await cashier("GET", `/api/points/receipts/${anaLoad}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      transferId: anaLoad,
      kind: "CASH_IN",
      amountCentavos: 150_000,
      cashier: { userId: desk.id, username: desk.username },
      player: { userId: ana.id, username: ana.username },
      playerBalanceAfterCentavos: 150_000,
    });
    const paid = await cashier("GET", `/api/points/receipts/${anaWithdrawal}`);
    expect(paid.body).toMatchObject({ kind: "CASH_OUT", amountCentavos: 30_000, playerBalanceAfterCentavos: 120_000 });
    // Ana and the admin read it too.
    expect((await anaApi("GET", `/api/points/receipts/${anaLoad}`)).status).toBe(200);
    expect((await admin("GET", `/api/points/receipts/${anaLoad}`)).status).toBe(200);

    // Not one's own: another cashier's receipt, another player's, the float (no player), an unknown id.
    for (const [who, id] of [
      [cashier, otherLoad],
      [otherCashier, anaLoad],
      [benApi, anaLoad],
      [operator, anaLoad],
      [cashier, floatLoad],
      [cashier, 2_000_000_000],
    ] as const) {
      const refused = await who("GET", `/api/points/receipts/${id}`);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ error: "Receipt not found" });
    }
    await expectLedgerSound(db);
  });

  it("puts a move in the Manila day of its instant: 15:59:59Z is that day, 16:00:00Z the next", async () => {
    const db = t.ctx.db;
    const desk = await makeUser(db, { type: "staff2" });
    const ana = await makeUser(db, { type: "player", uplineId: t.ids.get("gold") });
    const { admin } = await signedInAs(t, ["admin"]);
    const cashier = (await signedInAs(t, [desk.username]))[desk.username] as Api;
    await fund(db, t.ids.get("admin") as number, 100_000);
    await move(admin, "load", desk.id, 100_000);
    const late = await move(cashier, "load", ana.id, 1_100);
    const early = await move(cashier, "load", ana.id, 1_300);
    const paid = await move(cashier, "withdraw", ana.id, 700);
    // The desk reads the ledger itself: the transfers' instants are moved to either side of Manila midnight.
    await db.execute(sql`update ledger_transfers set created_at = '2024-03-10T15:59:59Z' where id = ${late}`);
    await db.execute(
      sql`update ledger_transfers set created_at = '2024-03-10T16:00:00Z' where id in (${early}, ${paid})`,
    );

    const tenth = await cashier("GET", "/api/staff/cashier?day=2024-03-10");
    expect(tenth.body).toMatchObject({ cashInCentavos: 1_100, cashInCount: 1, cashOutCentavos: 0, cashOutCount: 0 });
    expect(tenth.body.movements).toEqual([expect.objectContaining({ transferId: late, kind: "CASH_IN" })]);
    const eleventh = await cashier("GET", "/api/staff/cashier?day=2024-03-11");
    expect(eleventh.body).toMatchObject({
      cashInCentavos: 1_300,
      cashInCount: 1,
      cashOutCentavos: 700,
      cashOutCount: 1,
    });
    const ids = eleventh.body.movements.map((m: { transferId: number }) => m.transferId);
    expect(new Set(ids)).toEqual(new Set([early, paid]));
    const ninth = await cashier("GET", "/api/staff/cashier?day=2024-03-09");
    expect(ninth.body).toMatchObject({ cashInCount: 0, cashOutCount: 0 });
  });

  it("is the cashier's alone, and refuses a bad day", async () => {
    const { operator, player, cashier } = await signedInAs(t, ["operator", "player", "cashier"]);
    expect((await operator("GET", "/api/staff/cashier")).status).toBe(403);
    expect((await player("GET", "/api/staff/cashier")).status).toBe(403);
    expect((await cashier("GET", "/api/staff/cashier?day=2025-02-30")).status).toBe(400);
    expect((await cashier("GET", "/api/points/receipts/abc")).status).toBe(400);
    // The session is checked before the input: without a token, a bad day or id is 401, not 400.
    for (const url of ["/api/staff/cashier?day=2025-02-30", "/api/points/receipts/abc"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
    }
  });
});
