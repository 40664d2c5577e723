import { AGENT_TYPES } from "@sabong/shared/auth";
import type { KycStatus } from "@sabong/shared/identity";
import { formatPesos } from "@sabong/shared/money";
import { type HierarchyUser, userRoleLabel } from "@sabong/shared/users";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { ActionItem } from "../../components/ActionsMenu.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { KycBadge } from "../../components/KycBadge.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { type Heading, TableCard } from "../../components/TableCard.tsx";
import { type Area, walletLogFor, walletStationFor } from "../../lib/area.ts";
import { formatDateTime } from "../../lib/format.ts";
import type { ListParams } from "./use-list-params.ts";

/** A role (token type, or agent type for agents) as lists label it. */
export function roleLabel(role: string): string {
  return (AGENT_TYPES as readonly string[]).includes(role) ? userRoleLabel("user", role) : userRoleLabel(role, null);
}

type ListPage<T> = { items: T[]; total: number };

type AccountTableProps<T> = {
  list: UseQueryResult<ListPage<T>>;
  /** The address bar's page, which the pagination moves. */
  params: ListParams;
  /** What the rows are ("users"), for the pagination. */
  noun: string;
  /** The spinner's label ("Loading users…" unless given). */
  loading?: string;
  /** What could not be loaded ("the users" unless given). */
  what?: string;
  /** An empty page: its title and what to do (or what will be listed). */
  empty: readonly [title: string, text: ReactNode];
  caption: string;
  tableClassName?: string;
  /** Fade the table while the next page loads (default). */
  dim?: boolean;
  /** The column headings; `{ end }` for a right-aligned one (amounts, actions). */
  columns: readonly Heading[];
  row: (item: T) => ReactNode;
};

/**
 * A page of accounts: spinner, error with retry, empty state, or the stacked table (head and rows given) with its
 * pagination.
 */
export function AccountTable<T>({
  list,
  params,
  noun,
  loading = `Loading ${noun}…`,
  what = `the ${noun}`,
  empty,
  caption,
  tableClassName = "table table-hover align-middle mb-0 table-stack",
  dim = true,
  columns,
  row,
}: AccountTableProps<T>) {
  if (list.isPending) return <Spinner label={loading} />;
  if (list.isError) return <QueryError what={what} error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.items.length === 0) return <EmptyState title={empty[0]}>{empty[1]}</EmptyState>;
  return (
    <>
      <TableCard
        caption={caption}
        headings={columns}
        tableClassName={tableClassName}
        dim={dim && list.isPlaceholderData}
      >
        {list.data.items.map(row)}
      </TableCard>
      <Pagination
        page={params.paging.page}
        pageSize={params.paging.pageSize}
        total={list.data.total}
        noun={noun}
        busy={list.isFetching}
        onPage={(page) => params.update({ page })}
      />
    </>
  );
}

/** The first cell of an account row: username over name. */
export function UserMainCell({ user }: { user: Pick<HierarchyUser, "username" | "name"> }) {
  return (
    <td className="stack-main">
      <span className="d-block min-w-0">
        <span className="d-block fw-semibold text-break">{user.username}</span>
        <span className="d-block small text-body-secondary text-break">{user.name}</span>
      </span>
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

/** The account's status; for a player also its identity status (issue 21: agents see who may bet yet). */
export function StatusCell({ status, kycStatus }: { status: string; kycStatus?: KycStatus | undefined }) {
  return (
    <td data-label="Status">
      <span className="d-inline-flex flex-wrap gap-1">
        <StatusBadge status={status} />
        {kycStatus ? <KycBadge status={kycStatus} /> : null}
      </span>
    </td>
  );
}

/** When something happened ('Joined', 'Registered'), in Manila time. */
export function DateCell({ label, iso }: { label: string; iso: string }) {
  return (
    <td data-label={label} className="small">
      {formatDateTime(iso)}
    </td>
  );
}

/** The last cell: the row's buttons or links, side by side. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <td className="text-end stack-actions">
      <div className="d-inline-flex gap-1">{children}</div>
    </td>
  );
}

/** A balance cell ('Points', 'Commission'). */
export function BalanceCell({ label, centavos, bold = false }: { label: string; centavos: number; bold?: boolean }) {
  return (
    <td data-label={label} className={`text-end tabular${bold ? " fw-semibold" : ""}`}>
      {formatPesos(centavos)}
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
