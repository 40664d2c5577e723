import { describe, expect, it } from "vitest";
import { manilaDateTime } from "../time/manila.ts";
import {
  addManilaMonths,
  checkRestriction,
  extendSelfExclusion,
  irrevocableUntilMs,
  isRunning,
  type LiftRequest,
  liftRestriction,
  type ProtectedAction,
  type Restriction,
  takeSelfExclusion,
  takeTimeOut,
} from "./restrictions.ts";

const at = (date: string, time = "09:00") => manilaDateTime(date, time).getTime();
const TAKEN = at("2025-03-01");
const admin: LiftRequest = { by: "admin", writtenRequest: true, reason: "Player's letter of 2 Sep 2025" };

function taken(result: ReturnType<typeof takeTimeOut>): Restriction {
  if (!result.ok) throw new Error(result.message);
  return result.restriction;
}

const exclusion = (length: "6m" | "1y" | "5y") => taken(takeSelfExclusion(null, length, TAKEN));

describe("time-outs and self-exclusions (protection-rules.md)", () => {
  it("1 Mar 09:00, a 7-day time-out ends 8 Mar 09:00 and cannot be lifted early by anyone", () => {
    const timeOut = taken(takeTimeOut(null, "7d", TAKEN));
    expect(timeOut.endsAtMs).toBe(at("2025-03-08"));
    for (const by of ["player", "upline", "admin"] as const) {
      expect(liftRestriction(timeOut, { ...admin, by }, at("2025-03-05"))).toMatchObject({
        ok: false,
        message: "A time-out cannot be lifted early: it ends on 8 Mar 2025 09:00",
      });
    }
  });

  it.each([
    ["24h", "2025-03-02"],
    ["30d", "2025-03-31"],
    ["6w", "2025-04-12"],
  ] as const)("a %s time-out from 1 Mar 09:00 ends %s 09:00", (length, end) => {
    expect(taken(takeTimeOut(null, length, TAKEN)).endsAtMs).toBe(at(end));
  });

  it("1 Mar 09:00, a 6-month self-exclusion ends 1 Sep 09:00; nobody can lift it, it ends by itself", () => {
    const sixMonths = exclusion("6m");
    expect(sixMonths.endsAtMs).toBe(at("2025-09-01"));
    expect(liftRestriction(sixMonths, admin, at("2025-08-31", "23:59"))).toMatchObject({
      ok: false,
      message: "The first six months of a self-exclusion cannot be lifted by anyone (until 1 Sep 2025 09:00)",
    });
    expect(isRunning(sixMonths, at("2025-09-01") - 1)).toBe(true);
    expect(isRunning(sixMonths, at("2025-09-01"))).toBe(false);
  });

  it("1 Mar 09:00, a 1-year self-exclusion ends 1 Mar next year; after 1 Sep only an admin lifts it, with a written request and reason", () => {
    const oneYear = exclusion("1y");
    expect(oneYear.endsAtMs).toBe(at("2026-03-01"));
    expect(irrevocableUntilMs(oneYear)).toBe(at("2025-09-01"));
    expect(liftRestriction(oneYear, admin, at("2025-09-01") - 1)).toMatchObject({ code: "CANNOT_LIFT" });
    const afterSixMonths = at("2025-09-02");
    for (const by of ["player", "upline"] as const) {
      expect(liftRestriction(oneYear, { ...admin, by }, afterSixMonths)).toMatchObject({
        message: "Only an admin can lift a self-exclusion, at the player's written request",
      });
    }
    expect(liftRestriction(oneYear, { ...admin, writtenRequest: false }, afterSixMonths)).toMatchObject({
      message: "Lifting a self-exclusion needs the player's written request and a reason",
    });
    expect(liftRestriction(oneYear, { ...admin, reason: "  " }, afterSixMonths).ok).toBe(false);
    const lifted = liftRestriction(oneYear, admin, afterSixMonths);
    expect(lifted).toMatchObject({ ok: true, restriction: { endsAtMs: afterSixMonths } });
  });

  it("1 Mar 09:00, 5 years extended on 1 Jun by 6 months ends 1 Sep five years later at 09:00", () => {
    const fiveYears = exclusion("5y");
    expect(fiveYears.endsAtMs).toBe(at("2030-03-01"));
    const extended = extendSelfExclusion(fiveYears, 6, at("2025-06-01"));
    expect(extended).toMatchObject({ ok: true, restriction: { endsAtMs: at("2030-09-01") } });
    if (extended.ok) expect(liftRestriction(extended.restriction, admin, at("2025-08-01")).ok).toBe(false);
  });

  it("an extension is 6 months or more, of a running self-exclusion only", () => {
    expect(extendSelfExclusion(exclusion("1y"), 5, at("2025-06-01"))).toMatchObject({ code: "INVALID_EXTENSION" });
    expect(extendSelfExclusion(exclusion("6m"), 6, at("2025-09-01"))).toMatchObject({ code: "NOT_RUNNING" });
    expect(extendSelfExclusion(taken(takeTimeOut(null, "7d", TAKEN)), 6, TAKEN)).toMatchObject({ code: "NOT_RUNNING" });
  });

  it("calendar months keep the wall-clock time and clamp to the month's end", () => {
    expect(addManilaMonths(at("2025-08-31", "23:30"), 6)).toBe(at("2026-02-28", "23:30"));
  });
});

describe("taking one while another runs", () => {
  it("a self-exclusion replaces a running time-out; a time-out cannot shorten a running restriction", () => {
    const timeOut = taken(takeTimeOut(null, "30d", TAKEN));
    expect(takeTimeOut(timeOut, "7d", at("2025-03-02"))).toMatchObject({
      code: "ALREADY_RESTRICTED",
      message: "You are already on a time-out until 31 Mar 2025 09:00",
    });
    expect(takeTimeOut(timeOut, "6w", at("2025-03-02")).ok).toBe(true);
    expect(takeSelfExclusion(timeOut, "6m", at("2025-03-02")).ok).toBe(true);
    expect(takeTimeOut(exclusion("6m"), "6w", at("2025-03-02"))).toMatchObject({ code: "ALREADY_RESTRICTED" });
    expect(takeSelfExclusion(exclusion("6m"), "1y", at("2025-03-02"))).toMatchObject({
      message: "You are already self-excluded until 1 Sep 2025 09:00: you can extend it",
    });
  });
});

describe("what a running restriction forbids", () => {
  const timeOut = taken(takeTimeOut(null, "7d", TAKEN));
  const during = at("2025-03-04");

  it.each<ProtectedAction>(["bet", "ticket", "load", "loosen-control", "announcements"])("forbids %s", (action) => {
    expect(checkRestriction(timeOut, action, during)).toMatchObject({
      ok: false,
      code: "TIMED_OUT",
      againAtMs: at("2025-03-08"),
    });
    expect(checkRestriction(exclusion("6m"), action, during)).toMatchObject({ ok: false, code: "SELF_EXCLUDED" });
  });

  it("keeps the restricted view: history and withdrawals through the upline", () => {
    expect(checkRestriction(exclusion("5y"), "withdraw", during).ok).toBe(true);
    expect(checkRestriction(exclusion("5y"), "history", during).ok).toBe(true);
  });

  it("words the refusal for whom it is shown to, and forbids nothing once it has ended", () => {
    expect(checkRestriction(timeOut, "bet", during)).toMatchObject({
      message: "You are on a time-out until 8 Mar 2025 09:00: no bets until then",
    });
    expect(checkRestriction(exclusion("6m"), "load", during)).toMatchObject({
      message: "This player is self-excluded until 1 Sep 2025 09:00: nobody can load them",
    });
    expect(checkRestriction(timeOut, "bet", at("2025-03-08")).ok).toBe(true);
  });
});
