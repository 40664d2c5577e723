import type { ExclusionList } from "@sabong/shared/identity";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { deleteExclusion, exclusionsQuery, identityKeys } from "../../api/identity.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { StatCard } from "../../components/StatCard.tsx";
import { TableCard } from "../../components/TableCard.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { SOURCE_WORDS } from "./exclusion-text.ts";
import { FamilyExclusionForm } from "./FamilyExclusionForm.tsx";
import { ImportExclusions } from "./ImportExclusions.tsx";
import { NoteField } from "./note-field.tsx";

type Entry = ExclusionList["items"][number];

/**
 * /admin/exclusions: the list of people barred from playing (the regulator's, family exclusions, self-exclusions).
 * It holds keyed hashes, never names or numbers: the screen shows counts and who added what, when.
 */
export function ExclusionListPage() {
  const list = useQuery(exclusionsQuery());
  return (
    <>
      <PageHeader
        title="Exclusion list"
        subtitle="People who may not play: registration and identities are checked against it."
      />
      {list.isPending ? (
        <Spinner label="Loading the exclusion list…" />
      ) : list.isError ? (
        <QueryError what="the exclusion list" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Exclusions list={list.data} />
      )}
    </>
  );
}

function Exclusions({ list }: { list: ExclusionList }) {
  const [removing, setRemoving] = useState<Entry | null>(null);
  return (
    <>
      <ExclusionCounts counts={list.counts} />
      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-6">
          <FamilyExclusionForm />
        </div>
        <div className="col-12 col-lg-6">
          <ImportExclusions />
        </div>
      </div>
      {removing ? <RemoveForm key={removing.id} entry={removing} onDone={() => setRemoving(null)} /> : null}
      {list.items.length === 0 ? (
        <EmptyState title="The exclusion list is empty.">Imported and added people will be counted here.</EmptyState>
      ) : (
        <ExclusionTable items={list.items} onRemove={setRemoving} />
      )}
    </>
  );
}

function ExclusionCounts({ counts }: { counts: ExclusionList["counts"] }) {
  return (
    <div className="row g-2 mb-3">
      <div className="col-6 col-lg-3">
        <StatCard label="Regulator's list" value={String(counts.regulator)} />
      </div>
      <div className="col-6 col-lg-3">
        <StatCard label="Family exclusions" value={String(counts.family)} />
      </div>
      <div className="col-6 col-lg-3">
        <StatCard label="Self-exclusions" value={String(counts["self-exclusion"])} />
      </div>
      <div className="col-6 col-lg-3">
        <StatCard label="Removed" value={String(counts.removed)} />
      </div>
    </div>
  );
}

/** Each entry: how many identifiers, where it came from, who asked, when added and removed (and why). */
function ExclusionTable({ items, onRemove }: { items: Entry[]; onRemove: (entry: Entry) => void }) {
  return (
    <TableCard
      caption="Exclusion entries"
      testId="exclusion-table"
      head={
        <tr>
          <th scope="col">Entry</th>
          <th scope="col">Source</th>
          <th scope="col">Requester / document</th>
          <th scope="col">Added</th>
          <th scope="col">Removed</th>
          <th scope="col" className="text-end">
            Actions
          </th>
        </tr>
      }
    >
      {items.map((entry) => (
        <tr key={entry.id}>
          <td data-label="Entry">
            #{entry.id} <span className="text-body-secondary small">({entry.keyCount} identifiers)</span>
          </td>
          <td data-label="Source">{SOURCE_WORDS[entry.source]}</td>
          <td data-label="Requester / document" className="text-break">
            {[entry.requester, entry.documentRef].filter(Boolean).join(" / ") || "–"}
          </td>
          <td data-label="Added">
            {formatDateTime(entry.addedAt)}
            {entry.addedBy ? ` by ${entry.addedBy}` : ""}
          </td>
          <td data-label="Removed" className="text-break">
            {entry.removedAt
              ? `${formatDateTime(entry.removedAt)}${entry.removedBy ? ` by ${entry.removedBy}` : ""}: ${entry.removalReason ?? ""}`
              : "–"}
          </td>
          <td className="text-end">
            {entry.removedAt ? null : (
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => onRemove(entry)}>
                Remove<span className="visually-hidden"> entry {entry.id}</span>
              </button>
            )}
          </td>
        </tr>
      ))}
    </TableCard>
  );
}

/** Removing an entry needs a reason (kept in the audit log); the entry stays listed as removed. */
function RemoveForm({ entry, onDone }: { entry: Entry; onDone: () => void }) {
  const id = useId();
  const remove = useInvalidatingMutation(identityKeys.exclusions(), deleteExclusion);
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <form
      className="card border-danger mb-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === "") return setMissing(true);
        remove.mutate(
          { id: entry.id, reason: reason.trim() },
          {
            onSuccess: () => {
              notify.success(`Entry ${entry.id} removed from the exclusion list`);
              onDone();
            },
          },
        );
      }}
    >
      <div className="card-body">
        <h2 className="h6">
          Remove entry {entry.id} ({SOURCE_WORDS[entry.source]})
        </h2>
        <ErrorAlert error={remove.error} className="py-2" />
        <NoteField
          id={`${id}-reason`}
          label="Why is it removed? (required, kept in the audit log)"
          rows={2}
          value={reason}
          error={missing ? "Write why the entry is removed" : null}
          onChange={(text) => {
            setReason(text);
            setMissing(false);
          }}
        />
        <div className="d-flex gap-2 mt-2">
          <button type="submit" className="btn btn-danger" disabled={remove.isPending}>
            {remove.isPending ? "Removing…" : "Remove"}
          </button>
          <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
            Cancel
          </button>
        </div>
      </div>
    </form>
  );
}
