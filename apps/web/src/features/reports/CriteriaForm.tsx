import { useId, useState } from "react";
import { DateRangeFields } from "../../components/DateRangeFields.tsx";
import { FilterCard, useFilterDraft } from "../../components/FilterCard.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { AgentPicker } from "./AgentPicker.tsx";
import { type CriteriaDraft, GAME_OPTIONS, GROUPING_OPTIONS, parseDraft } from "./criteria.ts";

const SMALL_SELECT = { labelClassName: "form-label small mb-1", selectClassName: "form-select form-select-sm" };

const optionsOf = (options: readonly { value: string; label: string }[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));

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
  const { draft, error, setError, set } = useFilterDraft(value);
  const [pickedName, setPickedName] = useState<string | null>(null);
  const shownAgentName = pickedName ?? (draft.agentId === value.agentId ? agentName : null);

  return (
    <FilterCard
      label="Report criteria"
      error={error}
      onSubmit={() => {
        const parsed = parseDraft(draft);
        if ("error" in parsed) return setError(parsed.error);
        onApply(draft);
      }}
    >
      <div className="row g-2 align-items-end mb-3">
        <DateRangeFields
          id={id}
          from={draft.from}
          to={draft.to}
          onFromChange={(from) => set({ from })}
          onToChange={(to) => set({ to })}
          invalid={Boolean(error)}
          required
        />
        <div className="col-6 col-md-3 col-xl-2">
          <SelectField
            id={`${id}-game`}
            label="Game"
            value={draft.game}
            onChange={(game) => set({ game })}
            {...SMALL_SELECT}
          >
            {optionsOf(GAME_OPTIONS)}
          </SelectField>
        </div>
        <div className="col-6 col-md-3 col-xl-2">
          <SelectField
            id={`${id}-group`}
            label="Group by"
            value={draft.groupBy}
            onChange={(groupBy) => set({ groupBy })}
            {...SMALL_SELECT}
          >
            {optionsOf(GROUPING_OPTIONS)}
          </SelectField>
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
    </FilterCard>
  );
}
