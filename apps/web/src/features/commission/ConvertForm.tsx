import type { CommissionGame } from "@sabong/shared/commission";
import { formatPesos } from "@sabong/shared/money";
import type { GameCommission } from "@sabong/shared/users";
import type { CommissionConvertResponse } from "@sabong/shared/wallet";
import { useId } from "react";
import { AmountField } from "../../components/AmountField.tsx";
import { BalanceChangeTable } from "../../components/BalanceChangeTable.tsx";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { confirmation, type MoneyAction } from "../../lib/use-money-action.ts";

export type ConvertDraft = { game: CommissionGame; amountCentavos: number };
export type ConvertAction = MoneyAction<ConvertDraft, CommissionConvertResponse>;

type Props = {
  convert: ConvertAction;
  games: readonly GameCommission[];
  chosen: GameCommission;
  onChoose: (game: CommissionGame) => void;
  /** 'All': the whole balance of the chosen wallet into the amount. */
  onAll: () => void;
  totalCentavos: number;
};

/** 'Convert to points': the game wallet and the amount; a confirmation follows. */
export function ConvertForm({ convert, games, chosen, onChoose, onAll, totalCentavos }: Props) {
  const id = useId();
  const submit = () =>
    convert.submit((amountCentavos) =>
      amountCentavos > chosen.centavos
        ? `Your ${chosen.label} commission is ${formatPesos(chosen.centavos, { symbol: true })}`
        : { game: chosen.game, amountCentavos },
    );

  return (
    <FormCard title="Convert to points" onSubmit={submit}>
      <div className="mb-3">
        <label htmlFor={`${id}-game`} className="form-label">
          Game wallet
        </label>
        <select
          id={`${id}-game`}
          className="form-select"
          value={chosen.game}
          onChange={(event) => onChoose(event.target.value as CommissionGame)}
        >
          {games.map((item) => (
            <option key={item.game} value={item.game}>
              {item.label} — {formatPesos(item.centavos)} available
            </option>
          ))}
        </select>
      </div>
      <AmountField
        className="mb-3"
        label="Amount (pesos)"
        field={convert}
        hint={`Available: ${formatPesos(chosen.centavos, { symbol: true })}`}
        addon={
          <button type="button" className="btn btn-outline-secondary" disabled={chosen.centavos === 0} onClick={onAll}>
            All
          </button>
        }
      />
      <button type="submit" className="btn btn-primary w-100" disabled={chosen.centavos === 0}>
        Convert to points
      </button>
      {totalCentavos === 0 ? (
        <p className="small text-body-secondary mt-3 mb-0">
          Nothing to convert. Commission is credited on the settled bets of the accounts under you.
        </p>
      ) : null}
    </FormCard>
  );
}

/** "Convert ₱… of your Pick 2 commission into points?" with both balances now and after. */
export function ConvertConfirm({
  convert,
  wallet,
  pointsCentavos,
}: {
  convert: ConvertAction;
  wallet: GameCommission;
  pointsCentavos: number;
}) {
  const amountCentavos = convert.pending?.amountCentavos ?? 0;
  return (
    <ConfirmModal
      title="Confirm conversion"
      confirmLabel="Convert now"
      busyLabel="Converting…"
      {...confirmation(convert)}
    >
      <p className="mb-3">
        Convert <strong className="tabular">{formatPesos(amountCentavos, { symbol: true })}</strong> of your{" "}
        {wallet.label} commission into points?
      </p>
      <BalanceChangeTable
        rows={[
          {
            label: `${wallet.label} commission`,
            nowCentavos: wallet.centavos,
            afterCentavos: wallet.centavos - amountCentavos,
          },
          { label: "Points", nowCentavos: pointsCentavos, afterCentavos: pointsCentavos + amountCentavos },
        ]}
      />
    </ConfirmModal>
  );
}
