import { WHITELIST_NOTE_MAX_LENGTH } from "@sabong/shared/whitelist";
import { useId, useState } from "react";
import { postWhitelistEntry, whitelistKeys } from "../../api/whitelist.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { FormCard } from "../../components/FormCard.tsx";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { ADDRESS_EXAMPLES, addressError, isVeryWide } from "./address.ts";

/** 'Add an address': an IP or CIDR range (checked here, then by the server) and a note. */
export function AddEntryForm({ initial }: { initial: { address: string; note: string } | null }) {
  const id = useId();
  const add = useInvalidatingMutation(whitelistKeys.all, postWhitelistEntry);
  const once = useSingleFlight();
  const [address, setAddress] = useState(initial?.address ?? "");
  const [note, setNote] = useState(initial?.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const wide = !error && isVeryWide(address);

  const submit = () => {
    const problem = addressError(address);
    if (problem) return setError(problem);
    once(async () => {
      const entry = await add.mutateAsync({ address: address.trim(), note: note.trim() });
      notify.success(`${entry.cidr} added to the whitelist`);
      setAddress("");
      setNote("");
    });
  };

  return (
    <FormCard title="Add an address" onSubmit={submit}>
      <ErrorAlert error={add.error} className="py-2" />
      <div className="row g-2">
        <div className="col-12 col-sm-6">
          <label htmlFor={`${id}-address`} className="form-label">
            IP address or CIDR range
          </label>
          <input
            id={`${id}-address`}
            className={`form-control font-monospace${error ? " is-invalid" : ""}`}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="203.0.113.0/24"
            value={address}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-address-note`}
            onChange={(event) => {
              setAddress(event.target.value);
              setError(null);
            }}
          />
          <div className={`small mt-1 ${error ? "text-danger" : "text-body-secondary"}`} id={`${id}-address-note`}>
            {error ?? `For example ${ADDRESS_EXAMPLES}.`}
          </div>
        </div>
        <div className="col-12 col-sm-6">
          <label htmlFor={`${id}-note`} className="form-label">
            Note
          </label>
          <input
            id={`${id}-note`}
            className="form-control"
            maxLength={WHITELIST_NOTE_MAX_LENGTH}
            placeholder="Office, cashier booth…"
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </div>
      {wide ? (
        <div className="alert alert-warning py-2 mt-3 mb-0 small">
          This range is very wide: it allows a large part of the internet to log in as admin or staff.
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-3" disabled={add.isPending}>
        {add.isPending ? "Adding…" : "Add to whitelist"}
      </button>
    </FormCard>
  );
}
