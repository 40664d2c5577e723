import { describe, expect, it } from "vitest";
import { manilaDateTime } from "../time/manila.ts";
import {
  answerRealityCheck,
  checkPlayTime,
  durationText,
  type PlaySession,
  playedTodayMs,
  realityCheckDueAtMs,
  realityCheckText,
  sessionFigures,
  touchSession,
} from "./play-time.ts";
import type { Movement } from "./windows.ts";

const at = (time: string, date = "2025-03-03") => manilaDateTime(date, time).getTime();
const MINUTE = 60_000;

describe("reality check every 60 minutes (protection-rules.md)", () => {
  const signedIn = touchSession(null, at("20:00"));
  const moves: Movement[] = [
    { kind: "stake", amountCentavos: 100_000, atMs: at("20:10") },
    { kind: "payout", amountCentavos: 190_000, atMs: at("20:30") },
    { kind: "stake", amountCentavos: 135_000, atMs: at("20:45") },
    { kind: "stake", amountCentavos: 50_000, atMs: at("19:00") },
    { kind: "load", amountCentavos: 500_000, atMs: at("20:05") },
  ];

  it("signed in at 20:00, the dialog at 21:00 shows the session's figures", () => {
    expect(realityCheckDueAtMs(signedIn, 60)).toBe(at("21:00"));
    expect(realityCheckText(sessionFigures(signedIn, moves, at("21:00")))).toBe(
      "You have been playing for 1 h 0 min. Staked ₱2,350.00, won ₱1,900.00: net −₱450.00 this session.",
    );
  });

  it("a reload at 21:10 does not restart the count: the next dialog is at 22:00", () => {
    const playing = [at("20:25"), at("20:50"), at("21:00")].reduce(touchSession, signedIn);
    const answered = answerRealityCheck(playing, 60, at("21:00"));
    const reloaded = touchSession(answered, at("21:10"));
    expect(reloaded.startedAtMs).toBe(at("20:00"));
    expect(realityCheckDueAtMs(reloaded, 60)).toBe(at("22:00"));
  });

  it("a player away past several due times gets one dialog, then the next on the hour's grid", () => {
    const late = touchSession(signedIn, at("20:29"));
    const answered = answerRealityCheck(late, 60, at("20:59") + 3 * 60 * MINUTE);
    expect(realityCheckDueAtMs(answered, 60)).toBe(at("00:00", "2025-03-04"));
  });

  it("every 15 or 30 minutes when the player chose so", () => {
    expect(realityCheckDueAtMs(signedIn, 15)).toBe(at("20:15"));
    expect(realityCheckDueAtMs(signedIn, 30)).toBe(at("20:30"));
  });

  it("answering before the check is due changes nothing", () => {
    expect(answerRealityCheck(signedIn, 60, at("20:59"))).toEqual(signedIn);
  });

  it("a session ends after 30 minutes with no request from any tab", () => {
    expect(touchSession(signedIn, at("20:30")).startedAtMs).toBe(at("20:00"));
    expect(touchSession(signedIn, at("20:30") + 1).startedAtMs).toBe(at("20:30") + 1);
  });

  it("shows a net win with a plus, and short sessions in minutes", () => {
    const text = realityCheckText({ playedMs: 15 * MINUTE, stakedCentavos: 10_000, wonCentavos: 25_000 });
    expect(text).toBe("You have been playing for 15 min. Staked ₱100.00, won ₱250.00: net +₱150.00 this session.");
    expect(durationText(125 * MINUTE + 59_999)).toBe("2 h 5 min");
  });
});

describe("daily play time, per Manila day", () => {
  const sessions: PlaySession[] = [
    { startedAtMs: at("23:00", "2025-03-02"), lastSeenAtMs: at("00:30"), lastCheckDueMs: null },
    { startedAtMs: at("09:00"), lastSeenAtMs: at("10:00"), lastCheckDueMs: null },
    { startedAtMs: at("20:00"), lastSeenAtMs: at("20:29"), lastCheckDueMs: null },
  ];

  it("counts only the part of each session inside today's Manila day", () => {
    expect(playedTodayMs(sessions, at("20:29"))).toBe((30 + 60 + 29) * MINUTE);
  });

  it("refuses bets once the day's minutes are used, until the next Manila midnight", () => {
    expect(checkPlayTime(120, sessions, at("20:29")).ok).toBe(true);
    expect(checkPlayTime(119, sessions, at("20:29"))).toMatchObject({
      ok: false,
      code: "PLAY_TIME",
      message:
        "You have played your 1 h 59 min for today: your daily play-time limit. You can bet again tomorrow at 00:00.",
      againAtMs: at("00:00", "2025-03-04"),
    });
    expect(checkPlayTime(undefined, sessions, at("20:29")).ok).toBe(true);
    expect(playedTodayMs(sessions, at("00:10", "2025-03-04"))).toBe(0);
  });
});
