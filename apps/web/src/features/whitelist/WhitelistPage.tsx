import type { WhitelistEntry } from "@sabong/shared";
import { WHITELIST_NOTE_MAX_LENGTH } from "@sabong/shared";
import { useId, useState } from "react";
import { ConfirmModal } from "../../app/ui/ConfirmModal.tsx";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { QueryError } from "../../app/ui/QueryError.tsx";
import { Spinner } from "../../app/ui/Spinner.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useAddWhitelistEntry } from "./add-whitelist-entry.ts";
import { ADDRESS_EXAMPLES, addressError, isVeryWide } from "./address.ts";
import { useWhitelist } from "./get-whitelist.ts";
import { useRemoveWhitelistEntry } from "./remove-whitelist-entry.ts";

/**
 * /admin/whitelist: the addresses (IPs or CIDR ranges) admins and staff may log in from. An empty list restricts
 * nobody. Shows the admin's own address as the server sees it, to add it first; the server refuses any change that
 * would lock the acting admin out.
 */
export function WhitelistPage() {
  const list = useWhitelist();
  const [removing, setRemoving] = useState<WhitelistEntry | null>(null);
  const [prefill, setPrefill] = useState<{ address: string; note: string; n: number } | null>(null);
  const yourIp = list.data?.yourIp;
  const yoursListed = Boolean(
    yourIp && list.data?.entries.some((entry) => entry.cidr === `${yourIp}/${yourIp.includes(":") ? 128 : 32}`),
  );

  return (
    <>
      <PageHeader title="Whitelist" subtitle="Addresses admins and staff may log in from." />

      {list.isPending ? (
        <Spinner label="Loading the whitelist…" />
      ) : list.isError ? (
        <QueryError what="the whitelist" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <div className="row g-3 mb-3">
            <div className="col-12 col-lg-5">
              <section className="card border-0 shadow-sm h-100">
                <div className="card-body">
                  <h2 className="h6 text-uppercase text-body-secondary mb-2">Your address</h2>
                  <p className="fs-5 font-monospace mb-2 text-break" data-testid="whitelist-your-ip">
                    {yourIp}
                  </p>
                  <p className="small text-body-secondary mb-3">
                    {list.data.entries.length === 0
                      ? "The whitelist is empty: admins and staff can log in from anywhere. Add your own address first."
                      : yoursListed
                        ? "Your address is on the whitelist."
                        : "Your address is covered by a range, or you logged in before the list changed."}
                  </p>
                  {yourIp && !yoursListed ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      onClick={() =>
                        setPrefill((current) => ({ address: yourIp, note: "My address", n: (current?.n ?? 0) + 1 }))
                      }
                    >
                      Use my address
                    </button>
                  ) : null}
                </div>
              </section>
            </div>
            <div className="col-12 col-lg-7">
              <AddEntryForm key={prefill?.n ?? 0} initial={prefill} />
            </div>
          </div>

          {list.data.entries.length === 0 ? (
            <EmptyState title="The whitelist is empty.">
              Logins of admins and staff are not restricted. Once an entry is added, only listed addresses may log in.
            </EmptyState>
          ) : (
            <div className="card border-0 shadow-sm">
              <div className="table-wrap">
                <table className="table align-middle mb-0 table-stack">
                  <caption className="visually-hidden">Whitelisted addresses</caption>
                  <thead className="table-light">
                    <tr>
                      <th scope="col">Address / range</th>
                      <th scope="col">Note</th>
                      <th scope="col">Added</th>
                      <th scope="col" className="text-end">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.entries.map((entry) => (
                      <tr key={entry.id} data-testid={`whitelist-row-${entry.cidr}`}>
                        <td className="stack-main">
                          <span className="font-monospace fw-semibold text-break">{entry.cidr}</span>{" "}
                          <span className="badge text-bg-light border">
                            {entry.family === "ipv4" ? "IPv4" : "IPv6"}
                          </span>
                        </td>
                        <td data-label="Note" className="text-break">
                          {entry.note || <span className="text-body-secondary">–</span>}
                        </td>
                        <td data-label="Added" className="small">
                          {formatDateTime(entry.createdAt)}
                          {entry.createdByUsername ? (
                            <span className="d-block text-body-secondary">by {entry.createdByUsername}</span>
                          ) : null}
                        </td>
                        <td className="text-end stack-actions">
                          <button
                            type="button"
                            className="btn btn-sm btn-outline-danger"
                            onClick={() => setRemoving(entry)}
                          >
                            Remove
                          </button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </div>
          )}
        </>
      )}

      {removing ? (
        <RemoveEntryModal entry={removing} last={list.data?.entries.length === 1} onClose={() => setRemoving(null)} />
      ) : null}
    </>
  );
}

function AddEntryForm({ initial }: { initial: { address: string; note: string } | null }) {
  const id = useId();
  const add = useAddWhitelistEntry();
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
    <form
      className="card border-0 shadow-sm h-100"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="card-body">
        <h2 className="h6 text-uppercase text-body-secondary mb-3">Add an address</h2>
        {add.error ? (
          <div className="alert alert-danger py-2" role="alert">
            {add.error.message}
          </div>
        ) : null}
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
      </div>
    </form>
  );
}

function RemoveEntryModal({ entry, last, onClose }: { entry: WhitelistEntry; last: boolean; onClose: () => void }) {
  const remove = useRemoveWhitelistEntry();
  const once = useSingleFlight();
  return (
    <ConfirmModal
      title="Remove from the whitelist?"
      confirmLabel="Remove"
      busyLabel="Removing…"
      tone="danger"
      busy={remove.isPending}
      error={remove.error?.message ?? null}
      onCancel={onClose}
      onConfirm={() => {
        once(async () => {
          await remove.mutateAsync(entry.id);
          notify.success(`${entry.cidr} removed from the whitelist`);
          onClose();
        });
      }}
    >
      <p className="mb-2">
        Admins and staff will no longer be able to log in from <strong className="font-monospace">{entry.cidr}</strong>
        {entry.note ? ` (${entry.note})` : ""}.
      </p>
      {last ? (
        <p className="mb-0 small text-body-secondary">
          This is the last entry: with an empty whitelist, logins are not restricted at all.
        </p>
      ) : null}
    </ConfirmModal>
  );
}
