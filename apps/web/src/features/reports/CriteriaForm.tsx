import { useId, useState } from "react";
import { AgentPicker } from "./AgentPicker.tsx";
import { type CriteriaDraft, GAME_OPTIONS, GROUPING_OPTIONS, parseDraft } from "./criteria.ts";

type Props = {
  /** The criteria now applied (from the address bar). */
  value: CriteriaDraft;
  /** The applied agent's username, once the report names it. */
  agentName: string | null;
  onApply: (draft: CriteriaDraft) => void;
};

/** The report's criteria, applied on submit. Remount it (key) when the applied criteria change elsewhere. */
export function CriteriaForm({ value, agentName, onApply }: Props) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [pickedName, setPickedName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<CriteriaDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setError(null);
  };
  const shownAgentName = pickedName ?? (draft.agentId === value.agentId ? agentName : null);

  return (
    <form
      className="card border-0 shadow-sm mb-3"
      noValidate
      aria-label="Report criteria"
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = parseDraft(draft);
        if ("error" in parsed) return setError(parsed.error);
        onApply(draft);
      }}
    >
      <div className="card-body">
        <div className="row g-2 align-items-end mb-3">
          <div className="col-6 col-md-3 col-xl-2">
            <label htmlFor={`${id}-from`} className="form-label small mb-1">
              From
            </label>
            <input
              id={`${id}-from`}
              type="date"
              required
              className={`form-control form-control-sm${error ? " is-invalid" : ""}`}
              value={draft.from}
              max={draft.to || undefined}
              onChange={(event) => set({ from: event.target.value })}
            />
          </div>
          <div className="col-6 col-md-3 col-xl-2">
            <label htmlFor={`${id}-to`} className="form-label small mb-1">
              To
            </label>
            <input
              id={`${id}-to`}
              type="date"
              required
              className={`form-control form-control-sm${error ? " is-invalid" : ""}`}
              value={draft.to}
              min={draft.from || undefined}
              onChange={(event) => set({ to: event.target.value })}
            />
          </div>
          <div className="col-6 col-md-3 col-xl-2">
            <label htmlFor={`${id}-game`} className="form-label small mb-1">
              Game
            </label>
            <select
              id={`${id}-game`}
              className="form-select form-select-sm"
              value={draft.game}
              onChange={(event) => set({ game: event.target.value })}
            >
              {GAME_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-3 col-xl-2">
            <label htmlFor={`${id}-group`} className="form-label small mb-1">
              Group by
            </label>
            <select
              id={`${id}-group`}
              className="form-select form-select-sm"
              value={draft.groupBy}
              onChange={(event) => set({ groupBy: event.target.value })}
            >
              {GROUPING_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div className="col-12 col-md-6 col-xl-2">
            <button type="submit" className="btn btn-sm btn-primary w-100">
              Show report
            </button>
          </div>
        </div>
        <AgentPicker
          agentId={draft.agentId}
          agentName={shownAgentName}
          onChange={(agentId, name) => {
            set({ agentId });
            setPickedName(name);
          }}
        />
        {error ? (
          <div className="text-danger small mt-2" role="alert">
            {error}
          </div>
        ) : null}
      </div>
    </form>
  );
}
