import { canRefer, refUrl, registrationLink, totalCommission, type UserDetail } from "@sabong/shared";
import { useId } from "react";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { formatAmount, formatPercent } from "../../lib/format.ts";
import { notify } from "../../lib/toast.tsx";
import { useUserDetail } from "../../lib/user-detail.ts";

/** Commission per game: the rate (percentage field) and the amount earned (account field). */
const GAMES = [
  { name: "Sabong", rate: "percentage", amount: "commission" },
  { name: "Pick 2", rate: "pick2Percentage", amount: "pick2Commission" },
  { name: "Pick 3", rate: "pick3Percentage", amount: "pick3Commission" },
  { name: "Game ending", rate: "gameEndingPercentage", amount: "gameEndingCommission" },
  { name: "Suertres", rate: "suertresPercentage", amount: "suertresCommission" },
] as const satisfies readonly {
  name: string;
  rate: keyof UserDetail;
  amount: keyof UserDetail["account"];
}[];

/** The signed-in user's points, commissions and referral link (GET /api/user). */
export function AccountOverview() {
  const detail = useUserDetail();

  if (detail.isPending) return <Spinner label="Loading your account…" />;
  if (detail.isError) {
    return (
      <div
        className="alert alert-danger d-flex flex-wrap align-items-center justify-content-between gap-2"
        role="alert"
      >
        <span>Your account could not be loaded: {detail.error.message}</span>
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => void detail.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const user = detail.data;
  return (
    <div className="d-grid gap-3">
      <div className="row g-3">
        <div className="col-12 col-sm-6">
          <Stat label="Points" value={formatAmount(user.account.points)} accent="points" />
        </div>
        <div className="col-12 col-sm-6">
          <Stat label="Total commission" value={formatAmount(totalCommission(user.account))} accent="commission" />
        </div>
      </div>

      <section className="card border-0 shadow-sm">
        <div className="card-body">
          <h2 className="h6 text-uppercase text-body-secondary mb-3">Commissions</h2>
          <div className="table-responsive">
            <table className="table table-sm align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">Game</th>
                  <th scope="col" className="text-end">
                    Rate
                  </th>
                  <th scope="col" className="text-end">
                    Commission
                  </th>
                </tr>
              </thead>
              <tbody>
                {GAMES.map((game) => (
                  <tr key={game.name}>
                    <th scope="row" className="fw-normal">
                      {game.name}
                    </th>
                    <td className="text-end">{formatPercent(user[game.rate])}</td>
                    <td className="text-end tabular">{formatAmount(user.account[game.amount])}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">Total</th>
                  <td />
                  <td className="text-end fw-semibold tabular">{formatAmount(totalCommission(user.account))}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        </div>
      </section>

      {canRefer(user.type) ? <Referral refCode={user.refCode} /> : null}
    </div>
  );
}

function Stat({ label, value, accent }: { label: string; value: string; accent: "points" | "commission" }) {
  return (
    <section className={`card shadow-sm stat-card stat-${accent}`}>
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary mb-1">{label}</h2>
        <p className="display-6 fw-semibold mb-0 tabular">{value}</p>
      </div>
    </section>
  );
}

function Referral({ refCode }: { refCode: string }) {
  const id = useId();
  const link = refUrl(registrationLink(window.location.origin), refCode);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success("Copied");
    } catch {
      notify.error("Copying is blocked by this browser. Select the link and copy it by hand.");
    }
  };

  return (
    <section className="card border-0 shadow-sm">
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary mb-3">Referral</h2>
        <p className="mb-2">
          Referral code: <strong className="font-monospace">{refCode}</strong>
        </p>
        <label htmlFor={`${id}-link`} className="form-label">
          Referral link
        </label>
        <div className="input-group">
          <input
            id={`${id}-link`}
            className="form-control font-monospace"
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="btn btn-primary" onClick={() => void copy()}>
            Copy
          </button>
        </div>
        <div className="form-text">New accounts that register through this link are placed under you.</div>
      </div>
    </section>
  );
}
