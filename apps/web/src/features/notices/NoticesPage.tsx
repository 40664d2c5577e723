import { formatPesos } from "@sabong/shared/money";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { noticeKeys, noticesQuery, postNoticesRead } from "../../api/notices.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { Pagination } from "../../components/Pagination.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { formatDateTime, signedMoneyClass } from "../../lib/format.ts";

const PAGE_SIZE = 20;

/**
 * Every notice of the signed-in user, newest first: wins, refunds, corrections with their reason, loads and
 * withdrawals, and what their agents decided. Opening the first page marks everything it shows as read.
 */
export function NoticesPage() {
  const [page, setPage] = useState(1);
  const queryClient = useQueryClient();
  const query = useQuery(noticesQuery(page, PAGE_SIZE));
  const markRead = useMutation({
    mutationFn: postNoticesRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
  const newestUnread = page === 1 ? query.data?.items.find((n) => n.unread)?.at : undefined;
  const newest = query.data?.items[0]?.at;
  const { mutate } = markRead;
  useEffect(() => {
    if (newestUnread && newest) mutate(newest);
  }, [newestUnread, newest, mutate]);

  return (
    <section aria-labelledby="notices-title">
      <PageTitle title="Notices" />
      <h1 id="notices-title" className="h4 mb-3">
        Notices
      </h1>
      {query.isPending ? (
        <Spinner label="Loading notices…" />
      ) : query.isError ? (
        <QueryError what="notices" error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title="No notices yet">Wins, refunds, corrections and loads will show here.</EmptyState>
      ) : (
        <>
          <ul className="list-group notices-list" data-testid="notices-list">
            {query.data.items.map((notice) => (
              <li key={notice.id} className="list-group-item d-flex gap-2 justify-content-between align-items-start">
                <div className="min-w-0">
                  <p className="mb-1 fw-semibold">
                    {notice.unread ? <span className="badge text-bg-primary me-2">New</span> : null}
                    {notice.title}
                  </p>
                  {notice.body ? <p className="mb-1 small text-break">{notice.body}</p> : null}
                  <p className="mb-0 small notice-time">{formatDateTime(notice.at)}</p>
                </div>
                {notice.amountCentavos !== null ? (
                  <span className={`tabular fw-semibold text-nowrap ${signedMoneyClass(notice.amountCentavos)}`}>
                    {formatPesos(notice.amountCentavos, { signed: true })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data.total}
            onPage={setPage}
            noun="notices"
            busy={query.isFetching}
          />
        </>
      )}
    </section>
  );
}
