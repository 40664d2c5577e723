import type { Reconciliation } from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";
import { TableCard } from "../../components/TableCard.tsx";

/** Each class of accounts over the day, the off ones marked, and the sum of every closing balance. */
export function ReconciliationLines({ data }: { data: Reconciliation }) {
  return (
    <TableCard
      caption={`Account balances over ${data.day}`}
      tableClassName="table table-sm align-middle mb-0 text-nowrap"
      wrapClassName="table-responsive"
      testId="reconciliation-lines"
      headings={[
        "Accounts",
        { end: "Count" },
        { end: "Opening" },
        { end: "In" },
        { end: "Out" },
        { end: "Closing" },
        { end: "Recorded" },
        { end: "Difference" },
      ]}
    >
      {data.lines.map((line) => {
        const off = line.differenceCentavos !== 0;
        return (
          <tr key={line.key} className={off ? "table-danger" : undefined} data-testid={`reconciliation-${line.key}`}>
            <th scope="row" className="fw-normal">
              {line.label}
            </th>
            <td className="text-end tabular">{line.accounts.toLocaleString("en-PH")}</td>
            <td className="text-end tabular">{formatPesos(line.openingCentavos)}</td>
            <td className="text-end tabular">{formatPesos(line.inCentavos)}</td>
            <td className="text-end tabular">{formatPesos(line.outCentavos)}</td>
            <td className="text-end tabular">{formatPesos(line.closingCentavos)}</td>
            <td className="text-end tabular">{formatPesos(line.recordedClosingCentavos)}</td>
            <td className={`text-end tabular${off ? " fw-semibold text-danger" : ""}`}>
              {formatPesos(line.differenceCentavos, { signed: true })}
            </td>
          </tr>
        );
      })}
      <tr className="table-group-divider fw-semibold" data-testid="reconciliation-closing-sum">
        <th scope="row" colSpan={5}>
          Sum of all closing balances (zero when no money was created or lost)
        </th>
        <td className="text-end tabular">{formatPesos(data.closingSumCentavos)}</td>
        <td />
        <td />
      </tr>
    </TableCard>
  );
}
