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
  const form = useAddEntryForm(initial);
  return (
    <FormCard title="Add an address" onSubmit={form.submit}>
      <ErrorAlert error={form.add.error} className="py-2" />
      <div className="row g-2">
        <AddressField id={`${id}-address`} value={form.address} error={form.error} onChange={form.changeAddress} />
        <div className="col-12 col-sm-6">
          <label htmlFor={`${id}-note`} className="form-label">
            Note
          </label>
          <input
            id={`${id}-note`}
            className="form-control"
            maxLength={WHITELIST_NOTE_MAX_LENGTH}
            placeholder="Office, cashier booth…"
            value={form.note}
            onChange={(event) => form.setNote(event.target.value)}
          />
        </div>
      </div>
      {form.wide ? (
        <div className="alert alert-warning py-2 mt-3 mb-0 small">
          This range is very wide: it allows a large part of the internet to log in as admin or staff.
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary mt-3" disabled={form.add.isPending}>
        {form.add.isPending ? "Adding…" : "Add to whitelist"}
      </button>
    </FormCard>
  );
}

/** The form's address and note, the address checked on submit, sent once; cleared when added. */
function useAddEntryForm(initial: { address: string; note: string } | null) {
  const add = useInvalidatingMutation(whitelistKeys.all, postWhitelistEntry);
  const once = useSingleFlight();
  const [address, setAddress] = useState(initial?.address ?? "");
  const [note, setNote] = useState(initial?.note ?? "");
  const [error, setError] = useState<string | null>(null);

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

  return {
    add,
    address,
    note,
    error,
    wide: !error && isVeryWide(address),
    changeAddress: (text: string) => {
      setAddress(text);
      setError(null);
    },
    setNote,
    submit,
  };
}

/** The address, monospaced; under it its problem or examples. */
function AddressField({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: string;
  error: string | null;
  onChange: (text: string) => void;
}) {
  return (
    <div className="col-12 col-sm-6">
      <label htmlFor={id} className="form-label">
        IP address or CIDR range
      </label>
      <input
        id={id}
        className={`form-control font-monospace${error ? " is-invalid" : ""}`}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="203.0.113.0/24"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-note`}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={`small mt-1 ${error ? "text-danger" : "text-body-secondary"}`} id={`${id}-note`}>
        {error ?? `For example ${ADDRESS_EXAMPLES}.`}
      </div>
    </div>
  );
}
