import { type AccountingFigures, type AccountingReport, REPORT_GROUPINGS } from "@sabong/shared/accounting";
import { addCalendarDays, manilaDateOf, manilaDayStart } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { XLSX_CONTENT_TYPE } from "../../http/files.ts";
import { apiAs } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { bettingSuite, createPlayers, mustAct, mustBet, openFight, pesos } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { countExportTransfers, exportTransferBatches } from "./export-transfers.ts";
import { foldLedger } from "./service.ts";

type Criteria = { from: string; to: string; game?: string; agentId?: number; groupBy?: string };

const SHEETS = ["By day", "By event or draw", "By game", "By agent"] as const;

/** Pesos in a cell back to centavos (the cells hold centavos / 100). */
const centavos = (cell: ExcelJS.CellValue) => Math.round((cell as number) * 100);

describe.each(await testDatabaseKinds())("the accounting export on %s", (kind) => {
  const h = bettingSuite(kind);
  const today = manilaDateOf(new Date());

  const download = (criteria: object, headers = h.admin) =>
    h.t.app.inject({ method: "POST", url: "/api/admin/excel-history", headers, payload: criteria });

  async function workbookOf(criteria: Criteria): Promise<ExcelJS.Workbook> {
    const file = await download(criteria);
    expect(file.statusCode, file.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }

  async function report(criteria: Criteria): Promise<AccountingReport> {
    const query = new URLSearchParams(Object.entries(criteria).map(([k, v]): [string, string] => [k, String(v)]));
    const answer = await apiAs(h.t, h.admin)("GET", `/api/admin/accounting?${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as AccountingReport;
  }

  /** A grouping sheet's TOTAL row, by column header, in centavos (counts as they are). */
  function totalRow(sheet: ExcelJS.Worksheet | undefined): Map<string, number> {
    if (!sheet) throw new Error("missing sheet");
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    let total: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === "TOTAL") total = row;
    });
    if (!total) throw new Error(`no TOTAL row on ${sheet.name}`);
    expect(total.font?.bold).toBe(true);
    const row = total;
    return new Map(
      headers.slice(2).map((header, i) => {
        const cell = row.getCell(i + 3);
        expect(typeof cell.value, `${sheet.name} ${header}`).toBe("number");
        if (header === "Stakes") return [header, cell.value as number];
        expect(cell.numFmt, `${sheet.name} ${header}`).toBe("#,##0.00");
        return [header, centavos(cell.value)];
      }),
    );
  }

  const expectedTotals = (f: AccountingFigures) =>
    new Map<string, number>([
      ["Turnover", f.turnoverCentavos],
      ["Stakes", f.stakeCount],
      ["Refunds", f.refundsCentavos],
      ["Payouts", f.payoutsCentavos],
      ["Plasada", f.plasadaCentavos],
      ["Draw funding", f.drawFundingCentavos],
      ["Commission", f.commissionCentavos],
      ...f.commissionByLevel.map((l): [string, number] => [`Commission: ${l.label}`, l.centavos]),
      ["Open stakes", f.openStakesCentavos],
      ["House result", f.houseResultCentavos],
    ]);

  /** The Transfers sheet's signed amounts, in centavos, by category; and its row count. */
  function transfersOf(workbook: ExcelJS.Workbook): { byCategory: Map<string, number>; rows: number; abs: number } {
    const sheet = workbook.getWorksheet("Transfers");
    const byCategory = new Map<string, number>();
    let rows = 0;
    let abs = 0;
    sheet?.eachRow((row, n) => {
      if (n === 1) return;
      const amount = row.getCell(7);
      expect(amount.numFmt).toBe("#,##0.00");
      const c = centavos(amount.value);
      const category = String(row.getCell(5).value);
      byCategory.set(category, (byCategory.get(category) ?? 0) + c);
      abs += Math.abs(c);
      rows++;
    });
    return { byCategory, rows, abs };
  }

  it("every grouping's TOTAL row is the report's totals, and the transfers add up to the ledger", async () => {
    const [a, b, c] = await createPlayers(h, 3, { fundCentavos: pesos(2_000) });
    if (!a || !b || !c) throw new Error("players");
    const sabong = await openFight(h, "sabong", { name: "Export Derby" });
    await mustBet(h, "sabong", a.headers, sabong.fightId, "MERON", pesos(1_000));
    await mustBet(h, "sabong", b.headers, sabong.fightId, "WALA", pesos(700.35));
    await mustAct(h, "sabong", sabong.fightId, "close");
    await foldLedger(h.db);
    await mustAct(h, "sabong", sabong.fightId, "declare", { result: "MERON" });
    const apple = await openFight(h, "apple", { name: "Export Apples" });
    await mustBet(h, "apple", c.headers, apple.fightId, "PULA", pesos(300.01));
    await mustAct(h, "apple", apple.fightId, "cancel");

    const criteria = { from: today, to: today, groupBy: "contest" } as const;
    const json = await report(criteria);
    expect(json.totals.turnoverCentavos).toBeGreaterThanOrEqual(pesos(2_000.36));
    expect(json.totals.refundsCentavos).toBeGreaterThanOrEqual(pesos(300.01));
    const workbook = await workbookOf(criteria);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(["Criteria", ...SHEETS, "Transfers"]);
    for (const name of SHEETS) expect(totalRow(workbook.getWorksheet(name)), name).toEqual(expectedTotals(json.totals));
    // The contest sheet names the fight as the report does.
    const labels: string[] = [];
    workbook.getWorksheet("By event or draw")?.eachRow((row) => labels.push(String(row.getCell(1).value)));
    expect(labels).toEqual(expect.arrayContaining(json.rows.map((r) => r.label)));

    const transfers = transfersOf(workbook);
    expect(transfers.byCategory.get("BET") ?? 0).toBe(json.totals.turnoverCentavos);
    expect(transfers.byCategory.get("REFUND") ?? 0).toBe(json.totals.refundsCentavos);
    expect(transfers.byCategory.get("PAYOUT") ?? 0).toBe(json.totals.payoutsCentavos);
    expect(transfers.byCategory.get("COMMISSION") ?? 0).toBe(json.totals.commissionCentavos);
    expect(transfers.byCategory.get("PLASADA") ?? 0).toBe(json.totals.plasadaCentavos);
    const start = manilaDayStart(today).toISOString();
    const end = manilaDayStart(addCalendarDays(today, 1)).toISOString();
    const [ledger] = resultRows<{ n: string; total: string }>(
      await h.db.execute(sql`select count(*) as n, sum(amount_centavos) as total from ledger_transfers
                             where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz`),
    );
    expect(transfers.rows).toBe(Number(ledger?.n));
    expect(transfers.abs).toBe(Number(ledger?.total));
  });

  it("with a game and an agent: the totals still match the report's, and the transfers are only theirs", async () => {
    for (const game of ["sabong", "apple"] as const) {
      const criteria = { from: today, to: today, game, agentId: h.ids.get("gold") as number, groupBy: "day" } as const;
      const json = await report(criteria);
      expect(json.totals.turnoverCentavos, game).toBeGreaterThan(0);
      const workbook = await workbookOf(criteria);
      for (const name of SHEETS) expect(totalRow(workbook.getWorksheet(name))).toEqual(expectedTotals(json.totals));
      const games = new Set<string>();
      workbook.getWorksheet("Transfers")?.eachRow((row, n) => n > 1 && games.add(String(row.getCell(3).value)));
      expect([...games]).toEqual([game === "sabong" ? "Sabong" : expect.stringContaining("Apple")]);
      expect(transfersOf(workbook).byCategory.get("BET")).toBe(json.totals.turnoverCentavos);
      const cover = JSON.stringify(workbook.getWorksheet("Criteria")?.getSheetValues());
      expect(cover).toContain("gold and everyone below");
    }
  });

  it("pages the transfers on (created_at, id): small batches give the same rows, once each, in order", async () => {
    const criteria = { from: today, to: today, game: "all", groupBy: "day" } as const;
    const all: number[] = [];
    for await (const batch of exportTransferBatches(h.db, criteria, 100_000, 100_000))
      all.push(...batch.map((t) => t.id));
    // Settlement writes many transfers in one transaction (one created_at): the id breaks the ties.
    expect(all.length).toBeGreaterThan(10);
    const paged: number[][] = [];
    for await (const batch of exportTransferBatches(h.db, criteria, 3, 100_000)) paged.push(batch.map((t) => t.id));
    expect(paged.flat()).toEqual(all);
    expect(Math.max(...paged.map((b) => b.length))).toBe(3);
    const capped: number[] = [];
    for await (const batch of exportTransferBatches(h.db, criteria, 3, 7)) capped.push(...batch.map((t) => t.id));
    expect(capped).toEqual(all.slice(0, 7));
    expect(await countExportTransfers(h.db, criteria, 5)).toBe(5);
    expect(await countExportTransfers(h.db, criteria, 100_000)).toBe(all.length);
  });

  it("answers an attachment named for the range, never cached", async () => {
    const file = await download({ from: addCalendarDays(today, -3), to: today });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe(XLSX_CONTENT_TYPE);
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="accounting-${addCalendarDays(today, -3)}-to-${today}.xlsx"`,
    );
    expect(file.headers["cache-control"]).toBe("no-store");
    expect(REPORT_GROUPINGS).toHaveLength(SHEETS.length);
  });

  it("refuses bad criteria with 400 and everyone but the admin", async () => {
    const bad: object[] = [
      {},
      { from: today },
      { from: today, to: addCalendarDays(today, -1) },
      { from: addCalendarDays(today, -400), to: today },
      { from: today, to: today, game: "chess" },
      { from: today, to: today, groupBy: "hour" },
      { from: "2025-02-30", to: "2025-03-01" },
      { from: today, to: today, agentId: -1 },
    ];
    for (const criteria of bad) {
      const answer = await download(criteria);
      expect(answer.statusCode, JSON.stringify(criteria)).toBe(400);
      expect(typeof answer.json().error).toBe("string");
    }
    for (const who of [h.operator, h.player, await loginAs(h.t.app, "gold")]) {
      expect((await download({ from: today, to: today }, who)).statusCode).toBe(403);
    }
    const anonymous = await h.t.app.inject({
      method: "POST",
      url: "/api/admin/excel-history",
      payload: { from: today, to: today },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
