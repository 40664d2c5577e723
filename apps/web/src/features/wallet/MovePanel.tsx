import { centavosToPesosText, formatPesos } from "@sabong/shared/money";
import { userRoleLabel } from "@sabong/shared/users";
import { useId, useState } from "react";
import { Link } from "react-router";
import { postLoad, postWithdraw, type StationAccount } from "../../api/wallet.ts";
import { AmountField } from "../../components/AmountField.tsx";
import { onSubmitted } from "../../components/FormCard.tsx";
import { RestrictionBadge } from "../../components/RestrictionBadge.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { useMoneyAction } from "../../lib/use-money-action.ts";
import { MoveConfirm } from "./MoveConfirm.tsx";
import { type Direction, type MoveDraft, type MoveResult, moveRefusal } from "./move.ts";

const QUICK_AMOUNTS_CENTAVOS = [10_000, 50_000, 100_000, 500_000];

function sendMove({ direction, target, amountCentavos }: MoveDraft, idempotencyKey: string) {
  const body = { targetUserId: target.id, amountCentavos, idempotencyKey };
  return direction === "load" ? postLoad(body) : postWithdraw(body);
}

type Props = {
  target: StationAccount;
  ownCentavos: number | null;
  logLink: string;
  onMoved: (result: MoveResult, target: StationAccount) => void;
};

/** The picked account: its balances, and the load / withdraw form with its confirmation. */
export function MovePanel({ target, ownCentavos, logLink, onMoved }: Props) {
  const id = useId();
  const canLoad = target.status === "active";
  const [direction, setDirection] = useState<Direction>(canLoad ? "load" : "withdraw");
  const move = useMoneyAction({
    send: sendMove,
    onDone: (answer, draft: MoveDraft) =>
      onMoved(
        {
          direction: draft.direction,
          username: draft.target.username,
          amountCentavos: draft.amountCentavos,
          ...answer,
        },
        draft.target,
      ),
  });
  const choose = (next: Direction) => {
    setDirection(next);
    move.setError(null);
  };
  const submit = () =>
    move.submit(
      (amountCentavos) =>
        moveRefusal(direction, target, amountCentavos, ownCentavos) ?? { direction, target, amountCentavos },
    );

  return (
    <section className="card border-0 shadow-sm" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
          <div className="min-w-0">
            <h2 className="h5 mb-0 text-truncate" id={`${id}-title`}>
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

        <form noValidate onSubmit={onSubmitted(submit)}>
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
                onChange={() => choose("load")}
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
                onChange={() => choose("withdraw")}
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
