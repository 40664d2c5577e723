import { formatPesos } from "@sabong/shared/money";
import type { MintResponse } from "@sabong/shared/wallet";
import { useState } from "react";
import { postMint } from "../../api/wallet.ts";
import { AmountField } from "../../components/AmountField.tsx";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { onSubmitted } from "../../components/FormCard.tsx";
import { confirmation, useMoneyAction } from "../../lib/use-money-action.ts";

type MintDraft = { amountCentavos: number };
type Minted = { amountCentavos: number; balanceCentavos: number };

/** Admin only: 'Mint points' from the bank into the admin's own wallet, after a confirmation. */
export function MintCard({ onMinted }: { onMinted: (balanceCentavos: number) => void }) {
  const [minted, setMinted] = useState<Minted | null>(null);
  const mint = useMoneyAction({
    send: (draft: MintDraft, idempotencyKey) => postMint({ ...draft, idempotencyKey }),
    onDone: ({ balanceCentavos }: MintResponse, draft) => {
      setMinted({ amountCentavos: draft.amountCentavos, balanceCentavos });
      onMinted(balanceCentavos);
    },
  });

  return (
    <section className="card border-0 shadow-sm h-100 mint-card">
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary mb-1 small">Mint points</h2>
        <p className="small text-body-secondary mb-2">Creates points from the bank into your own wallet.</p>
        <form
          className="d-flex flex-wrap gap-2 align-items-start"
          noValidate
          onSubmit={onSubmitted(() => mint.submit((amountCentavos) => ({ amountCentavos })))}
        >
          <AmountField
            className="flex-grow-1 mint-amount"
            label="Amount to mint (pesos)"
            hideLabel
            placeholder="Amount to mint"
            field={mint}
          />
          <button type="submit" className="btn btn-warning fw-semibold">
            Mint points
          </button>
        </form>
        {minted ? (
          <p className="small text-success mb-0 mt-2" role="status">
            Minted {formatPesos(minted.amountCentavos, { symbol: true })}. Your points:{" "}
            {formatPesos(minted.balanceCentavos, { symbol: true })}.
          </p>
        ) : null}
      </div>
      {mint.pending ? (
        <ConfirmModal
          title="Confirm mint"
          confirmLabel="Mint now"
          busyLabel="Minting…"
          tone="warning"
          {...confirmation(mint)}
        >
          <p className="mb-0">
            Mint <strong className="tabular">{formatPesos(mint.pending.amountCentavos, { symbol: true })}</strong> from
            the bank into your wallet? New points enter circulation; this is recorded in the audit log.
          </p>
        </ConfirmModal>
      ) : null}
    </section>
  );
}
