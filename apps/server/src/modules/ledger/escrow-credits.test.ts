import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { cte, placeholders } from "../../db/cte.ts";
import { resultRows, toPgArray } from "../../db/sql.ts";
import type { DomainEvent } from "../../events/domain-events.ts";
import { setPublisher, transact } from "../../events/transact.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound, fund, makeUser, points, transferCount } from "../../testing/ledger.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { lockUserAccounts, postTransfers } from "./core.ts";
import { LedgerInvariantError } from "./errors.ts";
import { escrowCreditStatement, postEscrowCredits } from "./escrow-credits.ts";
import { pointsAccount, systemAccountId } from "./service.ts";

/**
 * The ledger's batch credit (`postEscrowCredits`): the one way a settlement pays its bets. A caller names the credits
 * (`movement`) from its own rows; the ledger locks nothing itself (the caller did, in id order), computes each
 * balance after, writes the transfers and balances in the same statement and checks every figure. Here a caller as
 * small as can be: its movements as arrays.
 */
const P = placeholders("ref_ids", "user_ids", "amounts", "codes");
const movement = cte(
  "movement",
  ["ref_id", "user_id", "amount", "code"],
  sql`select * from unnest(${P.ref_ids}::bigint[], ${P.user_ids}::int[], ${P.amounts}::bigint[], ${P.codes}::text[])
    as m(ref_id, user_id, amount, code)`,
);
const STATEMENT = escrowCreditStatement(
  { name: "escrow_credit_test", codes: ["PAYOUT", "REFUND"], refType: "bet", values: P },
  {
    ctes: [movement],
    movement,
    rows: { columns: ["movements"], sql: sql`select count(*) as movements from ${movement}` },
  },
);

type Move = { refId: number; userId: number; amount: number; code: string };

describe.each(await testDatabaseKinds())("the ledger's escrow credits on %s", (kind) => {
  const h = suiteFixture(async () => {
    const database = await openTestDatabase(kind);
    const published: DomainEvent[] = [];
    setPublisher(database.db, (events) => published.push(...events));
    return { db: database.db, published, close: () => database.close() };
  });

  /** Two players with 100.00 each and an escrow holding 1,000.00 (as stakes would have left it). */
  async function setUp(db: Db) {
    const players = [await makeUser(db, { type: "player" }), await makeUser(db, { type: "player" })];
    for (const p of players) await fund(db, p.id, 10_000);
    const escrow = await systemAccountId(db, "escrow:sabong");
    const bank = await systemAccountId(db, "bank");
    await transact(db, (tx) =>
      postTransfers(
        tx,
        [{ debitAccountId: bank, creditAccountId: escrow, amountCentavos: 100_000, code: "DRAW_FUNDING" }],
        null,
      ),
    );
    const accounts = new Map<number, number>();
    for (const p of players) accounts.set(p.id, (await pointsAccount(db, p.id))?.id as number);
    return { players, escrow, accounts };
  }

  function credit(
    db: Db,
    p: Awaited<ReturnType<typeof setUp>>,
    moves: Move[],
    options: { accounts?: Map<number, number>; escrow?: number } = {},
  ) {
    const accountIds = options.accounts ?? p.accounts;
    return transact(db, async (tx) => {
      const balances = await lockUserAccounts(tx, [...accountIds.values()]);
      return postEscrowCredits(tx, STATEMENT, {
        escrowAccountId: options.escrow ?? p.escrow,
        accounts: { accountIds, balances },
        actorId: null,
        values: {
          ref_ids: toPgArray(moves.map((m) => m.refId)),
          user_ids: toPgArray(moves.map((m) => m.userId)),
          amounts: toPgArray(moves.map((m) => m.amount)),
          codes: `{${moves.map((m) => m.code).join(",")}}`,
        },
      });
    });
  }

  it("credits every movement in ref order with its running balance, and records the pushes and notices", async () => {
    const p = await setUp(h.db);
    const [a, b] = p.players.map((u) => u.id) as [number, number];
    h.published.length = 0;
    const result = await credit(h.db, p, [
      { refId: 902, userId: a, amount: 250, code: "PAYOUT" },
      { refId: 901, userId: a, amount: 1_000, code: "REFUND" },
      { refId: 903, userId: b, amount: 7, code: "PAYOUT" },
    ]);
    expect(result.rows.map((r) => Number(r.movements))).toEqual([3]);
    expect(result.transfers).toBe(3);
    expect(result.creditedCentavos).toBe(1_257);
    expect(result.credits).toEqual(
      [
        { userId: a, amountCentavos: 1_250 },
        { userId: b, amountCentavos: 7 },
      ].sort((x, y) => x.userId - y.userId),
    );
    expect(await points(h.db, a)).toBe(11_250);
    expect(await points(h.db, b)).toBe(10_007);
    const rows = resultRows<{ id: string | number; ref_id: string; code: string; after: string | number }>(
      await h.db.execute(sql`
        select id, ref_id, code, credit_balance_after_centavos as after from ledger_transfers
        where id >= ${result.firstTransferId} and ref_type = 'bet' order by id`),
    );
    // Ids follow the refs; each balance after is the wallet's running balance in that order.
    expect(rows.map((r) => [r.ref_id, r.code, Number(r.after)])).toEqual([
      ["901", "REFUND", 11_000],
      ["902", "PAYOUT", 11_250],
      ["903", "PAYOUT", 10_007],
    ]);
    const first = Number(rows[0]?.id);
    expect(h.published).toEqual([
      { type: "balance.changed", userIds: [a, b].sort((x, y) => x - y) },
      {
        type: "transfers.notable",
        userIds: [a, b].sort((x, y) => x - y),
        fromTransferId: first,
        toTransferId: first + 2,
      },
    ]);
    await expectLedgerSound(h.db);
  });

  it("aborts the whole statement, writing nothing, when a credit is not a checked movement", async () => {
    const p = await setUp(h.db);
    const [a, b] = p.players.map((u) => u.id) as [number, number];
    const before = await transferCount(h.db);
    const onlyA = new Map([[a, p.accounts.get(a) as number]]);
    const refused: [Move[], { accounts?: Map<number, number>; escrow?: number }][] = [
      // A wallet the caller did not lock.
      [[{ refId: 1, userId: b, amount: 100, code: "PAYOUT" }], { accounts: onlyA }],
      // A code the batch does not allow.
      [[{ refId: 1, userId: a, amount: 100, code: "MINT" }], {}],
      // Nothing to credit.
      [[{ refId: 1, userId: a, amount: 0, code: "PAYOUT" }], {}],
      // From a player's wallet, not an escrow.
      [[{ refId: 1, userId: a, amount: 100, code: "PAYOUT" }], { escrow: p.accounts.get(b) as number }],
    ];
    for (const [moves, options] of refused) {
      await expect(credit(h.db, p, moves, options)).rejects.toBeInstanceOf(LedgerInvariantError);
    }
    expect(await points(h.db, a)).toBe(10_000);
    expect(await points(h.db, b)).toBe(10_000);
    expect(await transferCount(h.db)).toBe(before);
    await expectLedgerSound(h.db);
  });
});
