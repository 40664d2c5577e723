import {
  RESPONSIBLE_GAMING_FILTERS,
  type ResponsibleGamingFilter,
  type ResponsibleGamingRow,
} from "@sabong/shared/protection";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  downloadResponsibleGaming,
  type ResponsibleGamingQuery,
  responsibleGamingQuery,
} from "../../api/protection.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { RestrictionBadge } from "../../components/RestrictionBadge.tsx";
import { useFileDownload } from "../../lib/download.ts";
import { LiftExclusionModal } from "./LiftExclusionModal.tsx";
import { ListFilters, ParamSearch, ParamSelect } from "./list-filters.tsx";
import { AccountTable, ActionsCell } from "./list-parts.tsx";
import { useListParams } from "./use-list-params.ts";

const FILTER_LABELS: Record<ResponsibleGamingFilter, string> = {
  all: "All",
  limits: "With limits",
  pending: "Pending raises or removals",
  "time-out": "On a time-out",
  "self-exclusion": "Self-excluded",
};

const asFilter = (value: string): ResponsibleGamingFilter | undefined =>
  (RESPONSIBLE_GAMING_FILTERS as readonly string[]).includes(value) ? (value as ResponsibleGamingFilter) : undefined;

/** A running self-exclusion past its first six months: only then may the admin lift it. */
export function canLift(row: ResponsibleGamingRow, nowMs: number): boolean {
  const { restriction } = row;
  return (
    restriction?.kind === "self-exclusion" &&
    Date.parse(restriction.endsAt) > nowMs &&
    Date.parse(restriction.irrevocableUntil) <= nowMs
  );
}

/**
 * /admin/responsible-gaming: the players with limits, pending raises or removals, time-outs and self-exclusions,
 * filtered, searched and paged like the other lists, exported to Excel; a self-exclusion past its first six months
 * can be lifted at the player's written request.
 */
export function ResponsibleGamingListPage() {
  const params = useListParams();
  const filter = asFilter(params.get("filter"));
  const query: ResponsibleGamingQuery = {
    filter: filter === "all" ? undefined : filter,
    q: params.get("q") || undefined,
    ...params.paging,
  };
  const rows = useQuery(responsibleGamingQuery(query));
  const [lifting, setLifting] = useState<ResponsibleGamingRow | null>(null);
  const filtered = Boolean(query.filter || query.q);
  const nowMs = Date.now();

  return (
    <>
      <PageHeader
        title="Responsible gaming"
        subtitle="Players with limits, pending raises, time-outs and self-exclusions."
        actions={<ExportButton query={query} />}
      />
      <ListFilters>
        <ParamSearch params={params} className="col-12 col-md-6" />
        <ParamSelect
          params={params}
          name="filter"
          id="responsible-gaming-filter"
          label="Show"
          className="col-12 col-md-4"
          value={query.filter ?? ""}
        >
          {RESPONSIBLE_GAMING_FILTERS.map((value) => (
            <option key={value} value={value === "all" ? "" : value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </ParamSelect>
      </ListFilters>

      <AccountTable
        list={rows}
        params={params}
        noun="players"
        empty={
          filtered
            ? ["No players match these filters.", "Try another search or filter."]
            : ["No player has limits or a break yet.", "Players who set a limit or take a break will be listed here."]
        }
        caption="Responsible gaming"
        columns={["Player", "Upline", { end: "Limits" }, { end: "Pending" }, "Break", { end: "Actions" }]}
        row={(row) => <ProtectionRow key={row.userId} row={row} nowMs={nowMs} onLift={() => setLifting(row)} />}
      />
      {lifting ? <LiftExclusionModal row={lifting} onClose={() => setLifting(null)} /> : null}
    </>
  );
}

/** Downloads the list as filtered (search and filter, every page) as .xlsx. */
function ExportButton({ query }: { query: ResponsibleGamingQuery }) {
  const { busy: exporting, run: exportList } = useFileDownload(() =>
    downloadResponsibleGaming({ filter: query.filter, q: query.q }),
  );
  return (
    <button type="button" className="btn btn-sm btn-success" disabled={exporting} onClick={() => void exportList()}>
      {exporting ? "Exporting…" : "Export (.xlsx)"}
    </button>
  );
}

type RowProps = { row: ResponsibleGamingRow; nowMs: number; onLift: () => void };

/** A player: upline, how many limits and pending changes, a running break, and Lift when allowed. */
function ProtectionRow({ row, nowMs, onLift }: RowProps) {
  return (
    <tr data-testid={`rg-row-${row.username}`}>
      <td className="stack-main fw-semibold text-break">{row.username}</td>
      <td data-label="Upline">{row.uplineName ?? "–"}</td>
      <td data-label="Limits" className="text-end tabular">
        {row.limitCount}
      </td>
      <td data-label="Pending" className="text-end tabular">
        {row.pendingCount}
      </td>
      <td data-label="Break">
        {row.restriction && Date.parse(row.restriction.endsAt) > nowMs ? (
          <RestrictionBadge restriction={row.restriction} />
        ) : (
          "–"
        )}
      </td>
      <ActionsCell>
        {canLift(row, nowMs) ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={`Lift the self-exclusion of ${row.username}`}
            onClick={onLift}
          >
            Lift
          </button>
        ) : null}
      </ActionsCell>
    </tr>
  );
}
