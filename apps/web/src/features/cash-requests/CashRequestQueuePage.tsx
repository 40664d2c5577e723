import { type CashRequestView, rejectBodySchema } from "@sabong/shared/cash-requests";
import { formatPesos } from "@sabong/shared/money";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import {
  cashRequestKeys,
  cashRequestQueueQuery,
  fetchScreenshotUrl,
  postApproveCashRequest,
  postRejectCashRequest,
} from "../../api/cash-requests.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { fieldProps } from "../../components/FormField.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { usePush } from "../../lib/realtime.ts";
import { notify } from "../../lib/toast.tsx";
import { FieldError } from "./FieldError.tsx";
import { RequestCard } from "./RequestCard.tsx";

/** The payment's screenshot, fetched when asked for (each look is audited on the server). */
function Screenshot({ requestId }: { requestId: number }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  if (url) return <img src={url} alt="The player's payment screenshot" className="img-fluid border rounded mt-2" />;
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-link px-0"
        onClick={() => fetchScreenshotUrl(requestId).then(setUrl, setError)}
      >
        Show the payment screenshot
      </button>
      <ErrorAlert error={error} className="py-2" />
    </>
  );
}

/** Approve, or reject with the reason the player will read (every error shown at once, in plain words). */
function Decision({ request }: { request: CashRequestView }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>();
  const done = () => queryClient.invalidateQueries({ queryKey: cashRequestKeys.all });
  const approve = useMutation({
    mutationFn: postApproveCashRequest,
    onSuccess: (answer) => {
      notify.success(`Approved: ${answer.player.username}'s ${answer.kind === "cash-in" ? "cash in" : "cash out"}`);
      return done();
    },
  });
  const reject = useMutation({ mutationFn: postRejectCashRequest, onSuccess: done });
  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    const parsed = rejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    reject.mutate({ id: request.id, reason: parsed.data.reason });
  };
  const verb = request.kind === "cash-in" ? "load" : "withdraw";
  return (
    <div className="mt-2">
      <ErrorAlert error={approve.error ?? reject.error} className="py-2" />
      {rejecting ? (
        <RejectForm
          id={`${id}-reason`}
          reason={reason}
          onReason={setReason}
          error={reasonError}
          busy={reject.isPending}
          onSubmit={submitReject}
          onBack={() => setRejecting(false)}
        />
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-success"
            disabled={approve.isPending}
            onClick={() => approve.mutate(request.id)}
          >
            Approve and {verb} ₱{formatPesos(request.amountCentavos)}
          </button>
          <button type="button" className="btn btn-light border" onClick={() => setRejecting(true)}>
            Reject…
          </button>
        </div>
      )}
    </div>
  );
}

type RejectProps = {
  id: string;
  reason: string;
  onReason: (reason: string) => void;
  error: string | undefined;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
};

/** The reason of a rejection, sent with Reject request; Back keeps what was typed for the next try. */
function RejectForm({ id, reason, onReason, error, busy, onSubmit, onBack }: RejectProps) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className="form-label">
        Why is it rejected? The player reads this.
      </label>
      <input
        {...fieldProps(id, error)}
        value={reason}
        maxLength={200}
        onChange={(event) => onReason(event.target.value)}
      />
      <FieldError id={id} error={error} />
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button type="submit" className="btn btn-danger" disabled={busy}>
          Reject request
        </button>
        <button type="button" className="btn btn-light border" onClick={onBack}>
          Back
        </button>
      </div>
    </form>
  );
}

/**
 * /agent/cash-requests and /staff/cash-requests (cashiers): the players' waiting requests, oldest first, each
 * approved with the wallet station's load or withdrawal from your own points, or rejected with a reason; then the
 * latest decided. New requests and decisions arrive live.
 */
export function CashRequestQueuePage() {
  const queryClient = useQueryClient();
  const queue = useQuery(cashRequestQueueQuery());
  usePush("cash-request:changed", () => void queryClient.invalidateQueries({ queryKey: cashRequestKeys.all }));
  return (
    <>
      <PageHeader title="Cash Requests" subtitle="Players asking to cash in or cash out, oldest first." />
      {queue.isPending ? (
        <Spinner label="Loading the requests…" />
      ) : queue.isError ? (
        <QueryError what="the requests" error={queue.error} onRetry={() => void queue.refetch()} />
      ) : (
        <>
          <h2 className="h5">Waiting</h2>
          {queue.data.pending.length === 0 ? (
            <EmptyState title="Nothing waiting">New cash in and cash out requests appear here.</EmptyState>
          ) : (
            <ul className="list-group mb-4">
              {queue.data.pending.map((request) => (
                <RequestCard key={request.id} request={request} showPlayer>
                  {request.hasScreenshot ? <Screenshot requestId={request.id} /> : null}
                  <Decision request={request} />
                </RequestCard>
              ))}
            </ul>
          )}
          {queue.data.recent.length > 0 ? (
            <>
              <h2 className="h5 mt-4">Latest answered</h2>
              <ul className="list-group mb-4">
                {queue.data.recent.map((request) => (
                  <RequestCard key={request.id} request={request} showPlayer />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </>
  );
}
