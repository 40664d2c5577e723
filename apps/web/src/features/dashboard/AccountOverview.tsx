import {
  canRefer,
  commissionByGame,
  earnsCommission,
  refUrl,
  registrationLink,
  totalCommissionCentavos,
} from "@sabong/shared/users";
import { useId } from "react";
import { useUserDetail } from "../../api/user-detail.ts";
import { BalanceCards } from "../../components/BalanceCards.tsx";
import { CommissionTable } from "../../components/CommissionTable.tsx";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { useSession } from "../../lib/session.ts";
import { notify } from "../../lib/toast.tsx";

/** The signed-in user's points, commissions and referral link (GET /api/user). */
export function AccountOverview() {
  const detail = useUserDetail();
  const { type, role } = useSession((session) => session.identity);
  const earns = earnsCommission(type, role);

  if (detail.isPending) return <Spinner label="Loading your account…" />;
  if (detail.isError) {
    return (
      <ErrorAlert onRetry={() => void detail.refetch()}>
        Your account could not be loaded: {detail.error.message}
      </ErrorAlert>
    );
  }

  const user = detail.data;
  return (
    <div className="d-grid gap-3">
      <div className="row g-3">
        <BalanceCards detail={user} column="col-12 col-sm-6" size="lg" commission={earns} />
      </div>

      {earns ? (
        <section className="card border-0 shadow-sm">
          <div className="card-body">
            <h2 className="h6 text-uppercase text-body-secondary mb-3">Commissions</h2>
            <CommissionTable games={commissionByGame(user)} totalCentavos={totalCommissionCentavos(user.account)} />
          </div>
        </section>
      ) : null}

      {canRefer(user.type) ? <Referral refCode={user.refCode} /> : null}
    </div>
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
