import { IDEMPOTENCY_MISMATCH_MESSAGE } from "@sabong/shared/contracts";
import { describe, expect, it } from "vitest";
import { press, signedInAs } from "../../testing/api.ts";
import { loginAs, testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { passDrawTime } from "../../testing/draws.ts";
import { auditCount, expectLedgerSound, fund, points } from "../../testing/ledger.ts";
import { eventually, postAndLoseAnswer } from "../../testing/lost-answer.ts";

const matchup = { league: "PBA", home: "Ginebra", away: "Magnolia", period: "FINAL" } as const;
/** ₱10 straight on "94" (89–74) pays ₱800 (×80). */
const STAKE_CENTAVOS = 1_000;
const PAYOUT_CENTAVOS = 80_000;

describe.each(await testDatabaseKinds())("a draw's confirmation under one idempotency key on %s", (kind) => {
  const t = testAppSuite(kind);
  const as = () => signedInAs(t, ["operator", "operator2", "player"] as const);
  const playerId = () => t.ids.get("player") as number;
  const settles = () => auditCount(t.ctx.db, "draw.settle");

  /** A game-ending draw with the player's winning ₱10 ticket, its result 89–74 entered by `operator`. */
  async function enteredDraw() {
    const { operator, player } = await as();
    await fund(t.ctx.db, playerId(), STAKE_CENTAVOS);
    const drawAt = new Date(Date.now() + 3_600_000).toISOString();
    const created = await operator("POST", "/api/game-ending/draws", { matchup, drawAt });
    const drawId = created.body.id as number;
    const lines = [{ combination: "94", form: "straight", stakeCentavos: STAKE_CENTAVOS }];
    const ticket = await player("POST", "/api/player-game-ending/tickets", {
      drawId,
      idempotencyKey: `ticket-${drawId}`,
      lines,
    });
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(201);
    expect((await press(operator, `/api/game-ending/draws/${drawId}/close`, { reason: "Play started" })).status).toBe(
      200,
    );
    await passDrawTime(t.ctx.db, drawId);
    const scores = { home: 89, away: 74 };
    expect((await press(operator, `/api/game-ending/draws/${drawId}/result`, { scores })).status).toBe(200);
    return { url: `/api/game-ending/draws/${drawId}`, before: await points(t.ctx.db, playerId()) };
  }

  it("a confirmation sent twice with one key settles once and answers the first answer byte for byte", async () => {
    const { operator2 } = await as();
    const { url, before } = await enteredDraw();
    const settlesBefore = await settles();
    const key = { idempotencyKey: `confirm-${url.split("/").pop()}` };
    const first = await press(operator2, `${url}/confirm`, key);
    expect(first).toMatchObject({
      status: 200,
      body: { state: "SETTLED", result: "94", resultConfirmedBy: "operator2" },
    });
    const again = await press(operator2, `${url}/confirm`, key);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(await settles()).toBe(settlesBefore + 1);
    expect(await points(t.ctx.db, playerId())).toBe(before + PAYOUT_CENTAVOS);

    // Another press (another key) on a settled draw is refused as before; the same key for a revert is refused.
    expect((await press(operator2, `${url}/confirm`)).status).toBe(409);
    const reused = await press(operator2, `${url}/revert`, { ...key, reason: "Wrong official result" });
    expect(reused).toMatchObject({ status: 409, body: { error: IDEMPOTENCY_MISMATCH_MESSAGE } });
    expect(await points(t.ctx.db, playerId())).toBe(before + PAYOUT_CENTAVOS);
    await expectLedgerSound(t.ctx.db);
  });

  it("a confirmation whose answer was lost: the retry with its key gets the first answer, the draw settled once", async () => {
    const { operator2 } = await as();
    const { url, before } = await enteredDraw();
    const settlesBefore = await settles();
    const key = { idempotencyKey: `lost-confirm-${url.split("/").pop()}` };
    await postAndLoseAnswer(t, `${url}/confirm`, await loginAs(t.app, "operator2"), key);
    await eventually(async () => (await settles()) > settlesBefore);

    const retry = await press(operator2, `${url}/confirm`, key);
    expect(retry).toMatchObject({ status: 200, body: { state: "SETTLED", resultConfirmedBy: "operator2" } });
    expect(JSON.stringify((await press(operator2, `${url}/confirm`, key)).body)).toBe(JSON.stringify(retry.body));
    expect(await settles()).toBe(settlesBefore + 1);
    expect(await points(t.ctx.db, playerId())).toBe(before + PAYOUT_CENTAVOS);
    await expectLedgerSound(t.ctx.db);
  });

  it("two sends of one confirmation at the same moment settle once and get the same answer", async () => {
    const { operator2 } = await as();
    const { url, before } = await enteredDraw();
    const settlesBefore = await settles();
    const key = { idempotencyKey: `twice-confirm-${url.split("/").pop()}` };
    const [a, b] = await Promise.all([
      press(operator2, `${url}/confirm`, key),
      press(operator2, `${url}/confirm`, key),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(JSON.stringify(a.body)).toBe(JSON.stringify(b.body));
    expect(await settles()).toBe(settlesBefore + 1);
    expect(await points(t.ctx.db, playerId())).toBe(before + PAYOUT_CENTAVOS);
    await expectLedgerSound(t.ctx.db);
  });
});
