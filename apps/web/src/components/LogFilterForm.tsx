import { type ComponentProps, useId } from "react";
import { dateRangeError, type LogFilters } from "../lib/wallet-log.ts";
import { DateRangeFields } from "./DateRangeFields.tsx";
import { FilterCard, useFilterDraft } from "./FilterCard.tsx";
import { SelectField } from "./SelectField.tsx";

type Option = { value: string; label: string };

const LABEL_CLASS = "form-label small mb-1";

type Props = {
  /** The filters now applied (from the address bar). */
  value: LogFilters;
  onApply: (filters: LogFilters) => void;
  /** Choices of the type filter (transfer codes). */
  codeOptions: readonly Option[];
  /** Label of the type filter. */
  codeLabel?: string;
  /** Choices of the wallet filter; left out: no wallet filter. */
  accountOptions?: readonly Option[];
  /** Whether to offer the counterparty box. */
  counterparty?: boolean;
};

/**
 * The filters of a log screen: date range (Manila calendar days), type, counterparty, wallet. Applied on submit
 * (one request, not one per key); Reset clears them. Remount it (key) when the applied filters change elsewhere.
 */
export function LogFilterForm({
  value,
  onApply,
  codeOptions,
  codeLabel = "Type",
  accountOptions,
  counterparty = true,
}: Props) {
  const id = useId();
  const { draft, setDraft, error, setError, set } = useFilterDraft<LogFilters>(value);

  const apply = () => {
    const problem = dateRangeError(draft);
    if (problem) return setError(problem);
    onApply({ ...draft, counterparty: draft.counterparty?.trim() || undefined });
  };
  const reset = () => {
    setDraft({});
    setError(null);
    onApply({});
  };

  return (
    <FilterCard label="Filters" error={error} onSubmit={apply}>
      <div className="row g-2 align-items-end">
        <DateRangeFields
          id={id}
          from={draft.from ?? ""}
          to={draft.to ?? ""}
          onFromChange={(from) => set({ from: from || undefined })}
          onToChange={(to) => set({ to: to || undefined })}
          invalid={Boolean(error)}
        />
        <ColumnSelect
          id={`${id}-code`}
          label={codeLabel}
          value={draft.code}
          onChange={(code) => set({ code: (code || undefined) as LogFilters["code"] })}
        >
          <option value="">All</option>
          <Options options={codeOptions} />
        </ColumnSelect>
        {accountOptions ? (
          <ColumnSelect
            id={`${id}-account`}
            label="Wallet"
            value={draft.account ?? "all"}
            onChange={(account) => set({ account: account === "all" ? undefined : (account as LogFilters["account"]) })}
          >
            <Options options={accountOptions} />
          </ColumnSelect>
        ) : null}
        {counterparty ? (
          <CounterpartyField
            id={`${id}-counterparty`}
            value={draft.counterparty ?? ""}
            onChange={(text) => set({ counterparty: text })}
          />
        ) : null}
        <FilterButtons onReset={reset} />
      </div>
    </FilterCard>
  );
}

/** A small select in its grid column. */
function ColumnSelect(props: Omit<ComponentProps<typeof SelectField>, "labelClassName" | "selectClassName">) {
  return (
    <div className="col-6 col-md-3 col-xl-2">
      <SelectField {...props} labelClassName={LABEL_CLASS} selectClassName="form-select form-select-sm" />
    </div>
  );
}

function Options({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}

function CounterpartyField({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  return (
    <div className="col-12 col-md-6 col-xl-2">
      <label htmlFor={id} className={LABEL_CLASS}>
        Counterparty
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        placeholder="Username or account"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={64}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function FilterButtons({ onReset }: { onReset: () => void }) {
  return (
    <div className="col-12 col-md-6 col-xl-2 d-flex gap-2">
      <button type="submit" className="btn btn-sm btn-primary flex-grow-1">
        Apply
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary flex-grow-1" onClick={onReset}>
        Reset
      </button>
    </div>
  );
}
