import {
  type FightSummary,
  GAME_LABELS,
  type Game,
  isGame,
  RESULT_LABELS,
  type RevertPreview,
} from "@sabong/shared/betting";
import { commissionBalanceOfWallet } from "@sabong/shared/commission";
import { plural } from "@sabong/shared/contracts";
import { contestTitle } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import { sideTone } from "../../games/betting.ts";

const PURPOSE_LABELS: Record<string, string> = {
  points: "Points",
  commission: "Commission",
  escrow: "Bet escrow",
  house: "House",
  rounding: "Rounding",
  bank: "Bank",
};

/** Ledger purposes come as "commission:sabong", "escrow:apple", "points"… */
function purposeLabel(purpose: string): string {
  // A commission balance is named for the games that credit it ("Sabong & Apple").
  const balance = commissionBalanceOfWallet(purpose);
  if (balance) return `${PURPOSE_LABELS.commission} · ${balance.label}`;
  const [kind = purpose, game] = purpose.split(":");
  const label = PURPOSE_LABELS[kind] ?? kind.replace(/[_-]/g, " ");
  return isGame(game) ? `${label} · ${GAME_LABELS[game]}` : label;
}

type Props = {
  game: Game;
  preview: RevertPreview;
  /** The fight's own figures (bets, stakes), once the fights list has it. */
  fight: FightSummary | null;
};

/** What the revert would move, account by account, and who cannot pay back (their shortfall becomes a debt). */
export function RevertPreviewCard({ game, preview, fight }: Props) {
  return (
    <section className="card border-0 shadow-sm h-100" data-testid="revert-preview">
      <div className="card-body">
        <h2 className="h5 d-flex align-items-center gap-2 flex-wrap">
          {contestTitle(game)} #{preview.fightNumber}
          <span className={`result-badge ${sideTone(preview.result)}`}>{RESULT_LABELS[preview.result]}</span>
        </h2>
        <p className="text-body-secondary small">
          {preview.transferCount} transfers would be reversed
          {fight ? ` · ${plural(fight.betCount, "bet")} · ${formatPesos(fight.totalCentavos)} staked` : ""}.
        </p>
        <div className="table-responsive">
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th>Account</th>
                <th>Wallet</th>
                <th className="text-end">Change</th>
              </tr>
            </thead>
            <tbody>
              {preview.accounts.map((a) => (
                <tr key={a.accountId}>
                  <td>{a.username ?? <span className="text-body-secondary">System</span>}</td>
                  <td>{purposeLabel(a.purpose)}</td>
                  <td className={`text-end tabular ${a.changeCentavos < 0 ? "text-danger" : "text-success"}`}>
                    {a.changeCentavos > 0 ? "+" : ""}
                    {formatPesos(a.changeCentavos)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {preview.shortfalls.length > 0 ? (
          <div className="alert alert-warning mt-3 mb-0">
            <strong>Not enough balance to take back:</strong>
            <ul className="mb-0 mt-1">
              {preview.shortfalls.map((s) => (
                <li key={`${s.userId}-${s.purpose}`}>
                  {s.username} ({purposeLabel(s.purpose)}): owes {formatPesos(s.owedCentavos)}, has{" "}
                  {formatPesos(s.availableCentavos)} → debt of {formatPesos(s.shortfallCentavos)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
