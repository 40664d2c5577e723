import { describe, expect, it } from "vitest";
import { BY_AGENT, BY_PLAYER, protectionView } from "../../testing/protection.ts";
import { formValuesOf, planLimitChanges } from "./limit-form.ts";

const NOW = Date.parse("2025-03-10T02:00:00.000Z");

describe("the limits form's plan", () => {
  it("fills the boxes with the limits in force: pesos as typed, minutes as a number, empty for none", () => {
    const view = protectionView([
      { key: "loss:day", value: 100_000, setBy: BY_PLAYER },
      { key: "play-time", value: 90, setBy: BY_PLAYER },
    ]);
    const values = formValuesOf(view);
    expect(values["loss:day"]).toBe("1000");
    expect(values["play-time"]).toBe("90");
    expect(values["wager:week"]).toBe("");
  });

  it("sends nothing when nothing changed", () => {
    const view = protectionView([{ key: "loss:day", value: 100_000, setBy: BY_PLAYER }]);
    expect(planLimitChanges(view, formValuesOf(view), "player", NOW)).toEqual({ changes: [], errors: {} });
  });

  it("names every problem at once, in plain words", () => {
    const view = protectionView([{ key: "loss:week", value: 150_000, setBy: BY_PLAYER }]);
    const values = {
      ...formValuesOf(view),
      "loss:day": "2,000",
      "wager:day": "abc",
      "load:month": "0",
      "play-time": "5",
    };
    const { errors, changes } = planLimitChanges(view, values, "player", NOW);
    expect(errors).toEqual({
      "loss:day": "The daily limit cannot be above the weekly one (₱1,500.00)",
      "wager:day": "Enter an amount in pesos, like 1,000.50",
      "load:month": "The amount must be more than zero",
      "play-time": "Daily play time must be between 15 minutes and 24 hours",
    });
    expect(changes).toEqual([]);
  });

  it("lowers shortest windows first and raises longest first, so each request keeps the order on its own", () => {
    const view = protectionView([
      { key: "loss:day", value: 100_000, setBy: BY_PLAYER },
      { key: "loss:week", value: 300_000, setBy: BY_PLAYER },
      { key: "wager:week", value: 100_000, setBy: BY_PLAYER },
      { key: "wager:month", value: 200_000, setBy: BY_PLAYER },
    ]);
    const values = {
      ...formValuesOf(view),
      "loss:week": "400",
      "loss:day": "300",
      "wager:week": "1,500",
      "wager:month": "",
    };
    const { errors, changes } = planLimitChanges(view, values, "player", NOW);
    expect(errors).toEqual({});
    expect(changes).toEqual([
      { key: "loss:day", value: 30_000 },
      { key: "loss:week", value: 40_000 },
      { key: "wager:month", value: null },
      { key: "wager:week", value: 150_000 },
    ]);
  });

  it("keeps the order whichever pending raise applies first, as the server does", () => {
    const view = protectionView([
      { key: "wager:week", value: 100_000, setBy: BY_PLAYER },
      { key: "wager:month", value: 200_000, setBy: BY_PLAYER },
    ]);
    const values = { ...formValuesOf(view), "wager:week": "3,000", "wager:month": "5,000" };
    const { errors, changes } = planLimitChanges(view, values, "player", NOW);
    expect(changes).toEqual([{ key: "wager:month", value: 500_000 }]);
    expect(errors).toEqual({ "wager:week": "The weekly limit cannot be above the monthly one (₱2,000.00)" });
  });

  it("lets the player lower an agent's limit but not raise or remove it", () => {
    const view = protectionView([
      { key: "load:day", value: 500_000, setBy: BY_AGENT },
      { key: "largest-stake", value: 50_000, setBy: BY_AGENT },
    ]);
    const values = { ...formValuesOf(view), "load:day": "1,000", "largest-stake": "" };
    const { errors, changes } = planLimitChanges(view, values, "player", NOW);
    expect(changes).toEqual([{ key: "load:day", value: 100_000 }]);
    expect(errors).toEqual({ "largest-stake": "This limit was set by maria: you can only lower it" });
  });

  it("does not ask again for a raise already pending", () => {
    const view = protectionView([
      {
        key: "loss:day",
        value: 50_000,
        setBy: BY_PLAYER,
        pending: { value: 200_000, effectiveAt: "2025-03-11T02:00:00.000Z", requestedBy: BY_PLAYER },
      },
    ]);
    const values = { ...formValuesOf(view), "loss:day": "2,000" };
    expect(planLimitChanges(view, values, "player", NOW).changes).toEqual([]);
  });

  it("refuses any loosening while a time-out runs", () => {
    const restriction = {
      kind: "time-out" as const,
      startedAt: "2025-03-10T01:00:00.000Z",
      endsAt: "2025-03-11T01:00:00.000Z",
      irrevocableUntil: "2025-03-11T01:00:00.000Z",
    };
    const view = protectionView([{ key: "wager:day", value: 10_000, setBy: BY_PLAYER }], { restriction });
    const values = { ...formValuesOf(view), "wager:day": "" };
    expect(planLimitChanges(view, values, "player", NOW).errors).toEqual({
      "wager:day": "No limit can be raised or removed while a time-out or self-exclusion runs",
    });
  });

  it("tells an agent that only the player can loosen the player's own limit", () => {
    const view = protectionView([{ key: "loss:month", value: 100_000, setBy: BY_PLAYER }]);
    const values = { ...formValuesOf(view), "loss:month": "2000" };
    expect(planLimitChanges(view, values, "upline", NOW).errors).toEqual({
      "loss:month": "The player set this limit: only they can raise or remove it",
    });
  });
});
