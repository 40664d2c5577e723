import type { TallyRow } from "@sabong/shared/number-games";
import { describe, expect, it } from "vitest";
import {
  compactPesos,
  exposureOf,
  gridOf,
  HEAT_LEVELS,
  heatLevel,
  hundredsSummary,
  rowsByCombination,
  stakeOf,
  topExposures,
} from "./heat.ts";

const row = (combination: string, liabilityCentavos: number, extra: Partial<TallyRow> = {}): TallyRow => ({
  combination,
  straightStakeCentavos: 1_000,
  rambolitoStakeCentavos: 500,
  liabilityCentavos,
  capCentavos: 4_500_000,
  notAccepted: false,
  multiplierHundredths: null,
  ...extra,
});

describe("exposure and heat", () => {
  it("is liability over cap, capped at 1; listed combinations count as full", () => {
    expect(exposureOf(undefined)).toBe(0);
    expect(exposureOf(row("123", 2_250_000))).toBe(0.5);
    expect(exposureOf(row("123", 9_000_000))).toBe(1);
    expect(exposureOf(row("123", 0, { notAccepted: true }))).toBe(1);
    expect(exposureOf(row("123", 10, { capCentavos: 0 }))).toBe(1);
  });

  it("maps exposure to levels: 0 only when nothing is at stake, the top level only at the cap", () => {
    expect(heatLevel(undefined)).toBe(0);
    expect(heatLevel(row("12", 1))).toBe(1);
    expect(heatLevel(row("12", 4_499_999))).toBe(HEAT_LEVELS - 1);
    expect(heatLevel(row("12", 4_500_000))).toBe(HEAT_LEVELS);
  });

  it("adds straight and rambolito stakes", () => {
    expect(stakeOf(row("12", 0))).toBe(1_500);
    expect(stakeOf(undefined)).toBe(0);
  });
});

describe("grids", () => {
  it("lays out 00–99 for two digits and x00–x99 per hundreds digit, keeping leading zeros", () => {
    const two = gridOf("");
    expect(two).toHaveLength(10);
    expect(two[0]?.[7]).toBe("07");
    expect(two[9]?.[9]).toBe("99");
    const three = gridOf("0");
    expect(three[0]?.[7]).toBe("007");
    expect(gridOf("4")[2]?.[3]).toBe("423");
  });

  it("indexes the tally's rows by combination", () => {
    const map = rowsByCombination({ drawId: 1, salesCentavos: 0, ticketCount: 0, lineCount: 0, rows: [row("007", 5)] });
    expect(map.get("007")?.liabilityCentavos).toBe(5);
    expect(map.get("7")).toBeUndefined();
    expect(rowsByCombination(undefined).size).toBe(0);
  });

  it("summarises each hundreds digit: stakes and hottest level", () => {
    const summary = hundredsSummary([row("123", 4_500_000), row("150", 10), row("900", 10)]);
    expect(summary).toHaveLength(10);
    expect(summary[1]).toEqual({ prefix: "1", stakeCentavos: 3_000, level: HEAT_LEVELS });
    expect(summary[9]?.level).toBe(1);
    expect(summary[0]).toEqual({ prefix: "0", stakeCentavos: 0, level: 0 });
  });
});

describe("topExposures", () => {
  it("puts the combinations nearest their caps first and leaves out empty rows", () => {
    const rows = [
      row("111", 100),
      row("222", 4_000_000),
      row("333", 0, { notAccepted: true }),
      row("444", 0, { multiplierHundredths: 30_000 }),
      row("555", 200, { capCentavos: 210 }),
    ];
    expect(topExposures(rows, 3).map((r) => r.combination)).toEqual(["333", "555", "222"]);
    expect(topExposures(rows, 10).map((r) => r.combination)).not.toContain("444");
  });
});

describe("compactPesos", () => {
  it("shortens thousands and millions", () => {
    expect(compactPesos(95_000)).toBe("950");
    expect(compactPesos(120_000)).toBe("1.2k");
    expect(compactPesos(3_500_000)).toBe("35k");
    expect(compactPesos(110_000_000)).toBe("1.1M");
  });
});
