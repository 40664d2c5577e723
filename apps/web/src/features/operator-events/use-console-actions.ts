import type { FightView, Game } from "@sabong/shared/betting";
import { contestName, contestTitle } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import {
  FIGHT_ACTIONS,
  type FightCommand,
  type FightCommandAnswer,
  fightCommandPress,
  postFightCommand,
} from "../../api/betting/fight-actions.ts";
import { bettingKeys } from "../../api/betting/keys.ts";
import { eventConsoleQuery, postNextFight } from "../../api/betting/operator.ts";
import { roomWithFight } from "../../games/event-room.ts";
import { formatTimeOfDay } from "../../lib/format.ts";
import { sendPress } from "../../lib/idempotency.ts";
import { notify } from "../../lib/toast.tsx";
import { usePressKeys } from "../../lib/use-press-keys.ts";

/** The fight a confirmed step acts on: the current one, or an older fight sent back to CLOSED by a master revert. */
export type StepTarget = Pick<FightView, "id" | "number" | "betCount" | "totalCentavos">;
/** A command waiting for the operator's confirmation (the actions table says which ones ask first). */
export type PendingStep = { command: FightCommand; target: StepTarget };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What the operator is told once the server answered (open, last call and pause show on the console itself). A
 * settlement says who settled it and when, so a press retried after a lost answer shows the first press's answer
 * ("Declared MERON at 21:04:05 by operator") and a press after someone else's says it was already done.
 */
export function commandNotices(game: Game, command: FightCommand, answer: FightCommandAnswer): string[] {
  const { settlement } = answer;
  if (settlement) {
    const s = settlement.settlement;
    const done = s.result === "CANCELLED" ? "Cancelled" : `Declared ${s.result}`;
    const by = `${done} at ${formatTimeOfDay(settlement.fight.declaredAt)} by ${settlement.declaredBy}`;
    const said = settlement.alreadyDeclared ? `already done: ${by}` : by;
    return [
      `${contestTitle(game)} #${settlement.fight.number}: ${said} · paid ${formatPesos(s.payoutsCentavos)} (${s.wonBets} won, ${s.refundedBets} refunded)`,
    ];
  }
  return command.action === "close" ? [`Betting closed on ${contestName(game, answer.fight.number)}`] : [];
}

/**
 * The console's actions: every fight command through one mutation (the answer's fight goes into the console at
 * once; the push that follows changes nothing), "next fight", and the confirmation step of irreversible ones.
 */
export function useConsoleActions(game: Game, eventId: number) {
  const queryClient = useQueryClient();
  const consoleKey = eventConsoleQuery(game, eventId).queryKey;
  const refreshFights = () => void queryClient.invalidateQueries({ queryKey: bettingKeys.fights(game, eventId) });

  const keys = usePressKeys();
  const command = useMutation({
    mutationFn: (next: FightCommand) =>
      sendPress(keys, fightCommandPress(next), (key) => postFightCommand(game, next, key)),
    onSuccess: ({ fight, settlement }) => {
      queryClient.setQueryData(consoleKey, (current) => (current ? roomWithFight(current, fight) : current));
      refreshFights();
      // A settlement changes the results board.
      if (settlement) void queryClient.invalidateQueries({ queryKey: consoleKey });
    },
  });
  const next = useMutation({
    mutationFn: () => sendPress(keys, `next ${eventId}`, (key) => postNextFight(game, eventId, key)),
    onSuccess: (screen) => {
      queryClient.setQueryData(consoleKey, screen);
      refreshFights();
    },
  });
  const [step, setStep] = useState<PendingStep | null>(null);

  const run = async (chosen: FightCommand) => {
    try {
      const answer = await command.mutateAsync(chosen);
      for (const notice of commandNotices(game, chosen, answer)) notify.success(notice);
      for (const warning of answer.settlement?.warnings ?? []) notify.warning(warning);
    } catch (error) {
      notify.error(errorText(error));
    }
  };

  return {
    busy: command.isPending || next.isPending,
    /** Runs the command, or asks first when it cannot be undone from the console. */
    request: (chosen: FightCommand, target: StepTarget) => {
      if (FIGHT_ACTIONS[chosen.action].confirm) setStep({ command: chosen, target });
      else void run(chosen);
    },
    step,
    confirmStep: async () => {
      if (step) await run(step.command);
      setStep(null);
    },
    cancelStep: () => setStep(null),
    nextFight: () =>
      next
        .mutateAsync()
        .then((screen) => notify.success(`${contestTitle(game)} #${screen.fight.number} is ready`))
        .catch((error: unknown) => notify.error(errorText(error))),
  };
}

export type ConsoleActions = ReturnType<typeof useConsoleActions>;
