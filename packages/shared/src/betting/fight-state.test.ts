import { describe, expect, it } from "vitest";
import {
  acceptsBets,
  allowedActions,
  canTransition,
  FIGHT_ACTIONS,
  FIGHT_STATE_LABELS,
  FIGHT_STATES,
  type FightAction,
  type FightState,
  nextState,
} from "./fight-state.ts";

describe("fight state machine", () => {
  it("walks the happy path", () => {
    let state: FightState = "STANDBY";
    for (const action of ["open", "lastCall", "close", "declare"] as const) {
      const next = nextState(state, action);
      if (!next.ok) throw new Error(next.reason);
      state = next.state;
    }
    expect(state).toBe("DECLARED");
  });

  it("allows exactly these transitions", () => {
    const allowed: Record<FightState, Partial<Record<FightAction, FightState>>> = {
      STANDBY: { open: "OPEN", cancel: "DECLARED" },
      OPEN: { lastCall: "LAST_CALL", close: "CLOSED", cancel: "DECLARED" },
      LAST_CALL: { close: "CLOSED", cancel: "DECLARED" },
      CLOSED: { declare: "DECLARED", cancel: "DECLARED" },
      DECLARED: { revert: "CLOSED" },
    };
    for (const state of FIGHT_STATES) {
      for (const action of FIGHT_ACTIONS) {
        const expected = allowed[state][action];
        const next = nextState(state, action);
        expect(next.ok ? next.state : null, `${state} --${action}-->`).toBe(expected ?? null);
        expect(canTransition(state, action)).toBe(expected !== undefined);
      }
    }
  });

  it("gives a typed reason when refusing", () => {
    expect(nextState("OPEN", "open")).toEqual({ ok: false, reason: "ALREADY_OPEN" });
    expect(nextState("LAST_CALL", "open")).toEqual({ ok: false, reason: "ALREADY_OPEN" });
    expect(nextState("LAST_CALL", "lastCall")).toEqual({ ok: false, reason: "ALREADY_LAST_CALL" });
    expect(nextState("STANDBY", "lastCall")).toEqual({ ok: false, reason: "NOT_OPEN" });
    expect(nextState("STANDBY", "close")).toEqual({ ok: false, reason: "NOT_OPEN" });
    expect(nextState("CLOSED", "open")).toEqual({ ok: false, reason: "ALREADY_CLOSED" });
    expect(nextState("CLOSED", "close")).toEqual({ ok: false, reason: "ALREADY_CLOSED" });
    expect(nextState("OPEN", "declare")).toEqual({ ok: false, reason: "NOT_CLOSED" });
    expect(nextState("DECLARED", "cancel")).toEqual({ ok: false, reason: "ALREADY_DECLARED" });
    expect(nextState("CLOSED", "revert")).toEqual({ ok: false, reason: "NOT_DECLARED" });
  });

  it("takes bets only while OPEN or LAST CALL", () => {
    expect(FIGHT_STATES.filter(acceptsBets)).toEqual(["OPEN", "LAST_CALL"]);
  });

  it("lists allowed actions and labels", () => {
    expect(allowedActions("OPEN")).toEqual(["lastCall", "close", "cancel"]);
    expect(allowedActions("DECLARED")).toEqual(["revert"]);
    expect(FIGHT_STATE_LABELS.LAST_CALL).toBe("LAST CALL");
  });
});
