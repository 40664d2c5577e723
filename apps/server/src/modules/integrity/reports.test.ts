import { randomUUID } from "node:crypto";
import { manilaDateOf } from "@sabong/shared/time";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { apiAs, type Headers } from "../../testing/api.ts";
import { loginAs } from "../../testing/app.ts";
import { bettingSuite, createPlayers } from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { auditCount } from "../../testing/ledger.ts";
import { raiseAlerts } from "./alerts.ts";

type Sheet = (string | number | null)[][];

/** Every sheet of the answered workbook as rows of plain values (row 1 the headings). */
async function workbookOf(payload: Buffer): Promise<Map<string, Sheet>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheets = new Map<string, Sheet>();
  workbook.eachSheet((sheet) => {
    const rows: Sheet = [];
    sheet.eachRow((row) => {
      rows.push((row.values as ExcelJS.CellValue[]).slice(1).map((v) => (v === undefined ? null : (v as string))));
    });
    sheets.set(sheet.name, rows);
  });
  return sheets;
}

describe.each(await testDatabaseKinds())("the regulator's files on %s", (kind) => {
  const h = bettingSuite(kind);

  async function download(url: string, headers: Headers) {
    return h.t.app.inject({ method: "GET", url, headers });
  }

  it("lists the day's large loads and players' daily totals above the thresholds, audited, compliance only", async () => {
    const [big, many, small] = await createPlayers(h, 3);
    if (!big || !many || !small) throw new Error("players");
    const admin = apiAs(h.t, h.admin);
    const gold = apiAs(h.t, await loginAs(h.t.app, "gold"));
    const move = (api: typeof admin, url: string, body: object) =>
      api("POST", url, { ...body, idempotencyKey: randomUUID() });
    expect((await move(admin, "/api/admin/wallet/mint", { amountCentavos: 130_100_000 })).status).toBe(200);
    const goldId = h.ids.get("gold");
    expect((await move(admin, "/api/points/load", { targetUserId: goldId, amountCentavos: 130_100_000 })).status).toBe(
      200,
    );
    // ₱600,000 at once; ₱600,000 in three loads of ₱200,000 (none large, the day's total is); ₱1,000.
    const loads: [number, number][] = [
      [big.id, 60_000_000],
      [many.id, 20_000_000],
      [many.id, 20_000_000],
      [many.id, 20_000_000],
      [small.id, 100_000],
    ];
    for (const [targetUserId, amountCentavos] of loads) {
      expect((await move(gold, "/api/points/load", { targetUserId, amountCentavos })).status).toBe(200);
    }
    const day = manilaDateOf(new Date());
    const url = `/api/compliance/reports/large-transactions.xlsx?day=${day}`;
    expect((await download(url, h.operator)).statusCode).toBe(403);
    const audits = await auditCount(h.db, "compliance.report.large-transactions");
    const response = await download(url, h.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="large-transactions-${day}.xlsx"`);
    expect(await auditCount(h.db, "compliance.report.large-transactions")).toBe(audits + 1);

    const sheets = await workbookOf(response.rawPayload);
    const ours = (sheet: string) =>
      (sheets.get(sheet) ?? []).filter((row) => [big, many, small].some((p) => p.username === row[0]));
    const single = ours("Large transactions");
    expect(single).toHaveLength(1);
    expect(single[0]?.slice(0, 5)).toEqual([big.username, "gold", "gold", "Load", 600_000]);
    expect(sheets.get("Large transactions")?.[0]?.slice(0, 6)).toEqual([
      "Player",
      "Upline",
      "Agent",
      "Movement",
      "Amount (₱)",
      "Time (Manila)",
    ]);
    expect(ours("Daily totals").sort()).toEqual(
      [
        [big.username, "gold", 1, 600_000],
        [many.username, "gold", 3, 600_000],
      ].sort(),
    );

    const bad = await admin("GET", "/api/compliance/reports/large-transactions.xlsx?day=2025-02-30");
    expect(bad).toEqual({ status: 400, body: { error: "Dates must look like 2025-01-31" } });
  });

  it("exports a case: the alert, its evidence, the accounts with upline and KYC, notes and the audited steps", async () => {
    const [player] = await createPlayers(h, 1);
    if (!player) throw new Error("player");
    const [alertId] = await raiseAlerts(h.db, [
      {
        signal: {
          kind: "cash-cycling",
          score: 70,
          evidence: { withdrawalId: 41, loadIds: [7, 9], loadedCentavos: 2_000_000, stakedBasisPoints: 500 },
        },
        subject: `test:${randomUUID()}`,
        accountIds: [player.id],
      },
    ]);
    const admin = apiAs(h.t, h.admin);
    expect((await admin("POST", `/api/compliance/alerts/${alertId}/assign`)).status).toBe(200);
    expect((await admin("POST", `/api/compliance/alerts/${alertId}/notes`, { body: "Two agents." })).status).toBe(200);

    const url = `/api/compliance/alerts/${alertId}/export.xlsx`;
    expect((await download(url, h.operator)).statusCode).toBe(403);
    expect((await download("/api/compliance/alerts/999999/export.xlsx", h.admin)).statusCode).toBe(404);
    const audits = await auditCount(h.db, "integrity.alert.export");
    const response = await download(url, h.admin);
    expect(response.statusCode).toBe(200);
    expect(await auditCount(h.db, "integrity.alert.export")).toBe(audits + 1);

    const sheets = await workbookOf(response.rawPayload);
    expect([...sheets.keys()]).toEqual(["Criteria", "Evidence", "Accounts", "Notes", "Audit"]);
    expect(sheets.get("Criteria")).toContainEqual([
      "Alert",
      `#${alertId}: Loaded, barely staked, withdrawn through another agent`,
    ]);
    // jsonb keeps its own key order: the rows, in any order.
    expect(sheets.get("Evidence")?.slice(1).sort()).toEqual(
      [
        ["withdrawalId", 41],
        ["loadIds", "7, 9"],
        ["loadedCentavos", 2_000_000],
        ["stakedBasisPoints", 500],
      ].sort(),
    );
    expect(sheets.get("Accounts")?.slice(1)).toEqual([[player.username, "active", "gold", "verified"]]);
    expect(
      sheets
        .get("Notes")
        ?.slice(1)
        .map((row) => row.slice(1)),
    ).toEqual([["admin", "Two agents."]]);
    expect(
      sheets
        .get("Audit")
        ?.slice(1)
        .map((row) => row.slice(1)),
    ).toEqual([
      ["admin", "integrity.alert.assign"],
      ["admin", "integrity.alert.note"],
    ]);
  });
});
