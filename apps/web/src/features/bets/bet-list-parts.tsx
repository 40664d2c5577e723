import { BET_STATUSES, type BetStatus, formatPesos, SIDE_LABELS, type Side } from "@sabong/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { Pagination } from "../../app/ui/Pagination.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { sideTone } from "../../lib/betting.ts";

/** Pesos, or a dash while the amount is not known yet (odds before the close, payout before the result). */
export function pesosOrDash(centavos: number | null): string {
  return centavos === null ? "—" : formatPesos(centavos);
}

/** The side a bet is on, coloured like the betting screens. */
export function SideBadge({ side }: { side: Side }) {
  return <span className={`result-badge ${sideTone(side)}`}>{SIDE_LABELS[side]}</span>;
}

/** One labelled filter of a bet list. */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label className="form-label small mb-1" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The bet status filter ('All' or one status). */
export function StatusFilter({
  id,
  className,
  value,
  onChange,
}: {
  id: string;
  className: string;
  value: BetStatus | undefined;
  onChange: (status: BetStatus | undefined) => void;
}) {
  return (
    <FilterField id={id} label="Status" className={className}>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value ?? ""}
        onChange={(e) => onChange((e.target.value || undefined) as BetStatus | undefined)}
      >
        <option value="">All</option>
        {BET_STATUSES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A YYYY-MM-DD day filter ('From' / 'To'). */
export function DateFilter({
  id,
  label,
  className,
  value,
  onChange,
}: {
  id: string;
  label: string;
  className: string;
  value: string | undefined;
  onChange: (day: string | undefined) => void;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <input
        id={id}
        type="date"
        className="form-control form-control-sm"
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value || undefined)}
      />
    </FilterField>
  );
}

/** Status, From and To: the filters every bet list shares. */
export function StatusAndDayFilters({
  idPrefix,
  statusClassName,
  dayClassName,
  filters,
  onChange,
}: {
  idPrefix: string;
  statusClassName: string;
  dayClassName: string;
  filters: { status?: BetStatus; from?: string; to?: string };
  onChange: (patch: { status?: BetStatus; from?: string; to?: string }) => void;
}) {
  return (
    <>
      <StatusFilter
        id={`${idPrefix}-status`}
        className={statusClassName}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <DateFilter
        id={`${idPrefix}-from`}
        label="From"
        className={dayClassName}
        value={filters.from}
        onChange={(from) => onChange({ from })}
      />
      <DateFilter
        id={`${idPrefix}-to`}
        label="To"
        className={dayClassName}
        value={filters.to}
        onChange={(to) => onChange({ to })}
      />
    </>
  );
}

type BetPage<T> = { items: T[]; page: number; pageSize: number; total: number };

/** A page of bets: spinner, error, empty state, or the table (from `children`) with its pagination. */
export function BetListResult<T>({
  bets,
  loadingLabel,
  empty,
  onPage,
  children,
}: {
  bets: UseQueryResult<BetPage<T>>;
  loadingLabel: string;
  /** What the empty state explains. */
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  const page = bets.data;
  if (bets.isPending) return <Spinner label={loadingLabel} />;
  if (bets.isError) return <div className="alert alert-danger">{bets.error.message}</div>;
  if (!page || page.items.length === 0) return <EmptyState title="No bets found.">{empty}</EmptyState>;
  return (
    <>
      <div className="card border-0 shadow-sm">{children(page.items)}</div>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} noun="bets" onPage={onPage} />
    </>
  );
}
