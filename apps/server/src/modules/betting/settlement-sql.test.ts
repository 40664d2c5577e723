import { type FightBet, type Game, mainSides, type Side, settleFight } from "@sabong/shared/betting";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { expectLedgerSound } from "../../testing/ledger.ts";

/**
 * The settlement statement (settlement-books.ts) pays each bet by its side's rule in SQL; the shared `settleFight`
 * pays it in memory. Here both settle the same generated fights (one-sided pools paying the stake back, a winner
 * nobody bet on, DRAW, CANCELLED, odd centavos that round, stakes far apart) and must agree on every bet's outcome,
 * payout and odds, on each bet's ledger transfer, and on the fight's figures, to the centavo.
 */

type Planned = { player: number; side: Side; stakeCentavos: number };

const stake = fc.oneof(
  fc.integer({ min: pesos(10), max: pesos(100) }),
  fc.integer({ min: pesos(10), max: pesos(50_000) }),
  fc.constantFrom(pesos(10), pesos(10) + 1, pesos(999.99), pesos(50_000)),
);

function fightArb(game: Game) {
  const sides: Side[] = [...mainSides(game), "DRAW"];
  return fc.record({
    bets: fc.array(
      fc.record({ player: fc.integer({ min: 0, max: 3 }), side: fc.constantFrom(...sides), stakeCentavos: stake }),
      {
        minLength: 0,
        maxLength: 10,
      },
    ),
    result: fc.constantFrom<string>(...sides, "CANCELLED"),
  });
}

/** The cases a rule turns on, always run: stake back, a winner nobody bet on, DRAW, CANCELLED, no bets, rounding. */
function examples(game: Game): [{ bets: Planned[]; result: string }][] {
  const [a, b] = mainSides(game);
  const bet = (player: number, side: Side, pesoAmount: number): Planned => ({
    player,
    side,
    stakeCentavos: pesos(pesoAmount),
  });
  return [
    [{ bets: [bet(0, a, 1_000), bet(1, a, 333.33)], result: a }],
    [{ bets: [bet(0, a, 100_000), bet(1, b, 10), bet(2, "DRAW", 50)], result: a }],
    [{ bets: [bet(0, a, 500), bet(1, "DRAW", 20)], result: b }],
    [{ bets: [bet(0, a, 700.01), bet(1, b, 300.03), bet(2, "DRAW", 99.99), bet(2, "DRAW", 10)], result: "DRAW" }],
    [{ bets: [bet(0, a, 60), bet(1, b, 40), bet(3, "DRAW", 15)], result: "CANCELLED" }],
    [{ bets: [], result: a }],
    [{ bets: [bet(0, a, 60_000.07), bet(0, a, 11.11), bet(1, b, 40_000.05), bet(3, b, 12.34)], result: b }],
  ];
}

type BetRow = {
  id: string | number;
  user_id: number;
  side: Side;
  stake_centavos: string | number;
  status: string;
  payout_centavos: string | number;
  per100_centavos: string | number | null;
  transfer_code: string | null;
  transfer_amount: string | number | null;
  transfer_owner: number | null;
};

describe.each(await testDatabaseKinds())("the settlement statement on %s", (kind) => {
  const h = bettingSuite(kind);

  it.each<Game>(["sabong", "apple"])("settles %s bets exactly as settleFight does", async (game) => {
    const players = await createPlayers(h, 4, { fundCentavos: pesos(1_000_000) });
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fightArb(game), async ({ bets, result }: { bets: Planned[]; result: string }) => {
        runs++;
        const { fightId } = await openFight(h, game, game === "apple" ? { drawEnabled: true } : {});
        for (const b of bets) {
          const player = players[b.player];
          if (!player) throw new Error("player");
          await mustBet(h, game, player.headers, fightId, b.side, b.stakeCentavos);
        }
        await mustAct(h, game, fightId, "close");
        const answer = await mustAct(h, game, fightId, "declare", { result });

        const rows = resultRows<BetRow>(
          await h.db.execute(sql`
            select b.id, b.user_id, b.side, b.stake_centavos, b.status, b.payout_centavos, b.per100_centavos,
              t.code as transfer_code, t.amount_centavos as transfer_amount, a.owner_user_id as transfer_owner
            from bets b
            left join ledger_transfers t on t.ref_type = 'bet' and t.ref_id = b.id::text
              and t.code in ('PAYOUT', 'REFUND')
            left join ledger_accounts a on a.id = t.credit_account_id and a.purpose = 'points'
            where b.fight_id = ${fightId}
            order by b.id`),
        );
        expect(rows).toHaveLength(bets.length);
        const fightBets: FightBet[] = rows.map((r) => ({
          betId: Number(r.id),
          userId: Number(r.user_id),
          side: r.side,
          stakeCentavos: Number(r.stake_centavos),
        }));
        const expected = settleFight({
          game,
          result: result as never,
          plasadaBp: answer.settlement.plasadaBp,
          drawOddsMultiplier: answer.settlement.drawOddsMultiplier,
          bets: fightBets,
        });
        const per100Of = (side: Side) =>
          side === "DRAW"
            ? (answer.settlement.drawOddsMultiplier + 1) * 10_000
            : (expected.per100Centavos[side as keyof typeof expected.per100Centavos] ?? null);
        expect(
          rows.map((r) => ({
            status: r.status,
            payout: Number(r.payout_centavos),
            per100: r.per100_centavos === null ? null : Number(r.per100_centavos),
            transfer: r.transfer_code === null ? null : [r.transfer_code, Number(r.transfer_amount), r.transfer_owner],
          })),
        ).toEqual(
          expected.bets.map((b) => ({
            status: b.outcome,
            payout: b.payoutCentavos,
            per100: per100Of(b.side),
            transfer:
              b.payoutCentavos === 0
                ? null
                : [b.outcome === "REFUNDED" ? "REFUND" : "PAYOUT", b.payoutCentavos, b.userId],
          })),
        );
        expect(answer.settlement).toMatchObject({
          result,
          stakesCentavos: expected.stakesCentavos,
          payoutsCentavos: expected.payoutsCentavos,
          houseCentavos: expected.houseCentavos,
          roundingCentavos: expected.roundingCentavos,
          drawFundingCentavos: expected.drawFundingCentavos,
          stakeBackCentavos: expected.stakeBackCentavos,
          winnerHadNoBets: expected.winnerHadNoBets,
          lowPayoutWarning: expected.lowPayoutWarning,
          wonBets: expected.bets.filter((b) => b.outcome === "WON").length,
          lostBets: expected.bets.filter((b) => b.outcome === "LOST").length,
          refundedBets: expected.bets.filter((b) => b.outcome === "REFUNDED").length,
        });
      }),
      { numRuns: 20, seed: 20261127, examples: examples(game) },
    );
    expect(runs).toBe(20);
    await expectLedgerSound(h.db);
  });
});
