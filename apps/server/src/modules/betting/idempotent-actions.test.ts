import { IDEMPOTENCY_MISMATCH_MESSAGE } from "@sabong/shared/contracts";
import { describe, expect, it } from "vitest";
import {
  act,
  type BettingHarness,
  bettingSuite,
  closeWithBets,
  createPlayers,
  mustAct,
  newKey,
  openFight,
  pesos,
} from "../../testing/betting.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { auditCount, expectLedgerSound, points, transferCount } from "../../testing/ledger.ts";
import { eventually, postAndLoseAnswer } from "../../testing/lost-answer.ts";

/** A closed fight with a ₱1,000 bet on each side: MERON pays ₱1,900 to `meron`. */
async function closedFight(h: BettingHarness) {
  const [meron, wala] = await createPlayers(h, 2, { fundCentavos: pesos(1_000) });
  if (!meron || !wala) throw new Error("players");
  const bets = [
    [meron.headers, "MERON", pesos(1_000)],
    [wala.headers, "WALA", pesos(1_000)],
  ] as const;
  const { fightId } = await closeWithBets(h, "sabong", bets);
  return { fightId, meron };
}

describe.each(await testDatabaseKinds())("operator presses under one idempotency key on %s", (kind) => {
  const h = bettingSuite(kind);
  const declares = () => auditCount(h.db, "fight.declare");
  const reverts = () => auditCount(h.db, "fight.revert");

  it("a declare sent twice with one key settles once and answers the first answer byte for byte", async () => {
    const { fightId, meron } = await closedFight(h);
    const [declaresBefore, transfersBefore] = [await declares(), await transferCount(h.db)];
    const press = { result: "MERON", idempotencyKey: newKey() };
    const first = await act(h, "sabong", fightId, "declare", press);
    expect(first.statusCode, first.body).toBe(200);
    const settledTransfers = (await transferCount(h.db)) - transfersBefore;
    const again = await act(h, "sabong", fightId, "declare", press);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(first.json()).toMatchObject({
      alreadyDeclared: false,
      declaredBy: "operator",
      fight: { state: "DECLARED" },
    });
    expect(first.json().fight.declaredAt).not.toBeNull();
    expect(await declares()).toBe(declaresBefore + 1);
    expect((await transferCount(h.db)) - transfersBefore).toBe(settledTransfers);
    expect(await points(h.db, meron.id)).toBe(pesos(1_900));

    // Another press (another key) answers as before: already declared, by whom.
    const other = await act(h, "sabong", fightId, "declare", { result: "MERON" });
    expect(other.json()).toMatchObject({ alreadyDeclared: true, declaredBy: "operator" });
    // The same key for another request is refused and changes nothing.
    const reused = await act(h, "sabong", fightId, "declare", { ...press, result: "WALA" });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toEqual({ error: IDEMPOTENCY_MISMATCH_MESSAGE });
    expect(await points(h.db, meron.id)).toBe(pesos(1_900));
    await expectLedgerSound(h.db);
  });

  it("a declare whose answer was lost: the retry with its key gets the first answer, the fight settled once", async () => {
    const { fightId, meron } = await closedFight(h);
    const declaresBefore = await declares();
    const press = { result: "MERON", idempotencyKey: newKey() };
    await postAndLoseAnswer(h.t, `${h.ops("sabong")}/fights/${fightId}/declare`, h.operator, press);
    await eventually(async () => (await declares()) > declaresBefore);

    const retry = await act(h, "sabong", fightId, "declare", press);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ alreadyDeclared: false, declaredBy: "operator" });
    const retryAgain = await act(h, "sabong", fightId, "declare", press);
    expect(retryAgain.body).toBe(retry.body);
    expect(await declares()).toBe(declaresBefore + 1);
    expect(await points(h.db, meron.id)).toBe(pesos(1_900));
    await expectLedgerSound(h.db);
  });

  it("two sends of one press at the same moment settle once and get the same answer", async () => {
    const { fightId, meron } = await closedFight(h);
    const declaresBefore = await declares();
    const press = { result: "MERON", idempotencyKey: newKey() };
    const [a, b] = await Promise.all([
      act(h, "sabong", fightId, "declare", press),
      act(h, "sabong", fightId, "declare", press),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect(a.json().alreadyDeclared).toBe(false);
    expect(await declares()).toBe(declaresBefore + 1);
    expect(await points(h.db, meron.id)).toBe(pesos(1_900));
    await expectLedgerSound(h.db);
  });

  it("a master revert sent twice, and again after a lost answer, reverses the settlement once", async () => {
    const { fightId, meron } = await closedFight(h);
    await mustAct(h, "sabong", fightId, "declare", { result: "MERON" });
    const revertsBefore = await reverts();
    const press = { reason: "Wrong winner declared", idempotencyKey: newKey() };
    await postAndLoseAnswer(h.t, `${h.ops("sabong")}/fights/${fightId}/revert`, h.operator, press);
    await eventually(async () => (await reverts()) > revertsBefore);

    const retry = await act(h, "sabong", fightId, "revert", press);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().fight).toMatchObject({ state: "CLOSED", result: null });
    expect((await act(h, "sabong", fightId, "revert", press)).body).toBe(retry.body);
    expect(await reverts()).toBe(revertsBefore + 1);
    expect(await points(h.db, meron.id)).toBe(0);
    // A new press (new key) is a new revert: the fight is no longer declared, so it is refused as before.
    expect((await act(h, "sabong", fightId, "revert", { reason: "Again" })).statusCode).toBe(409);

    const redeclare = { result: "WALA", idempotencyKey: newKey() };
    const [x, y] = await Promise.all([
      act(h, "sabong", fightId, "declare", redeclare),
      act(h, "sabong", fightId, "declare", redeclare),
    ]);
    expect(x.body).toBe(y.body);
    expect(x.json()).toMatchObject({ alreadyDeclared: false, settlement: { result: "WALA" } });
    await expectLedgerSound(h.db);
  });

  it("state presses (open, close, next) answer their first answer to a retried key; a missing key is refused", async () => {
    const { fightId, eventId } = await openFight(h, "sabong");
    const close = { idempotencyKey: newKey() };
    const closed = await act(h, "sabong", fightId, "close", close);
    expect(closed.json()).toMatchObject({ state: "CLOSED" });
    expect((await act(h, "sabong", fightId, "close", close)).body).toBe(closed.body);
    // Another press on a closed fight answers as it always did.
    expect((await act(h, "sabong", fightId, "close")).statusCode).toBe(409);

    const missing = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/fights/${fightId}/cancel`,
      headers: h.operator,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: "idempotencyKey is required" });

    await mustAct(h, "sabong", fightId, "cancel");
    const nextsBefore = await auditCount(h.db, "fight.next");
    const next = { idempotencyKey: newKey() };
    const url = `${h.ops("sabong")}/events/${eventId}/next`;
    const send = () => h.t.app.inject({ method: "POST", url, headers: h.operator, payload: next });
    const first = await send();
    expect(first.json().fight).toMatchObject({ number: 2, state: "STANDBY" });
    expect((await send()).body).toBe(first.body);
    expect(await auditCount(h.db, "fight.next")).toBe(nextsBefore + 1);
  });
});
