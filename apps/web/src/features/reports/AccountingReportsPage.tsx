import { type AccountingReport, REPORT_GROUPING_LABELS } from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { accountingReportQuery } from "../../api/accounting.ts";
import { GameBarChart } from "../../components/charts/GameBarChart.tsx";
import { TrendChart } from "../../components/charts/TrendChart.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { StatCard } from "../../components/StatCard.tsx";
import { signedMoneyClass } from "../../lib/format.ts";
import { CriteriaForm } from "./CriteriaForm.tsx";
import { type CriteriaDraft, draftFromParams, draftParams, parseDraft } from "./criteria.ts";
import { ExportButton } from "./ExportButton.tsx";
import { ReportTable } from "./ReportTable.tsx";

/**
 * /admin/accounting: turnover, payouts, refunds, commission and the house result of any range of Manila days, for
 * one game or all, everyone or one agent's subtree, grouped by day, event or draw, game or agent; charts of the same
 * figures, an Excel export, and the end-of-day reconciliation one click away. The criteria live in the address bar.
 */
export function AccountingReportsPage() {
  const [params, setParams] = useSearchParams();
  const draft = draftFromParams(params);
  const parsed = parseDraft(draft);
  const criteria = "criteria" in parsed ? parsed.criteria : null;
  const report = useQuery({
    ...accountingReportQuery(criteria ?? { from: "", to: "", game: "all", groupBy: "day" }),
    enabled: criteria !== null,
  });
  const apply = (next: CriteriaDraft) => setParams(draftParams(next));
  const data = report.data;
  const agentName = data && String(data.criteria.agentId ?? "") === draft.agentId ? data.criteria.agentUsername : null;

  return (
    <>
      <PageHeader
        title="Accounting Reports"
        subtitle="Every figure is a sum of ledger transfers, by Manila calendar day."
        actions={
          <>
            <Link to="/admin/accounting/reconciliation" className="btn btn-sm btn-outline-primary">
              End of day
            </Link>
            {criteria ? <ExportButton criteria={criteria} /> : null}
          </>
        }
      />
      <CriteriaForm key={draftParams(draft).toString()} value={draft} agentName={agentName} onApply={apply} />

      {"error" in parsed ? (
        <div className="alert alert-warning" role="alert">
          {parsed.error}
        </div>
      ) : report.isPending ? (
        <Spinner label="Adding up the ledger…" />
      ) : report.isError ? (
        <QueryError what="the report" error={report.error} onRetry={() => void report.refetch()} />
      ) : data ? (
        <ReportFigures
          report={data}
          dim={report.isPlaceholderData}
          onAgent={(agentId) => apply({ ...draft, agentId })}
        />
      ) : null}
    </>
  );
}

/** The totals, whose subtree is shown (with the way back to everyone), the table and the two charts. */
function ReportFigures({
  report,
  dim,
  onAgent,
}: {
  report: AccountingReport;
  dim: boolean;
  /** Narrow to one agent's subtree ("" for everyone). */
  onAgent: (agentId: string) => void;
}) {
  const { criteria } = report;
  return (
    <>
      <ReportTotals totals={report.totals} />
      {criteria.agentId !== null ? (
        <p className="small mb-2">
          Showing <strong>{criteria.agentUsername ?? `#${criteria.agentId}`}</strong> and everyone under them, by{" "}
          {REPORT_GROUPING_LABELS[criteria.groupBy].toLowerCase()}.{" "}
          <button type="button" className="btn btn-link btn-sm p-0 align-baseline" onClick={() => onAgent("")}>
            Show everyone
          </button>
        </p>
      ) : null}
      <div className="mb-3">
        <ReportTable report={report} dim={dim} onDrillDown={(agentId) => onAgent(String(agentId))} />
      </div>
      <div className="row g-3">
        <div className="col-12 col-xl-7">
          <TrendChart points={report.byDay} testId="report-trend-chart" />
        </div>
        <div className="col-12 col-xl-5">
          <GameBarChart points={report.byGame} testId="report-game-chart" />
        </div>
      </div>
    </>
  );
}

/** Turnover, bets, commission and the house result (open stakes, not yet in it, said under it). */
function ReportTotals({ totals }: { totals: AccountingReport["totals"] }) {
  return (
    <div className="row g-3 mb-3">
      <div className="col-6 col-lg-3">
        <StatCard label="Turnover" value={formatPesos(totals.turnoverCentavos)} testId="report-turnover" />
      </div>
      <div className="col-6 col-lg-3">
        <StatCard label="Bets" value={totals.stakeCount.toLocaleString("en-PH")} />
      </div>
      <div className="col-6 col-lg-3">
        <StatCard label="Commission" value={formatPesos(totals.commissionCentavos)} accent="commission" />
      </div>
      <div className="col-6 col-lg-3">
        <StatCard
          label="House result"
          value={
            <span className={signedMoneyClass(totals.houseResultCentavos)}>
              {formatPesos(totals.houseResultCentavos)}
            </span>
          }
          note={
            totals.openStakesCentavos !== 0 ? (
              <span data-testid="report-open-stakes">
                Settled fights and draws only: {formatPesos(totals.openStakesCentavos)} of open stakes not counted yet
              </span>
            ) : null
          }
          testId="report-house-result"
        />
      </div>
    </div>
  );
}
