import type { WhitelistEntry } from "@sabong/shared/whitelist";
import { useState } from "react";
import { deleteWhitelistEntry, whitelistKeys } from "../../api/whitelist.ts";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { TableCard } from "../../components/TableCard.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";

/** The whitelisted addresses, each removable after a confirmation. */
export function WhitelistTable({ entries }: { entries: readonly WhitelistEntry[] }) {
  const [removing, setRemoving] = useState<WhitelistEntry | null>(null);
  return (
    <>
      <TableCard
        caption="Whitelisted addresses"
        head={
          <>
            <th scope="col">Address / range</th>
            <th scope="col">Note</th>
            <th scope="col">Added</th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
      >
        {entries.map((entry) => (
          <tr key={entry.id} data-testid={`whitelist-row-${entry.cidr}`}>
            <td className="stack-main">
              <span className="font-monospace fw-semibold text-break">{entry.cidr}</span>{" "}
              <span className="badge text-bg-light border">{entry.family === "ipv4" ? "IPv4" : "IPv6"}</span>
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
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setRemoving(entry)}>
                Remove
              </button>
            </td>
          </tr>
        ))}
      </TableCard>
      {removing ? (
        <RemoveEntryModal entry={removing} last={entries.length === 1} onClose={() => setRemoving(null)} />
      ) : null}
    </>
  );
}

function RemoveEntryModal({ entry, last, onClose }: { entry: WhitelistEntry; last: boolean; onClose: () => void }) {
  const remove = useInvalidatingMutation(whitelistKeys.all, deleteWhitelistEntry);
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
