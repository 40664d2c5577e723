import { formatPesos } from "@sabong/shared/money";
import type { PointsMoveResponse } from "@sabong/shared/wallet";
import { BalanceChangeTable } from "../../components/BalanceChangeTable.tsx";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { confirmation, type MoneyAction } from "../../lib/use-money-action.ts";
import type { MoveDraft, MoveResult } from "./move.ts";

type Props = {
  move: MoneyAction<MoveDraft, PointsMoveResponse>;
  draft: MoveDraft;
  ownCentavos: number | null;
};

/** "Load ₱… to juan?": both balances now and after, then the move. */
export function MoveConfirm({ move, draft, ownCentavos }: Props) {
  const loading = draft.direction === "load";
  const sign = loading ? 1 : -1;
  const { target, amountCentavos } = draft;
  return (
    <ConfirmModal
      title={loading ? "Confirm load" : "Confirm withdrawal"}
      confirmLabel={loading ? "Load now" : "Withdraw now"}
      busyLabel={loading ? "Loading…" : "Withdrawing…"}
      tone={loading ? "success" : "danger"}
      {...confirmation(move)}
    >
      <p className="mb-3">
        {loading ? (
          <>
            Load <strong className="tabular">{formatPesos(amountCentavos, { symbol: true })}</strong> from your points
            to <strong>{target.username}</strong>?
          </>
        ) : (
          <>
            Withdraw <strong className="tabular">{formatPesos(amountCentavos, { symbol: true })}</strong> from{" "}
            <strong>{target.username}</strong> into your points?
          </>
        )}
      </p>
      <BalanceChangeTable
        heading="Points"
        rows={[
          ...(ownCentavos === null
            ? []
            : [{ label: "You", nowCentavos: ownCentavos, afterCentavos: ownCentavos - sign * amountCentavos }]),
          {
            label: target.username,
            nowCentavos: target.pointsCentavos,
            afterCentavos: target.pointsCentavos + sign * amountCentavos,
          },
        ]}
      />
    </ConfirmModal>
  );
}

/** After the move: what moved and both new balances (and any debt it settled). */
export function MoveResultText({ result }: { result: MoveResult }) {
  const loaded = result.direction === "load";
  return (
    <>
      <p className="fw-semibold mb-1">
        {loaded
          ? `Loaded ${formatPesos(result.amountCentavos, { symbol: true })} to ${result.username}.`
          : `Withdrew ${formatPesos(result.amountCentavos, { symbol: true })} from ${result.username}.`}
      </p>
      <p className="mb-0 small">
        New balances: you{" "}
        <strong className="tabular">{formatPesos(result.actorBalanceCentavos, { symbol: true })}</strong> ·{" "}
        {result.username}{" "}
        <strong className="tabular">{formatPesos(result.targetBalanceCentavos, { symbol: true })}</strong>
      </p>
      {result.debtCollectedCentavos > 0 ? (
        <p className="mb-0 small mt-1">
          {formatPesos(result.debtCollectedCentavos, { symbol: true })} of it went to an earlier debt of{" "}
          {loaded ? result.username : "yours"}.
        </p>
      ) : null}
    </>
  );
}
