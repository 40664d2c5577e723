import type { QueueItem } from "@sabong/shared/identity";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { complianceQueueQuery } from "../../api/identity.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { formatDateTime } from "../../lib/format.ts";
import { SubmissionDetail } from "./SubmissionDetail.tsx";

/**
 * /admin/compliance and /staff/compliance: the identities waiting for review, oldest first (the admin, and staff the
 * admin granted "compliance"); one opens beside its pictures and typed data to be decided.
 */
export function ComplianceQueuePage() {
  const queue = useQuery(complianceQueueQuery());
  const [openId, setOpenId] = useState<number | null>(null);
  const open = queue.data?.items.find((item) => item.id === openId);
  return (
    <>
      <PageHeader title="Identity review" subtitle="Identities waiting for a decision, oldest first." />
      {queue.isPending ? (
        <Spinner label="Loading the queue…" />
      ) : queue.isError ? (
        queue.error instanceof ApiError && queue.error.status === 403 ? (
          <ErrorAlert announce={false}>
            Only the admin and staff given the compliance permission can review identities. Ask the admin for it.
          </ErrorAlert>
        ) : (
          <QueryError what="the queue" error={queue.error} onRetry={() => void queue.refetch()} />
        )
      ) : open ? (
        <SubmissionDetail key={open.id} item={open} onClose={() => setOpenId(null)} />
      ) : queue.data.items.length === 0 ? (
        <EmptyState title="No identity is waiting.">New submissions from players will be listed here.</EmptyState>
      ) : (
        <QueueList items={queue.data.items} onOpen={setOpenId} />
      )}
    </>
  );
}

function QueueList({ items, onOpen }: { items: QueueItem[]; onOpen: (id: number) => void }) {
  return (
    <ol className="list-unstyled d-grid gap-2" aria-label="Identities waiting">
      {items.map((item) => {
        const flagged = item.exclusionMatches.length > 0 || item.otherAccounts.length > 0;
        return (
          <li key={item.id} className="card border-0 shadow-sm" data-testid={`queue-item-${item.username}`}>
            <div className="card-body py-2 d-flex flex-wrap align-items-center justify-content-between gap-2">
              <div className="min-w-0">
                <div className="fw-semibold text-break">
                  {item.fullName} <span className="text-body-secondary fw-normal">({item.username})</span>
                </div>
                <div className="small text-body-secondary">Sent {formatDateTime(item.submittedAt)}</div>
                {flagged ? <span className="badge text-bg-danger">Matches found</span> : null}
              </div>
              <button type="button" className="btn btn-sm btn-primary" onClick={() => onOpen(item.id)}>
                Review<span className="visually-hidden"> {item.fullName}</span>
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
