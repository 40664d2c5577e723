import type { Reconciliation } from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";
import { isCalendarDate } from "@sabong/shared/time";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { reconciliationQuery } from "../../api/accounting.ts";
import { DayCard } from "../../components/DayCard.tsx";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryView } from "../../components/QueryView.tsx";
import { manilaToday } from "./criteria.ts";
import { ReconciliationLines } from "./ReconciliationLines.tsx";

/**
 * /admin/accounting/reconciliation?day=: the end of a Manila day. For every class of accounts, opening + in − out must
 * equal the closing balance the books record, and all closing balances (the bank's included) must add up to zero.
 */
export function ReconciliationPage() {
  const [params, setParams] = useSearchParams();
  const today = manilaToday();
  const asked = params.get("day") ?? "";
  const day = isCalendarDate(asked) ? asked : today;
  const result = useQuery(reconciliationQuery(day));

  return (
    <>
      <PageHeader
        title="End of Day"
        subtitle="Opening + in − out = closing, for every class of accounts."
        link={{ to: "/admin/accounting", label: "Accounting reports", className: "btn btn-sm btn-outline-secondary" }}
      />
      <DayCard
        day={day}
        today={today}
        small
        onPick={(next) => {
          if (isCalendarDate(next)) setParams({ day: next }, { replace: true });
        }}
      />
      <QueryView query={result} loading="Reconciling the day…" what="the reconciliation">
        {(data) => <ReconciliationView data={data} />}
      </QueryView>
    </>
  );
}

function ReconciliationView({ data }: { data: Reconciliation }) {
  const offLines = data.lines.filter((line) => line.differenceCentavos !== 0);
  return (
    <>
      {data.balanced ? (
        <div className="alert alert-success" role="status" data-testid="reconciliation-verdict">
          Difference ₱0.00 — the day reconciles.
        </div>
      ) : (
        <ErrorAlert testId="reconciliation-verdict">
          <p className="mb-1 fw-semibold">
            Difference {formatPesos(data.differenceCentavos, { symbol: true })} — the day does not reconcile.
          </p>
          <ul className="mb-0">
            {offLines.map((line) => (
              <li key={line.key}>
                {line.label}: recorded {formatPesos(line.recordedClosingCentavos, { symbol: true })}, expected{" "}
                {formatPesos(line.closingCentavos, { symbol: true })} (off by{" "}
                {formatPesos(line.differenceCentavos, { symbol: true, signed: true })})
              </li>
            ))}
            {data.closingSumCentavos !== 0 ? (
              <li>
                All closing balances add up to {formatPesos(data.closingSumCentavos, { symbol: true })} instead of ₱0.00
              </li>
            ) : null}
          </ul>
        </ErrorAlert>
      )}
      <div className="row g-3 mb-3">
        {MONEY_WAYS.map((way) => (
          <div key={way} className="col-12 col-md-6">
            <MoneyList data={data} way={way} />
          </div>
        ))}
      </div>
      <ReconciliationLines data={data} />
    </>
  );
}

const MONEY_WAYS = ["in", "out"] as const;
type MoneyWay = (typeof MONEY_WAYS)[number];
const MONEY_TITLES: Record<MoneyWay, string> = {
  in: "Money in (from the bank)",
  out: "Money out (back to the bank)",
};

/** The day's money in from the bank or out back to it, by code, with the server's total. */
function MoneyList({ data, way }: { data: Reconciliation; way: MoneyWay }) {
  const title = MONEY_TITLES[way];
  const items = way === "in" ? data.moneyIn : data.moneyOut;
  const totalCentavos = way === "in" ? data.moneyInTotalCentavos : data.moneyOutTotalCentavos;
  const testId = `reconciliation-money-${way}`;
  return (
    <section className="card border-0 shadow-sm h-100" aria-label={title} data-testid={testId}>
      <div className="card-body">
        <h2 className="h6 mb-2">{title}</h2>
        <table className="table table-sm mb-0">
          <tbody>
            {items.length === 0 ? (
              <tr>
                <td colSpan={2} className="text-body-secondary">
                  None
                </td>
              </tr>
            ) : (
              items.map((item) => (
                <tr key={item.code}>
                  <th scope="row" className="fw-normal">
                    {item.label}
                  </th>
                  <td className="text-end tabular">{formatPesos(item.centavos)}</td>
                </tr>
              ))
            )}
            <TotalRow testId={`${testId}-total`} centavos={totalCentavos} />
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The list's total, as the server added it up. */
function TotalRow({ testId, centavos }: { testId: string; centavos: number }) {
  return (
    <tr className="fw-semibold">
      <th scope="row">Total</th>
      <td className="text-end tabular" data-testid={testId}>
        {formatPesos(centavos)}
      </td>
    </tr>
  );
}
