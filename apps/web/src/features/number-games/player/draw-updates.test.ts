import { describe, expect, it } from "vitest";
import { samplePick3Draw as sampleDraw, sampleTicket } from "../../../testing/draw-fixtures.ts";
import { listWithDraw, outcomesMayChange, ticketsWith } from "./draw-updates.ts";

describe("draw:state pushes on the draw list", () => {
  const first = sampleDraw({ id: 1, drawAt: "2026-03-01T03:00:00.000Z" });
  const second = sampleDraw({ id: 2, drawAt: "2026-03-01T08:00:00.000Z" });
  const old = sampleDraw({ id: 0, state: "SETTLED", result: "555" });

  it("keeps open draws by draw time and a closed one where it is until its result", () => {
    const list = { enabled: true, open: [second], recent: [old] };
    expect(listWithDraw(list, first).open.map((d) => d.id)).toEqual([1, 2]);
    const closed = listWithDraw({ enabled: true, open: [first, second], recent: [] }, { ...first, state: "CLOSED" });
    expect(closed.open.map((d) => [d.id, d.state])).toEqual([
      [1, "CLOSED"],
      [2, "OPEN"],
    ]);
  });

  it("moves a settled or cancelled draw to the head of the results (10 kept)", () => {
    const recent = Array.from({ length: 10 }, (_, i) => sampleDraw({ id: 100 + i, state: "SETTLED" }));
    const after = listWithDraw(
      { enabled: true, open: [first, second], recent },
      { ...first, state: "SETTLED", result: "123" },
    );
    expect(after.open.map((d) => d.id)).toEqual([2]);
    expect(after.recent.map((d) => d.id).slice(0, 2)).toEqual([1, 100]);
    expect(after.recent).toHaveLength(10);
  });

  it("takes a reverted draw out of the results", () => {
    const after = listWithDraw({ enabled: true, open: [], recent: [old] }, { ...old, state: "CLOSED", result: null });
    expect(after).toEqual({ enabled: true, open: [], recent: [] });
  });
});

describe("the player's tickets", () => {
  it("a placed ticket joins the list once (a replay is already there)", () => {
    const placed = sampleTicket({ id: 7 });
    expect(ticketsWith([sampleTicket()], placed).map((t) => t.id)).toEqual([7, 501]);
    expect(ticketsWith([placed], placed)).toHaveLength(1);
  });

  it("outcomes are refetched when the state or the result changes", () => {
    const draw = sampleDraw();
    expect(outcomesMayChange(draw, { ...draw, serverNow: "2026-03-01T05:41:00.000Z" })).toBe(false);
    expect(outcomesMayChange(draw, { ...draw, state: "SETTLED", result: "124" })).toBe(true);
    expect(outcomesMayChange(undefined, draw)).toBe(true);
  });
});
