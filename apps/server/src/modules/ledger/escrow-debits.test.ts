import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { cte, placeholders } from "../../db/cte.ts";
import type { DomainEvent } from "../../events/domain-events.ts";
import { setPublisher, transact } from "../../events/transact.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, fund, makeUser, points, transferCount } from "../../testing/ledger.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { LedgerInvariantError } from "./errors.ts";
import { type EscrowDebit, escrowDebitStatement, postEscrowDebits } from "./escrow-debits.ts";
import { MAX_TRANSFER_CENTAVOS, pointsAccount, systemAccountId } from "./service.ts";

/**
 * The ledger's batch debit (`postEscrowDebits`): the one way the bet and ticket statements move stakes. A caller
 * writes its rows and names the stakes to move (`movement`); the ledger checks every debit as it checks any transfer,
 * owns the SQL that moves them, and records `balance.changed`. Here a caller as small as can be: one movement.
 */
const P = placeholders("account", "moved", "actor");
const STATEMENT = escrowDebitStatement({ name: "escrow_debit_test", code: "BET", refType: "bet", values: P }, () => {
  const movement = cte(
    "movement",
    ["ref_id", "account_id", "amount", "actor_id"],
    sql`select 7 as ref_id, ${P.account}::int as account_id, ${P.moved}::bigint as amount, ${P.actor}::int as actor_id`,
  );
  const rows = {
    columns: ["debit_account_id", "row_no"] as const,
    sql: sql`select ${P.account}::int as debit_account_id, 1 as row_no`,
  };
  return { ctes: [movement], movement, rows };
});

describe("the ledger's escrow debit statement", () => {
  it("takes a caller's part only with the columns it reads and its movement placed", () => {
    const spec = { name: "escrow_debit_refused", code: "BET" as const, refType: "bet", values: placeholders() };
    const movement = cte("movement", ["ref_id", "account_id", "amount", "actor_id"], sql`select 7, 1, 5, 1`);
    const rows = { columns: ["debit_account_id"] as const, sql: sql`select 1 as debit_account_id` };
    const withoutRowNo = () => ({ ctes: [movement], movement, rows });
    const compose = () =>
      // @ts-expect-error the caller's answer has no row_no
      escrowDebitStatement(spec, withoutRowNo);
    expect(compose).toThrow("caller_row declares no column row_no");
    const ordered = { columns: ["debit_account_id", "row_no"] as const, sql: sql`select 1, 1` };
    expect(() => escrowDebitStatement(spec, () => ({ ctes: [], movement, rows: ordered }))).toThrow(
      "movement not placed",
    );
  });
});

describe.each(await testDatabaseKinds())("the ledger's escrow debits on %s", (kind) => {
  const h = suiteFixture(async () => {
    const database = await openTestDatabase(kind);
    const published: DomainEvent[] = [];
    setPublisher(database.db, (events) => published.push(...events));
    return { db: database.db, published, close: () => database.close() };
  });

  async function funded(db: Db) {
    const user = await makeUser(db, { type: "player" });
    await fund(db, user.id, 10_000);
    const account = (await pointsAccount(db, user.id))?.id as number;
    return { user, account, escrow: await systemAccountId(db, "escrow:sabong") };
  }

  /** One movement of `moved` from `account`, with the checked debits `debits`. */
  const debitBatch = (
    p: { account: number; escrow: number; user: { id: number } },
    moved: number,
    debits: EscrowDebit[],
    escrowAccountId = p.escrow,
  ) => ({ escrowAccountId, debits, values: { account: p.account, moved, actor: p.user.id } });

  it("refuses a debit that breaks a transfer invariant before anything is written", async () => {
    const p = await funded(h.db);
    const before = await transferCount(h.db);
    const bad: EscrowDebit[][] = [
      [{ accountId: p.account, amountCentavos: 0 }],
      [{ accountId: p.account, amountCentavos: -500 }],
      [{ accountId: p.account, amountCentavos: 12.5 }],
      [{ accountId: p.account, amountCentavos: MAX_TRANSFER_CENTAVOS + 1 }],
      [{ accountId: p.escrow, amountCentavos: 500 }],
      [
        { accountId: p.account, amountCentavos: 500 },
        { accountId: p.account, amountCentavos: 500 },
      ],
    ];
    for (const debits of bad) {
      await expect(postEscrowDebits(h.db, STATEMENT, debitBatch(p, 500, debits))).rejects.toBeInstanceOf(
        LedgerInvariantError,
      );
    }
    expect(await points(h.db, p.user.id)).toBe(10_000);
    expect(await transferCount(h.db)).toBe(before);
  });

  it("aborts the whole statement when a movement is not a checked debit of a wallet into a system account", async () => {
    const p = await funded(h.db);
    const other = await funded(h.db);
    const before = await transferCount(h.db);
    const checked = [{ accountId: p.account, amountCentavos: 500 }];
    // The statement moves more than was checked; the credit is another player's wallet, not an escrow.
    await expect(postEscrowDebits(h.db, STATEMENT, debitBatch(p, 900, checked))).rejects.toBeInstanceOf(
      LedgerInvariantError,
    );
    await expect(postEscrowDebits(h.db, STATEMENT, debitBatch(p, 500, checked, other.account))).rejects.toBeInstanceOf(
      LedgerInvariantError,
    );
    await expect(
      transact(h.db, (tx) => postEscrowDebits(tx, STATEMENT, debitBatch(p, 900, checked))),
    ).rejects.toBeInstanceOf(LedgerInvariantError);
    expect([await points(h.db, p.user.id), await points(h.db, other.user.id)]).toEqual([10_000, 10_000]);
    expect(await transferCount(h.db)).toBe(before);
  });

  it("moves a checked debit and records balance.changed itself, published once the money is committed", async () => {
    const p = await funded(h.db);
    h.published.length = 0;
    const alone = await postEscrowDebits(
      h.db,
      STATEMENT,
      debitBatch(p, 500, [{ accountId: p.account, amountCentavos: 500 }]),
    );
    expect([alone.movements, alone.rows[0]?.balanceAfterCentavos]).toEqual([1, 9_500]);
    expect(h.published).toEqual([{ type: "balance.changed", userIds: [p.user.id] }]);

    h.published.length = 0;
    const debit = [{ accountId: p.account, amountCentavos: 700 }];
    await expect(
      transact(h.db, async (tx) => {
        await postEscrowDebits(tx, STATEMENT, debitBatch(p, 700, debit));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(h.published).toEqual([]);
    const inTx = await transact(h.db, (tx) => postEscrowDebits(tx, STATEMENT, debitBatch(p, 700, debit)));
    expect(inTx.rows[0]?.balanceAfterCentavos).toBe(8_800);
    expect(h.published).toEqual([{ type: "balance.changed", userIds: [p.user.id] }]);
    expect(await points(h.db, p.user.id)).toBe(8_800);
    await expectLedgerSound(h.db);
  });
});
