import { type AlertRow, SIGNAL_KINDS, SIGNAL_LABELS, type SignalKind } from "@sabong/shared/integrity";
import { isCalendarDate, manilaDateOf, manilaStamp } from "@sabong/shared/time";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { type AlertQuery, alertsQuery, downloadLargeTransactions } from "../../api/integrity.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { SelectField } from "../../components/SelectField.tsx";
import { TableCard } from "../../components/TableCard.tsx";
import { STATUS_LABELS, subjectText } from "./alert-text.ts";
import { DownloadButton } from "./DownloadButton.tsx";

const STATUS_CHOICES = { open: "Open", closed: "Closed", all: "All" } as const;
const asStatus = (value: string | null): AlertQuery["status"] =>
  value === "closed" || value === "all" ? value : "open";
const asKind = (value: string | null): SignalKind | undefined =>
  (SIGNAL_KINDS as readonly string[]).includes(value ?? "") ? (value as SignalKind) : undefined;

/**
 * /admin/alerts: the integrity watch's queue. Open alerts highest score first; each opens its case (evidence, notes,
 * actions). Nothing is voided automatically: a person decides every case.
 */
export function AlertsPage() {
  const [params, setParams] = useSearchParams();
  const query: AlertQuery = { status: asStatus(params.get("status")), kind: asKind(params.get("kind")) };
  const alerts = useQuery(alertsQuery(query));
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Alerts"
        subtitle={
          alerts.data ? `${alerts.data.openCount} open. Signals of fixed fights, late money and laundering.` : undefined
        }
      />
      <div className="card border-0 shadow-sm mb-3">
        <div className="card-body row g-2">
          <AlertFilters query={query} onChange={set} />
          <LargeTransactionsReport />
        </div>
      </div>
      {alerts.error ? (
        <QueryError what="the alerts" error={alerts.error} onRetry={() => void alerts.refetch()} />
      ) : alerts.data && alerts.data.alerts.length === 0 ? (
        <EmptyState title={query.status === "open" ? "No open alerts." : "No alerts here."}>
          Alerts appear when a fight, a draw or a player's money matches a signal.
        </EmptyState>
      ) : (
        <AlertsTable rows={alerts.data?.alerts ?? []} dim={alerts.isFetching && !alerts.isLoading} />
      )}
    </>
  );
}

/** Which alerts show: open, closed or all, of one kind or every kind (kept in the address). */
function AlertFilters({ query, onChange }: { query: AlertQuery; onChange: (name: string, value: string) => void }) {
  return (
    <>
      <div className="col-12 col-md-4">
        <SelectField
          id="alert-status"
          label="Show"
          value={query.status}
          onChange={(value) => onChange("status", value === "open" ? "" : value)}
        >
          {Object.entries(STATUS_CHOICES).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="col-12 col-md-8">
        <SelectField id="alert-kind" label="Kind" value={query.kind} onChange={(value) => onChange("kind", value)}>
          <option value="">Every kind</option>
          {SIGNAL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SIGNAL_LABELS[kind]}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}

/** One Manila day's large transactions as an .xlsx, today's by default. */
function LargeTransactionsReport() {
  const [reportDay, setReportDay] = useState(() => manilaDateOf(new Date()));
  return (
    <>
      <div className="col-12 col-md-4">
        <label className="form-label" htmlFor="large-transactions-day">
          Large-transactions report, day (Manila)
        </label>
        <input
          id="large-transactions-day"
          type="date"
          className="form-control"
          value={reportDay}
          onChange={(event) => setReportDay(event.target.value)}
        />
      </div>
      <div className="col-12 col-md-8 d-flex align-items-end">
        <DownloadButton
          label="Download the day's large transactions (.xlsx)"
          className="btn btn-success"
          disabled={!isCalendarDate(reportDay)}
          download={() => downloadLargeTransactions(reportDay)}
        />
      </div>
    </>
  );
}

/** The alerts, highest score first as the server sends them; each kind links to its case. */
function AlertsTable({ rows, dim }: { rows: AlertRow[]; dim: boolean }) {
  return (
    <TableCard
      caption="Integrity alerts"
      dim={dim}
      head={
        <>
          <th scope="col" className="text-end">
            Score
          </th>
          <th scope="col">Kind</th>
          <th scope="col">About</th>
          <th scope="col">Accounts</th>
          <th scope="col">Raised</th>
          <th scope="col">Status</th>
        </>
      }
    >
      {rows.map((alert) => (
        <tr key={alert.id}>
          <td data-label="Score" className="text-end fw-semibold">
            {alert.score}
          </td>
          <td data-label="Kind">
            <Link to={`/admin/alerts/${alert.id}`}>{SIGNAL_LABELS[alert.kind]}</Link>
          </td>
          <td data-label="About">{subjectText(alert)}</td>
          <td data-label="Accounts">{alert.accounts.map((account) => account.username).join(", ") || "—"}</td>
          <td data-label="Raised">{manilaStamp(new Date(alert.raisedAt), "minutes")}</td>
          <td data-label="Status">
            {STATUS_LABELS[alert.status]}
            {alert.assignedTo ? ` (${alert.assignedTo})` : ""}
          </td>
        </tr>
      ))}
    </TableCard>
  );
}
