import { IDEMPOTENCY_MISMATCH_MESSAGE } from "@sabong/shared/contracts";
import type { PlaceTicketBody, TicketLineInput } from "@sabong/shared/number-games";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { closeTestDraw, drawHoldings, liabilityOf, openTestDraw } from "../../testing/draws.ts";
import {
  auditCount,
  expectDomainError,
  expectLedgerSound,
  fund,
  makeUser,
  points,
  systemBalanceOf,
} from "../../testing/ledger.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { drawAvailability } from "./availability.ts";
import { updateCapOverrides } from "./caps.ts";
import { drawTally } from "./tally.ts";
import { myTickets, placeTicket, TicketRefusedError } from "./tickets.ts";

let keySerial = 0;
const key = () => `ticket-key-${Date.now()}-${++keySerial}`;
const straight = (combination: string, pesos: number): TicketLineInput => ({
  combination,
  form: "straight",
  stakeCentavos: pesos * 100,
});
const rambolito = (combination: string, pesos: number): TicketLineInput => ({
  combination,
  form: "rambolito",
  stakeCentavos: pesos * 100,
});

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TicketRefusedError);
  return error as TicketRefusedError;
}

async function player(db: Db, pesos = 100_000) {
  const user = await makeUser(db, { type: "player" });
  await fund(db, user.id, pesos * 100);
  return user;
}

describe.each(await testDatabaseKinds())("tickets on %s", (kind) => {
  const h = suiteFixture(async () => {
    const database = await openTestDatabase(kind);
    return { db: database.db, close: () => database.close() };
  });
  const place = (userId: number, drawId: number, lines: TicketLineInput[], idempotencyKey = key()) =>
    placeTicket(h.db, { userId }, "pick3", { drawId, idempotencyKey, lines });

  it("reproduces the caps example of rules-examples.md", async () => {
    const draw = await openTestDraw(h.db, "pick3");
    const p = await player(h.db);
    await place(p.id, draw.id, [straight("123", 50), rambolito("321", 60)]);
    expect(await liabilityOf(h.db, draw.id, "123")).toBe(2_700_000);
    expect(await liabilityOf(h.db, draw.id, "312")).toBe(450_000);

    const fifty = await refusalOf(place(p.id, draw.id, [straight("123", 50)]));
    expect(fifty.statusCode).toBe(422);
    expect(fifty.refusal).toEqual({
      error: "only ₱40.00 left on 123",
      lines: [{ index: 0, combination: "123", error: "only ₱40.00 left on 123" }],
    });
    const forty = await place(p.id, draw.id, [straight("123", 40)]);
    expect(forty.ticket.lines[0]?.payoutIfHitCentavos).toBe(1_800_000);
    expect(await liabilityOf(h.db, draw.id, "123")).toBe(4_500_000);
    expect((await refusalOf(place(p.id, draw.id, [straight("123", 1)]))).refusal.error).toBe("123 is sold out");
    // A rambolito covering 123 adds 4,500.00 there: refused though its other five permutations have room.
    const ramb = await refusalOf(place(p.id, draw.id, [rambolito("213", 60)]));
    expect(ramb.refusal.lines).toEqual([{ index: 0, combination: "213", error: "123 is sold out" }]);
    expect(await drawAvailability(h.db, draw.id)).toContainEqual({
      combination: "123",
      leftCentavos: 0,
      soldOut: true,
      notAccepted: false,
      multiplierHundredths: null,
    });
    const tally = await drawTally(h.db, draw.id);
    expect(tally).toMatchObject({ drawId: draw.id, salesCentavos: 15_000, ticketCount: 2, lineCount: 3 });
    expect(tally.rows[0]).toMatchObject({ combination: "123", liabilityCentavos: 4_500_000, capCentavos: 4_500_000 });
    await expectLedgerSound(h.db);
  });

  it("refuses a rambolito when any one permutation would pass its cap", async () => {
    const draw = await openTestDraw(h.db, "pick3");
    const p = await player(h.db);
    await updateCapOverrides(
      h.db,
      "pick3",
      draw.id,
      [{ combination: "231", capCentavos: 100_000, notAccepted: false, multiplierHundredths: null }],
      null,
    );
    const refused = await refusalOf(place(p.id, draw.id, [rambolito("123", 60)]));
    expect(refused.refusal.lines).toEqual([{ index: 0, combination: "123", error: "only ₱2.22 left on 231" }]);
    await updateCapOverrides(
      h.db,
      "pick3",
      draw.id,
      [{ combination: "456", capCentavos: null, notAccepted: true, multiplierHundredths: null }],
      null,
    );
    expect((await refusalOf(place(p.id, draw.id, [rambolito("654", 6)]))).refusal.error).toBe(
      "456 is not accepted in this draw",
    );
    expect(await auditCount(h.db, "draw.caps")).toBeGreaterThanOrEqual(2);
    const wrongDigits = { combination: "45", capCentavos: null, notAccepted: true, multiplierHundredths: null };
    await expectDomainError(updateCapOverrides(h.db, "pick3", draw.id, [wrongDigits], null), "BAD_REQUEST");
    await expectDomainError(updateCapOverrides(h.db, "pick2", draw.id, [wrongDigits], null), "NOT_FOUND");
    // A reduced straight multiplier prices new lines on it, and lowers the rambolito lines covering it.
    await updateCapOverrides(
      h.db,
      "pick3",
      draw.id,
      [{ combination: "789", capCentavos: null, notAccepted: false, multiplierHundredths: 30_000 }],
      null,
    );
    const reduced = await place(p.id, draw.id, [straight("789", 10), rambolito("987", 60)]);
    expect(reduced.ticket.lines.map((l) => l.multiplierHundredths)).toEqual([30_000, 5_000]);
  });

  it("writes nothing for a ticket with one bad line: no lines, no money, no liability", async () => {
    const draw = await openTestDraw(h.db, "pick3", { capCentavos: 900_000 });
    const p = await player(h.db, 5_000);
    const before = await points(h.db, p.id);
    const escrow = await systemBalanceOf(h.db, "escrow:pick3");
    const capped = await refusalOf(place(p.id, draw.id, [straight("555", 10), straight("777", 30)]));
    expect(capped.refusal.lines).toEqual([{ index: 1, combination: "777", error: "only ₱20.00 left on 777" }]);
    const shape = await refusalOf(place(p.id, draw.id, [straight("555", 10), rambolito("777", 10)]));
    expect(shape.statusCode).toBe(400);
    expect(shape.refusal.lines).toEqual([{ index: 1, combination: "777", error: "777 cannot be played rambolito" }]);
    await expect(place(p.id, draw.id, [straight("555", 10), straight("07", 1)])).rejects.toBeInstanceOf(
      TicketRefusedError,
    );
    const poor = await player(h.db, 10);
    await expect(place(poor.id, draw.id, [straight("555", 8), straight("556", 7)])).rejects.toMatchObject({
      code: "INSUFFICIENT_FUNDS",
      message: "Not enough points",
    });
    expect(await drawHoldings(h.db, draw.id)).toMatchObject({ tickets: 0, lines: 0, salesCentavos: 0 });
    expect(await liabilityOf(h.db, draw.id, "555")).toBe(0);
    expect(await points(h.db, p.id)).toBe(before);
    expect(await systemBalanceOf(h.db, "escrow:pick3")).toBe(escrow);
  });

  it("replays the same key and body, refuses the key with another body, and makes one ticket of a key race", async () => {
    const draw = await openTestDraw(h.db, "pick3");
    const p = await player(h.db);
    const body: PlaceTicketBody = { drawId: draw.id, idempotencyKey: key(), lines: [straight("007", 10)] };
    const first = await placeTicket(h.db, { userId: p.id }, "pick3", body);
    const again = await placeTicket(h.db, { userId: p.id }, "pick3", body);
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, ticket: first.ticket, balanceCentavos: first.balanceCentavos });
    // Money moved since (a second ticket): the replay still answers the first balance.
    await placeTicket(h.db, { userId: p.id }, "pick3", {
      drawId: draw.id,
      idempotencyKey: key(),
      lines: [straight("008", 5)],
    });
    const later = await placeTicket(h.db, { userId: p.id }, "pick3", body);
    expect(later).toMatchObject({ replayed: true, balanceCentavos: first.balanceCentavos });
    await expect(
      placeTicket(h.db, { userId: p.id }, "pick3", { ...body, lines: [straight("007", 11)] }),
    ).rejects.toMatchObject({ code: "IDEMPOTENCY_MISMATCH", message: IDEMPOTENCY_MISMATCH_MESSAGE });
    // After the cut-off the replay still answers the ticket.
    await closeTestDraw(h.db, draw.id);
    expect((await placeTicket(h.db, { userId: p.id }, "pick3", body)).ticket.id).toBe(first.ticket.id);
    expect((await refusalOf(place(p.id, draw.id, [straight("008", 1)]))).refusal.error).toBe(
      "Betting is closed for this draw",
    );

    const open = await openTestDraw(h.db, "pick3");
    const raced: PlaceTicketBody = { drawId: open.id, idempotencyKey: key(), lines: [straight("123", 5)] };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => placeTicket(h.db, { userId: p.id }, "pick3", raced)),
    );
    expect(new Set(answers.map((a) => a.ticket.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await drawHoldings(h.db, open.id)).toMatchObject({ tickets: 1, lines: 1, salesCentavos: 500 });
    expect(await myTickets(h.db, "pick3", p.id, open.id)).toHaveLength(1);
    await expectLedgerSound(h.db);
  });

  it("keeps leading zeros: 007 and 070 are different combinations", async () => {
    const draw = await openTestDraw(h.db, "pick3");
    const p = await player(h.db);
    const placed = await place(p.id, draw.id, [straight("007", 2), straight("070", 3)]);
    expect(placed.ticket.lines.map((l) => l.combination)).toEqual(["007", "070"]);
    expect(await liabilityOf(h.db, draw.id, "007")).toBe(90_000);
    expect(await liabilityOf(h.db, draw.id, "070")).toBe(135_000);
    expect(await liabilityOf(h.db, draw.id, "700")).toBe(0);
    const [mine] = await myTickets(h.db, "pick3", p.id, draw.id);
    expect(mine?.lines.map((l) => [l.combination, l.outcome])).toEqual([
      ["007", "PENDING"],
      ["070", "PENDING"],
    ]);
  });

  it("decides tickets arriving together in order, one batch at a time, and keeps liabilities equal to the lines", async () => {
    const draw = await openTestDraw(h.db, "pick3", { capCentavos: 4_500_000 });
    const players = await Promise.all(Array.from({ length: 30 }, () => player(h.db, 1_000)));
    const results = await Promise.allSettled(
      players.flatMap((p) => [place(p.id, draw.id, [straight("999", 5)]), place(p.id, draw.id, [rambolito("899", 6)])]),
    );
    const accepted = results.filter((r) => r.status === "fulfilled").length;
    expect(accepted).toBeGreaterThan(0);
    const holdings = await drawHoldings(h.db, draw.id);
    expect(holdings.liabilityMismatches).toEqual([]);
    expect(holdings.tickets).toBe(accepted);
    expect(await liabilityOf(h.db, draw.id, "999")).toBeLessThanOrEqual(4_500_000);
    await expectLedgerSound(h.db);
  });
});
