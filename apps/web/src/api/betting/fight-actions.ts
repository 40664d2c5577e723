import {
  type DeclareAnswer,
  declareAnswerSchema,
  type FightResult,
  type FightView,
  fightViewSchema,
  type Game,
  type Side,
} from "@sabong/shared/betting";
import { api } from "../../lib/api-client.ts";
import { operatorResource } from "./operator.ts";

/** What the operator does to one fight (POST {operator}/fights/:fightId/<path>). */
export type FightCommand =
  | { action: "open" | "lastCall" | "close" | "cancel"; fightId: number }
  | { action: "pause" | "unpause"; fightId: number; side: Side }
  | { action: "declare"; fightId: number; result: FightResult };
export type FightCommandName = FightCommand["action"];

type FightActionRoute = {
  path: string;
  /** Declare and cancel settle the fight in the same step: the answer carries the settlement. */
  settles: boolean;
  /** Irreversible (only a master revert undoes it): the console asks first. */
  confirm: boolean;
};

/**
 * The one table of the operator's fight actions: open (STANDBY → OPEN; an UPCOMING event goes LIVE), last call
 * (bets still taken), close (no more bets), pause/unpause one side (until betting closes) {side}, declare {result}
 * (winners paid, commissions booked) and cancel (every bet refunded).
 */
export const FIGHT_ACTIONS: Record<FightCommandName, FightActionRoute> = {
  open: { path: "open", settles: false, confirm: false },
  lastCall: { path: "last-call", settles: false, confirm: false },
  close: { path: "close", settles: false, confirm: true },
  pause: { path: "pause", settles: false, confirm: false },
  unpause: { path: "unpause", settles: false, confirm: false },
  declare: { path: "declare", settles: true, confirm: true },
  cancel: { path: "cancel", settles: true, confirm: true },
};

/** The request body of a command: its side or result, nothing else. */
export function fightCommandBody(command: FightCommand): Record<string, string> {
  if ("side" in command) return { side: command.side };
  if ("result" in command) return { result: command.result };
  return {};
}

/** Every answer in one shape: the fight as it now is, and the settlement when the command settled it. */
export type FightCommandAnswer = { fight: FightView; settlement: DeclareAnswer | null };

/** A press's name for its idempotency key: the same command on the same fight is the same press. */
export function fightCommandPress(command: FightCommand): string {
  return [command.action, command.fightId, ...Object.values(fightCommandBody(command))].join(" ");
}

export async function postFightCommand(
  game: Game,
  command: FightCommand,
  idempotencyKey: string,
): Promise<FightCommandAnswer> {
  const route = FIGHT_ACTIONS[command.action];
  const path = `fights/${command.fightId}/${route.path}`;
  const body = { ...fightCommandBody(command), idempotencyKey };
  if (route.settles) {
    const settlement = await api.post(operatorResource(game), path, body, { schema: declareAnswerSchema });
    return { fight: settlement.fight, settlement };
  }
  const fight = await api.post(operatorResource(game), path, body, { schema: fightViewSchema });
  return { fight, settlement: null };
}
