/**
 * Fight lifecycle: STANDBY → OPEN → LAST_CALL → CLOSED → DECLARED.
 * Declaring a result settles the fight in the same step, so there is no separate "settled" state.
 */
export const FIGHT_STATES = ["STANDBY", "OPEN", "LAST_CALL", "CLOSED", "DECLARED"] as const;
export type FightState = (typeof FIGHT_STATES)[number];

export const FIGHT_ACTIONS = ["open", "lastCall", "close", "declare", "cancel", "revert"] as const;
export type FightAction = (typeof FIGHT_ACTIONS)[number];

/** Why an action is refused, so the server and the web show the same message. */
export type TransitionErrorReason =
  | "ALREADY_OPEN" // open while OPEN or LAST_CALL
  | "ALREADY_LAST_CALL" // lastCall while LAST_CALL
  | "NOT_OPEN" // lastCall or close before betting was opened
  | "ALREADY_CLOSED" // open, lastCall or close after betting was closed
  | "NOT_CLOSED" // declare while betting is still possible
  | "ALREADY_DECLARED" // anything but revert once declared
  | "NOT_DECLARED"; // revert with nothing to revert

export type TransitionResult = { ok: true; state: FightState } | { ok: false; reason: TransitionErrorReason };

export const FIGHT_STATE_LABELS: Record<FightState, string> = {
  STANDBY: "STANDBY",
  OPEN: "OPEN",
  LAST_CALL: "LAST CALL",
  CLOSED: "CLOSED",
  DECLARED: "DECLARED",
};

export const FIGHT_ACTION_LABELS: Record<FightAction, string> = {
  open: "Open betting",
  lastCall: "Last call",
  close: "Close betting",
  declare: "Declare result",
  cancel: "Cancel fight",
  revert: "Revert result",
};

export const TRANSITION_ERROR_MESSAGES: Record<TransitionErrorReason, string> = {
  ALREADY_OPEN: "Betting is already open.",
  ALREADY_LAST_CALL: "Last call was already given.",
  NOT_OPEN: "Betting has not been opened yet.",
  ALREADY_CLOSED: "Betting is already closed.",
  NOT_CLOSED: "Close betting before declaring a result.",
  ALREADY_DECLARED: "The result is already declared.",
  NOT_DECLARED: "There is no declared result to revert.",
};

function fail(reason: TransitionErrorReason): TransitionResult {
  return { ok: false, reason };
}

function ok(state: FightState): TransitionResult {
  return { ok: true, state };
}

/** The state after `action`, or why the action is not allowed from `state`. */
export function nextState(state: FightState, action: FightAction): TransitionResult {
  if (state === "DECLARED") return action === "revert" ? ok("CLOSED") : fail("ALREADY_DECLARED");
  switch (action) {
    case "open":
      if (state === "STANDBY") return ok("OPEN");
      return fail(state === "CLOSED" ? "ALREADY_CLOSED" : "ALREADY_OPEN");
    case "lastCall":
      if (state === "OPEN") return ok("LAST_CALL");
      return fail(state === "STANDBY" ? "NOT_OPEN" : state === "CLOSED" ? "ALREADY_CLOSED" : "ALREADY_LAST_CALL");
    case "close":
      if (state === "OPEN" || state === "LAST_CALL") return ok("CLOSED");
      return fail(state === "STANDBY" ? "NOT_OPEN" : "ALREADY_CLOSED");
    case "declare":
      return state === "CLOSED" ? ok("DECLARED") : fail("NOT_CLOSED");
    case "cancel":
      // Cancelling is declaring the result CANCELLED: allowed from any undeclared state.
      return ok("DECLARED");
    case "revert":
      return fail("NOT_DECLARED");
  }
}

export function canTransition(from: FightState, action: FightAction): boolean {
  return nextState(from, action).ok;
}

/** Actions an operator can take now, in lifecycle order (for enabling buttons). */
export function allowedActions(state: FightState): FightAction[] {
  return FIGHT_ACTIONS.filter((action) => canTransition(state, action));
}

/** Bets are taken while OPEN and during LAST CALL only. */
export const BET_ACCEPTING_STATES: readonly FightState[] = ["OPEN", "LAST_CALL"];

export function acceptsBets(state: FightState): boolean {
  return BET_ACCEPTING_STATES.includes(state);
}

export function isFightState(value: unknown): value is FightState {
  return typeof value === "string" && (FIGHT_STATES as readonly string[]).includes(value);
}

export function isFightAction(value: unknown): value is FightAction {
  return typeof value === "string" && (FIGHT_ACTIONS as readonly string[]).includes(value);
}
