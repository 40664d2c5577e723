import { plural } from "@sabong/shared/contracts";
import { percentToBasisPoints } from "@sabong/shared/money";
import { allowedDownlineRoles, type HierarchyUser, type Rates, type UserStatus } from "@sabong/shared/users";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "react-router";
import { type DownlineQuery, downlinesQuery } from "../../api/accounts.ts";
import { useUserDetail } from "../../api/user-detail.ts";
import { type ActionItem, ActionsMenu } from "../../components/ActionsMenu.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { type Area, areaOf } from "../../lib/area.ts";
import { useSession } from "../../lib/session.ts";
import { CreateDownlineModal, FULL_RATES } from "./CreateDownlineModal.tsx";
import { EditRatesModal } from "./EditRatesModal.tsx";
import { AccountFilters } from "./list-filters.tsx";
import { AccountTable, BalanceCell, RoleCell, StatusCell, UserMainCell, walletActions } from "./list-parts.tsx";
import { RatesSummary } from "./rates.tsx";
import { type StatusChange, StatusChangeModal } from "./StatusChangeModal.tsx";
import { type ListParams, useListParams } from "./use-list-params.ts";

/** The caller's own percentages (the user detail carries percents), the cap of what it may give a downline. */
function useOwnCaps(isAdmin: boolean): Rates | null {
  const detail = useUserDetail();
  if (isAdmin) return FULL_RATES;
  if (!detail.data) return null;
  const d = detail.data;
  return {
    sabongBp: percentToBasisPoints(d.percentage),
    pick2Bp: percentToBasisPoints(d.pick2Percentage),
    pick3Bp: percentToBasisPoints(d.pick3Percentage),
    gameEndingBp: percentToBasisPoints(d.gameEndingPercentage),
    suertresBp: percentToBasisPoints(d.suertresPercentage),
  };
}

const DOWNLINE_COLUMNS = [
  "Account",
  "Role",
  "Status",
  "Percentages",
  { end: "Points" },
  { end: "Commission" },
  { end: "Under it" },
  { end: "Actions" },
] as const;

/** The page of downlines the address bar asks for (search, active or suspended, page). */
function useDownlines() {
  const params = useListParams();
  const status = params.get("status");
  const query: DownlineQuery = {
    q: params.get("q") || undefined,
    status: status === "active" || status === "suspended" ? (status as UserStatus) : undefined,
    ...params.paging,
  };
  return { params, query, downlines: useQuery(downlinesQuery(query)) };
}

/**
 * /admin/downlines ('Active INCORPORATOR') and /agent/downlines ('Active {type}'): the caller's direct downlines
 * with status, percentages and balances; create one of the next level (or a player), edit percentages within the
 * caller's own, suspend or reactivate. `title` is the menu label; `accounts` names the listed accounts.
 */
export function DownlinesPage({ title, accounts }: { title: string; accounts: string }) {
  const { pathname } = useLocation();
  const area = areaOf(pathname);
  const { type, role } = useSession((session) => session.identity);
  const isAdmin = type === "admin";
  const caps = useOwnCaps(isAdmin);
  const creatable = allowedDownlineRoles(isAdmin ? "admin" : role);
  const { params, query, downlines } = useDownlines();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<HierarchyUser | null>(null);
  const [change, setChange] = useState<StatusChange | null>(null);
  const filtered = Boolean(query.q || query.status);

  return (
    <>
      <PageHeader
        title={title}
        subtitle="The accounts directly under you: their status, percentages and balances."
        actions={
          creatable.length > 0 ? (
            <button type="button" className="btn btn-primary" disabled={!caps} onClick={() => setCreating(true)}>
              + New downline
            </button>
          ) : null
        }
      />

      <DownlineFilters params={params} status={query.status} />

      <AccountTable
        list={downlines}
        params={params}
        noun="downlines"
        loading="Loading downlines…"
        what="your downlines"
        empty={
          filtered
            ? ["No downlines match these filters.", "Try another search or status."]
            : [
                `No active ${accounts} yet.`,
                `Create one with “New downline”, or approve registrations from your referral link. ${accounts} directly under you will be listed here.`,
              ]
        }
        caption={title}
        columns={DOWNLINE_COLUMNS}
        row={(user) => (
          <DownlineRow
            key={user.id}
            user={user}
            actions={downlineActions(area, user, {
              onEdit: caps && user.role !== "loader" ? () => setEditing(user) : null,
              onStatus: (action) => setChange({ user, action }),
            })}
          />
        )}
      />

      {creating && caps ? (
        <CreateDownlineModal roles={creatable} caps={caps} onClose={() => setCreating(false)} />
      ) : null}
      {editing && caps ? <EditRatesModal user={editing} caps={caps} onClose={() => setEditing(null)} /> : null}
      {change ? (
        <StatusChangeModal change={change} scope={isAdmin ? "admin" : "tree"} onClose={() => setChange(null)} />
      ) : null}
    </>
  );
}

/** The status filter offers only what the list holds: active and suspended accounts. */
function DownlineFilters({ params, status }: { params: ListParams; status: UserStatus | undefined }) {
  return (
    <AccountFilters
      params={params}
      statusId="downlines-status"
      status={status ?? ""}
      layout={["col-12 col-sm-8 col-md-6", "col-12 col-sm-4 col-md-3"]}
      statusOptions={
        <>
          <option value="">Active and suspended</option>
          <option value="active">Active</option>
          <option value="suspended">Suspended</option>
        </>
      }
    />
  );
}

/** A downline: who, role, status, percentages, balances, how many accounts are under it, and its menu. */
function DownlineRow({ user, actions }: { user: HierarchyUser; actions: ActionItem[] }) {
  return (
    <tr data-testid={`downline-row-${user.username}`}>
      <UserMainCell user={user} />
      <RoleCell label={user.roleLabel} />
      <StatusCell status={user.status} kycStatus={user.kycStatus} />
      <td data-label="Percentages">
        <RatesSummary rates={user.rates} />
      </td>
      <BalanceCell label="Points" centavos={user.balances.pointsCentavos} />
      <BalanceCell label="Commission" centavos={user.balances.commissionCentavos} />
      <td data-label="Under it" className="text-end small text-nowrap">
        {user.type === "player" ? (
          "–"
        ) : (
          <>
            {plural(user.downlineCounts.agents, "agent")}
            <span className="d-none d-md-inline">
              <br />
            </span>
            <span className="d-md-none"> · </span>
            {plural(user.downlineCounts.players, "player")}
          </>
        )}
      </td>
      <td className="text-end stack-actions">
        <ActionsMenu label={`Actions for ${user.username}`} items={actions} />
      </td>
    </tr>
  );
}

/** Wallet links, 'Edit percentages' (not for loaders, who earn nothing), then suspend or reactivate. */
function downlineActions(
  area: Area,
  user: HierarchyUser,
  on: { onEdit: (() => void) | null; onStatus: (action: StatusChange["action"]) => void },
): ActionItem[] {
  return [
    ...walletActions(area, user),
    ...(on.onEdit ? [{ kind: "button" as const, label: "Edit percentages", onSelect: on.onEdit }] : []),
    user.status === "active"
      ? { kind: "button", label: "Suspend", tone: "danger", onSelect: () => on.onStatus("suspend") }
      : { kind: "button", label: "Reactivate", tone: "success", onSelect: () => on.onStatus("reactivate") },
  ];
}
