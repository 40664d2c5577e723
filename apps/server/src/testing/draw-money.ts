import type { BetForm, NumberGame } from "@sabong/shared/games";
import { defaultNumberGameSettings, drawTermsOf, lineLiabilities, priceLine } from "@sabong/shared/number-games";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { resultRows } from "../db/sql.ts";
import { transact } from "../events/transact.ts";
import type { AuditActor } from "../modules/audit/service.ts";
import { postTransfers, systemAccountId, userAccountId } from "../modules/ledger/service.ts";
import { settleDraw } from "../modules/number-games/settlement.ts";
import { drawCombinations, draws, ticketLines, tickets } from "../modules/number-games/table.ts";
import { openTestDatabase, type TestDatabaseKind } from "./databases.ts";
import { actorOf, fund, makeUser, wallet } from "./ledger.ts";

/**
 * Settlement tests' world: a database with an agent chain (incorporator 10%, sub-operator 8%, master-agent 6%,
 * gold-agent 5% on every number game), draws inserted as rows and tickets written as the ticket statement writes
 * them (lines priced by the shared rules, liabilities on draw_combinations, the stake moved points → escrow, BET).
 */

export type DrawMoney = {
  db: Db;
  close: () => Promise<void>;
  /** incorporator, subop, master, gold (the chain, top first). */
  chain: number[];
  gold: number;
  staff: NonNullable<AuditActor>;
};

export const pesos = (p: number): number => Math.round(p * 100);

const RATES_BP = [1000, 800, 600, 500];

export async function startDrawMoney(kind: TestDatabaseKind): Promise<DrawMoney> {
  const database = await openTestDatabase(kind);
  const db = database.db;
  const types = ["incorporator", "sub-operator", "master-agent", "gold-agent"] as const;
  const chain: number[] = [];
  for (const [i, agentType] of types.entries()) {
    const user = await makeUser(db, { type: "user", agentType, uplineId: chain.at(-1) ?? null });
    const bp = RATES_BP[i] ?? 0;
    await db.execute(sql`update users set pick2_bp = ${bp}, pick3_bp = ${bp}, suertres_bp = ${bp},
      game_ending_bp = ${bp} where id = ${user.id}`);
    chain.push(user.id);
  }
  const staff = await makeUser(db, { type: "staff" });
  return { db, close: database.close, chain, gold: chain[3] as number, staff: actorOf(staff) };
}

/** A funded player under the gold agent (or under `uplineId`). */
export async function player(h: DrawMoney, fundCentavos = pesos(10_000), uplineId = h.gold): Promise<number> {
  const user = await makeUser(h.db, { type: "player", uplineId });
  if (fundCentavos > 0) await fund(h.db, user.id, fundCentavos);
  return user.id;
}

/** A draw row in `state` (OPEN: tickets may be written), on the game's default terms, drawn an hour ago. */
export async function insertDraw(h: DrawMoney, game: NumberGame, state = "OPEN"): Promise<number> {
  const at = new Date(Date.now() - 60 * 60 * 1000);
  const [row] = await h.db
    .insert(draws)
    .values({
      game,
      source: "operator",
      state,
      opensAt: new Date(at.getTime() - 60 * 60 * 1000),
      cutoffAt: at,
      drawAt: at,
      terms: drawTermsOf(defaultNumberGameSettings(game)),
    })
    .returning({ id: draws.id });
  if (!row) throw new Error("draw not inserted");
  return row.id;
}

export type Line = { combination: string; form: BetForm; stakeCentavos: number };

let keys = 0;

/** One ticket of `lines` for `userId`, written and paid for as the ticket statement does. */
export async function placeLines(
  h: DrawMoney,
  game: NumberGame,
  drawId: number,
  userId: number,
  lines: Line[],
): Promise<void> {
  const terms = drawTermsOf(defaultNumberGameSettings(game));
  const priced = lines.map((line) => priceLine(line, terms));
  const total = priced.reduce((sum, l) => sum + l.stakeCentavos, 0);
  await transact(h.db, async (tx) => {
    keys += 1;
    const [ticket] = await tx
      .insert(tickets)
      .values({ drawId, userId, totalStakeCentavos: total, idempotencyKey: `k-${keys}`, requestHash: "test" })
      .returning({ id: tickets.id });
    if (!ticket) throw new Error("ticket not inserted");
    await tx
      .insert(ticketLines)
      .values(priced.map((l, i) => ({ ...l, ticketId: ticket.id, drawId, userId, lineNo: i })));
    const liability = new Map<string, number>();
    for (const l of priced) {
      for (const [c, amount] of lineLiabilities(l)) liability.set(c, (liability.get(c) ?? 0) + amount);
    }
    for (const [combination, amount] of liability) {
      await tx
        .insert(drawCombinations)
        .values({ drawId, combination, liabilityCentavos: amount })
        .onConflictDoUpdate({
          target: [drawCombinations.drawId, drawCombinations.combination],
          set: { liabilityCentavos: sql`${drawCombinations.liabilityCentavos} + ${amount}` },
        });
    }
    const points = await userAccountId(tx, userId, "points");
    const escrow = await systemAccountId(tx, `escrow:${game}`);
    await postTransfers(
      tx,
      [
        {
          debitAccountId: points,
          creditAccountId: escrow,
          amountCentavos: total,
          code: "BET",
          refType: "ticket",
          refId: ticket.id,
        },
      ],
      userId,
    );
  });
}

/** The chain's commission balances for the game (incorporator first). */
export function chainCommissions(h: DrawMoney, game: NumberGame): Promise<number[]> {
  return Promise.all(h.chain.map((id) => wallet(h.db, id, `commission:${game}`)));
}

/** Moves the draw on (the lifecycle's job in production): CLOSED, or RESULT_ENTERED with its result. */
export async function setDrawState(h: DrawMoney, drawId: number, state: string, result: string | null = null) {
  await h.db.execute(sql`update draws set state = ${state}, result = ${result} where id = ${drawId}`);
}

/** Sums of the draw's own transfers (ref 'draw') by code. */
export async function drawTransfersByCode(h: DrawMoney, drawId: number): Promise<Record<string, number>> {
  const rows = resultRows<{ code: string; total: string | number; n: string | number }>(
    await h.db.execute(sql`
      select code, sum(amount_centavos) as total, count(*) as n from ledger_transfers
      where ref_type = 'draw' and ref_id = ${String(drawId)} group by code`),
  );
  return Object.fromEntries(rows.map((r) => [r.code, Number(r.total)]));
}

export async function countDrawTransfers(h: DrawMoney, drawId: number): Promise<number> {
  const rows = resultRows<{ n: string | number }>(
    await h.db.execute(
      sql`select count(*) as n from ledger_transfers where ref_type = 'draw' and ref_id = ${String(drawId)}`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
}

/** Settles a draw as the system would once its result is in (for suites outside the number-games module). */
export function settleTestDraw(h: DrawMoney, drawId: number, result: string) {
  return settleDraw(h.db, drawId, null, result);
}
