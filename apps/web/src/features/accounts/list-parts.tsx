import { type HierarchyUser, USER_STATUSES, type UserStatus } from "@sabong/shared";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ActionItem } from "../../app/ui/ActionsMenu.tsx";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { Pagination } from "../../app/ui/Pagination.tsx";
import { QueryError } from "../../app/ui/QueryError.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { StatusBadge } from "../../app/ui/StatusBadge.tsx";
import { type Area, walletLogFor, walletStationFor } from "../../lib/area.ts";
import { formatCentavos } from "../../lib/format.ts";
import { UserCell } from "./parts.tsx";

/** The filter card above an account list. */
export function ListFilters({ className, children }: { className: string; children: ReactNode }) {
  return (
    <section className="card border-0 shadow-sm mb-3" aria-label="Filters">
      <div className={className}>{children}</div>
    </section>
  );
}

/** A labelled select of the filter card; `children` are its options. */
export function FilterSelect({
  id,
  label,
  className,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  className: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select id={id} className="form-select form-select-sm" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** 'All' and every account status ("Active", "Suspended", …). */
export function UserStatusOptions() {
  return (
    <>
      <option value="">All</option>
      {USER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status.charAt(0).toUpperCase() + status.slice(1)}
        </option>
      ))}
    </>
  );
}

/** A status from the address bar, or undefined when it is not one. */
export function asUserStatus(value: string): UserStatus | undefined {
  return (USER_STATUSES as readonly string[]).includes(value) ? (value as UserStatus) : undefined;
}

type ListPage<T> = { items: T[]; total: number };

/**
 * A page of accounts: spinner, error with retry, empty state, or the stacked table (head and rows given) with its
 * pagination.
 */
export function AccountTable<T>({
  list,
  loading,
  what,
  empty,
  emptyTitle,
  caption,
  tableClassName = "table table-hover align-middle mb-0 table-stack",
  dim = false,
  head,
  row,
  page,
  pageSize,
  noun,
  onPage,
}: {
  list: UseQueryResult<ListPage<T>>;
  /** The spinner's label ("Loading users…"). */
  loading: string;
  /** What could not be loaded ("the users"). */
  what: string;
  emptyTitle: string;
  empty: ReactNode;
  caption: string;
  tableClassName?: string;
  /** Fade the table while the next page loads. */
  dim?: boolean;
  head: ReactNode;
  row: (item: T) => ReactNode;
  page: number;
  pageSize: number;
  noun: string;
  onPage: (page: number) => void;
}) {
  if (list.isPending) return <Spinner label={loading} />;
  if (list.isError) return <QueryError what={what} error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState title={emptyTitle}>{empty}</EmptyState>;
  return (
    <>
      <div className={`card border-0 shadow-sm${dim ? " opacity-50" : ""}`}>
        <div className="table-wrap">
          <table className={tableClassName}>
            <caption className="visually-hidden">{caption}</caption>
            <thead className="table-light">
              <tr>{head}</tr>
            </thead>
            <tbody>{list.data.items.map(row)}</tbody>
          </table>
        </div>
      </div>
      <Pagination
        page={page}
        pageSize={pageSize}
        total={list.data.total}
        noun={noun}
        busy={list.isFetching}
        onPage={onPage}
      />
    </>
  );
}

/** A right-aligned column heading (amounts, actions). */
export function EndTh({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="text-end">
      {children}
    </th>
  );
}

/** The first cell of an account row: username over name. */
export function UserMainCell({ user }: { user: Pick<HierarchyUser, "username" | "name"> }) {
  return (
    <td className="stack-main">
      <UserCell user={user} />
    </td>
  );
}

export function RoleCell({ label }: { label: string }) {
  return (
    <td data-label="Role">
      <span className="badge text-bg-light border role-badge">{label}</span>
    </td>
  );
}

export function StatusCell({ status }: { status: string }) {
  return (
    <td data-label="Status">
      <StatusBadge status={status} />
    </td>
  );
}

/** A balance cell ('Points', 'Commission'). */
export function BalanceCell({ label, centavos, bold = false }: { label: string; centavos: number; bold?: boolean }) {
  return (
    <td data-label={label} className={`text-end tabular${bold ? " fw-semibold" : ""}`}>
      {formatCentavos(centavos)}
    </td>
  );
}

/** 'Load / withdraw' (active accounts only) and 'Wallet log' for an account's menu. */
export function walletActions(area: Area, user: Pick<HierarchyUser, "id" | "username" | "status">): ActionItem[] {
  return [
    ...(user.status === "active"
      ? [{ kind: "link" as const, label: "Load / withdraw", to: walletStationFor(area, user) }]
      : []),
    { kind: "link", label: "Wallet log", to: walletLogFor(area, user) },
  ];
}
