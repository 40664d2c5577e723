import { type HierarchyUser, USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from "@sabong/shared";
import { useState } from "react";
import { type ActionItem, ActionsMenu } from "../../app/ui/ActionsMenu.tsx";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { Pagination } from "../../app/ui/Pagination.tsx";
import { QueryError } from "../../app/ui/QueryError.tsx";
import { SearchBox } from "../../app/ui/SearchBox.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { StatusBadge } from "../../app/ui/StatusBadge.tsx";
import { walletLogFor, walletStationFor } from "../../lib/area.ts";
import { formatCentavos } from "../../lib/format.ts";
import { type AdminUserQuery, useAdminUsers } from "./get-admin-users.ts";
import { roleLabel, type StatusChange, StatusChangeModal, UserCell } from "./parts.tsx";
import { ResetPasswordModal } from "./ResetPasswordModal.tsx";
import { useListParams } from "./use-list-params.ts";

const PAGE_SIZE = 20;

const asStatus = (value: string) =>
  (USER_STATUSES as readonly string[]).includes(value) ? (value as UserStatus) : undefined;
const asRole = (value: string) => ((USER_ROLES as readonly string[]).includes(value) ? (value as UserRole) : undefined);

/**
 * /admin/users 'All Users': every account, searchable and filtered by status, role and upline, with balances;
 * the admin resets a password or suspends / reactivates an account (after a confirmation).
 */
export function AllUsersPage() {
  const list = useListParams();
  const query: AdminUserQuery = {
    q: list.get("q") || undefined,
    status: asStatus(list.get("status")),
    role: asRole(list.get("role")),
    upline: list.get("upline") || undefined,
    page: list.page,
    pageSize: PAGE_SIZE,
  };
  const users = useAdminUsers(query);
  const [resetting, setResetting] = useState<HierarchyUser | null>(null);
  const [change, setChange] = useState<StatusChange | null>(null);
  const filtered = Boolean(query.q || query.status || query.role || query.upline);

  return (
    <>
      <PageHeader title="All Users" subtitle="Every account of the site: agents, players, staff and admins." />

      <section className="card border-0 shadow-sm mb-3" aria-label="Filters">
        <div className="card-body row g-2 align-items-end">
          <SearchBox
            className="col-12 col-md-4"
            label="Search"
            value={query.q ?? ""}
            onSearch={(q) => list.update({ q })}
          />
          <div className="col-6 col-md-2">
            <label htmlFor="users-status" className="form-label small mb-1">
              Status
            </label>
            <select
              id="users-status"
              className="form-select form-select-sm"
              value={query.status ?? ""}
              onChange={(event) => list.update({ status: event.target.value })}
            >
              <option value="">All</option>
              {USER_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status.charAt(0).toUpperCase() + status.slice(1)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6 col-md-3">
            <label htmlFor="users-role" className="form-label small mb-1">
              Role
            </label>
            <select
              id="users-role"
              className="form-select form-select-sm"
              value={query.role ?? ""}
              onChange={(event) => list.update({ role: event.target.value })}
            >
              <option value="">All</option>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleLabel(role)}
                </option>
              ))}
            </select>
          </div>
          <SearchBox
            className="col-12 col-md-3"
            label="Upline (username)"
            placeholder="e.g. gold"
            value={query.upline ?? ""}
            onSearch={(upline) => list.update({ upline })}
          />
        </div>
      </section>

      {users.isPending ? (
        <Spinner label="Loading users…" />
      ) : users.isError ? (
        <QueryError what="the users" error={users.error} onRetry={() => void users.refetch()} />
      ) : users.data.items.length === 0 ? (
        <EmptyState title={filtered ? "No users match these filters." : "No user accounts yet."}>
          {filtered
            ? "Try another search or clear a filter."
            : "Every agent and player account will be listed here with its role, status and points."}
        </EmptyState>
      ) : (
        <>
          <div className={`card border-0 shadow-sm${users.isPlaceholderData ? " opacity-50" : ""}`}>
            <div className="table-wrap">
              <table className="table table-hover align-middle mb-0 table-stack">
                <caption className="visually-hidden">Users</caption>
                <thead className="table-light">
                  <tr>
                    <th scope="col">User</th>
                    <th scope="col">Role</th>
                    <th scope="col">Status</th>
                    <th scope="col">Upline</th>
                    <th scope="col" className="text-end">
                      Points
                    </th>
                    <th scope="col" className="text-end">
                      Commission
                    </th>
                    <th scope="col" className="text-end">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.items.map((user) => (
                    <tr key={user.id} data-testid={`user-row-${user.username}`}>
                      <td className="stack-main">
                        <UserCell user={user} />
                      </td>
                      <td data-label="Role">
                        <span className="badge text-bg-light border role-badge">{user.roleLabel}</span>
                      </td>
                      <td data-label="Status">
                        <StatusBadge status={user.status} />
                      </td>
                      <td data-label="Upline">{user.uplineUsername ?? "–"}</td>
                      <td data-label="Points" className="text-end tabular">
                        {formatCentavos(user.balances.pointsCentavos)}
                      </td>
                      <td data-label="Commission" className="text-end tabular">
                        {formatCentavos(user.balances.commissionCentavos)}
                      </td>
                      <td className="text-end stack-actions">
                        <UserActions
                          user={user}
                          onReset={() => setResetting(user)}
                          onStatus={(action) => setChange({ user, action })}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <Pagination
            page={query.page}
            pageSize={PAGE_SIZE}
            total={users.data.total}
            noun="users"
            busy={users.isFetching}
            onPage={(page) => list.update({ page })}
          />
        </>
      )}

      {resetting ? <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} /> : null}
      {change ? <StatusChangeModal change={change} scope="admin" onClose={() => setChange(null)} /> : null}
    </>
  );
}

function UserActions({
  user,
  onReset,
  onStatus,
}: {
  user: HierarchyUser;
  onReset: () => void;
  onStatus: (action: "suspend" | "reactivate") => void;
}) {
  const hasWallet = user.type === "user" || user.type === "player";
  const items: ActionItem[] = [];
  if (hasWallet && user.status === "active") {
    items.push({ kind: "link", label: "Load / withdraw", to: walletStationFor("admin", user) });
  }
  if (hasWallet) items.push({ kind: "link", label: "Wallet log", to: walletLogFor("admin", user) });
  items.push({ kind: "button", label: "Reset password", onSelect: onReset });
  if (user.type !== "admin") {
    if (user.status === "active") {
      items.push({ kind: "button", label: "Suspend", tone: "danger", onSelect: () => onStatus("suspend") });
    } else if (user.status === "suspended") {
      items.push({ kind: "button", label: "Reactivate", tone: "success", onSelect: () => onStatus("reactivate") });
    } else {
      items.push({ kind: "link", label: "Review registration", to: "/admin/approvals" });
    }
  }
  return <ActionsMenu label={`Actions for ${user.username}`} items={items} />;
}
