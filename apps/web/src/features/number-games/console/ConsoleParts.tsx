import type { ReactNode } from "react";
import type { DrawCommand } from "../../../api/number-games/staff.ts";
import type { DrawActions } from "./use-draw-actions.ts";

/** One titled card of the draw console; its heading names the section for screen readers. */
export function ConsolePanel({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 className="h5" id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** A draw command's button: asks for it (the action dialog confirms it); off while another action runs. */
export function CommandButton({
  actions,
  command,
  className,
  children,
  disabledReasonId,
}: {
  actions: DrawActions;
  command: DrawCommand;
  /** Bootstrap's button variant, e.g. "btn-outline-danger". */
  className: string;
  children: ReactNode;
  /** Disabled, and described by the element with this id that says why (e.g. results not yet due). */
  disabledReasonId?: string;
}) {
  return (
    <button
      type="button"
      className={`btn ${className}`}
      disabled={actions.busy || disabledReasonId !== undefined}
      aria-describedby={disabledReasonId}
      onClick={() => actions.request({ kind: "command", command })}
    >
      {children}
    </button>
  );
}
