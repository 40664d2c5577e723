import { type HierarchyUser, USER_ROLES, type UserRole } from "@sabong/shared";
import { useState } from "react";
import { type ActionItem, ActionsMenu } from "../../app/ui/ActionsMenu.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { SearchBox } from "../../app/ui/SearchBox.tsx";
import { type AdminUserQuery, useAdminUsers } from "./get-admin-users.ts";
import {
  AccountTable,
  asUserStatus,
  BalanceCell,
  EndTh,
  FilterSelect,
  ListFilters,
  RoleCell,
  StatusCell,
  UserMainCell,
  UserStatusOptions,
  walletActions,
} from "./list-parts.tsx";
import { roleLabel, type StatusChange, StatusChangeModal } from "./parts.tsx";
import { ResetPasswordModal } from "./ResetPasswordModal.tsx";
import { useListParams } from "./use-list-params.ts";

const PAGE_SIZE = 20;

const asRole = (value: string) => ((USER_ROLES as readonly string[]).includes(value) ? (value as UserRole) : undefined);

/**
 * /admin/users 'All Users': every account, searchable and filtered by status, role and upline, with balances;
 * the admin resets a password or suspends / reactivates an account (after a confirmation).
 */
export function AllUsersPage() {
  const list = useListParams();
  const query: AdminUserQuery = {
    q: list.get("q") || undefined,
    status: asUserStatus(list.get("status")),
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

      <ListFilters className="card-body row g-2 align-items-end">
        <SearchBox
          className="col-12 col-md-4"
          label="Search"
          value={query.q ?? ""}
          onSearch={(q) => list.update({ q })}
        />
        <FilterSelect
          id="users-status"
          label="Status"
          className="col-6 col-md-2"
          value={query.status ?? ""}
          onChange={(status) => list.update({ status })}
        >
          <UserStatusOptions />
        </FilterSelect>
        <FilterSelect
          id="users-role"
          label="Role"
          className="col-6 col-md-3"
          value={query.role ?? ""}
          onChange={(role) => list.update({ role })}
        >
          <option value="">All</option>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </FilterSelect>
        <SearchBox
          className="col-12 col-md-3"
          label="Upline (username)"
          placeholder="e.g. gold"
          value={query.upline ?? ""}
          onSearch={(upline) => list.update({ upline })}
        />
      </ListFilters>

      <AccountTable
        list={users}
        loading="Loading users…"
        what="the users"
        emptyTitle={filtered ? "No users match these filters." : "No user accounts yet."}
        empty={
          filtered
            ? "Try another search or clear a filter."
            : "Every agent and player account will be listed here with its role, status and points."
        }
        caption="Users"
        dim={users.isPlaceholderData}
        head={
          <>
            <th scope="col">User</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Upline</th>
            <EndTh>Points</EndTh>
            <EndTh>Commission</EndTh>
            <EndTh>Actions</EndTh>
          </>
        }
        row={(user) => (
          <tr key={user.id} data-testid={`user-row-${user.username}`}>
            <UserMainCell user={user} />
            <RoleCell label={user.roleLabel} />
            <StatusCell status={user.status} />
            <td data-label="Upline">{user.uplineUsername ?? "–"}</td>
            <BalanceCell label="Points" centavos={user.balances.pointsCentavos} />
            <BalanceCell label="Commission" centavos={user.balances.commissionCentavos} />
            <td className="text-end stack-actions">
              <UserActions
                user={user}
                onReset={() => setResetting(user)}
                onStatus={(action) => setChange({ user, action })}
              />
            </td>
          </tr>
        )}
        page={query.page}
        pageSize={PAGE_SIZE}
        noun="users"
        onPage={(page) => list.update({ page })}
      />

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
  const items: ActionItem[] = hasWallet ? walletActions("admin", user) : [];
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
