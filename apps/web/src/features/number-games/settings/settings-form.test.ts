import type { NumberGameSettings } from "@sabong/shared/number-games";
import { describe, expect, it } from "vitest";
import { listOf, rambolitoKeysOf, settingsFormSchema, settingsToForm } from "./settings-form.ts";

const pick3: NumberGameSettings = {
  enabled: true,
  straightMultiplierHundredths: 45_000,
  rambolitoMultiplierHundredths: { "3": 15_000, "6": 7_500 },
  minStakeCentavos: 100,
  maxStakeCentavos: 100_000,
  defaultCapCentavos: 4_500_000,
  cutoffMinutes: 15,
  drawTimes: ["11:00", "16:00", "21:00"],
  closedDays: { yearly: ["01-01", "12-25"], holyWeek: true, dates: [] },
  confirmResults: false,
};

describe("settingsToForm", () => {
  it("shows multipliers as numbers, pesos as text and lists comma-separated", () => {
    expect(settingsToForm("pick3", { ...pick3, straightMultiplierHundredths: 45_050 })).toEqual({
      enabled: true,
      straight: "450.50",
      rambolito: { "3": "150", "6": "75" },
      minStake: "1",
      maxStake: "1000",
      defaultCap: "45000",
      cutoffMinutes: "15",
      drawTimes: "11:00, 16:00, 21:00",
      closedYearly: "01-01, 12-25",
      holyWeek: true,
      closedDates: "",
      confirmResults: false,
    });
  });

  it("has one rambolito multiplier for two digits, two for three", () => {
    expect(rambolitoKeysOf("pick2")).toEqual(["2"]);
    expect(rambolitoKeysOf("game-ending")).toEqual(["2"]);
    expect(rambolitoKeysOf("suertres")).toEqual(["3", "6"]);
  });
});

describe("settingsFormSchema", () => {
  it("round-trips the settings", () => {
    expect(settingsFormSchema("pick3").parse(settingsToForm("pick3", pick3))).toEqual(pick3);
  });

  it("reads decimals to hundredths and tidies the lists", () => {
    const form = {
      ...settingsToForm("pick3", pick3),
      straight: "×72.5",
      drawTimes: "21:00 11:00,11:00",
      closedDates: "2025-06-12",
    };
    const settings = settingsFormSchema("pick3").parse(form);
    expect(settings.straightMultiplierHundredths).toBe(7_250);
    expect(settings.drawTimes).toEqual(["11:00", "21:00"]);
    expect(settings.closedDays.dates).toEqual(["2025-06-12"]);
  });

  it("shows every problem at once, in plain words: what cannot be read and the contract's rules together", () => {
    const bad = settingsFormSchema("pick3").safeParse({
      ...settingsToForm("pick3", pick3),
      straight: "abc",
      maxStake: "0.50",
      cutoffMinutes: "9999",
      closedDates: "someday",
    });
    const byPath = Object.fromEntries(bad.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);
    expect(byPath).toEqual({
      straight: expect.any(String),
      maxStake: "Maximum stake must be at least the minimum stake",
      cutoffMinutes: "Cut-off minutes must be at most 1,440",
      closedDates: "Closed dates must be a valid date",
    });
    for (const message of Object.values(byPath)) {
      expect(message).not.toMatch(/Too (big|small)|expected|Invalid|[<>]=/);
    }
  });

  it("puts each problem under its field, including the contract's", () => {
    const bad = settingsFormSchema("pick3").safeParse({
      ...settingsToForm("pick3", pick3),
      straight: "4.505",
      rambolito: { "3": "abc", "6": "75" },
      cutoffMinutes: "soon",
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths.sort()).toEqual(["cutoffMinutes", "rambolito.3", "straight"]);

    const contract = settingsFormSchema("pick3").safeParse({
      ...settingsToForm("pick3", pick3),
      maxStake: "0.50",
      drawTimes: "25:00",
      closedYearly: "13-01",
    });
    const byPath = Object.fromEntries(contract.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);
    expect(byPath.maxStake).toBe("Maximum stake must be at least the minimum stake");
    expect(byPath.drawTimes).toBe("Times are HH:MM, Manila time");
    expect(byPath.closedYearly).toBe("Closed days are MM-DD");
  });

  it("splits lists on commas and spaces", () => {
    expect(listOf(" 12-25,01-01  12-25 ")).toEqual(["01-01", "12-25"]);
    expect(listOf("")).toEqual([]);
  });
});
