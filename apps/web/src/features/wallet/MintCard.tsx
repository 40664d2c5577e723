import { formatPesos } from "@sabong/shared";
import { useId, useState } from "react";
import { ConfirmModal } from "../../app/ui/ConfirmModal.tsx";
import { PesosInput } from "../../app/ui/PesosInput.tsx";
import { newIdempotencyKey } from "../../lib/idempotency.ts";
import { parsePesosAmount } from "../../lib/money-input.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { useMintPoints } from "./mint-points.ts";

type PendingMint = { amountCentavos: number; idempotencyKey: string };

/** Admin only: 'Mint points' from the bank into the admin's own wallet, after a confirmation. */
export function MintCard({ onMinted }: { onMinted: (balanceCentavos: number) => void }) {
  const id = useId();
  const mint = useMintPoints();
  const once = useSingleFlight();
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingMint | null>(null);
  const [minted, setMinted] = useState<{ amountCentavos: number; balanceCentavos: number } | null>(null);

  const submit = () => {
    const parsed = parsePesosAmount(amount);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    mint.reset();
    setPending({ amountCentavos: parsed.value, idempotencyKey: newIdempotencyKey() });
  };

  const confirm = () => {
    if (!pending) return;
    once(async () => {
      const { balanceCentavos } = await mint.mutateAsync(pending);
      setMinted({ amountCentavos: pending.amountCentavos, balanceCentavos });
      setPending(null);
      setAmount("");
      onMinted(balanceCentavos);
    });
  };

  return (
    <section className="card border-0 shadow-sm h-100 mint-card">
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary mb-1 small">Mint points</h2>
        <p className="small text-body-secondary mb-2">Creates points from the bank into your own wallet.</p>
        <form
          className="d-flex flex-wrap gap-2 align-items-start"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="flex-grow-1 mint-amount">
            <label htmlFor={`${id}-amount`} className="visually-hidden">
              Amount to mint (pesos)
            </label>
            <PesosInput
              id={`${id}-amount`}
              placeholder="Amount to mint"
              value={amount}
              invalid={Boolean(error)}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setAmount(event.target.value);
                setError(null);
              }}
            />
            {error ? (
              <div className="invalid-feedback d-block" id={`${id}-error`}>
                {error}
              </div>
            ) : null}
          </div>
          <button type="submit" className="btn btn-warning fw-semibold">
            Mint points
          </button>
        </form>
        {minted ? (
          <p className="small text-success mb-0 mt-2" role="status">
            Minted ₱{formatPesos(minted.amountCentavos)}. Your points: ₱{formatPesos(minted.balanceCentavos)}.
          </p>
        ) : null}
      </div>
      {pending ? (
        <ConfirmModal
          title="Confirm mint"
          confirmLabel="Mint now"
          busyLabel="Minting…"
          tone="warning"
          busy={mint.isPending}
          error={mint.error?.message ?? null}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        >
          <p className="mb-0">
            Mint <strong className="tabular">₱{formatPesos(pending.amountCentavos)}</strong> from the bank into your
            wallet? New points enter circulation; this is recorded in the audit log.
          </p>
        </ConfirmModal>
      ) : null}
    </section>
  );
}
