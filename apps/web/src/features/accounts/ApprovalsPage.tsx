import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { type ApprovalPage, accountKeys, approvalsQuery, postApprove, postReject } from "../../api/accounts.ts";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { Modal } from "../../components/Modal.tsx";
import { ModalActions } from "../../components/ModalActions.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useSession } from "../../lib/session.ts";
import { useSingleFlight } from "../../lib/single-flight.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { ListFilters, ParamSearch } from "./list-filters.tsx";
import { AccountTable, ActionsCell, DateCell, UserMainCell } from "./list-parts.tsx";
import { ReasonField } from "./StatusChangeModal.tsx";
import { useListParams } from "./use-list-params.ts";

type Approval = ApprovalPage["items"][number];
type Decision = { approval: Approval; action: "approve" | "reject" };

/**
 * /admin/approvals and /agent/approvals: registrations made through a referral link wait here (they cannot log
 * in yet); the upline approves or rejects each after a confirmation. Admins see every pending registration.
 */
export function ApprovalsPage() {
  const isAdmin = useSession((session) => session.identity.type) === "admin";
  const params = useListParams();
  const query = { q: params.get("q") || undefined, ...params.paging };
  const approvals = useQuery(approvalsQuery(query));
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
        <ParamSearch params={params} className="col-12 col-md-6" />
      </ListFilters>

      <AccountTable
        list={approvals}
        params={params}
        noun="registrations"
        empty={
          query.q
            ? ["No registration matches.", "Try another search."]
            : [
                "No registrations waiting for approval.",
                "Accounts that register with your referral link will wait here until you approve them.",
              ]
        }
        caption="Pending registrations"
        tableClassName="table align-middle mb-0 table-stack"
        dim={false}
        columns={["Account", "Referred by", "Registered", { end: "Decision" }]}
        row={(approval) => (
          <tr key={approval.id} data-testid={`approval-row-${approval.username}`}>
            <UserMainCell user={approval} />
            <td data-label="Referred by">{approval.referrerUsername ?? "–"}</td>
            <DateCell label="Registered" iso={approval.createdAt} />
            <ActionsCell>
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
            </ActionsCell>
          </tr>
        )}
      />

      {decision ? <DecisionModal decision={decision} onClose={() => setDecision(null)} /> : null}
    </>
  );
}

function DecisionModal({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { approval, action } = decision;
  const approving = action === "approve";
  const mutation = useInvalidatingMutation(accountKeys.all, approving ? postApprove : postReject);
  const [reason, setReason] = useState("");
  const once = useSingleFlight();

  const confirm = () => {
    once(async () => {
      await mutation.mutateAsync({ userId: approval.id, reason: (!approving && reason.trim()) || undefined });
      if (approving) notify.success(`${approval.username} is approved and can log in now`);
      else notify.info(`The registration of ${approval.username} was rejected`);
      onClose();
    });
  };

  return (
    <Modal
      title={approving ? `Approve ${approval.username}?` : `Reject ${approval.username}?`}
      onClose={onClose}
      busy={mutation.isPending}
      footer={
        <ModalActions
          onCancel={onClose}
          busy={mutation.isPending}
          label={approving ? "Approve" : "Reject"}
          className={`btn ${approving ? "btn-success" : "btn-danger"}`}
          onConfirm={confirm}
        />
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
          <ReasonField id="reject-reason" value={reason} onChange={setReason} />
        </>
      )}
      <ErrorAlert error={mutation.error} className="py-2 mt-3 mb-0" />
    </Modal>
  );
}
