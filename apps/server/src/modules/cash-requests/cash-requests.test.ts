import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { type Api, signedInAs } from "../../testing/api.ts";
import { loginAs, testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { GIF_BYTES, GPS_TEXT, pngWithText } from "../../testing/identity.ts";
import { auditCount, expectLedgerSound, fund, makeUser, points } from "../../testing/ledger.ts";

const kinds = await testDatabaseKinds();

const cashIn = (api: Api, body: Record<string, unknown> = {}) =>
  api("POST", "/api/player/cash-requests/cash-in", {
    desk: "upline",
    amountCentavos: 50_000,
    eWallet: "gcash",
    reference: "5001 2345 6789",
    idempotencyKey: randomUUID(),
    ...body,
  });

const cashOut = (api: Api, body: Record<string, unknown> = {}) =>
  api("POST", "/api/player/cash-requests/cash-out", {
    desk: "upline",
    amountCentavos: 20_000,
    eWallet: "maya",
    walletNumber: "0917 123 4567",
    idempotencyKey: randomUUID(),
    ...body,
  });

describe.each(kinds)("cash-in and cash-out requests on %s", (kind) => {
  const t = testAppSuite(kind);

  /** A new player under the demo gold agent, a sibling agent beside gold, all signed in; gold has ₱10,000. */
  async function world() {
    const db = t.ctx.db;
    const gold = t.ids.get("gold") as number;
    const master = t.ids.get("master") as number;
    const player = await makeUser(db, { type: "player", uplineId: gold });
    const sibling = await makeUser(db, { type: "user", agentType: "gold-agent", uplineId: master });
    await fund(db, gold, 1_000_000);
    const as = await signedInAs(t, ["gold", "cashier", player.username, sibling.username]);
    return {
      db,
      gold,
      player,
      goldApi: as.gold as Api,
      cashier: as.cashier as Api,
      playerApi: as[player.username] as Api,
      siblingApi: as[sibling.username] as Api,
    };
  }

  const loadsOf = async (playerId: number) => {
    const rows = resultRows<{ n: number }>(
      await t.ctx.db.execute(sql`
        select count(*)::int as n from ledger_transfers tr
        join ledger_accounts a on a.id = tr.credit_account_id
        where tr.code = 'LOAD' and a.owner_user_id = ${playerId}`),
    );
    return rows[0]?.n ?? 0;
  };

  it("credits once under 20 concurrent approvals and on replay; both sides see it approved", async () => {
    const w = await world();
    const asked = await cashIn(w.playerApi);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({
      state: "pending",
      kind: "cash-in",
      reference: "500123456789",
      handler: { userId: w.gold },
    });
    const id = asked.body.id as number;

    const queue = await w.goldApi("GET", "/api/cash-requests/queue");
    expect(queue.body.pending.map((r: { id: number }) => r.id)).toContain(id);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => w.goldApi("POST", `/api/cash-requests/${id}/approve`)),
    );
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const transferIds = new Set(answers.map((a) => a.body.transferId));
    expect(transferIds.size).toBe(1);
    expect([...transferIds][0]).toEqual(expect.any(Number));
    expect(await points(w.db, w.player.id)).toBe(50_000);
    expect(await points(w.db, w.gold)).toBe(1_000_000 - 50_000);
    expect(await loadsOf(w.player.id)).toBe(1);

    // A replay later answers the same approval and moves nothing.
    const replay = await w.goldApi("POST", `/api/cash-requests/${id}/approve`);
    expect(replay.status).toBe(200);
    expect(replay.body.transferId).toBe(answers[0]?.body.transferId);
    expect(await points(w.db, w.player.id)).toBe(50_000);
    expect(await loadsOf(w.player.id)).toBe(1);

    const mine = await w.playerApi("GET", "/api/player/cash-requests");
    expect(mine.body.items[0]).toMatchObject({ id, state: "approved", decidedBy: { username: "gold" } });
    const after = await w.goldApi("GET", "/api/cash-requests/queue");
    expect(after.body.pending.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(after.body.recent[0]).toMatchObject({ id, state: "approved" });
    // The request and its approval are audited, and so is the wallet's load.
    expect(await auditCount(w.db, "cash-request.approve")).toBeGreaterThanOrEqual(1);
    await expectLedgerSound(w.db);
  });

  it("rejects with a reason the player reads; a rejected request cannot then be approved or cancelled", async () => {
    const w = await world();
    const { body } = await cashIn(w.playerApi, { amountCentavos: 30_000 });
    const noReason = await w.goldApi("POST", `/api/cash-requests/${body.id}/reject`, { reason: "" });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error).toContain("Say why the request is rejected");
    const rejected = await w.goldApi("POST", `/api/cash-requests/${body.id}/reject`, {
      reason: "No GCash payment with that reference",
    });
    expect(rejected.status).toBe(200);
    const mine = await w.playerApi("GET", "/api/player/cash-requests");
    expect(mine.body.items[0]).toMatchObject({ state: "rejected", reason: "No GCash payment with that reference" });

    const approve = await w.goldApi("POST", `/api/cash-requests/${body.id}/approve`);
    expect(approve.status).toBe(422);
    expect(approve.body.error).toBe("This request was already rejected");
    const cancel = await w.playerApi("POST", `/api/player/cash-requests/${body.id}/cancel`);
    expect(cancel.status).toBe(422);
    expect(await points(w.db, w.player.id)).toBe(0);
  });

  it("lets the player cancel a waiting request, after which nobody can approve it", async () => {
    const w = await world();
    const { body } = await cashIn(w.playerApi);
    const cancelled = await w.playerApi("POST", `/api/player/cash-requests/${body.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe("cancelled");
    const approve = await w.goldApi("POST", `/api/cash-requests/${body.id}/approve`);
    expect(approve.body.error).toBe("This request was cancelled by the player");
    expect(await points(w.db, w.player.id)).toBe(0);
  });

  it("refuses a cash-out above the balance plainly, when asked and when the balance fell since", async () => {
    const w = await world();
    const tooMuch = await cashOut(w.playerApi, { amountCentavos: 10_000 });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.error).toBe("You have ₱0.00: you cannot cash out ₱100.00");

    await fund(w.db, w.player.id, 30_000);
    const asked = await cashOut(w.playerApi, { amountCentavos: 25_000, desk: "cashier" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({ walletNumber: "+639171234567", handler: null, desk: "cashier" });
    // The agent does not see the cashiers' desk; a cashier does.
    const goldQueue = await w.goldApi("GET", "/api/cash-requests/queue");
    expect(goldQueue.body.pending.map((r: { id: number }) => r.id)).not.toContain(asked.body.id);
    const desk = await w.cashier("GET", "/api/cash-requests/queue");
    expect(desk.body.pending.map((r: { id: number }) => r.id)).toContain(asked.body.id);

    // The player spends meanwhile: ₱100 left, the approval is refused and the request keeps waiting.
    const spend = await w.goldApi("POST", "/api/points/withdraw", {
      targetUserId: w.player.id,
      amountCentavos: 20_000,
      idempotencyKey: randomUUID(),
    });
    expect(spend.status).toBe(200);
    const short = await w.cashier("POST", `/api/cash-requests/${asked.body.id}/approve`);
    expect(short.status).toBe(422);
    expect(short.body.error).toContain("does not have enough points to withdraw that amount");
    const mine = await w.playerApi("GET", "/api/player/cash-requests");
    expect(mine.body.items[0]).toMatchObject({ id: asked.body.id, state: "pending", transferId: null });
    expect(await points(w.db, w.player.id)).toBe(10_000);
    await expectLedgerSound(w.db);
  });

  it("lets no other agent see or act on another agent's player's request", async () => {
    const w = await world();
    const { body } = await cashIn(w.playerApi, { screenshot: pngWithText().toString("base64") });
    for (const url of [`/api/cash-requests/${body.id}/approve`, `/api/cash-requests/${body.id}/reject`]) {
      const answer = await w.siblingApi("POST", url, { reason: "not mine" });
      expect(answer.status).toBe(404);
      expect(answer.body.error).toBe("Request not found");
    }
    const theirQueue = await w.siblingApi("GET", "/api/cash-requests/queue");
    expect(theirQueue.body.pending).toEqual([]);
    const peek = await w.siblingApi("GET", `/api/cash-requests/${body.id}/screenshot`);
    expect(peek.status).toBe(404);
    // A cashier cannot take an agent's request either.
    const cashier = await w.cashier("POST", `/api/cash-requests/${body.id}/approve`);
    expect(cashier.status).toBe(404);
    expect(await points(w.db, w.player.id)).toBe(0);
  });

  it("stores a screenshot by its bytes without its metadata, shows it to the handler only, and refuses a GIF", async () => {
    const w = await world();
    const gif = await cashIn(w.playerApi, { screenshot: GIF_BYTES.toString("base64") });
    expect(gif.status).toBe(400);
    expect(gif.body.error).toBe("The screenshot must be a JPEG or PNG image");
    const notBase64 = await cashIn(w.playerApi, { screenshot: "not a picture!" });
    expect(notBase64.status).toBe(400);

    const sent = await cashIn(w.playerApi, { screenshot: pngWithText().toString("base64") });
    expect(sent.status).toBe(200);
    expect(sent.body.hasScreenshot).toBe(true);
    const before = await auditCount(w.db, "cash-request.screenshot-view");
    const seen = await t.app.inject({
      method: "GET",
      url: `/api/cash-requests/${sent.body.id}/screenshot`,
      headers: await loginAs(t.app, "gold"),
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers["content-type"]).toBe("image/png");
    expect(seen.rawPayload.includes(GPS_TEXT)).toBe(false);
    expect(await auditCount(w.db, "cash-request.screenshot-view")).toBe(before + 1);
    const byPlayer = await w.playerApi("GET", `/api/cash-requests/${sent.body.id}/screenshot`);
    expect(byPlayer.status).toBe(403);
  });
});
