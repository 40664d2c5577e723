import { describe, expect, it } from "vitest";
import { manilaDateTime } from "../time/manila.ts";
import { activeLimits, type LimitBook, type LimitSetter } from "./limit-book.ts";
import { cancelPendingChange, changeLimit, type LimitChangeRequest } from "./limit-changes.ts";

const MON_10 = manilaDateTime("2025-03-03", "10:00").getTime();
const MON_12 = manilaDateTime("2025-03-03", "12:00").getTime();
const TUE_10 = manilaDateTime("2025-03-04", "10:00").getTime();
const player: LimitSetter = { userId: 7, role: "player" };
const agent: LimitSetter = { userId: 3, role: "upline", name: "Agent Ramon" };
const otherAgent: LimitSetter = { userId: 2, role: "upline", name: "Master Lito" };

const daily = (value: number | null, by: LimitSetter = player, nowMs = MON_10) =>
  ({ key: "loss:day", value, by, nowMs }) satisfies LimitChangeRequest;

function bookWith(request: LimitChangeRequest, book: LimitBook = {}): LimitBook {
  const result = changeLimit(book, request);
  if (!result.ok) throw new Error(result.message);
  return result.book;
}

const dailyLossAt = (book: LimitBook, nowMs: number) => activeLimits(book, nowMs).loss?.day;
const at1000 = bookWith(daily(100_000, player, MON_10 - 3_600_000));

describe("changing a limit (protection-rules.md)", () => {
  it("Mon 10:00: daily loss 1,000 → 500 (a decrease) takes effect at once", () => {
    const result = changeLimit(at1000, daily(50_000));
    expect(result).toMatchObject({ ok: true, effect: "now", effectiveAtMs: MON_10 });
    if (result.ok) expect(dailyLossAt(result.book, MON_10)).toBe(50_000);
  });

  it("Mon 10:00: daily loss 500 → 2,000 (an increase) is pending until Tue 10:00, then applies", () => {
    const at500 = bookWith(daily(50_000), at1000);
    const result = changeLimit(at500, daily(200_000));
    expect(result).toMatchObject({ ok: true, effect: "pending", effectiveAtMs: TUE_10 });
    if (!result.ok) return;
    expect(result.book["loss:day"]?.pending).toMatchObject({ value: 200_000, effectiveAtMs: TUE_10 });
    expect(dailyLossAt(result.book, TUE_10 - 1)).toBe(50_000);
    expect(dailyLossAt(result.book, TUE_10)).toBe(200_000);
  });

  it("a pending increase can be cancelled: the limit stays as it was", () => {
    const pending = bookWith(daily(200_000), at1000);
    const cancelled = cancelPendingChange(pending, "loss:day", player, MON_12);
    expect(cancelled.ok).toBe(true);
    if (cancelled.ok) expect(dailyLossAt(cancelled.book, TUE_10 + 1)).toBe(100_000);
    expect(cancelPendingChange(at1000, "loss:day", player, MON_12)).toMatchObject({ code: "NOTHING_PENDING" });
  });

  it("Mon 10:00: removing the daily loss limit takes effect Tue 10:00", () => {
    const result = changeLimit(at1000, daily(null));
    expect(result).toMatchObject({ ok: true, effect: "pending", effectiveAtMs: TUE_10 });
    if (!result.ok) return;
    expect(dailyLossAt(result.book, TUE_10 - 1)).toBe(100_000);
    expect(dailyLossAt(result.book, TUE_10)).toBeUndefined();
  });

  it("Mon 12:00: 2,000 pending → 800 (a decrease) applies at once and drops the pending increase", () => {
    const pending = bookWith(daily(200_000), at1000);
    const result = changeLimit(pending, daily(80_000, player, MON_12));
    expect(result).toMatchObject({ ok: true, effect: "now" });
    if (!result.ok) return;
    expect(result.book["loss:day"]?.pending).toBeNull();
    expect(dailyLossAt(result.book, TUE_10 + 1)).toBe(80_000);
  });

  it("a value below the pending one but above the one in force is still an increase: it waits 24 hours", () => {
    const at500 = bookWith(daily(50_000), at1000);
    const pending = bookWith(daily(200_000), at500);
    const result = changeLimit(pending, daily(80_000, player, MON_12));
    expect(result).toMatchObject({ ok: true, effect: "pending", effectiveAtMs: MON_12 + 86_400_000 });
    if (result.ok) expect(dailyLossAt(result.book, MON_12 + 1)).toBe(50_000);
  });

  it("a new limit takes effect at once", () => {
    expect(changeLimit({}, daily(100_000))).toMatchObject({ ok: true, effect: "now" });
  });
});

describe("the order of the windows: daily ≤ weekly ≤ monthly", () => {
  const weekly1500 = bookWith({ key: "loss:week", value: 150_000, by: player, nowMs: MON_10 });

  it("refuses a daily loss limit of ₱2,000 while the weekly one is ₱1,500", () => {
    expect(changeLimit(weekly1500, daily(200_000))).toMatchObject({
      ok: false,
      code: "ORDER",
      message: "The daily limit cannot be above the weekly one (₱1,500.00)",
    });
    expect(changeLimit(weekly1500, daily(150_000)).ok).toBe(true);
  });

  it("refuses a monthly limit below the daily one, and compares pending values too", () => {
    const daily2000 = bookWith(daily(200_000));
    expect(changeLimit(daily2000, { key: "loss:month", value: 100_000, by: player, nowMs: MON_10 })).toMatchObject({
      message: "The monthly limit cannot be below the daily one (₱2,000.00)",
    });
    const pendingDaily = bookWith(daily(140_000), bookWith(daily(100_000), weekly1500));
    expect(changeLimit(pendingDaily, { key: "loss:week", value: 120_000, by: player, nowMs: MON_12 })).toMatchObject({
      message: "The weekly limit cannot be below the daily one (₱1,400.00)",
    });
  });

  it("compares only the same kind: a wager limit does not order a loss limit", () => {
    expect(changeLimit(weekly1500, { key: "wager:day", value: 900_000, by: player, nowMs: MON_10 }).ok).toBe(true);
  });
});

describe("limits set by the upline", () => {
  const byAgent = bookWith(daily(100_000, agent));

  it("the player sees who set it, may lower it, and may not raise or remove it", () => {
    expect(byAgent["loss:day"]?.setBy).toEqual(agent);
    const lowered = changeLimit(byAgent, daily(50_000));
    expect(lowered).toMatchObject({ ok: true, effect: "now" });
    if (lowered.ok) expect(lowered.book["loss:day"]?.setBy).toEqual(agent);
    for (const value of [150_000, null]) {
      expect(changeLimit(byAgent, daily(value))).toMatchObject({
        ok: false,
        code: "NOT_YOURS",
        message: "This limit was set by Agent Ramon: you can only lower it",
      });
    }
  });

  it("only the upline that set it may raise or remove it, with the same 24-hour wait", () => {
    expect(changeLimit(byAgent, daily(150_000, otherAgent))).toMatchObject({ ok: false, code: "NOT_YOURS" });
    expect(changeLimit(byAgent, daily(150_000, agent))).toMatchObject({
      ok: true,
      effect: "pending",
      effectiveAtMs: TUE_10,
    });
    expect(changeLimit(byAgent, daily(null, agent))).toMatchObject({ ok: true, effect: "pending" });
  });

  it("an upline may lower a player's own limit (taking it over) but not raise it", () => {
    const own = bookWith(daily(100_000));
    expect(changeLimit(own, daily(150_000, agent))).toMatchObject({
      message: "The player set this limit: only they can raise or remove it",
    });
    const lowered = bookWith(daily(60_000, agent), own);
    expect(lowered["loss:day"]?.setBy).toEqual(agent);
  });
});

describe("what a limit may be", () => {
  it("refuses a largest single stake at or above the game's own maximum", () => {
    const request = { key: "largest-stake", by: player, nowMs: MON_10, gameMaximumCentavos: 5_000_000 } as const;
    expect(changeLimit({}, { ...request, value: 5_000_000 })).toMatchObject({
      code: "INVALID_VALUE",
      message: "The largest single stake must be below the game's own maximum (₱50,000.00)",
    });
    expect(changeLimit({}, { ...request, value: 4_999_999 }).ok).toBe(true);
  });

  it("refuses zero, fractions of a centavo and play time outside 15 minutes to 24 hours", () => {
    for (const value of [0, -100, 10.5]) expect(changeLimit({}, daily(value))).toMatchObject({ code: "INVALID_VALUE" });
    const playTime = (value: number) => changeLimit({}, { key: "play-time", value, by: player, nowMs: MON_10 });
    expect(playTime(14)).toMatchObject({ message: "Daily play time must be between 15 minutes and 24 hours" });
    expect(playTime(1441).ok).toBe(false);
    expect(playTime(120).ok).toBe(true);
  });

  it("while a time-out or exclusion runs, a limit can be lowered but not raised or removed", () => {
    const restricted = { restricted: true };
    expect(changeLimit(at1000, { ...daily(200_000), ...restricted })).toMatchObject({ code: "RESTRICTED" });
    expect(changeLimit(at1000, { ...daily(null), ...restricted })).toMatchObject({ code: "RESTRICTED" });
    expect(changeLimit(at1000, { ...daily(50_000), ...restricted }).ok).toBe(true);
  });
});
