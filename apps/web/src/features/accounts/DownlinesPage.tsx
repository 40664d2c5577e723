import { allowedDownlineRoles, type HierarchyUser, type Rates, type UserStatus } from "@sabong/shared";
import { useState } from "react";
import { useLocation } from "react-router";
import { ActionsMenu } from "../../app/ui/ActionsMenu.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { SearchBox } from "../../app/ui/SearchBox.tsx";
import { areaOf } from "../../lib/area.ts";
import { percentToBp } from "../../lib/money-input.ts";
import { useSession } from "../../lib/session.ts";
import { useUserDetail } from "../../lib/user-detail.ts";
import { CreateDownlineModal, FULL_RATES } from "./CreateDownlineModal.tsx";
import { EditRatesModal } from "./EditRatesModal.tsx";
import { type DownlineQuery, useDownlines } from "./get-downlines.ts";
import {
  AccountTable,
  BalanceCell,
  EndTh,
  FilterSelect,
  ListFilters,
  RoleCell,
  StatusCell,
  UserMainCell,
  walletActions,
} from "./list-parts.tsx";
import { RatesSummary, type StatusChange, StatusChangeModal } from "./parts.tsx";
import { useListParams } from "./use-list-params.ts";

const PAGE_SIZE = 20;

const plural = (n: number, noun: string) => `${n.toLocaleString("en-PH")} ${noun}${n === 1 ? "" : "s"}`;

/** The caller's own percentages (the user detail carries percents), the cap of what it may give a downline. */
function useOwnCaps(isAdmin: boolean): Rates | null {
  const detail = useUserDetail();
  if (isAdmin) return FULL_RATES;
  if (!detail.data) return null;
  const d = detail.data;
  return {
    sabongBp: percentToBp(d.percentage),
    pick2Bp: percentToBp(d.pick2Percentage),
    pick3Bp: percentToBp(d.pick3Percentage),
    gameEndingBp: percentToBp(d.gameEndingPercentage),
    suertresBp: percentToBp(d.suertresPercentage),
  };
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
  const list = useListParams();
  const status = list.get("status");
  const query: DownlineQuery = {
    q: list.get("q") || undefined,
    status: status === "active" || status === "suspended" ? (status as UserStatus) : undefined,
    page: list.page,
    pageSize: PAGE_SIZE,
  };
  const downlines = useDownlines(query);
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

      <ListFilters className="card-body row g-2 align-items-end">
        <SearchBox
          className="col-12 col-sm-8 col-md-6"
          label="Search"
          value={query.q ?? ""}
          onSearch={(q) => list.update({ q })}
        />
        <FilterSelect
          id="downlines-status"
          label="Status"
          className="col-12 col-sm-4 col-md-3"
          value={query.status ?? ""}
          onChange={(status) => list.update({ status })}
        >
          <option value="">Active and suspended</option>
          <option value="active">Active</option>
          <option value="suspended">Suspended</option>
        </FilterSelect>
      </ListFilters>

      <AccountTable
        list={downlines}
        loading="Loading downlines…"
        what="your downlines"
        emptyTitle={filtered ? "No downlines match these filters." : `No active ${accounts} yet.`}
        empty={
          filtered
            ? "Try another search or status."
            : `Create one with “New downline”, or approve registrations from your referral link. ${accounts} directly under you will be listed here.`
        }
        caption={title}
        dim={downlines.isPlaceholderData}
        head={
          <>
            <th scope="col">Account</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Percentages</th>
            <EndTh>Points</EndTh>
            <EndTh>Commission</EndTh>
            <EndTh>Under it</EndTh>
            <EndTh>Actions</EndTh>
          </>
        }
        row={(user) => (
          <tr key={user.id} data-testid={`downline-row-${user.username}`}>
            <UserMainCell user={user} />
            <RoleCell label={user.roleLabel} />
            <StatusCell status={user.status} />
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
              <ActionsMenu
                label={`Actions for ${user.username}`}
                items={[
                  ...walletActions(area, user),
                  ...(user.role === "loader" || !caps
                    ? []
                    : [{ kind: "button" as const, label: "Edit percentages", onSelect: () => setEditing(user) }]),
                  user.status === "active"
                    ? {
                        kind: "button" as const,
                        label: "Suspend",
                        tone: "danger" as const,
                        onSelect: () => setChange({ user, action: "suspend" }),
                      }
                    : {
                        kind: "button" as const,
                        label: "Reactivate",
                        tone: "success" as const,
                        onSelect: () => setChange({ user, action: "reactivate" }),
                      },
                ]}
              />
            </td>
          </tr>
        )}
        page={query.page}
        pageSize={PAGE_SIZE}
        noun="downlines"
        onPage={(page) => list.update({ page })}
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
