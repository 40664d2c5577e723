import { BET_STATUSES, type BetStatus, SIDE_LABELS, type Side } from "@sabong/shared/betting";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { sideTone } from "../../games/betting.ts";

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

/** A typed filter, applied when the field is left or Enter is pressed, not at every key. */
export function TextFilter({
  id,
  label,
  className,
  value,
  placeholder,
  inputMode,
  onCommit,
}: {
  id: string;
  label: string;
  className: string;
  value: string | undefined;
  placeholder: string;
  inputMode?: "numeric";
  onCommit: (text: string) => void;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <input
        id={id}
        className="form-control form-control-sm"
        inputMode={inputMode}
        autoComplete="off"
        placeholder={placeholder}
        defaultValue={value ?? ""}
        key={value ?? ""}
        onBlur={(e) => onCommit(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") onCommit(e.currentTarget.value);
        }}
      />
    </FilterField>
  );
}

/** A labelled select of a bet list's filters; an empty value means "all". */
export function SelectFilter({
  className,
  ...field
}: {
  id: string;
  label: string;
  className: string;
  value: string | number | undefined;
  disabled?: boolean;
  onChange: (value: string) => void;
  /** The options, "all" first. */
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <SelectField {...field} labelClassName="form-label small mb-1" selectClassName="form-select form-select-sm" />
    </div>
  );
}

/** The game filter: "All games", then each of `games` by its label; the empty choice is every game. */
export function GameFilter<G extends string>({
  games,
  labelOf,
  onChange,
  ...field
}: {
  id: string;
  className: string;
  games: readonly G[];
  labelOf: (game: G) => string;
  value: G | undefined;
  onChange: (game: G | undefined) => void;
}) {
  return (
    <SelectFilter {...field} label="Game" onChange={(game) => onChange((game || undefined) as G | undefined)}>
      <option value="">All games</option>
      {games.map((g) => (
        <option key={g} value={g}>
          {labelOf(g)}
        </option>
      ))}
    </SelectFilter>
  );
}

/** The username filter: any account while empty; names compare in lower case. */
export function UsernameFilter({
  onChange,
  ...field
}: {
  id: string;
  className: string;
  value: string | undefined;
  onChange: (username: string | undefined) => void;
}) {
  return (
    <TextFilter
      {...field}
      label="Username"
      placeholder="any"
      onCommit={(text) => onChange(text.trim().toLowerCase() || undefined)}
    />
  );
}

/** A positive id chosen in a select, or undefined for "all". */
export const idOrAll = (value: string): number | undefined => (value ? Number(value) : undefined);

/** The event filter: "All events", then the given event options. */
export function EventFilter(props: {
  id: string;
  className: string;
  value: number | undefined;
  onChange: (eventId: number | undefined) => void;
  children: ReactNode;
}) {
  return (
    <SelectFilter
      id={props.id}
      label="Event"
      className={props.className}
      value={props.value}
      onChange={(id) => props.onChange(idOrAll(id))}
    >
      <option value="">All events</option>
      {props.children}
    </SelectFilter>
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
    <SelectFilter
      id={id}
      label="Status"
      className={className}
      value={value}
      onChange={(status) => onChange((status || undefined) as BetStatus | undefined)}
    >
      <option value="">All</option>
      {BET_STATUSES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </SelectFilter>
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
  if (bets.isError) return <ErrorAlert error={bets.error} announce={false} />;
  if (!page || page.items.length === 0) return <EmptyState title="No bets found.">{empty}</EmptyState>;
  return (
    <>
      <div className="card border-0 shadow-sm">{children(page.items)}</div>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} noun="bets" onPage={onPage} />
    </>
  );
}
