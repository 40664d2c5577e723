import { centavosToPesosText, formatPesos } from "@sabong/shared/money";
import { userRoleLabel } from "@sabong/shared/users";
import { useId } from "react";
import { Link } from "react-router";
import type { StationAccount } from "../../api/wallet.ts";
import { AmountField } from "../../components/AmountField.tsx";
import { onSubmitted } from "../../components/FormCard.tsx";
import { RestrictionBadge } from "../../components/RestrictionBadge.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { MoveConfirm } from "./MoveConfirm.tsx";
import type { Direction, MoveResult } from "./move.ts";
import { useMoveForm } from "./use-move-form.ts";

const QUICK_AMOUNTS_CENTAVOS = [10_000, 50_000, 100_000, 500_000];

type Props = {
  target: StationAccount;
  ownCentavos: number | null;
  logLink: string;
  onMoved: (result: MoveResult, target: StationAccount) => void;
};

/** The picked account: its balances, and the load / withdraw form with its confirmation. */
export function MovePanel({ target, ownCentavos, logLink, onMoved }: Props) {
  const id = useId();
  const { canLoad, direction, choose, move, submit } = useMoveForm(target, ownCentavos, onMoved);
  return (
    <section className="card border-0 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <TargetSummary target={target} titleId={`${id}-title`} />
        <form noValidate onSubmit={onSubmitted(submit)}>
          <DirectionChoice id={id} target={target} direction={direction} canLoad={canLoad} onChoose={choose} />

          <AmountField className="mb-2" label="Amount (pesos)" field={move} />
          <div className="d-flex flex-wrap gap-2 mb-3">
            {QUICK_AMOUNTS_CENTAVOS.map((centavos) => (
              <button
                key={centavos}
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => move.setAmount(centavosToPesosText(centavos))}
              >
                {formatPesos(centavos, { dropZeroCentavos: true })}
              </button>
            ))}
            {direction === "withdraw" && target.pointsCentavos > 0 ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => move.setAmount(formatPesos(target.pointsCentavos))}
              >
                All
              </button>
            ) : null}
          </div>

          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <Link to={logLink} className="small">
              Wallet log of {target.username}
            </Link>
            <button type="submit" className={`btn ${direction === "load" ? "btn-success" : "btn-danger"} px-4`}>
              {direction === "load" ? "Load points" : "Withdraw points"}
            </button>
          </div>
        </form>
      </div>

      {move.pending ? <MoveConfirm move={move} draft={move.pending} ownCentavos={ownCentavos} /> : null}
    </section>
  );
}

/** Who the account is (name, role, status, restriction) and its points and commission. */
function TargetSummary({ target, titleId }: { target: StationAccount; titleId: string }) {
  return (
    <>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
        <div className="min-w-0">
          <h2 className="h5 mb-0 text-truncate" id={titleId}>
            {target.username}
          </h2>
          <p className="text-body-secondary small mb-0">
            {target.name} · {userRoleLabel(target.type, target.agentType)}
          </p>
        </div>
        <span className="d-inline-flex flex-wrap justify-content-end gap-1">
          <StatusBadge status={target.status} />
          <RestrictionBadge restriction={target.restriction} />
        </span>
      </div>

      <dl className="row g-2 mb-3 balance-pair">
        <div className="col-6">
          <dt className="small text-body-secondary fw-normal">Points</dt>
          <dd className="fs-4 fw-semibold tabular mb-0" data-testid="station-target-balance">
            {formatPesos(target.pointsCentavos)}
          </dd>
        </div>
        <div className="col-6">
          <dt className="small text-body-secondary fw-normal">Commission</dt>
          <dd className="fs-4 tabular mb-0">{formatPesos(target.commissionCentavos)}</dd>
        </div>
      </dl>
    </>
  );
}

/** Load or withdraw, as two toggle buttons; loading is off (and why said) for an account that is not active. */
function DirectionChoice({
  id,
  target,
  direction,
  canLoad,
  onChoose,
}: {
  id: string;
  target: StationAccount;
  direction: Direction;
  canLoad: boolean;
  onChoose: (direction: Direction) => void;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6 mb-2">Action</legend>
      <div className="btn-group w-100">
        <input
          type="radio"
          className="btn-check"
          name={`${id}-direction`}
          id={`${id}-load`}
          checked={direction === "load"}
          disabled={!canLoad}
          onChange={() => onChoose("load")}
        />
        <label className="btn btn-outline-success" htmlFor={`${id}-load`}>
          Load points
        </label>
        <input
          type="radio"
          className="btn-check"
          name={`${id}-direction`}
          id={`${id}-withdraw`}
          checked={direction === "withdraw"}
          onChange={() => onChoose("withdraw")}
        />
        <label className="btn btn-outline-danger" htmlFor={`${id}-withdraw`}>
          Withdraw points
        </label>
      </div>
      {canLoad ? null : (
        <div className="form-text">
          {target.username} is {target.status}: points can be withdrawn but not loaded.
        </div>
      )}
    </fieldset>
  );
}
