import { useState } from "react";
import { Modal } from "../../app/ui/Modal.tsx";
import { PageHeader } from "../../app/ui/PageHeader.tsx";
import { SearchBox } from "../../app/ui/SearchBox.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { useSession } from "../../lib/session.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useApproveRegistration } from "./approve-registration.ts";
import { type ApprovalPage, useApprovals } from "./get-approvals.ts";
import { AccountTable, EndTh, ListFilters, UserMainCell } from "./list-parts.tsx";
import { useRejectRegistration } from "./reject-registration.ts";
import { useListParams } from "./use-list-params.ts";

const PAGE_SIZE = 20;

type Approval = ApprovalPage["items"][number];
type Decision = { approval: Approval; action: "approve" | "reject" };

/**
 * /admin/approvals and /agent/approvals: registrations made through a referral link wait here (they cannot log
 * in yet); the upline approves or rejects each after a confirmation. Admins see every pending registration.
 */
export function ApprovalsPage() {
  const isAdmin = useSession((session) => session.identity.type) === "admin";
  const list = useListParams();
  const query = { q: list.get("q") || undefined, page: list.page, pageSize: PAGE_SIZE };
  const approvals = useApprovals(query);
  const [decision, setDecision] = useState<Decision | null>(null);

  return (
    <>
      <PageHeader
        title="Approvals"
        subtitle={
          isAdmin
            ? "Every registration waiting for approval."
            : "People who registered with your referral link (or one of your downlines') wait here."
        }
      />
      <ListFilters className="card-body row g-2">
        <SearchBox
          className="col-12 col-md-6"
          label="Search"
          value={query.q ?? ""}
          onSearch={(q) => list.update({ q })}
        />
      </ListFilters>

      <AccountTable
        list={approvals}
        loading="Loading registrations…"
        what="the registrations"
        emptyTitle={query.q ? "No registration matches." : "No registrations waiting for approval."}
        empty={
          query.q
            ? "Try another search."
            : "Accounts that register with your referral link will wait here until you approve them."
        }
        caption="Pending registrations"
        tableClassName="table align-middle mb-0 table-stack"
        head={
          <>
            <th scope="col">Account</th>
            <th scope="col">Referred by</th>
            <th scope="col">Registered</th>
            <EndTh>Decision</EndTh>
          </>
        }
        row={(approval) => (
          <tr key={approval.id} data-testid={`approval-row-${approval.username}`}>
            <UserMainCell user={approval} />
            <td data-label="Referred by">{approval.referrerUsername ?? "–"}</td>
            <td data-label="Registered" className="small">
              {formatDateTime(approval.createdAt)}
            </td>
            <td className="text-end stack-actions">
              <div className="d-inline-flex gap-1">
                <button
                  type="button"
                  className="btn btn-sm btn-success"
                  onClick={() => setDecision({ approval, action: "approve" })}
                >
                  Approve
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  onClick={() => setDecision({ approval, action: "reject" })}
                >
                  Reject
                </button>
              </div>
            </td>
          </tr>
        )}
        page={query.page}
        pageSize={PAGE_SIZE}
        noun="registrations"
        onPage={(page) => list.update({ page })}
      />

      {decision ? <DecisionModal decision={decision} onClose={() => setDecision(null)} /> : null}
    </>
  );
}

function DecisionModal({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const approve = useApproveRegistration();
  const reject = useRejectRegistration();
  const [reason, setReason] = useState("");
  const { approval, action } = decision;
  const approving = action === "approve";
  const mutation = approving ? approve : reject;
  const once = useSingleFlight();

  const confirm = () => {
    once(async () => {
      if (approving) {
        await approve.mutateAsync({ userId: approval.id });
        notify.success(`${approval.username} is approved and can log in now`);
      } else {
        await reject.mutateAsync({ userId: approval.id, reason: reason.trim() || undefined });
        notify.info(`The registration of ${approval.username} was rejected`);
      }
      onClose();
    });
  };

  return (
    <Modal
      title={approving ? `Approve ${approval.username}?` : `Reject ${approval.username}?`}
      onClose={onClose}
      busy={mutation.isPending}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </button>
          <button
            type="button"
            className={`btn ${approving ? "btn-success" : "btn-danger"}`}
            onClick={confirm}
            disabled={mutation.isPending}
            data-autofocus
          >
            {mutation.isPending ? "Saving…" : approving ? "Approve" : "Reject"}
          </button>
        </>
      }
    >
      <p>
        <strong>{approval.username}</strong> ({approval.name}), referred by {approval.referrerUsername ?? "nobody"}.
      </p>
      {approving ? (
        <p className="mb-0">The account becomes active and can log in at once.</p>
      ) : (
        <>
          <p>The account stays blocked and the username cannot be registered again.</p>
          <label htmlFor="reject-reason" className="form-label">
            Reason (optional, kept in the audit log)
          </label>
          <textarea
            id="reject-reason"
            className="form-control"
            rows={2}
            maxLength={200}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
      {mutation.error ? (
        <div className="alert alert-danger py-2 mt-3 mb-0" role="alert">
          {mutation.error.message}
        </div>
      ) : null}
    </Modal>
  );
}
