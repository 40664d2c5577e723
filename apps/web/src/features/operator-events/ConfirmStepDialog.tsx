import type { BettingEvent } from "@sabong/shared/betting";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { confirmText } from "./console-controls.ts";
import type { ConsoleActions } from "./use-console-actions.ts";

/** "Are you sure?" for the console's irreversible commands (close, declare, cancel), with what each one does. */
export function ConfirmStepDialog({ event, actions }: { event: BettingEvent; actions: ConsoleActions }) {
  const { step } = actions;
  const dialog = step ? confirmText(step.command, step.target, event) : null;
  if (!step || !dialog) return null;
  return (
    <ConfirmModal
      title={dialog.title}
      confirmLabel={dialog.confirm}
      tone={step.command.action === "declare" ? "primary" : "danger"}
      busy={actions.busy}
      onConfirm={() => void actions.confirmStep()}
      onCancel={actions.cancelStep}
    >
      <p className="mb-0">{dialog.body}</p>
    </ConfirmModal>
  );
}
