import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { type Api, press, signedInAs } from "../../testing/api.ts";
import { loginAs, testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { passDrawTime } from "../../testing/draws.ts";
import { expectLedgerSound, fund, makeUser } from "../../testing/ledger.ts";
import { PESO_FORMAT } from "./report.ts";

const kinds = await testDatabaseKinds();

const matchup = { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" } as const;

async function openGameEndingDraw(operator: Api): Promise<number> {
  const drawAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const created = await operator("POST", "/api/game-ending/draws", { matchup, drawAt });
  expect(created.status).toBe(201);
  return created.body.id as number;
}

async function ticket(api: Api, drawId: number, key: string, lines: unknown[]) {
  const placed = await api("POST", "/api/player-game-ending/tickets", { drawId, idempotencyKey: key, lines });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
}

/** A sheet's rows as arrays of cell values (row 1 first), and its cells for formats. */
function rowsOf(sheet: ExcelJS.Worksheet | undefined): unknown[][] {
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const summaryOf = (workbook: ExcelJS.Workbook) =>
  new Map(rowsOf(workbook.getWorksheet("Summary")).map(([label, value]) => [String(label), value]));

describe.each(kinds)("the draw report on %s", (kind) => {
  const t = testAppSuite(kind);

  /** Sums of the draw's transfers by code, as the ledger holds them (centavos). */
  async function ledgerOf(drawId: number): Promise<Record<string, number>> {
    const rows = resultRows<{ code: string; total: string }>(
      await t.ctx.db.execute(sql`
        select code, sum(amount_centavos) as total from ledger_transfers
        where (ref_type = 'draw' and ref_id = ${String(drawId)})
           or (ref_type = 'ticket' and ref_id in (select id::text from tickets where draw_id = ${drawId}))
        group by code`),
    );
    return Object.fromEntries(rows.map((r) => [r.code, Number(r.total)]));
  }

  /** The raw answer: the file is binary (apiAs parses JSON). */
  async function download(drawId: number, game = "game-ending") {
    const headers = await loginAs(t.app, "operator");
    return t.app.inject({ method: "POST", url: `/api/${game}/download/${drawId}`, headers });
  }

  it("a settled draw the house lost: summary, tally and winners match the ledger, as numeric peso cells", async () => {
    const { operator, operator2, player } = await signedInAs(t, ["operator", "operator2", "player"]);
    const gold = t.ids.get("gold") as number;
    const other = await makeUser(t.ctx.db, { type: "player", uplineId: gold });
    await fund(t.ctx.db, t.ids.get("player") as number, 1_000_000);
    await fund(t.ctx.db, other.id, 1_000_000);
    const [second] = Object.values(await signedInAs(t, [other.username]));
    const drawId = await openGameEndingDraw(operator);

    // 89–74 → "94": a ₱100 straight on 94 pays ₱8,000 (×80), far more than the draw's sales: the house loses.
    await ticket(player, drawId, `report-${drawId}-1`, [
      { combination: "94", form: "straight", stakeCentavos: 10_000 },
      { combination: "49", form: "rambolito", stakeCentavos: 2_000 },
      { combination: "12", form: "straight", stakeCentavos: 5_000 },
    ]);
    await ticket(second as Api, drawId, `report-${drawId}-2`, [
      { combination: "07", form: "straight", stakeCentavos: 3_000 },
      { combination: "94", form: "rambolito", stakeCentavos: 1_000 },
    ]);
    expect((await press(operator, `/api/game-ending/draws/${drawId}/close`, { reason: "Play started" })).status).toBe(
      200,
    );
    await passDrawTime(t.ctx.db, drawId);
    expect(
      (await press(operator, `/api/game-ending/draws/${drawId}/result`, { scores: { home: 89, away: 74 } })).status,
    ).toBe(200);
    const confirmed = await press(operator2, `/api/game-ending/draws/${drawId}/confirm`);
    expect(confirmed.body.state).toBe("SETTLED");

    const file = await download(drawId);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe(XLSX_CONTENT_TYPE);
    expect(file.headers["content-disposition"]).toContain(`game-ending-draw-${drawId}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Summary", "Tally", "Winners"]);

    const ledger = await ledgerOf(drawId);
    const sales = ledger.BET ?? 0;
    const hits = ledger.PAYOUT ?? 0;
    const commission = ledger.COMMISSION ?? 0;
    expect(sales).toBe(21_000);
    // 94 straight ₱100 × 80 = ₱8,000; 49 and 94 rambolito pay ×40: ₱20 → ₱800, ₱10 → ₱400.
    expect(hits).toBe(800_000 + 80_000 + 40_000);
    const summary = summaryOf(workbook);
    expect(summary.get("State")).toBe("SETTLED");
    expect(summary.get("Result")).toBe("94 (89–74)");
    expect(summary.get("Sales")).toBe(sales / 100);
    expect(summary.get("Hits (paid to winners)")).toBe(hits / 100);
    expect(summary.get("Winning lines")).toBe(3);
    expect(summary.get("Commissions")).toBe(commission / 100);
    expect(commission).toBeGreaterThan(0);
    const houseNet = summary.get("House net (negative: the house lost)") as number;
    expect(houseNet).toBe((sales - hits - commission) / 100);
    expect(houseNet).toBeLessThan(0);
    expect(summary.get("Voided / refunded")).toBe(0);
    const summarySheet = workbook.getWorksheet("Summary");
    summarySheet?.eachRow((row) => {
      if (row.getCell(1).value === "Sales") expect(row.getCell(2).numFmt).toBe(PESO_FORMAT);
    });

    const tally = rowsOf(workbook.getWorksheet("Tally"));
    expect(tally[0]?.slice(0, 5)).toEqual(["Combination", "Straight stake", "Rambolito stake", "Liability", "Cap"]);
    const byCombination = new Map(tally.slice(1).map((r) => [r[0], r]));
    // 94: its straight (8,000) and both rambolito lines covering it (800 + 400); 07 keeps its leading zero.
    expect(byCombination.get("94")?.slice(1, 5)).toEqual([100, 30, 9_200, 40_000]);
    expect(byCombination.get("49")?.slice(1, 4)).toEqual([0, 30, 1_200]);
    expect(byCombination.get("07")?.slice(1, 4)).toEqual([30, 0, 2_400]);
    expect(byCombination.get("12")?.slice(1, 4)).toEqual([50, 0, 4_000]);
    // Left: the largest straight stake still accepted, as the console and players see it: (₱40,000 − ₱9,200) ÷ ×80.
    expect(tally[0]?.[5]).toBe("Left");
    expect(byCombination.get("94")?.[5]).toBe(385);
    expect(byCombination.get("07")?.[5]).toBe(470);

    const winners = rowsOf(workbook.getWorksheet("Winners"));
    expect(winners[0]).toEqual([
      "Ticket",
      "Line",
      "Player",
      "Name",
      "Combination",
      "Form",
      "Stake",
      "Multiplier",
      "Payout",
    ]);
    const paid = winners.slice(1);
    expect(paid.map((w) => [w[2], w[4], w[5], w[6], w[8]])).toEqual([
      ["player", "94", "straight", 100, 8_000],
      ["player", "49", "rambolito", 20, 800],
      [other.username, "94", "rambolito", 10, 400],
    ]);
    expect(paid.reduce((sum, w) => sum + Number(w[8]), 0)).toBe(hits / 100);
    const payoutCell = workbook.getWorksheet("Winners")?.getRow(2).getCell(9);
    expect(typeof payoutCell?.value).toBe("number");
    expect(payoutCell?.numFmt).toBe(PESO_FORMAT);
    await expectLedgerSound(t.ctx.db);
  });

  it("a cancelled draw reports every stake refunded, as the ledger refunded it", async () => {
    const { operator, player } = await signedInAs(t, ["operator", "player"]);
    await fund(t.ctx.db, t.ids.get("player") as number, 100_000);
    const drawId = await openGameEndingDraw(operator);
    await ticket(player, drawId, `cancel-${drawId}-1`, [{ combination: "33", form: "straight", stakeCentavos: 2_500 }]);
    expect(
      (await press(operator, `/api/game-ending/draws/${drawId}/cancel`, { reason: "game postponed" })).status,
    ).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await download(drawId)).rawPayload as unknown as ArrayBuffer);
    const summary = summaryOf(workbook);
    expect(summary.get("State")).toBe("CANCELLED");
    expect(summary.get("Voided / refunded")).toBe(((await ledgerOf(drawId)).REFUND ?? 0) / 100);
    expect(summary.get("Voided / refunded")).toBe(25);
    expect(summary.get("Cancelled because")).toBe("game postponed");
    expect(rowsOf(workbook.getWorksheet("Winners"))).toHaveLength(1);
  });

  it("404 for an unknown draw or another game's draw; players may not download", async () => {
    const { operator, player } = await signedInAs(t, ["operator", "player"]);
    const drawId = await openGameEndingDraw(operator);
    expect((await download(999_999)).statusCode).toBe(404);
    expect((await download(drawId, "pick3")).statusCode).toBe(404);
    expect((await player("POST", `/api/game-ending/download/${drawId}`)).status).toBe(403);
    expect((await download(drawId)).statusCode).toBe(200);
  });
});
