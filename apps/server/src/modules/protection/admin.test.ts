import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { accessTokenOf } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { newKey, protectionSuite } from "../../testing/protection.ts";

const pesos = (amount: number) => amount * 100;

describe.each(await testDatabaseKinds())("the admin's responsible-gaming list on %s", (kind) => {
  const h = protectionSuite(kind);

  /** Four players, one per situation, with a shared name part so a search finds exactly them. */
  async function fourPlayers(tag: string) {
    const limited = await h.newPlayer();
    const pending = await h.newPlayer();
    const timedOut = await h.newPlayer("loader");
    const excluded = await h.newPlayer();
    const untouched = await h.newPlayer();
    await limited.api("PUT", "/api/protection/limits/loss:day", { value: pesos(500), idempotencyKey: newKey() });
    await limited.api("PUT", "/api/protection/limits/wager:week", { value: pesos(900), idempotencyKey: newKey() });
    await pending.api("PUT", "/api/protection/limits/load:day", { value: pesos(500), idempotencyKey: newKey() });
    await pending.api("PUT", "/api/protection/limits/load:day", { value: pesos(800), idempotencyKey: newKey() });
    await timedOut.api("POST", "/api/protection/time-out", { length: "7d", idempotencyKey: newKey() });
    await excluded.api("POST", "/api/protection/self-exclusion", { length: "6m", idempotencyKey: newKey() });
    // The search looks at names too: these players share the tag in theirs.
    for (const p of [limited, pending, timedOut, excluded, untouched]) {
      await h.db.execute(sql`update users set name = ${`${tag} ${p.username}`} where id = ${p.id}`);
    }
    return { limited, pending, timedOut, excluded, untouched };
  }

  it("filters players by limits, pending changes, time-outs and self-exclusions, searching names", async () => {
    const tag = `rg${Date.now().toString(36)}`;
    const p = await fourPlayers(tag);
    const admin = await h.as("admin");
    const list = async (filter: string, extra = "") =>
      admin("GET", `/api/admin/responsible-gaming?filter=${filter}&q=${tag}${extra}`);
    const ids = (body: { items: { userId: number }[] }) => body.items.map((row) => row.userId).sort((a, b) => a - b);
    const sorted = (...users: { id: number }[]) => users.map((u) => u.id).sort((a, b) => a - b);

    const all = await list("all");
    expect(all.status).toBe(200);
    expect(ids(all.body)).toEqual(sorted(p.limited, p.pending, p.timedOut, p.excluded));
    expect(all.body.total).toBe(4);
    expect(ids((await list("limits")).body)).toEqual(sorted(p.limited, p.pending));
    expect(ids((await list("pending")).body)).toEqual(sorted(p.pending));
    expect(ids((await list("time-out")).body)).toEqual(sorted(p.timedOut));
    expect(ids((await list("self-exclusion")).body)).toEqual(sorted(p.excluded));

    const rows = all.body.items as { userId: number }[];
    expect(rows.find((r) => r.userId === p.limited.id)).toEqual({
      userId: p.limited.id,
      username: p.limited.username,
      uplineName: "gold",
      limitCount: 2,
      pendingCount: 0,
      restriction: null,
    });
    expect(rows.find((r) => r.userId === p.pending.id)).toMatchObject({ limitCount: 1, pendingCount: 1 });
    expect(rows.find((r) => r.userId === p.timedOut.id)).toMatchObject({
      uplineName: "loader",
      restriction: { kind: "time-out" },
    });
    const excludedRow = rows.find((r) => r.userId === p.excluded.id) as unknown as {
      restriction: { startedAt: string; endsAt: string; irrevocableUntil: string };
    };
    expect(excludedRow.restriction.irrevocableUntil).toBe(excludedRow.restriction.endsAt);

    const page2 = await list("all", "&page=2&pageSize=3");
    expect(page2.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.body.items).toHaveLength(1);
    expect((await list("everything")).status).toBe(400);
    const gold = await h.as("gold");
    expect((await gold("GET", "/api/admin/responsible-gaming")).status).toBe(403);
  });

  it("exports the filter's rows as .xlsx", async () => {
    const tag = `rx${Date.now().toString(36)}`;
    const p = await fourPlayers(tag);
    const url = `/api/admin/responsible-gaming.xlsx?filter=all&q=${tag}`;
    expect((await h.t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const authorization = `Bearer ${await accessTokenOf(h.t.app, "admin")}`;
    const file = await h.t.app.inject({ method: "GET", url, headers: { authorization } });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="responsible-gaming-all-.*\.xlsx"$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const names: unknown[] = [];
    book.getWorksheet("Players")?.eachRow((row, n) => {
      if (n > 1) names.push(row.getCell(1).value);
    });
    expect(names.sort()).toEqual(
      [p.limited.username, p.pending.username, p.timedOut.username, p.excluded.username].sort(),
    );
  });
});
