import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from "../testing/databases.ts";
import type { NotificationHandlers, StopListening } from "./notifications.ts";

/** The session cache relies on these: notifications arrive at commit, and `down` is said whenever they may not. */
describe.each(await testDatabaseKinds())("database notifications on %s", (kind) => {
  let database: TestDatabase;
  let stop: StopListening | undefined;
  const seen: string[] = [];
  const states: string[] = [];
  const handlers: NotificationHandlers = {
    message: (payload) => seen.push(payload),
    up: () => states.push("up"),
    down: () => states.push("down"),
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    stop = await database.listen("auth_changed", handlers);
  });
  afterAll(async () => {
    await stop?.();
    await database?.close();
  });

  it("delivers a notification at commit, not before", async () => {
    expect(states).toEqual(["up"]);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('auth_changed', 'inside')`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).not.toContain("inside");
    });
    await vi.waitFor(() => expect(seen).toContain("inside"));
  });

  it.runIf(kind === "postgres")("says down when its connection is killed, and comes back up on a new one", async () => {
    await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike '%listen%'`);
    await vi.waitFor(() => expect(states).toEqual(["up", "down", "up"]), { timeout: 10_000 });
    await database.db.execute(sql`select pg_notify('auth_changed', 'after')`);
    await vi.waitFor(() => expect(seen).toContain("after"));
  });

  it("says down when it stops", async () => {
    await stop?.();
    stop = undefined;
    expect(states.at(-1)).toBe("down");
  });
});
