import type { AdminDashboard } from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";
import { TableCard } from "../../components/TableCard.tsx";

type Props = Pick<AdminDashboard, "circulation" | "circulationTotalAccounts" | "circulationTotalCentavos">;

/** The money in users' hands now: points wallets by level, then the commission wallets, and their total (server's). */
export function AdminDashboardCirculation({ circulation, circulationTotalAccounts, circulationTotalCentavos }: Props) {
  return (
    <section aria-labelledby="circulation-title">
      <h2 id="circulation-title" className="h6 mb-1">
        Points in circulation
      </h2>
      <p className="small text-body-secondary mb-2" data-testid="circulation-note">
        What every wallet holds now, by level. The total includes the admin's own points not yet given out.
      </p>
      <TableCard
        caption="Points in circulation by wallet"
        tableClassName="table table-sm align-middle mb-0"
        wrapClassName="table-responsive"
        testId="circulation-table"
        headings={["Wallets", { end: "Accounts" }, { end: "Balance" }]}
      >
        {circulation.map((row) => (
          <tr key={row.key} data-testid={`circulation-${row.key}`}>
            <th scope="row" className="fw-normal">
              {row.key.startsWith("points:") ? `Points · ${row.label}` : row.label}
            </th>
            <td className="text-end tabular">{row.accounts.toLocaleString("en-PH")}</td>
            <td className="text-end tabular">{formatPesos(row.centavos)}</td>
          </tr>
        ))}
        <tr className="table-light fw-semibold">
          <th scope="row">Total</th>
          <td className="text-end tabular" data-testid="circulation-total-accounts">
            {circulationTotalAccounts.toLocaleString("en-PH")}
          </td>
          <td className="text-end tabular" data-testid="circulation-total">
            {formatPesos(circulationTotalCentavos)}
          </td>
        </tr>
      </TableCard>
    </section>
  );
}
