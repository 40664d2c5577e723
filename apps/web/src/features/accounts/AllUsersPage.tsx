import { type HierarchyUser, USER_ROLES, type UserRole } from "@sabong/shared/users";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type AdminUserQuery, accountKeys, adminUsersQuery, deleteSignInThrottle } from "../../api/accounts.ts";
import { putStaffPermission } from "../../api/identity.ts";
import { type ActionItem, ActionsMenu } from "../../components/ActionsMenu.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { AccountFilters, asUserStatus, ParamSearch, ParamSelect } from "./list-filters.tsx";
import { AccountTable, BalanceCell, roleLabel, StatusCell, UserMainCell, walletActions } from "./list-parts.tsx";
import { ResetPasswordModal } from "./ResetPasswordModal.tsx";
import { type StatusChange, StatusChangeModal } from "./StatusChangeModal.tsx";
import { type ListParams, useListParams } from "./use-list-params.ts";

const asRole = (value: string) => ((USER_ROLES as readonly string[]).includes(value) ? (value as UserRole) : undefined);

/** The admin's quick actions on an account that open no dialog: clear its sign-in throttle, grant or stop review. */
function useQuickActions() {
  // Sign-in is throttled after failed attempts, never locked; this lets someone who was slowed down try again now.
  const clearThrottle = useMutation({
    mutationFn: deleteSignInThrottle,
    onSuccess: ({ message }) => notify.success(message),
    onError: (error) => notify.error(error.message),
  });
  // Issue 21: the admin lets a staff account review identities (the "compliance" permission), or stops it.
  const permission = useInvalidatingMutation(accountKeys.all, putStaffPermission);
  const setCompliance = (user: HierarchyUser, granted: boolean) =>
    permission.mutate(
      { userId: user.id, granted },
      {
        onSuccess: () =>
          notify.success(
            granted ? `${user.username} can now review identities` : `${user.username} can no longer review identities`,
          ),
        onError: (error) => notify.error(error.message),
      },
    );
  return { clearThrottle: (user: HierarchyUser) => clearThrottle.mutate({ username: user.username }), setCompliance };
}

/**
 * /admin/users 'All Users': every account, searchable and filtered by status, role and upline, with balances;
 * the admin resets a password or suspends / reactivates an account (after a confirmation).
 */
export function AllUsersPage() {
  const params = useListParams();
  const query: AdminUserQuery = {
    q: params.get("q") || undefined,
    status: asUserStatus(params.get("status")),
    role: asRole(params.get("role")),
    upline: params.get("upline") || undefined,
    ...params.paging,
  };
  const users = useQuery(adminUsersQuery(query));
  const [resetting, setResetting] = useState<HierarchyUser | null>(null);
  const [change, setChange] = useState<StatusChange | null>(null);
  const filtered = Boolean(query.q || query.status || query.role || query.upline);
  const quick = useQuickActions();

  return (
    <>
      <PageHeader title="All Users" subtitle="Every account of the site: agents, players, staff and admins." />

      <UserFilters params={params} query={query} />

      <AccountTable
        list={users}
        params={params}
        noun="users"
        empty={
          filtered
            ? ["No users match these filters.", "Try another search or clear a filter."]
            : [
                "No user accounts yet.",
                "Every agent and player account will be listed here with its role, status and points.",
              ]
        }
        caption="Users"
        columns={["User", "Role", "Status", "Upline", { end: "Points" }, { end: "Commission" }, { end: "Actions" }]}
        row={(user) => (
          <UserRow
            key={user.id}
            user={user}
            actions={userActions(
              user,
              () => setResetting(user),
              (action) => setChange({ user, action }),
              () => quick.clearThrottle(user),
              () => quick.setCompliance(user, !user.compliance),
            )}
          />
        )}
      />

      {resetting ? <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} /> : null}
      {change ? <StatusChangeModal change={change} scope="admin" onClose={() => setChange(null)} /> : null}
    </>
  );
}

/** Search, status, role and upline. */
function UserFilters({ params, query }: { params: ListParams; query: AdminUserQuery }) {
  return (
    <AccountFilters
      params={params}
      statusId="users-status"
      status={query.status ?? ""}
      layout={["col-12 col-md-4", "col-6 col-md-2"]}
    >
      <ParamSelect
        params={params}
        name="role"
        id="users-role"
        label="Role"
        className="col-6 col-md-3"
        value={query.role ?? ""}
      >
        <option value="">All</option>
        {USER_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </ParamSelect>
      <ParamSearch
        params={params}
        name="upline"
        label="Upline (username)"
        placeholder="e.g. gold"
        className="col-12 col-md-3"
      />
    </AccountFilters>
  );
}

/** An account: who, role (and identity review), status, upline, balances and its menu. */
function UserRow({ user, actions }: { user: HierarchyUser; actions: ActionItem[] }) {
  return (
    <tr data-testid={`user-row-${user.username}`}>
      <UserMainCell user={user} />
      <td data-label="Role">
        <span className="d-inline-flex flex-wrap gap-1">
          <span className="badge text-bg-light border role-badge">{user.roleLabel}</span>
          {user.compliance ? (
            <span className="badge text-bg-info" data-testid="compliance-badge">
              Identity review
            </span>
          ) : null}
        </span>
      </td>
      <StatusCell status={user.status} kycStatus={user.kycStatus} />
      <td data-label="Upline">{user.uplineUsername ?? "–"}</td>
      <BalanceCell label="Points" centavos={user.balances.pointsCentavos} />
      <BalanceCell label="Commission" centavos={user.balances.commissionCentavos} />
      <td className="text-end stack-actions">
        <ActionsMenu label={`Actions for ${user.username}`} items={actions} />
      </td>
    </tr>
  );
}

/** Wallet links (accounts with a wallet), reset password, clear sign-in throttle, staff's identity review, and suspend / reactivate / review (not for admins). */
function userActions(
  user: HierarchyUser,
  onReset: () => void,
  onStatus: (action: StatusChange["action"]) => void,
  onClearThrottle: () => void,
  onToggleCompliance: () => void,
): ActionItem[] {
  const hasWallet = user.type === "user" || user.type === "player";
  const items: ActionItem[] = hasWallet ? walletActions("admin", user) : [];
  items.push({ kind: "button", label: "Reset password", onSelect: onReset });
  items.push({ kind: "button", label: "Clear sign-in throttle", onSelect: onClearThrottle });
  if (user.type === "admin") return items;
  if (user.compliance !== undefined) {
    items.push({
      kind: "button",
      label: user.compliance ? "Stop identity review (compliance)" : "Allow identity review (compliance)",
      onSelect: onToggleCompliance,
    });
  }
  if (user.status === "active") {
    items.push({ kind: "button", label: "Suspend", tone: "danger", onSelect: () => onStatus("suspend") });
  } else if (user.status === "suspended") {
    items.push({ kind: "button", label: "Reactivate", tone: "success", onSelect: () => onStatus("reactivate") });
  } else {
    items.push({ kind: "link", label: "Review registration", to: "/admin/approvals" });
  }
  return items;
}
