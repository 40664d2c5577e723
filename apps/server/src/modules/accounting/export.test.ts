import { Readable } from "node:stream";
import type { AccountingCriteria, AccountingFigures, AccountingReport } from "@sabong/shared/accounting";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { accountingExportFileName, accountingWorkbook, type ExportSources, type ExportTransfer } from "./export.ts";

/** The workbook writer on its own, with made-up sources: sheets, number cells and the row cap. */

const figures = (turnover: number, commission: number): AccountingFigures => ({
  turnoverCentavos: turnover,
  stakeCount: 3,
  refundsCentavos: 5,
  payoutsCentavos: 1_001,
  plasadaCentavos: 7,
  drawFundingCentavos: 0,
  commissionCentavos: commission,
  commissionByLevel: [{ role: "gold-agent", label: "MASTER-AGENT", centavos: commission }],
  openStakesCentavos: 0,
  houseResultCentavos: turnover - 5 - 1_001 - commission,
});

const criteria: AccountingCriteria = { from: "2025-01-01", to: "2025-01-31", game: "all", groupBy: "game" };

function fakeReport(c: AccountingCriteria): AccountingReport {
  return {
    criteria: { ...c, agentId: null, agentUsername: null },
    rows: [
      { key: "a", label: "First", game: "sabong", agentId: null, ...figures(123_456, 29) },
      { key: "b", label: "Second", game: "pick3", agentId: null, ...figures(1, 1) },
    ],
    totals: figures(123_457, 30),
    byDay: [],
    byGame: [],
    generatedAt: "2025-02-01T01:02:03.000Z",
  };
}

const transfer = (id: number): ExportTransfer => ({
  id,
  createdAt: new Date("2025-01-31T16:30:00.000Z"),
  game: "sabong",
  contestLabel: "Derby · Fight 1",
  category: "BET",
  username: "player",
  signedAmountCentavos: -id * 101,
});

function sources(count: number): ExportSources & { batchesRead: number } {
  const all = Array.from({ length: count }, (_, i) => transfer(i + 1));
  const state = {
    batchesRead: 0,
    report: async (c: AccountingCriteria) => fakeReport(c),
    countTransfers: async (_c: AccountingCriteria, limit: number) => Math.min(all.length, limit),
    async *transferBatches(_c: AccountingCriteria, batchSize: number, limit: number) {
      for (let at = 0; at < Math.min(all.length, limit); at += batchSize) {
        state.batchesRead++;
        yield all.slice(at, Math.min(at + batchSize, limit));
      }
    },
  };
  return state;
}

async function open(stream: Readable): Promise<ExcelJS.Workbook> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

function valuesOf(sheet: ExcelJS.Worksheet | undefined, row: number): unknown[] {
  if (!sheet) throw new Error("missing sheet");
  return (sheet.getRow(row).values as unknown[]).slice(1);
}

describe("the accounting workbook", () => {
  it("has the cover, one sheet per grouping with a bold TOTAL row, and the transfers, money as peso numbers", async () => {
    const workbook = await open(await accountingWorkbook(sources(3), criteria));
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "Criteria",
      "By day",
      "By event or draw",
      "By game",
      "By agent",
      "Transfers",
    ]);
    const cover = new Map(
      workbook
        .getWorksheet("Criteria")
        ?.getSheetValues()
        .slice(1)
        .map((r) => [(r as unknown[])[1], (r as unknown[])[2]]),
    );
    expect(cover.get("From")).toBe("2025-01-01");
    expect(cover.get("Grouping")).toBe("Game");
    expect(cover.get("Generated at")).toBe("2025-02-01 09:02:03 (Manila)");
    expect(String(cover.get("Figures"))).toContain("sum of ledger transfers");
    expect(cover.has("Transfers sheet")).toBe(false);

    const byGame = workbook.getWorksheet("By game");
    expect(valuesOf(byGame, 1)).toEqual([
      "Game",
      "Game",
      "Turnover",
      "Stakes",
      "Refunds",
      "Payouts",
      "Plasada",
      "Draw funding",
      "Commission",
      "Commission: MASTER-AGENT",
      "Open stakes",
      "House result",
    ]);
    expect(valuesOf(byGame, 2)).toEqual(["First", "Sabong", 1234.56, 3, 0.05, 10.01, 0.07, 0, 0.29, 0.29, 0, 1224.21]);
    const total = byGame?.getRow(4);
    expect(total?.getCell(1).value).toBe("TOTAL");
    expect(total?.font?.bold).toBe(true);
    expect(total?.getCell(3).value).toBe(1234.57);
    expect(total?.getCell(3).numFmt).toBe("#,##0.00");
    expect(total?.getCell(4).numFmt).toBe("#,##0");

    const transfers = workbook.getWorksheet("Transfers");
    expect(transfers?.rowCount).toBe(4);
    const first = transfers?.getRow(2);
    expect(first?.getCell(1).value).toBe(1);
    // Manila wall clock: 16:30 UTC on the 31st is 00:30 on 1 February in Manila.
    expect((first?.getCell(2).value as Date | undefined)?.toISOString()).toBe("2025-02-01T00:30:00.000Z");
    expect(valuesOf(transfers, 2).slice(2)).toEqual(["Sabong", "Derby · Fight 1", "BET", "player", -1.01]);
    expect(first?.getCell(7).numFmt).toBe("#,##0.00");
    expect(typeof first?.getCell(7).value).toBe("number");
  });

  it("reads the transfers in bounded batches and stops at the cap, saying so on the cover", async () => {
    const source = sources(10);
    const workbook = await open(await accountingWorkbook(source, criteria, { maxTransfers: 4, batchSize: 3 }));
    expect(source.batchesRead).toBe(2);
    const transfers = workbook.getWorksheet("Transfers");
    expect(transfers?.getRow(5).getCell(1).value).toBe(4);
    expect(transfers?.getRow(6).getCell(1).value).toBe("Stopped at 4 transfers");
    const coverText = JSON.stringify(workbook.getWorksheet("Criteria")?.getSheetValues());
    expect(coverText).toContain("Cut at 4 rows: more transfers match");
  });

  it("reads the next batch only when the answer has taken the last, and stops when the answer is closed", async () => {
    const source = sources(8_000);
    const stream = await accountingWorkbook(source, criteria, { maxTransfers: 8_000, batchSize: 100 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nobody reads the answer: the writer waits instead of piling the rows up in memory.
    expect(source.batchesRead).toBeGreaterThan(0);
    // 80 batches in all; a few hundred kB of rows fill the pipes.
    expect(source.batchesRead).toBeLessThan(40);
    const stalledAt = source.batchesRead;
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(source.batchesRead).toBeLessThanOrEqual(stalledAt + 1);

    // Read, the same export runs to its end.
    const whole = await open(
      await accountingWorkbook(sources(8_000), criteria, { maxTransfers: 8_000, batchSize: 100 }),
    );
    expect(whole.getWorksheet("Transfers")?.rowCount).toBe(8_001);
  });

  it("a failing report fails before the answer starts (so the route answers an error, not a broken file)", async () => {
    const failing = { ...sources(1), report: async () => Promise.reject(new Error("agent not found")) };
    await expect(accountingWorkbook(failing, criteria)).rejects.toThrow("agent not found");
    expect(accountingExportFileName(criteria)).toBe("accounting-2025-01-01-to-2025-01-31.xlsx");
  });

  it("a source failing mid-file ends the stream with the error", async () => {
    const broken = {
      ...sources(1),
      // biome-ignore lint/correctness/useYield: a source that fails on its first read.
      async *transferBatches(): AsyncGenerator<ExportTransfer[]> {
        throw new Error("connection lost");
      },
    };
    await expect(open(Readable.from(await accountingWorkbook(broken, criteria)))).rejects.toThrow("connection lost");
  });
});
