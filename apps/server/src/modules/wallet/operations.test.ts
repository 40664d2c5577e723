import { IDEMPOTENCY_MISMATCH_MESSAGE } from "@sabong/shared/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { actorOf, auditCount, expectDomainError, makeUser, transferCount } from "../../testing/ledger.ts";
import * as ledger from "../ledger/service.ts";
import { seedDemoAccounts, seedDemoMoney } from "../seed/service.ts";
import type { UserRow } from "../users/table.ts";
import { convertCommission, load, mint, withdraw } from "./service.ts";

const kinds = await testDatabaseKinds();

describe.each(kinds)("wallet operations and the ledger under them on %s", (kind) => {
  let database: Database;
  let admin: UserRow;
  let inc: UserRow;
  let gold: UserRow;
  let player: UserRow;
  let otherInc: UserRow;
  let otherPlayer: UserRow;
  let cashier: UserRow;
  const db = () => database.db;
  const points = async (user: UserRow) => (await ledger.userBalances(db(), user.id)).points;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    admin = await makeUser(db(), { type: "admin" });
    cashier = await makeUser(db(), { type: "staff2" });
    inc = await makeUser(db(), { type: "user", agentType: "incorporator", uplineId: admin.id });
    const sub = await makeUser(db(), { type: "user", agentType: "sub-operator", uplineId: inc.id });
    gold = await makeUser(db(), { type: "user", agentType: "gold-agent", uplineId: sub.id });
    player = await makeUser(db(), { type: "player", uplineId: gold.id });
    otherInc = await makeUser(db(), { type: "user", agentType: "incorporator", uplineId: admin.id });
    otherPlayer = await makeUser(db(), { type: "player", uplineId: otherInc.id });
    await mint(db(), actorOf(admin), 10_000_000);
    await load(db(), actorOf(admin), inc.id, 1_000_000);
    await load(db(), actorOf(admin), otherInc.id, 1_000_000);
  });
  afterAll(() => database.close());

  it("mints into the admin's points from the bank, audited", async () => {
    const before = await points(admin);
    const result = await mint(db(), actorOf(admin), 50_000);
    expect(result.balanceCentavos).toBe(before + 50_000);
    expect(await points(admin)).toBe(before + 50_000);
    expect(await ledger.systemBalance(db(), await ledger.systemAccountId(db(), "bank"))).toBe(-10_050_000);
    expect(await auditCount(db(), "wallet.mint")).toBe(2);
    await expectDomainError(mint(db(), actorOf(inc), 100), "FORBIDDEN");
  });

  it("loads and withdraws at any depth of the actor's tree", async () => {
    const loaded = await load(db(), actorOf(inc), player.id, 20_000);
    expect(loaded.actorBalanceCentavos).toBe(await points(inc));
    expect(loaded.targetBalanceCentavos).toBe(20_000);
    const back = await withdraw(db(), actorOf(inc), player.id, 5_000);
    expect(back.targetBalanceCentavos).toBe(15_000);
    expect(back.actorBalanceCentavos).toBe(loaded.actorBalanceCentavos + 5_000);
    expect(await auditCount(db(), "wallet.load")).toBeGreaterThanOrEqual(3);
    expect(await auditCount(db(), "wallet.withdraw")).toBe(1);
  });

  it("refuses moves outside the tree, to oneself, beyond the balance, and loads to suspended or pending users", async () => {
    const count = await transferCount(db());
    await expectDomainError(load(db(), actorOf(inc), otherPlayer.id, 100), "NOT_FOUND");
    await expectDomainError(withdraw(db(), actorOf(inc), otherPlayer.id, 100), "NOT_FOUND");
    await expectDomainError(load(db(), actorOf(gold), inc.id, 100), "NOT_FOUND"); // upwards
    await expectDomainError(load(db(), actorOf(player), gold.id, 100), "NOT_FOUND");
    await expectDomainError(load(db(), actorOf(inc), 987_654, 100), "NOT_FOUND");
    await expectDomainError(load(db(), actorOf(inc), inc.id, 100), "BUSINESS_RULE");
    await expectDomainError(load(db(), actorOf(gold), player.id, 100), "INSUFFICIENT_FUNDS");
    const error = await expectDomainError(withdraw(db(), actorOf(inc), player.id, 10_000_000), "INSUFFICIENT_FUNDS");
    expect(error.message).toContain("does not have enough points");
    const suspended = await makeUser(db(), { type: "player", uplineId: gold.id, status: "suspended" });
    const pending = await makeUser(db(), { type: "player", uplineId: gold.id, status: "pending" });
    expect((await expectDomainError(load(db(), actorOf(inc), suspended.id, 100), "BUSINESS_RULE")).message).toMatch(
      /suspended/,
    );
    expect((await expectDomainError(load(db(), actorOf(inc), pending.id, 100), "BUSINESS_RULE")).message).toMatch(
      /waiting for approval/,
    );
    await expectDomainError(load(db(), actorOf(inc), player.id, 0), "BAD_REQUEST");
    await expectDomainError(load(db(), actorOf(inc), player.id, 1.5), "BAD_REQUEST");
    expect(await transferCount(db())).toBe(count);
  });

  it("lets the cashier (staff2) serve any player but no agent", async () => {
    await load(db(), actorOf(admin), cashier.id, 10_000);
    await load(db(), actorOf(cashier), otherPlayer.id, 1_000);
    await withdraw(db(), actorOf(cashier), otherPlayer.id, 500);
    await expectDomainError(load(db(), actorOf(cashier), gold.id, 100), "NOT_FOUND");
    expect(await points(cashier)).toBe(9_500);
  });

  it("credits commissions from the house and converts them into points", async () => {
    const house = await ledger.systemAccountId(db(), "house:sabong");
    const playerPoints = await ledger.userAccountId(db(), player.id, "points");
    await transact(db(), (tx) =>
      ledger.postTransfers(
        tx,
        [{ debitAccountId: playerPoints, creditAccountId: house, amountCentavos: 5_000, code: "PLASADA" }],
        null,
      ),
    );
    const posted = await transact(db(), (tx) =>
      ledger.creditCommissions(
        tx,
        [
          { userId: gold.id, amountCentavos: 1_000 },
          { userId: inc.id, amountCentavos: 500 },
          { userId: gold.id, amountCentavos: 200 },
          { userId: player.id, amountCentavos: 0 },
        ],
        "sabong",
        { refType: "fight", refId: 1 },
      ),
    );
    expect(posted).toHaveLength(2);
    expect((await ledger.userBalances(db(), gold.id))["commission:sabong"]).toBe(1_200);
    const converted = await convertCommission(db(), actorOf(gold), "sabong", 700);
    expect(converted.commissionCentavos).toBe(500);
    expect(converted.pointsCentavos).toBe(await points(gold));
    await expectDomainError(convertCommission(db(), actorOf(gold), "sabong", 501), "INSUFFICIENT_FUNDS");
    await expectDomainError(convertCommission(db(), actorOf(gold), "pick2", 1), "INSUFFICIENT_FUNDS");
    expect(await auditCount(db(), "commission.convert")).toBe(1);
  });

  it("recovers what a wallet holds, records the rest as a debt and collects it from the next credits", async () => {
    const debtor = await makeUser(db(), { type: "player", uplineId: gold.id });
    await load(db(), actorOf(inc), debtor.id, 3_000);
    const escrow = await ledger.systemAccountId(db(), "escrow:test");
    const recovered = await transact(db(), (tx) =>
      ledger.recoverFromUser(tx, {
        userId: debtor.id,
        amountCentavos: 10_000,
        creditAccountId: escrow,
        code: "REVERSAL",
        actorId: admin.id,
      }),
    );
    expect(recovered).toMatchObject({ takenCentavos: 3_000, debtCentavos: 7_000 });
    expect(await points(debtor)).toBe(0);
    expect(await ledger.systemBalance(db(), escrow)).toBe(10_000);
    expect(await ledger.outstandingDebt(db(), debtor.id)).toBe(7_000);

    const first = await load(db(), actorOf(inc), debtor.id, 5_000);
    expect(first.debtCollectedCentavos).toBe(5_000);
    expect(first.targetBalanceCentavos).toBe(0);
    expect(await ledger.outstandingDebt(db(), debtor.id)).toBe(2_000);
    const second = await load(db(), actorOf(inc), debtor.id, 5_000);
    expect(second.debtCollectedCentavos).toBe(2_000);
    expect(second.targetBalanceCentavos).toBe(3_000);
    expect(await ledger.outstandingDebt(db(), debtor.id)).toBe(0);
    expect(await transact(db(), (tx) => ledger.collectDebts(tx, debtor.id))).toBe(0);
    expect((await ledger.checkLedger(db())).violations).toEqual([]);
  });

  it("runs an idempotent request once, replays its answer, and refuses the key for another request", async () => {
    const count = await transferCount(db());
    const run = (amountCentavos: number) =>
      ledger.withIdempotency(
        db(),
        { actorId: inc.id, key: "load-once-1", request: { op: "load", amountCentavos } },
        (tx) => load(tx, actorOf(inc), player.id, amountCentavos),
      );
    const first = await run(100);
    const again = await run(100);
    expect(again).toEqual(first);
    expect(await transferCount(db())).toBe(count + 1);
    const mismatch = await expectDomainError(run(200), "IDEMPOTENCY_MISMATCH");
    expect(mismatch.message).toBe(IDEMPOTENCY_MISMATCH_MESSAGE);
    expect(await transferCount(db())).toBe(count + 1);
  });

  it("does not burn the key of a request that failed", async () => {
    const run = (amountCentavos: number) =>
      ledger.withIdempotency(db(), { actorId: gold.id, key: "retry-after-fail", request: { amountCentavos } }, (tx) =>
        load(tx, actorOf(gold), player.id, amountCentavos),
      );
    await expectDomainError(run(5_000_000), "INSUFFICIENT_FUNDS");
    await load(db(), actorOf(admin), gold.id, 5_000_000);
    await expect(run(5_000_000)).resolves.toMatchObject({ targetBalanceCentavos: expect.any(Number) });
    await expectDomainError(
      ledger.withIdempotency(db(), { actorId: gold.id, key: "bad key!", request: {} }, async () => 1),
      "BAD_REQUEST",
    );
  });

  it("keeps every invariant, and the check notices a tampered balance", async () => {
    const report = await ledger.checkLedger(db());
    expect(report.violations).toEqual([]);
    expect(report.userTotalCentavos + report.systemTotalCentavos).toBe(0);
    const account = await ledger.userAccountId(db(), player.id, "points");
    await db().execute(sql`update ledger_accounts set balance_centavos = balance_centavos + 1 where id = ${account}`);
    const broken = await ledger.checkLedger(db());
    expect(broken.ok).toBe(false);
    expect(broken.violations.join("\n")).toMatch(/stored balance differs/);
    expect(broken.violations.join("\n")).toMatch(/do not add up to zero/);
    await db().execute(sql`update ledger_accounts set balance_centavos = balance_centavos - 1 where id = ${account}`);
    expect((await ledger.checkLedger(db())).ok).toBe(true);
  });
});

describe.each(kinds)("seedDemoMoney on %s", (kind) => {
  it("mints one million pesos and loads the demo chain", async () => {
    const database = await openTestDatabase(kind);
    try {
      const ids = await seedDemoAccounts(database.db);
      await seedDemoMoney(database.db, ids);
      const pointsOf = async (name: string) => (await ledger.userBalances(database.db, ids.get(name) ?? 0)).points;
      expect(await pointsOf("player")).toBe(500_000);
      expect(await pointsOf("loader")).toBe(500_000);
      expect(await pointsOf("gold")).toBe(2_000_000 - 1_000_000);
      expect(await pointsOf("master")).toBe(5_000_000 - 2_000_000);
      expect(await pointsOf("subop")).toBe(10_000_000 - 5_000_000);
      expect(await pointsOf("incorporator")).toBe(20_000_000 - 10_000_000);
      expect(await pointsOf("admin")).toBe(100_000_000 - 20_000_000);
      expect((await ledger.checkLedger(database.db)).violations).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
