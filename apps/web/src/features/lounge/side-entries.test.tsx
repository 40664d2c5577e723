import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sampleEvent, sampleFight } from "../../testing/betting-fixtures.ts";
import { SideButtons } from "./SideButtons.tsx";

afterEach(cleanup);

const talisay = { rooster: "Talisay", owner: "R. Cruz", weightGrams: 2140 };
const sides = (fight = sampleFight()) =>
  render(<SideButtons event={sampleEvent()} fight={fight} myBets={[]} selected={null} onSelect={vi.fn()} />);
const describedBy = (side: string) => {
  const id = screen.getByTestId(`side-${side}`).getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : null;
};

describe("the entries on the player's screen", () => {
  it("shows who fights on each side, and each side's button is described by its entry", () => {
    sides();
    const entries = within(screen.getByRole("list", { name: "Entries" }));
    expect(entries.getAllByRole("listitem")).toHaveLength(2);
    expect(entries.getByTestId("entry-MERON").textContent).toBe("MERON: Red BaronJ. Santos · 2.150 kg");
    expect(entries.getByTestId("entry-WALA").textContent).toBe("WALA: TalisayR. Cruz · 2.140 kg");
    expect(describedBy("MERON")).toBe("MERON: Red BaronJ. Santos · 2.150 kg");
    expect(describedBy("WALA")).toBe("WALA: TalisayR. Cruz · 2.140 kg");
    expect(describedBy("DRAW")).toBeNull();
  });

  it("shows no entries until a fight is entered, nor for a game without them", () => {
    sides(sampleFight({ entries: { MERON: null, WALA: null } }));
    expect(screen.queryByRole("list", { name: "Entries" })).toBeNull();
    expect(describedBy("MERON")).toBeNull();
    cleanup();
    sides(sampleFight({ entries: null }));
    expect(screen.queryByRole("list", { name: "Entries" })).toBeNull();
  });

  it("with one side entered: one entry for screen readers, an empty hidden cell keeping it above its own button", () => {
    sides(sampleFight({ entries: { MERON: null, WALA: talisay } }));
    const entries = within(screen.getByRole("list", { name: "Entries" }));
    expect(entries.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "WALA: TalisayR. Cruz · 2.140 kg",
    ]);
    const empty = screen.getByTestId("entry-MERON");
    expect(empty.getAttribute("aria-hidden")).toBe("true");
    expect(empty.textContent).toBe("");
    expect(describedBy("MERON")).toBeNull();
    expect(describedBy("WALA")).toBe("WALA: TalisayR. Cruz · 2.140 kg");
  });
});
