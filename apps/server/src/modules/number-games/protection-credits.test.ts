import type { TicketLineInput } from "@sabong/shared/number-games";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { closeTestDraw, openTestDraw } from "../../testing/draws.ts";
import { actorOf, expectDomainError, expectLedgerSound, fund, makeUser, points } from "../../testing/ledger.ts";
import { protectionTotals, setLimits } from "../../testing/protection-money.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { cancelDraw } from "./cancel.ts";
import { revertDraw } from "./revert.ts";
import { settleDraw } from "./settlement.ts";
import { placeTicket } from "./tickets.ts";

/**
 * A draw's winnings and refunds give the player's loss room back in the transaction that credits them, and a master
 * revert that takes winnings back takes the room away again (protection-rules.md, "Loss limit").
 */

let serial = 0;
const line = (combination: string, stakeCentavos: number): TicketLineInput => ({
  combination,
  form: "straight",
  stakeCentavos,
});

describe.each(await testDatabaseKinds())("number-game credits and the loss limit on %s", (kind) => {
  const h = suiteFixture(async () => {
    const database = await openTestDatabase(kind);
    return { db: database.db, close: () => database.close() };
  });

  const ticket = (db: Db, userId: number, drawId: number, lines: TicketLineInput[]) =>
    placeTicket(db, { userId }, "pick3", { drawId, idempotencyKey: `credit-${Date.now()}-${++serial}`, lines });

  it("winnings and refunds give loss room back, a revert of the winnings takes it away", async () => {
    const staff = actorOf(await makeUser(h.db, { type: "staff" }));
    const player = await makeUser(h.db, { type: "player" });
    await fund(h.db, player.id, 100_000);
    await setLimits(h.db, player.id, { loss: { day: 10_000 } });
    const won = await openTestDraw(h.db, "pick3");
    const other = await openTestDraw(h.db, "pick3");

    await ticket(h.db, player.id, won.id, [line("123", 6_000)]);
    const tooMuch = await expectDomainError(ticket(h.db, player.id, other.id, [line("555", 4_001)]), "LOSS_LIMIT");
    expect(tooMuch.message).toBe("You can stake ₱40.00 more today: your daily loss limit");

    await closeTestDraw(h.db, won.id);
    const before = await points(h.db, player.id);
    await settleDraw(h.db, won.id, staff, "123");
    const winnings = (await points(h.db, player.id)) - before;
    expect(winnings).toBeGreaterThan(0);
    expect(await protectionTotals(h.db, player.id)).toMatchObject({
      stakedCentavos: 6_000,
      creditedCentavos: winnings,
    });
    // The room the winnings gave: ₱50.00 now fits.
    await ticket(h.db, player.id, other.id, [line("555", 5_000)]);

    // Taken back, the winnings no longer count: ₱110.00 staked against a ₱100.00 limit.
    await revertDraw(h.db, won.id, "wrong result entered", staff);
    expect(await protectionTotals(h.db, player.id)).toMatchObject({ stakedCentavos: 11_000, creditedCentavos: 0 });
    const reached = await expectDomainError(ticket(h.db, player.id, other.id, [line("556", 100)]), "LOSS_LIMIT");
    expect(reached.message).toMatch(/^You have reached your daily loss limit\. You can stake again /);

    // The other draw cancelled: its ₱50.00 comes back as a refund, and with it ₱40.00 of room.
    await cancelDraw(h.db, other.id, "machine fault", staff);
    expect(await protectionTotals(h.db, player.id)).toMatchObject({ creditedCentavos: 5_000 });
    const third = await openTestDraw(h.db, "pick3");
    const again = await expectDomainError(ticket(h.db, player.id, third.id, [line("777", 4_001)]), "LOSS_LIMIT");
    expect(again.message).toBe("You can stake ₱40.00 more today: your daily loss limit");
    await ticket(h.db, player.id, third.id, [line("777", 4_000)]);
    await expectLedgerSound(h.db);
  });
});
