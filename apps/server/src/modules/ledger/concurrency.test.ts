import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { auditCount, ignoreIdleDisconnects, transferCount } from "../../testing/ledger.ts";
import { seedDemoAccounts, seedDemoMoney } from "../seed/service.ts";
import { load, withdraw } from "../wallet/service.ts";
import { checkLedger, userBalances, withIdempotency } from "./service.ts";

/** Real parallel transactions need the PostgreSQL service (PGlite runs one transaction at a time). */
const kinds = await testDatabaseKinds();

describe.skipIf(!kinds.includes("postgres"))("ledger under concurrency (PostgreSQL)", () => {
  let database: Database;
  let ids: Map<string, number>;
  const id = (name: string) => ids.get(name) ?? 0;
  const actor = (name: string) => ({ userId: id(name), username: name, ip: null });
  const pointsOf = async (name: string) => (await userBalances(database.db, id(name))).points;

  beforeAll(async () => {
    // 500 transactions queue on purpose for 20 connections and one wallet's lock: a wait for a free connection is the
    // point, not a failure, so the pool's fail-fast 5 s (for a PostgreSQL that is away) is lifted here.
    database = await openTestDatabase("postgres", 20, 120_000);
    ignoreIdleDisconnects(database.db);
    ids = await seedDemoAccounts(database.db);
    await seedDemoMoney(database.db, ids);
  });
  afterAll(() => database.close());

  it("500 loads and withdrawals racing on one wallet never overdraw it", async () => {
    const goldBefore = await pointsOf("gold");
    const playerBefore = await pointsOf("player");
    const transfersBefore = await transferCount(database.db);
    // 400 loads of 2,000–4,999 centavos ask for ~1.4M from a wallet of 1M: many must be refused.
    const requests = Array.from({ length: 500 }, (_, i) => ({
      direction: i % 5 === 4 ? ("withdraw" as const) : ("load" as const),
      amountCentavos: 2_000 + ((i * 7919) % 3_000),
      key: `race-${i}-key`,
    }));
    const outcomes = await Promise.all(
      requests.map(async (r) => {
        try {
          await withIdempotency(
            database.db,
            { actorId: id("gold"), key: r.key, request: { op: r.direction, amountCentavos: r.amountCentavos } },
            (tx) => (r.direction === "load" ? load : withdraw)(tx, actor("gold"), id("player"), r.amountCentavos),
          );
          return { ...r, ok: true as const };
        } catch (error) {
          return { ...r, ok: false as const, code: (error as { code?: string }).code ?? String(error) };
        }
      }),
    );
    const failures = outcomes.filter((o) => !o.ok);
    // Refusals are only for money: no deadlock, no serialization error, no broken constraint.
    expect(new Set(failures.map((f) => (f.ok ? "" : f.code)))).toEqual(
      new Set(failures.length ? ["INSUFFICIENT_FUNDS"] : []),
    );
    expect(failures.length).toBeGreaterThan(0);
    const succeeded = outcomes.filter((o) => o.ok);
    const loaded = succeeded.filter((o) => o.direction === "load").reduce((s, o) => s + o.amountCentavos, 0);
    const withdrawn = succeeded.filter((o) => o.direction === "withdraw").reduce((s, o) => s + o.amountCentavos, 0);
    const goldAfter = await pointsOf("gold");
    expect(goldAfter).toBeGreaterThanOrEqual(0);
    expect(goldAfter).toBe(goldBefore - loaded + withdrawn);
    expect(await pointsOf("player")).toBe(playerBefore + loaded - withdrawn);
    expect(await transferCount(database.db)).toBe(transfersBefore + succeeded.length);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });

  it("the same idempotency key sent 50 times at once makes one transfer and one answer", async () => {
    const transfersBefore = await transferCount(database.db);
    const auditsBefore = await auditCount(database.db, "wallet.load");
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        withIdempotency(
          database.db,
          { actorId: id("master"), key: "same-key-50-times", request: { op: "load", amountCentavos: 12_345 } },
          (tx) => load(tx, actor("master"), id("gold"), 12_345),
        ),
      ),
    );
    expect(await transferCount(database.db)).toBe(transfersBefore + 1);
    expect(await auditCount(database.db, "wallet.load")).toBe(auditsBefore + 1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect((await checkLedger(database.db)).violations).toEqual([]);
  });
});
