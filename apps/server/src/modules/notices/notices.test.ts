import { describe, expect, it } from "vitest";
import { type Api, apiAs, press, signedInAs } from "../../testing/api.ts";
import { loginAs, testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { passDrawTime } from "../../testing/draws.ts";
import { expectLedgerSound, fund, makeUser } from "../../testing/ledger.ts";
import { recordNotice } from "./service.ts";

const matchup = { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" } as const;

/**
 * A player's notices: the money someone else moved into or out of their points (read from the ledger), and what a
 * service told them (a row), newest first with an unread count that a read mark clears.
 */
describe.each(await testDatabaseKinds())("notices on %s", (kind) => {
  const t = testAppSuite(kind);
  const gold = () => t.ids.get("gold") as number;

  /** A fresh player under the gold agent, signed in, with ₱100.00 loaded by the agent (a notice of its own). */
  async function newPlayer() {
    const user = await makeUser(t.ctx.db, { type: "player", uplineId: gold() });
    const api = apiAs(t, await loginAs(t.app, user.username));
    const { gold: agent } = await signedInAs(t, ["gold"] as const);
    await fund(t.ctx.db, gold(), 10_000);
    const loaded = await agent("POST", "/api/points/load", {
      targetUserId: user.id,
      amountCentavos: 10_000,
      idempotencyKey: `notice-load-${user.id}`,
    });
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    return { user, api, agent };
  }

  const noticesOf = async (api: Api, query = "") => {
    const answer = await api("GET", `/api/notices${query}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as {
      items: {
        id: string;
        at: string;
        kind: string;
        title: string;
        body: string;
        amountCentavos: number | null;
        unread: boolean;
      }[];
      total: number;
      unreadCount: number;
    };
  };

  /** A game-ending draw with the player's ₱10 ticket on "94", closed and its result 89–74 entered: pays ₱800. */
  async function drawWithTicket(player: Api) {
    const { operator } = await signedInAs(t, ["operator"] as const);
    const created = await operator("POST", "/api/game-ending/draws", {
      matchup,
      drawAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const drawId = created.body.id as number;
    const ticket = await player("POST", "/api/player-game-ending/tickets", {
      drawId,
      idempotencyKey: `ticket-${drawId}`,
      lines: [{ combination: "94", form: "straight", stakeCentavos: 1_000 }],
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    expect((await press(operator, `/api/game-ending/draws/${drawId}/close`, { reason: "Tip-off" })).status).toBe(200);
    await passDrawTime(t.ctx.db, drawId);
    expect(
      (await press(operator, `/api/game-ending/draws/${drawId}/result`, { scores: { home: 89, away: 74 } })).status,
    ).toBe(200);
    return { drawId, ticketId: ticket.body.ticket?.id ?? ticket.body.id, url: `/api/game-ending/draws/${drawId}` };
  }

  it("a load, a win, a correction with its reason and a refund are notices with their amounts, newest first", async () => {
    const { api } = await newPlayer();
    const { drawId, url } = await drawWithTicket(api);
    const { operator2 } = await signedInAs(t, ["operator2"] as const);
    expect((await press(operator2, `${url}/confirm`)).status).toBe(200);
    expect((await press(operator2, `${url}/revert`, { reason: "Wrong official result" })).status).toBe(200);
    expect((await press(operator2, `${url}/cancel`, { reason: "Game postponed" })).status).toBe(200);

    const page = await noticesOf(api);
    // The player's own ticket is no notice; what others did with their money is.
    expect(page.items.map((n) => [n.kind, n.amountCentavos])).toEqual([
      ["refund", 1_000],
      ["correction", -80_000],
      ["win", 80_000],
      ["load", 10_000],
    ]);
    const [refund, correction, win, load] = page.items;
    expect(win?.title).toBe("You won ₱800.00");
    expect(win?.body).toMatch(new RegExp(`^Paid on Game Ending draw ${drawId} · ticket #\\d+\\.$`));
    expect(correction?.title).toBe("₱800.00 taken back");
    expect(correction?.body).toContain("Reason: Wrong official result");
    expect(refund?.title).toBe("₱10.00 refunded");
    expect(load).toMatchObject({ title: "₱100.00 loaded", body: "Loaded to your points by gold." });
    expect(page).toMatchObject({ total: 4, unreadCount: 4 });
    expect(page.items.every((n) => n.unread)).toBe(true);

    // Paged: the second page of two holds the older two.
    const second = await noticesOf(api, "?page=2&pageSize=2");
    expect(second.items.map((n) => n.kind)).toEqual(["win", "load"]);
    await expectLedgerSound(t.ctx.db);
  });

  it("marking read clears the count, changes nothing when repeated, and never hides what came after", async () => {
    const { user, api, agent } = await newPlayer();
    expect((await noticesOf(api)).unreadCount).toBe(1);
    const newest = (await noticesOf(api)).items[0];
    const marked = await api("POST", "/api/notices/read", { upToAt: newest?.at });
    expect(marked).toEqual({ status: 200, body: { unreadCount: 0 } });
    expect((await api("POST", "/api/notices/read", {})).body).toEqual({ unreadCount: 0 });
    expect((await noticesOf(api)).items.map((n) => n.unread)).toEqual([false]);

    await agent("POST", "/api/points/withdraw", {
      targetUserId: user.id,
      amountCentavos: 2_500,
      idempotencyKey: `notice-withdraw-${user.id}`,
    });
    const after = await noticesOf(api);
    expect(after.unreadCount).toBe(1);
    expect(after.items[0]).toMatchObject({
      kind: "withdrawal",
      amountCentavos: -2_500,
      title: "₱25.00 withdrawn",
      unread: true,
    });
    // A mark older than the one kept does not move it back.
    expect((await api("POST", "/api/notices/read", { upToAt: "2020-01-01T00:00:00Z" })).body).toEqual({
      unreadCount: 1,
    });
    expect((await api("POST", "/api/notices/read", { upToAt: "not a time" })).status).toBe(400);
  });

  it("a recorded notice (the table part) lists with the money ones; an agent's limit change records one", async () => {
    const { user, api, agent } = await newPlayer();
    await recordNotice(t.ctx.db, { userId: user.id, kind: "identity", title: "Your identity is verified", body: "" });
    const changed = await agent("PUT", `/api/downline/${user.id}/protection/limits/loss:day`, {
      value: 50_000,
      idempotencyKey: `notice-limit-${user.id}`,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const page = await noticesOf(api);
    expect(page.items.map((n) => n.kind)).toEqual(["limits", "identity", "load"]);
    expect(page.items[0]).toMatchObject({ title: "Your loss limit per 24 hours was changed", amountCentavos: null });
    expect(page.items[0]?.body).toMatch(/^Changed by your agent .*: now ₱500\.00\.$/);
    expect(page.items[1]?.id).toMatch(/^n\d+$/);
    expect(page.unreadCount).toBe(3);
    // The player's own limit change tells nobody.
    expect(
      (await api("PUT", "/api/protection/limits/wager:day", { value: 40_000, idempotencyKey: `own-limit-${user.id}` }))
        .status,
    ).toBe(200);
    expect((await noticesOf(api)).total).toBe(3);
    // Nobody else sees them.
    const other = await newPlayer();
    expect((await noticesOf(other.api)).items.map((n) => n.kind)).toEqual(["load"]);
  });

  it("a suspended player is told why, on the next request and at sign-in", async () => {
    const { user, api } = await newPlayer();
    const { admin } = await signedInAs(t, ["admin"] as const);
    const suspended = await admin("POST", `/api/admin/users/${user.id}/suspend`, { reason: "Shared account" });
    expect(suspended.status).toBe(200);
    expect(await api("GET", "/api/notices")).toEqual({
      status: 401,
      body: { error: "You were signed out. Your account is suspended: Shared account. Contact your upline." },
    });
    const signIn = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: user.username, password: "demo1234" },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toEqual({ error: "Your account is suspended: Shared account. Contact your upline." });
    expect((await apiAs(t, { authorization: "Bearer nonsense" })("GET", "/api/notices")).body).toEqual({
      error: "Your session has ended. Please sign in again.",
    });
  });
});
