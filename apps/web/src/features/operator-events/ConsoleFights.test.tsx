import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleEvent, sampleFight, sampleSettlement } from "../../testing/betting-fixtures.ts";
import { renderAt } from "../../testing/render.tsx";
import { PastFights } from "./ConsoleFights.tsx";

describe("past fights", () => {
  it("shows each fight's house result, in red when a DRAW paid beyond the stakes", () => {
    // 3,000 staked; the DRAW bet of 500 paid 4,500 and the 2,500 on the main sides came back: the house lost 4,000.
    const draw = sampleSettlement({
      result: "DRAW",
      stakesCentavos: 300_000,
      payoutsCentavos: 700_000,
      houseCentavos: 0,
      drawFundingCentavos: 400_000,
      houseNetCentavos: -400_000,
    });
    const talisay = sampleFight().entries?.WALA ?? null;
    const fight = (id: number, settlement = sampleSettlement()) => ({
      id,
      eventId: 1,
      number: id,
      state: "DECLARED" as const,
      result: settlement.result,
      totalCentavos: settlement.stakesCentavos,
      betCount: 3,
      settlement,
      revertCount: 0,
      declaredAt: "2025-01-31T12:00:00Z",
      entries:
        { 1: sampleFight().entries, 2: { MERON: null, WALA: null }, 3: { MERON: null, WALA: talisay } }[id] ?? null,
    });
    renderAt(<PastFights game="sabong" event={sampleEvent()} fights={[fight(3), fight(2, draw), fight(1)]} />);
    expect(screen.getByRole("columnheader", { name: "House result" })).toBeTruthy();
    const [halfRow, drawRow, meronRow] = screen
      .getAllByTestId("past-fight")
      .map((row) => within(row).getAllByRole("cell"));
    const house = (cells: HTMLElement[] | undefined) => cells?.[5] as HTMLElement;
    expect(house(drawRow).textContent).toBe("-4,000.00");
    expect(house(drawRow).className).toContain("text-danger");
    expect(house(meronRow).textContent).toBe("75.00");
    expect(house(meronRow).className).not.toContain("text-danger");
    // The entries, when the fight had them, under its result.
    expect(meronRow?.[1]?.textContent).toContain("Red Baron vs Talisay");
    expect(drawRow?.[1]?.textContent).toBe("DRAW");
    expect(halfRow?.[1]?.textContent).toBe("MERON WINS— vs Talisay");
  });
});
