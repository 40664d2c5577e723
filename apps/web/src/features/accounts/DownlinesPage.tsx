import { allowedDownlineRoles, type HierarchyUser, type Rates, type UserStatus } from "@sabong/shared";
import { useState } from "react";
import { useLocation } from "react-router";
import { ActionsMenu } from "../../app/ui/ActionsMenu.tsx";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { Pagination } from "../../app/ui/Pagination.tsx";
import { QueryError } from "../../app/ui/QueryError.tsx";
import { SearchBox } from "../../app/ui/SearchBox.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { StatusBadge } from "../../app/ui/StatusBadge.tsx";
import { percentToBp } from "../../lib/amount-input.ts";
import { areaOf, walletLogFor, walletStationFor } from "../../lib/area.ts";
import { formatCentavos } from "../../lib/format.ts";
import { useSession } from "../../lib/session.ts";
import { useUserDetail } from "../../lib/user-detail.ts";
import { CreateDownlineModal, FULL_RATES } from "./CreateDownlineModal.tsx";
import { EditRatesModal } from "./EditRatesModal.tsx";
import { type DownlineQuery, useDownlines } from "./get-downlines.ts";
import { RatesSummary, type StatusChange, StatusChangeModal, UserCell } from "./parts.tsx";
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

      <section className="card border-0 shadow-sm mb-3" aria-label="Filters">
        <div className="card-body row g-2 align-items-end">
          <SearchBox
            className="col-12 col-sm-8 col-md-6"
            label="Search"
            value={query.q ?? ""}
            onSearch={(q) => list.update({ q })}
          />
          <div className="col-12 col-sm-4 col-md-3">
            <label htmlFor="downlines-status" className="form-label small mb-1">
              Status
            </label>
            <select
              id="downlines-status"
              className="form-select form-select-sm"
              value={query.status ?? ""}
              onChange={(event) => list.update({ status: event.target.value })}
            >
              <option value="">Active and suspended</option>
              <option value="active">Active</option>
              <option value="suspended">Suspended</option>
            </select>
          </div>
        </div>
      </section>

      {downlines.isPending ? (
        <Spinner label="Loading downlines…" />
      ) : downlines.isError ? (
        <QueryError what="your downlines" error={downlines.error} onRetry={() => void downlines.refetch()} />
      ) : downlines.data.items.length === 0 ? (
        <EmptyState title={filtered ? "No downlines match these filters." : `No active ${accounts} yet.`}>
          {filtered
            ? "Try another search or status."
            : `Create one with “New downline”, or approve registrations from your referral link. ${accounts} directly under you will be listed here.`}
        </EmptyState>
      ) : (
        <>
          <div className={`card border-0 shadow-sm${downlines.isPlaceholderData ? " opacity-50" : ""}`}>
            <div className="table-wrap">
              <table className="table table-hover align-middle mb-0 table-stack">
                <caption className="visually-hidden">{title}</caption>
                <thead className="table-light">
                  <tr>
                    <th scope="col">Account</th>
                    <th scope="col">Role</th>
                    <th scope="col">Status</th>
                    <th scope="col">Percentages</th>
                    <th scope="col" className="text-end">
                      Points
                    </th>
                    <th scope="col" className="text-end">
                      Commission
                    </th>
                    <th scope="col" className="text-end">
                      Under it
                    </th>
                    <th scope="col" className="text-end">
                      Actions
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {downlines.data.items.map((user) => (
                    <tr key={user.id} data-testid={`downline-row-${user.username}`}>
                      <td className="stack-main">
                        <UserCell user={user} />
                      </td>
                      <td data-label="Role">
                        <span className="badge text-bg-light border role-badge">{user.roleLabel}</span>
                      </td>
                      <td data-label="Status">
                        <StatusBadge status={user.status} />
                      </td>
                      <td data-label="Percentages">
                        <RatesSummary rates={user.rates} />
                      </td>
                      <td data-label="Points" className="text-end tabular">
                        {formatCentavos(user.balances.pointsCentavos)}
                      </td>
                      <td data-label="Commission" className="text-end tabular">
                        {formatCentavos(user.balances.commissionCentavos)}
                      </td>
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
                            ...(user.status === "active"
                              ? [{ kind: "link" as const, label: "Load / withdraw", to: walletStationFor(area, user) }]
                              : []),
                            { kind: "link", label: "Wallet log", to: walletLogFor(area, user) },
                            ...(user.role === "loader" || !caps
                              ? []
                              : [
                                  {
                                    kind: "button" as const,
                                    label: "Edit percentages",
                                    onSelect: () => setEditing(user),
                                  },
                                ]),
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
                  ))}
                </tbody>
              </table>
            </div>
          </div>
          <Pagination
            page={query.page}
            pageSize={PAGE_SIZE}
            total={downlines.data.total}
            noun="downlines"
            busy={downlines.isFetching}
            onPage={(page) => list.update({ page })}
          />
        </>
      )}

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
