import { describe, expect, it } from "vitest";
import { manilaDateTime } from "../time/manila.ts";
import { type ActiveLimits, checkLoad, checkStakes, loadRoom, stakeRoom, windowStandings } from "./room.ts";
import { type Movement, windowSums } from "./windows.ts";

/** Manila wall-clock instants of the worked examples (Mon 3 Mar 2025 is a Monday). */
const at = (date: string, time: string, seconds = 0) => manilaDateTime(date, time).getTime() + seconds * 1000;
const MON = "2025-03-03";
const TUE = "2025-03-04";

describe("loss limit, 24 hours: ₱1,000 (protection-rules.md)", () => {
  const limits: ActiveLimits = { loss: { day: 100_000 } };
  const stake600: Movement = { kind: "stake", amountCentavos: 60_000, atMs: at(MON, "10:00") };
  const payout: Movement = { kind: "payout", amountCentavos: 94_998, atMs: at(MON, "10:05") };
  const lineStake: Movement = { kind: "stake", amountCentavos: 134_998, atMs: at(MON, "11:00") };
  const all = [stake600, payout, lineStake];
  const netLoss = (nowMs: number) => windowSums(all, "day", nowMs).netLossCentavos;
  const room = (nowMs: number) => stakeRoom(limits, all, nowMs)?.roomCentavos;

  it("Mon 10:00: a ₱600 stake leaves ₱400 of room", () => {
    expect(windowSums([stake600], "day", at(MON, "10:00")).netLossCentavos).toBe(60_000);
    expect(stakeRoom(limits, [stake600], at(MON, "10:00"))?.roomCentavos).toBe(40_000);
  });

  it("Mon 10:01: ₱500 is refused with what is left", () => {
    const check = checkStakes(limits, [stake600], [50_000], at(MON, "10:01"));
    expect(check).toMatchObject({
      ok: false,
      code: "LOSS_LIMIT",
      message: "You can stake ₱400.00 more today: your daily loss limit",
      roomCentavos: 40_000,
    });
    expect(checkStakes(limits, [stake600], [40_000], at(MON, "10:01")).ok).toBe(true);
  });

  it("Mon 10:05: the win pays ₱949.98 and the net loss goes below zero: room ₱1,349.98", () => {
    expect(netLoss(at(MON, "10:05"))).toBe(-34_998);
    expect(room(at(MON, "10:05"))).toBe(134_998);
  });

  it("Mon 11:00: a losing ₱1,349.98 line fills the limit exactly", () => {
    expect(checkStakes(limits, [stake600, payout], [134_998], at(MON, "11:00")).ok).toBe(true);
    expect(netLoss(at(MON, "11:00"))).toBe(100_000);
    expect(room(at(MON, "11:00"))).toBe(0);
  });

  it("Tue 10:00:01: the Monday 10:00 stake has left the window", () => {
    expect(netLoss(at(TUE, "10:00", 1))).toBe(40_000);
    expect(room(at(TUE, "10:00", 1))).toBe(60_000);
  });

  it("Tue 10:05:01: the payout leaves too and the window closes until Tue 11:00", () => {
    const nowMs = at(TUE, "10:05", 1);
    expect(netLoss(nowMs)).toBe(134_998);
    expect(room(nowMs)).toBe(0);
    expect(checkStakes(limits, all, [100], nowMs)).toMatchObject({
      ok: false,
      message: "You have reached your daily loss limit. You can stake again at 11:00.",
      againAtMs: at(TUE, "11:00"),
    });
    expect(room(at(TUE, "11:00", 1))).toBe(100_000);
  });

  it("the window is open on the left: a stake of Mon 10:00 is in at Tue 09:59:59.999, out at Tue 10:00", () => {
    expect(windowSums([stake600], "day", at(TUE, "10:00") - 1).netLossCentavos).toBe(60_000);
    expect(windowSums([stake600], "day", at(TUE, "10:00")).netLossCentavos).toBe(0);
  });

  it("an open bet counts as lost until paid back, and a refund counts like a payout", () => {
    const open: Movement[] = [{ kind: "stake", amountCentavos: 30_000, atMs: at(MON, "12:00") }];
    expect(stakeRoom(limits, open, at(MON, "12:30"))?.roomCentavos).toBe(70_000);
    const refunded = [...open, { kind: "refund", amountCentavos: 30_000, atMs: at(MON, "12:40") } as Movement];
    expect(stakeRoom(limits, refunded, at(MON, "12:45"))?.roomCentavos).toBe(100_000);
  });

  it("a payout credited in the window counts even when its stake has left it", () => {
    const moves: Movement[] = [
      { kind: "stake", amountCentavos: 10_000, atMs: at(MON, "09:00") },
      { kind: "payout", amountCentavos: 19_000, atMs: at(TUE, "09:30") },
    ];
    expect(windowSums(moves, "day", at(TUE, "09:30")).netLossCentavos).toBe(-19_000);
  });

  it("says tomorrow's time when room comes back on the next Manila day", () => {
    const moves: Movement[] = [{ kind: "stake", amountCentavos: 100_000, atMs: at(MON, "22:15", 30) }];
    const check = checkStakes(limits, moves, [100], at(MON, "23:00"));
    expect(check).toMatchObject({
      message: "You have reached your daily loss limit. You can stake again tomorrow at 22:16.",
    });
  });
});

describe("wager limit, 7 days: ₱5,000", () => {
  const limits: ActiveLimits = { wager: { week: 500_000 } };
  const moves: Movement[] = [
    { kind: "stake", amountCentavos: 300_000, atMs: at("2025-03-01", "20:00") },
    { kind: "payout", amountCentavos: 600_000, atMs: at("2025-03-01", "20:10") },
    { kind: "stake", amountCentavos: 198_000, atMs: at(MON, "21:00") },
    { kind: "stake", amountCentavos: 400_000, atMs: at("2025-02-20", "10:00") },
  ];

  it("a ticket of three ₱10 lines with ₱4,980 staked this week is refused whole", () => {
    expect(checkStakes(limits, moves, [1_000, 1_000, 1_000], at(TUE, "08:00"))).toMatchObject({
      ok: false,
      code: "WAGER_LIMIT",
      message: "You can stake ₱20.00 more this week: your weekly wager limit",
    });
    expect(checkStakes(limits, moves, [1_000, 1_000], at(TUE, "08:00")).ok).toBe(true);
  });

  it("counts stakes whatever their outcome: a payout gives no wager room back", () => {
    expect(stakeRoom(limits, moves, at(TUE, "08:00"))?.roomCentavos).toBe(2_000);
  });
});

describe("load limit, 30 days: ₱20,000", () => {
  const limits: ActiveLimits = { load: { month: 2_000_000 } };
  const moves: Movement[] = [
    { kind: "load", amountCentavos: 1_800_000, atMs: at("2025-03-01", "09:00") },
    { kind: "withdrawal", amountCentavos: 500_000, atMs: at("2025-03-02", "09:00") },
    { kind: "commission-conversion", amountCentavos: 700_000, atMs: at("2025-03-05", "09:00") },
  ];
  const tenth = at("2025-03-10", "09:00");

  it("refuses ₱3,000 on the 10th: withdrawals give no room back, a commission conversion is not a load", () => {
    expect(checkLoad(limits, moves, 300_000, tenth)).toMatchObject({
      ok: false,
      code: "LOAD_LIMIT",
      message: "This player can be loaded ₱2,000.00 more this month (their load limit)",
      roomCentavos: 200_000,
    });
    expect(checkLoad(limits, moves, 200_000, tenth).ok).toBe(true);
  });

  it("at the limit, says when the player can be loaded again", () => {
    const full = [...moves, { kind: "load", amountCentavos: 200_000, atMs: tenth } as Movement];
    expect(loadRoom(limits, full, tenth)?.roomCentavos).toBe(0);
    expect(checkLoad(limits, full, 100, tenth)).toMatchObject({
      message: "This player has reached their monthly load limit: they can be loaded again on 31 Mar 2025 at 09:00",
    });
  });

  it("loads do not touch the stake limits, and stakes do not touch the load limit", () => {
    const both: ActiveLimits = { ...limits, loss: { day: 100_000 } };
    expect(stakeRoom(both, moves, tenth)?.roomCentavos).toBe(100_000);
    expect(checkStakes(both, moves, [100_000], tenth).ok).toBe(true);
  });
});

describe("several limits at once", () => {
  it("the tightest window speaks, and every limited window shows what is used and left", () => {
    const limits: ActiveLimits = { loss: { day: 100_000, week: 300_000 }, wager: { week: 150_000 } };
    const moves: Movement[] = [{ kind: "stake", amountCentavos: 120_000, atMs: at("2025-03-01", "10:00") }];
    const nowMs = at(MON, "10:00");
    expect(checkStakes(limits, moves, [50_000], nowMs)).toMatchObject({
      message: "You can stake ₱300.00 more this week: your weekly wager limit",
    });
    expect(
      windowStandings(limits, moves, nowMs).map((s) => [s.kind, s.window, s.usedCentavos, s.roomCentavos]),
    ).toEqual([
      ["loss", "day", 0, 100_000],
      ["loss", "week", 120_000, 180_000],
      ["wager", "week", 120_000, 30_000],
    ]);
  });

  it("refuses a stake above the largest-stake limit, per line of a ticket", () => {
    const limits: ActiveLimits = { largestStakeCentavos: 50_000 };
    expect(checkStakes(limits, [], [50_000, 50_000], at(MON, "10:00")).ok).toBe(true);
    expect(checkStakes(limits, [], [50_001], at(MON, "10:00"))).toMatchObject({
      code: "LARGEST_STAKE",
      message: "A single stake can be at most ₱500.00: your largest-stake limit",
    });
  });

  it("with no limit set, nothing is refused and there is no room to speak of", () => {
    expect(stakeRoom({}, [], at(MON, "10:00"))).toBeNull();
    expect(checkStakes({}, [], [10_000_000], at(MON, "10:00")).ok).toBe(true);
  });
});
