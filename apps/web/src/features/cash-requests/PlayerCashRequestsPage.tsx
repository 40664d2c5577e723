import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { cashRequestKeys, myCashRequestsQuery, postCancelCashRequest } from "../../api/cash-requests.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { ErrorAlert } from "../../components/ErrorAlert.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { usePush } from "../../lib/realtime.ts";
import { CashRequestForm } from "./CashRequestForm.tsx";
import { RequestCard } from "./RequestCard.tsx";

/**
 * /player/cash-requests: ask the agent or the cashier for a cash in or a cash out, and follow each request. An
 * approval or a rejection arrives live (the `cash-request:changed` push) and the balance with it.
 */
export function PlayerCashRequestsPage() {
  const queryClient = useQueryClient();
  const mine = useQuery(myCashRequestsQuery());
  usePush("cash-request:changed", () => void queryClient.invalidateQueries({ queryKey: cashRequestKeys.all }));
  const cancel = useMutation({
    mutationFn: postCancelCashRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cashRequestKeys.all }),
  });

  return (
    <div className="mx-auto" style={{ maxWidth: "40rem" }}>
      <PageHeader title="Cash in / Cash out" subtitle="Ask your agent or the cashier to load or withdraw points." />
      <CashRequestForm />
      <h2 className="h5">My requests</h2>
      <ErrorAlert error={cancel.error} className="py-2" />
      {mine.isPending ? (
        <Spinner label="Loading your requests…" />
      ) : mine.isError ? (
        <QueryError what="your requests" error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.data.items.length === 0 ? (
        <EmptyState title="No requests yet">
          Your cash in and cash out requests and their answers appear here.
        </EmptyState>
      ) : (
        <ul className="list-group mb-4">
          {mine.data.items.map((request) => (
            <RequestCard key={request.id} request={request}>
              {request.state === "pending" ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mt-2"
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(request.id)}
                >
                  Cancel this request
                </button>
              ) : null}
            </RequestCard>
          ))}
        </ul>
      )}
    </div>
  );
}
