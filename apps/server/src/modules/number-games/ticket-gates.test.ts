import { manilaDateOf, manilaDayBounds } from "@sabong/shared/time";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { isPostgresReachable, openTestDatabase, testDatabaseKinds } from "../../testing/databases.ts";
import { drawHoldings, liabilityOf, openTestDraw } from "../../testing/draws.ts";
import { expectLedgerSound, fund, makeUser } from "../../testing/ledger.ts";
import { signal } from "../../testing/signal.ts";
import { suiteFixture } from "../../testing/suite.ts";
import { runClockOnce } from "./clock.ts";
import { ensureNumberGameSettings, playerDraws } from "./repository.ts";
import { draws, tickets } from "./table.ts";
import { runTicketBatch } from "./ticket-batcher.ts";
import { placeTicket, TicketRefusedError } from "./tickets.ts";

/** What decides whether a ticket may even be looked at: the game switched on, the draw lock, key clashes, the clock. */

let serial = 0;
const key = () => `gate-${Date.now()}-${++serial}`;
const straight = (combination: string, stakeCentavos: number) => ({
  combination,
  form: "straight" as const,
  stakeCentavos,
});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const silent = { error: () => {} };

async function player(db: Db) {
  const user = await makeUser(db, { type: "player" });
  await fund(db, user.id, 1_000_000);
  return user.id;
}

async function setEnabled(db: Db, game: string, enabled: boolean) {
  await ensureNumberGameSettings(db);
  await db.execute(
    sql`update number_game_settings set settings = jsonb_set(settings, '{enabled}', ${JSON.stringify(enabled)}::jsonb) where game = ${game}`,
  );
}

/** Holds `lock` on the draw row in another transaction until the answered release is called. */
async function holdDraw(db: Db, drawId: number, lock: "share" | "update") {
  const [held, release] = [signal(), signal()];
  const done = db.transaction(async (tx) => {
    await tx.execute(
      sql`select id from draws where id = ${drawId} ${lock === "share" ? sql`for share` : sql`for update`}`,
    );
    held.fire();
    await release.fired;
  });
  await held.fired;
  return async () => {
    release.fire();
    await done;
  };
}

describe.each(await testDatabaseKinds())("ticket gates on %s", (kind) => {
  const h = suiteFixture(() => openTestDatabase(kind));

  it("a game switched off refuses tickets whole (422) and lists no open draws for players", async () => {
    const draw = await openTestDraw(h.db, "pick3");
    const userId = await player(h.db);
    await setEnabled(h.db, "pick3", false);
    try {
      const error = await placeTicket(h.db, { userId }, "pick3", {
        drawId: draw.id,
        idempotencyKey: key(),
        lines: [straight("123", 100)],
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TicketRefusedError);
      expect((error as TicketRefusedError).statusCode).toBe(422);
      expect((error as TicketRefusedError).refusal.error).toBe("Pick 3 is not taking tickets right now");
      expect((await drawHoldings(h.db, draw.id)).tickets).toBe(0);
      const { end } = manilaDayBounds(manilaDateOf(new Date()));
      expect((await playerDraws(h.db, "pick3", end)).open).toEqual([]);
    } finally {
      await setEnabled(h.db, "pick3", true);
    }
    const placed = await placeTicket(h.db, { userId }, "pick3", {
      drawId: draw.id,
      idempotencyKey: key(),
      lines: [straight("123", 100)],
    });
    expect(placed.replayed).toBe(false);
  });

  it("takes no ticket of a player with a daily play-time limit until the ticket says the play time was checked", async () => {
    const draw = await openTestDraw(h.db, "pick3");
    const userId = await player(h.db);
    await h.db.execute(sql`update protection_state set play_minutes = 60 where user_id = ${userId}`);
    const input = (playTimeChecked: boolean) => ({
      userId,
      requestHash: `play-${playTimeChecked}`,
      body: { drawId: draw.id, idempotencyKey: key(), lines: [straight("123", 100)] },
      playTimeChecked,
    });
    const target = { game: "pick3" as const, drawId: draw.id };
    expect(await runTicketBatch(h.db, target, [input(false)])).toEqual([{ kind: "play-time-unchecked" }]);
    expect((await drawHoldings(h.db, draw.id)).tickets).toBe(0);
    expect(await runTicketBatch(h.db, target, [input(true)])).toMatchObject([{ kind: "placed" }]);
    // Through placeTicket the check runs and the ticket goes again.
    const placed = await placeTicket(h.db, { userId }, "pick3", input(false).body);
    expect(placed.replayed).toBe(false);
    expect((await drawHoldings(h.db, draw.id)).tickets).toBe(2);
    await expectLedgerSound(h.db);
  });
});

describe.runIf(await isPostgresReachable())("ticket gates under concurrency on postgres", () => {
  const h = suiteFixture(() => openTestDatabase("postgres", 8));

  it("a ticket past the cut-off is refused without waiting for the draw's lock", async () => {
    const draw = await openTestDraw(h.db, "pick3", { cutoffInMs: -1 });
    const userId = await player(h.db);
    const release = await holdDraw(h.db, draw.id, "update");
    try {
      const answer = placeTicket(h.db, { userId }, "pick3", {
        drawId: draw.id,
        idempotencyKey: key(),
        lines: [straight("123", 100)],
      }).catch((e: unknown) => e);
      const first = await Promise.race([answer, sleep(1_500).then(() => "blocked")]);
      expect(first).toBeInstanceOf(TicketRefusedError);
      expect((first as TicketRefusedError).refusal.error).toBe("Betting is closed for this draw");
    } finally {
      await release();
    }
  });

  it("the clock closes a draw a ticket batch holds instead of skipping it", async () => {
    const draw = await openTestDraw(h.db, "pick3", { cutoffInMs: -1 });
    const release = await holdDraw(h.db, draw.id, "share");
    const ticking = runClockOnce(h.db, silent, { schedule: false });
    await sleep(200);
    await release();
    await ticking;
    const [after] = await h.db.select({ state: draws.state }).from(draws).where(eq(draws.id, draw.id));
    expect(after?.state).toBe("CLOSED");
  });

  it("a ticket whose key a concurrent request took does not use up the cap of the tickets after it", async () => {
    // Cap ₱4,500: ₱10 straight at ×450 fills it; ₱1 more fits only if the ₱10 ticket is not written.
    const draw = await openTestDraw(h.db, "pick3", { capCentavos: 450_000 });
    const other = await openTestDraw(h.db, "pick3");
    const [first, second] = [await player(h.db), await player(h.db)];
    const clashing = key();
    // Another request with the same key, on another draw, not yet committed when the batch reads the used keys.
    let commit = () => {};
    const committed = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const concurrent = h.db.transaction(async (tx) => {
      await tx.insert(tickets).values({
        drawId: other.id,
        userId: first,
        totalStakeCentavos: 100,
        idempotencyKey: clashing,
        requestHash: "other request",
      });
      inserted();
      await committed;
    });
    await insertedYet;
    const batch = runTicketBatch(h.db, { game: "pick3", drawId: draw.id }, [
      {
        userId: first,
        requestHash: "a",
        body: { drawId: draw.id, idempotencyKey: clashing, lines: [straight("123", 1_000)] },
        playTimeChecked: false,
      },
      {
        userId: second,
        requestHash: "b",
        body: { drawId: draw.id, idempotencyKey: key(), lines: [straight("123", 100)] },
        playTimeChecked: false,
      },
    ]);
    await sleep(200);
    commit();
    await concurrent;
    const [clashed, after] = await batch;
    expect(clashed).toEqual({ kind: "existing" });
    expect(after?.kind).toBe("placed");
    expect(await liabilityOf(h.db, draw.id, "123")).toBe(45_000);
    expect((await drawHoldings(h.db, draw.id)).liabilityMismatches).toEqual([]);
    await expectLedgerSound(h.db);
  });
});
