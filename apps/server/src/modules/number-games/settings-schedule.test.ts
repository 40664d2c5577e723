import { addCalendarDays, manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { resultRows } from "../../db/sql.ts";
import { signedInAs } from "../../testing/api.ts";
import { testAppSuite } from "../../testing/app.ts";
import { testDatabaseKinds } from "../../testing/databases.ts";
import { ensureScheduledDraws } from "./schedule.ts";

/** A settings change takes scheduled draws off the schedule when their time is removed or their day is closed. */

describe.each(await testDatabaseKinds())("settings and scheduled draws on %s", (kind) => {
  const t = testAppSuite(kind);

  type Row = { draw_at: Date | string; state: string; cancelled_reason: string | null };
  const scheduled = async () =>
    resultRows<Row>(
      await t.ctx.db.execute(
        sql`select draw_at, state, cancelled_reason from draws where game = 'pick3' and source = 'schedule' order by draw_at`,
      ),
    ).map((r) => ({ ...r, day: manilaDateOf(new Date(r.draw_at)), at: new Date(r.draw_at).getTime() }));

  it("cancels scheduled draws of a removed time or a newly closed day (audited, with the reason)", async () => {
    const { admin } = await signedInAs(t, ["admin"] as const);
    await ensureScheduledDraws(t.ctx.db);
    const list = await admin("GET", "/api/admin/number-games");
    const pick3 = list.body.find((g: { game: string }) => g.game === "pick3").settings;
    const tomorrow = addCalendarDays(manilaDateOf(new Date()), 1);
    const dayAfter = addCalendarDays(tomorrow, 1);
    const before = await scheduled();
    const removedAt = before.find(
      (d) => d.day === dayAfter && d.state === "SCHEDULED" && d.at % 86_400_000 === 13 * 3_600_000,
    )?.at;
    expect(removedAt, "the day after tomorrow's 21:00 draw").toBeDefined();

    const changed = {
      ...pick3,
      drawTimes: ["11:00", "16:00"],
      closedDays: { ...pick3.closedDays, dates: [...pick3.closedDays.dates, tomorrow] },
    };
    expect((await admin("PUT", "/api/admin/number-games/pick3", changed)).status).toBe(200);
    const after = await scheduled();
    for (const d of after.filter((x) => x.day === tomorrow)) {
      expect(d).toMatchObject({ state: "CANCELLED", cancelled_reason: "Closed day" });
    }
    expect(after.find((d) => d.at === removedAt)).toMatchObject({
      state: "CANCELLED",
      cancelled_reason: "Draw time removed from the schedule",
    });
    const kept = after.filter((d) => d.day === dayAfter && d.state === "SCHEDULED");
    expect(kept.length).toBe(2);
    const audits = resultRows<{ n: string }>(
      await t.ctx.db.execute(sql`select count(*) as n from audit_events where action = 'draw.cancel'`),
    );
    expect(Number(audits[0]?.n)).toBe(after.filter((d) => d.state === "CANCELLED").length);
  });
});
