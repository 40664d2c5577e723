import { describe, expect, it } from "vitest";
import { NUMBER_GAMES } from "../games/registry.ts";
import { drawTermsSchema, numberGameSettingsSchema } from "./contracts.ts";
import { defaultNumberGameSettings, drawTermsOf, easterSunday, isClosedDay, scheduledDraws } from "./schedule.ts";

const closedDays = { yearly: ["12-25", "01-01"], holyWeek: true, dates: [] as string[] };
const settings = { drawTimes: ["21:00", "11:00", "16:00"], cutoffMinutes: 15, closedDays };
const iso = (d: Date) => d.toISOString();

describe("schedule: closed days", () => {
  it("finds Easter Sunday (Anonymous Gregorian computus)", () => {
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    expect(easterSunday(2027)).toBe("2027-03-28");
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2038)).toBe("2038-04-25"); // latest possible
    expect(easterSunday(2285)).toBe("2285-03-22"); // earliest possible
    expect(() => easterSunday(1200)).toThrow(RangeError);
  });

  it("closes Maundy Thursday to Easter Sunday: 2025 Apr 17–20, 2026 Apr 2–5, 2027 Mar 25–28", () => {
    const closed = (date: string) => isClosedDay(date, closedDays);
    for (const [wed, thu, sun, mon] of [
      ["2025-04-16", "2025-04-17", "2025-04-20", "2025-04-21"],
      ["2026-04-01", "2026-04-02", "2026-04-05", "2026-04-06"],
      ["2027-03-24", "2027-03-25", "2027-03-28", "2027-03-29"],
    ] as const) {
      expect([closed(wed), closed(thu), closed(sun), closed(mon)]).toEqual([false, true, true, false]);
    }
    expect(closed("2025-04-18")).toBe(true);
    expect(closed("2025-04-19")).toBe(true);
    expect(isClosedDay("2025-04-18", { ...closedDays, holyWeek: false })).toBe(false);
  });

  it("closes the yearly dates and the listed single dates", () => {
    expect(isClosedDay("2025-12-25", closedDays)).toBe(true);
    expect(isClosedDay("2026-01-01", closedDays)).toBe(true);
    expect(isClosedDay("2025-12-24", closedDays)).toBe(false);
    expect(isClosedDay("2025-06-12", { ...closedDays, dates: ["2025-06-12"] })).toBe(true);
    expect(isClosedDay("2026-06-12", { ...closedDays, dates: ["2025-06-12"] })).toBe(false);
    expect(() => isClosedDay("2025-02-30", closedDays)).toThrow(RangeError);
  });
});

describe("schedule: the draws of a Manila day", () => {
  it("draws at the day's times (Manila), in order, cut-off 15 minutes before, open from the day before's last cut-off", () => {
    expect(scheduledDraws("2025-06-10", settings).map((d) => [iso(d.drawAt), iso(d.cutoffAt), iso(d.opensAt)])).toEqual(
      [
        ["2025-06-10T03:00:00.000Z", "2025-06-10T02:45:00.000Z", "2025-06-09T12:45:00.000Z"],
        ["2025-06-10T08:00:00.000Z", "2025-06-10T07:45:00.000Z", "2025-06-09T12:45:00.000Z"],
        ["2025-06-10T13:00:00.000Z", "2025-06-10T12:45:00.000Z", "2025-06-09T12:45:00.000Z"],
      ],
    );
  });

  it("has no draws on a closed day", () => {
    expect(scheduledDraws("2025-12-25", settings)).toEqual([]);
    expect(scheduledDraws("2026-04-03", settings)).toEqual([]);
  });

  it("with now: opens at now, leaves out draws whose cut-off has passed", () => {
    const now = new Date("2025-06-10T05:00:00.000Z"); // 1:00 PM Manila
    const draws = scheduledDraws("2025-06-10", settings, now);
    expect(draws.map((d) => iso(d.drawAt))).toEqual(["2025-06-10T08:00:00.000Z", "2025-06-10T13:00:00.000Z"]);
    expect(draws.every((d) => d.opensAt.getTime() === now.getTime())).toBe(true);
    // Exactly at the cut-off: no bet could be taken.
    expect(scheduledDraws("2025-06-10", settings, new Date("2025-06-10T12:45:00.000Z"))).toEqual([]);
    // The next day opens when this day's last draw stops taking bets (8:45 PM Manila), not at midnight.
    expect(iso(scheduledDraws("2025-06-11", settings, now)[0]?.opensAt ?? new Date(0))).toBe(
      "2025-06-10T12:45:00.000Z",
    );
    // After that cut-off (9:30 PM Manila) tomorrow's draws open at once: there is always a draw to bet on.
    const evening = new Date("2025-06-10T13:30:00.000Z");
    expect(scheduledDraws("2025-06-10", settings, evening)).toEqual([]);
    const tomorrow = scheduledDraws("2025-06-11", settings, evening);
    expect(tomorrow.map((d) => iso(d.opensAt))).toEqual(Array(3).fill(iso(evening)));
    // The day after a closed day opens at the closed day's last draw time's cut-off all the same.
    expect(iso(scheduledDraws("2025-12-26", settings)[0]?.opensAt ?? new Date(0))).toBe("2025-12-25T12:45:00.000Z");
  });

  it("never opens after its cut-off, and draws a time once", () => {
    const early = scheduledDraws("2025-06-10", { ...settings, drawTimes: ["00:10", "00:10"], cutoffMinutes: 30 });
    expect(early).toHaveLength(1);
    // 12:10 AM with a 30-minute cut-off: its cut-off is 11:40 PM the day before, and it opened a day earlier still.
    expect([iso(early[0]?.opensAt ?? new Date(0)), iso(early[0]?.cutoffAt ?? new Date(0))]).toEqual([
      "2025-06-08T15:40:00.000Z",
      "2025-06-09T15:40:00.000Z",
    ]);
    const atTipOff = scheduledDraws("2025-06-10", { ...settings, drawTimes: ["19:30"], cutoffMinutes: 0 });
    expect(atTipOff[0]?.cutoffAt.getTime()).toBe(atTipOff[0]?.drawAt.getTime());
  });
});

describe("schedule: default settings and draw terms", () => {
  it("are valid settings for every game", () => {
    for (const game of NUMBER_GAMES) {
      expect(numberGameSettingsSchema.parse(defaultNumberGameSettings(game))).toEqual(defaultNumberGameSettings(game));
    }
  });

  it("hold the brief's defaults", () => {
    const shared = {
      enabled: true,
      minStakeCentavos: 100,
      maxStakeCentavos: 100_000,
      closedDays: { yearly: ["12-25", "01-01"], holyWeek: true, dates: [] },
    };
    expect(defaultNumberGameSettings("pick2")).toEqual({
      ...shared,
      straightMultiplierHundredths: 7_000,
      rambolitoMultiplierHundredths: { "2": 3_500 },
      defaultCapCentavos: 3_500_000,
      cutoffMinutes: 15,
      drawTimes: ["11:00", "16:00", "21:00"],
      confirmResults: false,
    });
    expect(defaultNumberGameSettings("pick3")).toEqual({
      ...shared,
      straightMultiplierHundredths: 45_000,
      rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 },
      defaultCapCentavos: 4_500_000,
      cutoffMinutes: 15,
      drawTimes: ["11:00", "16:00", "21:00"],
      confirmResults: false,
    });
    expect(defaultNumberGameSettings("suertres")).toEqual({
      ...shared,
      straightMultiplierHundredths: 45_000,
      rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 },
      defaultCapCentavos: 4_500_000,
      cutoffMinutes: 15,
      drawTimes: ["14:00", "17:00", "21:00"],
      confirmResults: true,
    });
    expect(defaultNumberGameSettings("game-ending")).toEqual({
      ...shared,
      straightMultiplierHundredths: 8_000,
      rambolitoMultiplierHundredths: { "2": 4_000 },
      defaultCapCentavos: 4_000_000,
      cutoffMinutes: 0,
      drawTimes: [],
      confirmResults: true,
    });
  });

  it("hands out fresh objects (a caller may change its copy)", () => {
    const a = defaultNumberGameSettings("pick3");
    a.drawTimes.push("23:00");
    a.closedDays.yearly.push("06-12");
    expect(defaultNumberGameSettings("pick3").drawTimes).toEqual(["11:00", "16:00", "21:00"]);
    expect(defaultNumberGameSettings("pick3").closedDays.yearly).toEqual(["12-25", "01-01"]);
  });

  it("snapshots the terms a draw opens with", () => {
    const terms = drawTermsOf(defaultNumberGameSettings("suertres"));
    expect(terms).toEqual({
      straightMultiplierHundredths: 45_000,
      rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 },
      minStakeCentavos: 100,
      maxStakeCentavos: 100_000,
      defaultCapCentavos: 4_500_000,
      confirmResults: true,
    });
    expect(drawTermsSchema.parse(terms)).toEqual(terms);
  });
});
