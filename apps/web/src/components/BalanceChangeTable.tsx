import { formatPesos } from "@sabong/shared/money";
import { EndTh } from "./TableCard.tsx";

export type BalanceChange = { label: string; nowCentavos: number; afterCentavos: number };

/** In a confirmation: each balance the action touches, now and after it. */
export function BalanceChangeTable({ heading, rows }: { heading?: string; rows: readonly BalanceChange[] }) {
  return (
    <table className="table table-sm mb-0 align-middle">
      {heading ? (
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <EndTh>Now</EndTh>
            <EndTh>After</EndTh>
          </tr>
        </thead>
      ) : null}
      <tbody className="tabular">
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="fw-normal">
              {row.label}
            </th>
            <td className="text-end">{formatPesos(row.nowCentavos)}</td>
            <td className="text-end fw-semibold">{formatPesos(row.afterCentavos)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
