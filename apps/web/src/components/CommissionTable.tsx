import { formatBasisPoints, formatPesos } from "@sabong/shared/money";
import type { GameCommission } from "@sabong/shared/users";
import type { ReactNode } from "react";
import { EndTh } from "./TableCard.tsx";

type Props = {
  /** Each commission wallet: its label, the user's rate and the amount earned. */
  games: readonly GameCommission[];
  totalCentavos: number;
  /** A last column per wallet (e.g. 'All' to convert it); the amounts are then bold. */
  action?: (game: GameCommission) => ReactNode;
  /** The wallet being worked on, highlighted. */
  selected?: GameCommission["game"];
};

/** The user's commission per game wallet with its rate, and their total (spec's totalCommission). */
export function CommissionTable({ games, totalCentavos, action, selected }: Props) {
  const strong = action ? " fw-semibold" : "";
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">Game</th>
            <EndTh>Rate</EndTh>
            <EndTh>Commission</EndTh>
            {action ? (
              <EndTh>
                <span className="visually-hidden">Action</span>
              </EndTh>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {games.map((item) => (
            <tr key={item.game} className={item.game === selected ? "table-active" : undefined}>
              <th scope="row" className="fw-normal">
                {item.label}
              </th>
              <td className="text-end">{formatBasisPoints(item.rateBp)}</td>
              <td className={`text-end tabular${strong}`} data-testid={`commission-${item.game}`}>
                {formatPesos(item.centavos)}
              </td>
              {action ? <td className="text-end">{action(item)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td />
            <td className="text-end tabular fw-semibold">{formatPesos(totalCentavos)}</td>
            {action ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
