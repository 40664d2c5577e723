import { useId } from "react";
import { dateRangeError, type LogFilters } from "../lib/wallet-log.ts";
import { DateRangeFields } from "./DateRangeFields.tsx";
import { FilterCard, useFilterDraft } from "./FilterCard.tsx";

type Option = { value: string; label: string };

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
        <div className="col-6 col-md-3 col-xl-2">
          <label htmlFor={`${id}-code`} className="form-label small mb-1">
            {codeLabel}
          </label>
          <select
            id={`${id}-code`}
            className="form-select form-select-sm"
            value={draft.code ?? ""}
            onChange={(event) => set({ code: (event.target.value || undefined) as LogFilters["code"] })}
          >
            <option value="">All</option>
            {codeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {accountOptions ? (
          <div className="col-6 col-md-3 col-xl-2">
            <label htmlFor={`${id}-account`} className="form-label small mb-1">
              Wallet
            </label>
            <select
              id={`${id}-account`}
              className="form-select form-select-sm"
              value={draft.account ?? "all"}
              onChange={(event) =>
                set({
                  account: event.target.value === "all" ? undefined : (event.target.value as LogFilters["account"]),
                })
              }
            >
              {accountOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {counterparty ? (
          <div className="col-12 col-md-6 col-xl-2">
            <label htmlFor={`${id}-counterparty`} className="form-label small mb-1">
              Counterparty
            </label>
            <input
              id={`${id}-counterparty`}
              type="search"
              className="form-control form-control-sm"
              placeholder="Username or account"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={64}
              value={draft.counterparty ?? ""}
              onChange={(event) => set({ counterparty: event.target.value })}
            />
          </div>
        ) : null}
        <div className="col-12 col-md-6 col-xl-2 d-flex gap-2">
          <button type="submit" className="btn btn-sm btn-primary flex-grow-1">
            Apply
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary flex-grow-1"
            onClick={() => {
              setDraft({});
              setError(null);
              onApply({});
            }}
          >
            Reset
          </button>
        </div>
      </div>
    </FilterCard>
  );
}
