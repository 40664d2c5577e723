import { formatPesos } from "@sabong/shared/money";
import type { StatementView } from "@sabong/shared/protection";
import { useQuery } from "@tanstack/react-query";
import { downloadStatement, statementQuery } from "../../api/protection.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { StatCard } from "../../components/StatCard.tsx";
import { TableCard } from "../../components/TableCard.tsx";
import { useFileDownload } from "../../lib/download.ts";
import { formatDateTime } from "../../lib/format.ts";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const peso = (centavos: number) => formatPesos(centavos, { symbol: true });

/** "2026-11" → "Nov 2026". */
export function monthText(month: string): string {
  const [year, number] = month.split("-");
  const name = MONTHS[Number(number) - 1];
  return name && year ? `${name} ${year}` : month;
}

/**
 * The player's statement: the previous sign-in, everything loaded and withdrawn since the account opened and the net
 * of the two, the same per month, and the last 12 months as a workbook.
 */
export function StatementSection() {
  const statement = useQuery(statementQuery());
  const { busy: downloading, run: download } = useFileDownload(downloadStatement);

  return (
    <section className="mt-4" aria-labelledby="statement-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="statement-title" className="h5 mb-0">
          Statement
        </h2>
        <button type="button" className="btn btn-link p-0" disabled={downloading} onClick={() => void download()}>
          {downloading ? "Downloading…" : "Download statement (.xlsx)"}
        </button>
      </div>
      <QueryView query={statement} loading="Loading your statement…" what="your statement">
        {(data) => <StatementFigures statement={data} />}
      </QueryView>
    </section>
  );
}

/** The previous sign-in, the all-time loads, withdrawals and net, then each month's. */
function StatementFigures({ statement }: { statement: StatementView }) {
  return (
    <>
      <p className="small" data-testid="previous-sign-in">
        Your previous sign-in:{" "}
        {statement.previousSignInAt ? formatDateTime(statement.previousSignInAt) : "none before this one"}
      </p>
      <div className="row g-3 mb-3">
        <div className="col-12 col-sm-4">
          <StatCard label="Loaded, all time" value={peso(statement.lifetime.loadsCentavos)} />
        </div>
        <div className="col-12 col-sm-4">
          <StatCard label="Withdrawn, all time" value={peso(statement.lifetime.withdrawalsCentavos)} />
        </div>
        <div className="col-12 col-sm-4">
          <StatCard
            label="Net (loaded − withdrawn)"
            value={formatPesos(statement.lifetime.netCentavos, { symbol: true, signed: true })}
          />
        </div>
      </div>
      {statement.months.length === 0 ? (
        <EmptyState title="No loads or withdrawals yet.">
          Each month with a load or a withdrawal will be listed here.
        </EmptyState>
      ) : (
        <TableCard
          caption="Loads and withdrawals per month"
          headings={["Month", { end: "Loaded" }, { end: "Withdrawn" }, { end: "Net" }]}
        >
          {statement.months.map((month) => (
            <tr key={month.month}>
              <td className="stack-main fw-semibold">{monthText(month.month)}</td>
              <td data-label="Loaded" className="text-end tabular">
                {peso(month.loadsCentavos)}
              </td>
              <td data-label="Withdrawn" className="text-end tabular">
                {peso(month.withdrawalsCentavos)}
              </td>
              <td data-label="Net" className="text-end tabular">
                {formatPesos(month.netCentavos, { symbol: true, signed: true })}
              </td>
            </tr>
          ))}
        </TableCard>
      )}
    </>
  );
}
