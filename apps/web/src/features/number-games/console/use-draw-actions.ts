import type { NumberGame } from "@sabong/shared/games";
import type { CapOverride, DrawView, EnterResultBody } from "@sabong/shared/number-games";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { drawKeys } from "../../../api/number-games/keys.ts";
import {
  type DrawCommand,
  downloadDrawReport,
  postDrawCommand,
  postDrawResult,
  postExpectedEnd,
  putCapOverrides,
} from "../../../api/number-games/staff.ts";
import { formatDateTime } from "../../../lib/format.ts";
import { sendPress } from "../../../lib/idempotency.ts";
import { notify } from "../../../lib/toast.tsx";
import { usePressKeys } from "../../../lib/use-press-keys.ts";

/** A step the operator confirms first: a command on the draw, or a result about to be entered. */
export type DrawStep =
  | { kind: "command"; command: DrawCommand }
  | { kind: "result"; body: EnterResultBody; combination: string };

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const DONE: Record<DrawCommand, string> = {
  close: "Betting closed",
  reopen: "Betting reopened",
  confirm: "Result confirmed: the draw is settled",
  reject: "Result rejected: enter the right one",
  cancel: "Draw cancelled: every stake refunded",
  revert: "Settlement reverted: the draw is back to CLOSED",
  settle: "Draw settled again from its seed",
};

/** A press's name for its idempotency key: the same step with the same inputs is the same press. */
function stepPress(step: DrawStep, reason?: string): string {
  return step.kind === "command" ? `${step.command} ${reason ?? ""}` : `result ${JSON.stringify(step.body)}`;
}

/** What the notice says once a step is done (a result: settled, or waiting for the second operator). */
function doneMessage(step: DrawStep, draw: DrawView): string {
  if (step.kind === "command") return DONE[step.command];
  return draw.state === "SETTLED"
    ? `Result ${step.combination} entered: the draw is settled`
    : `Result ${step.combination} entered: waiting for a second operator to confirm`;
}

type PressKeys = ReturnType<typeof usePressKeys>;

/** The step being confirmed (a command or a result) and its failure, kept in the dialog for another try. */
function useDrawSteps(game: NumberGame, drawId: number, applyDraw: (draw: DrawView) => void, keys: PressKeys) {
  const [step, setStep] = useState<DrawStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const action = useMutation({
    mutationFn: ({ next, reason }: { next: DrawStep; reason?: string }) =>
      sendPress(keys, stepPress(next, reason), (key) =>
        next.kind === "command"
          ? postDrawCommand(game, drawId, next.command, key, reason)
          : postDrawResult(game, drawId, next.body, key),
      ),
    onSuccess: applyDraw,
  });
  return {
    step,
    error,
    busy: action.isPending,
    request: (next: DrawStep) => {
      setError(null);
      setStep(next);
    },
    cancelStep: () => {
      if (!action.isPending) setStep(null);
    },
    /** Runs the pending step; on success the dialog closes and a notice says what happened. */
    confirmStep: async (reason?: string): Promise<boolean> => {
      if (!step) return false;
      setError(null);
      try {
        const draw = await action.mutateAsync({ next: step, reason });
        notify.success(doneMessage(step, draw));
        setStep(null);
        return true;
      } catch (failure) {
        setError(errorText(failure));
        return false;
      }
    },
  };
}

/** Cap overrides: saved straight into the tally. */
function useCapActions(game: NumberGame, drawId: number) {
  const queryClient = useQueryClient();
  const caps = useMutation({
    mutationFn: (overrides: CapOverride[]) => putCapOverrides(game, drawId, overrides),
    onSuccess: (tally) => queryClient.setQueryData(drawKeys.tally(game, drawId), tally),
  });
  return {
    savingCaps: caps.isPending,
    /** Saves cap overrides; resolves with the server's error message, or null when saved. */
    saveCaps: async (overrides: CapOverride[]): Promise<string | null> => {
      try {
        await caps.mutateAsync(overrides);
        notify.success(overrides.length === 1 ? `Cap saved for ${overrides[0]?.combination}` : "Caps saved");
        return null;
      } catch (failure) {
        return errorText(failure);
      }
    },
  };
}

/** A game-ending draw's expected end, moved as a press (same key when pressed again after a failure). */
function useExpectedEndAction(game: NumberGame, drawId: number, applyDraw: (draw: DrawView) => void, keys: PressKeys) {
  const expectedEnd = useMutation({
    mutationFn: (expectedEndAt: string) =>
      sendPress(keys, `expected-end ${expectedEndAt}`, (key) => postExpectedEnd(game, drawId, expectedEndAt, key)),
    onSuccess: applyDraw,
  });
  return {
    movingExpectedEnd: expectedEnd.isPending,
    /** Moves a game-ending draw's expected end; resolves with the server's error message, or null when moved. */
    moveExpectedEnd: async (expectedEndAt: string): Promise<string | null> => {
      try {
        const draw = await expectedEnd.mutateAsync(expectedEndAt);
        notify.success(`Expected end moved to ${formatDateTime(draw.expectedEndAt)}`);
        return null;
      } catch (failure) {
        return errorText(failure);
      }
    },
  };
}

/** The draw's report, downloaded with a notice either way. */
function useReportDownload(game: NumberGame, drawId: number) {
  const download = useMutation({ mutationFn: () => downloadDrawReport(game, drawId) });
  return {
    downloading: download.isPending,
    download: () =>
      download
        .mutateAsync()
        .then((name) => notify.success(`Downloaded ${name}`))
        .catch((failure: unknown) => notify.error(errorText(failure))),
  };
}

/**
 * The console's actions. Every one asks first (the dialog names the draw); the answer is the draw as it now is and
 * goes straight into the console (`applyDraw`); the pushes that follow change nothing. Failures stay in the dialog,
 * whose button sends the same press again with the same key (the first answer, if the first send was applied).
 */
export function useDrawActions(game: NumberGame, drawId: number, applyDraw: (draw: DrawView) => void) {
  const keys = usePressKeys();
  const steps = useDrawSteps(game, drawId, applyDraw, keys);
  const caps = useCapActions(game, drawId);
  const expectedEnd = useExpectedEndAction(game, drawId, applyDraw, keys);
  const report = useReportDownload(game, drawId);
  return { ...steps, ...caps, ...expectedEnd, ...report };
}

export type DrawActions = ReturnType<typeof useDrawActions>;
