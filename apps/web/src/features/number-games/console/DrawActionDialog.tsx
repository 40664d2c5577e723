import { firstIssueMessage } from "@sabong/shared/contracts";
import { formatPesos } from "@sabong/shared/money";
import { type DrawView, reasonSchema, type Scores } from "@sabong/shared/number-games";
import { useId, useState } from "react";
import { DRAW_COMMANDS } from "../../../api/number-games/staff.ts";
import { ConfirmModal } from "../../../components/ConfirmModal.tsx";
import { ReasonField } from "../../../components/ReasonField.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { seedResultOf } from "./draw-controls.ts";
import type { DrawActions, DrawStep } from "./use-draw-actions.ts";

type Dialog = { title: string; body: string; confirm: string; tone: "primary" | "danger" | "warning" };

/** A result with the final scores that make it, when it comes from scores: "94 (Ginebra 89 – Magnolia 74)". */
export function resultWithScores(combination: string, scores: Scores | null | undefined, draw: DrawView): string {
  if (!scores) return combination;
  const home = draw.matchup?.home ?? "Home";
  const away = draw.matchup?.away ?? "Away";
  return `${combination} (${home} ${scores.home} – ${away} ${scores.away})`;
}

/** What each step does, in words, naming the draw. */
export function stepDialog(step: DrawStep, draw: DrawView, salesCentavos: number): Dialog {
  const name = draw.label;
  if (step.kind === "result") {
    const entered = resultWithScores(step.combination, "scores" in step.body ? step.body.scores : null, draw);
    return {
      title: `Enter result ${entered} for ${name}?`,
      body: draw.terms.confirmResults
        ? `${step.combination} is recorded; a second operator must confirm it before anyone is paid.`
        : `${step.combination} settles the draw at once: winners are paid and commissions credited.`,
      confirm: "Enter result",
      tone: "primary",
    };
  }
  switch (step.command) {
    case "close":
      return {
        title: `Close betting on ${name} now?`,
        body: "No more tickets are accepted from this moment (the cut-off moves to now). Say why: the draw can be reopened until its cut-off.",
        confirm: "Close betting",
        tone: "warning",
      };
    case "reopen":
      return {
        title: `Reopen betting on ${name}?`,
        body: `Tickets are accepted again until the cut-off${draw.reopenUntil ? ` (${formatDateTime(draw.reopenUntil)})` : ""}.`,
        confirm: "Reopen betting",
        tone: "primary",
      };
    case "confirm":
      return {
        title: `Confirm result ${resultWithScores(draw.result ?? "", draw.scores, draw)} for ${name}?`,
        body: `Entered by ${draw.resultEnteredBy ?? "another operator"}. Confirming settles the draw: winners are paid and commissions credited.`,
        confirm: "Confirm result",
        tone: "primary",
      };
    case "reject":
      return {
        title: `Reject result ${resultWithScores(draw.result ?? "", draw.scores, draw)} for ${name}?`,
        body: "The result is cleared and the draw goes back to CLOSED so the right one can be entered.",
        confirm: "Reject result",
        tone: "danger",
      };
    case "cancel":
      return {
        title: `Cancel ${name}?`,
        body: `Every ticket is refunded (${formatPesos(salesCentavos)} in sales) and the draw ends without a result.`,
        confirm: "Cancel draw",
        tone: "danger",
      };
    case "revert":
      return {
        title: `Master revert ${name}?`,
        body: "Every payout and commission of the settlement is taken back (winners who spent it go into debt) and the draw returns to CLOSED to be settled again.",
        confirm: "Revert settlement",
        tone: "danger",
      };
    case "settle": {
      const result = seedResultOf(draw);
      return {
        title: `Settle ${name} again from the seed?`,
        body: result
          ? `The revealed seed gives ${result}: the draw settles on ${result}, winners are paid and commissions credited.`
          : "The revealed seed gives no result here; the server recomputes it and refuses if it cannot.",
        confirm: "Settle again",
        tone: "primary",
      };
    }
  }
}

/** The console's "Are you sure?": named after the draw, with a required reason for close, reject, cancel and revert. */
export function DrawActionDialog({
  draw,
  actions,
  salesCentavos,
}: {
  draw: DrawView;
  actions: DrawActions;
  salesCentavos: number;
}) {
  const reasonId = useId();
  const [reason, setReason] = useState("");
  const [touched, setTouched] = useState(false);
  const { step } = actions;
  if (!step) return null;

  const dialog = stepDialog(step, draw, salesCentavos);
  const needsReason = step.kind === "command" && DRAW_COMMANDS[step.command].reason;
  const parsed = reasonSchema.safeParse({ reason });
  const reasonError =
    !needsReason || parsed.success ? null : firstIssueMessage(parsed.error.issues, "Reason is required", "Reason");
  const close = () => {
    setReason("");
    setTouched(false);
    actions.cancelStep();
  };

  return (
    <ConfirmModal
      title={dialog.title}
      confirmLabel={dialog.confirm}
      tone={dialog.tone}
      busy={actions.busy}
      confirmDisabled={reasonError !== null}
      error={actions.error}
      onConfirm={() => {
        setTouched(true);
        if (reasonError) return;
        void actions.confirmStep(needsReason && parsed.success ? parsed.data.reason : undefined).then((done) => {
          if (!done) return;
          setReason("");
          setTouched(false);
        });
      }}
      onCancel={close}
    >
      <p className={needsReason ? "" : "mb-0"}>{dialog.body}</p>
      {needsReason ? (
        <ReasonField
          id={reasonId}
          maxLength={300}
          value={reason}
          onChange={setReason}
          onBlur={() => setTouched(true)}
          error={touched ? reasonError : null}
        />
      ) : null}
    </ConfirmModal>
  );
}
