type Props = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** What the rows are, for the count ("movements", "users"). */
  noun: string;
  /** A fetch of another page is under way. */
  busy?: boolean;
};

/** Pages of a server-side list: "21–40 of 135 users", previous / next and the page number. */
export function Pagination({ page, pageSize, total, onPage, noun, busy = false }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3"
      aria-label={`Pages of ${noun}`}
    >
      <span className="text-body-secondary small tabular" aria-live="polite">
        {total === 0
          ? `No ${noun}`
          : `${first.toLocaleString()}–${last.toLocaleString()} of ${total.toLocaleString()} ${noun}`}
      </span>
      {pages > 1 ? (
        <div className="btn-group btn-group-sm">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={page <= 1 || busy}
            onClick={() => onPage(page - 1)}
          >
            ‹ Previous
          </button>
          <span className="btn btn-outline-secondary disabled tabular" aria-current="page">
            {page} / {pages}
          </span>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={page >= pages || busy}
            onClick={() => onPage(page + 1)}
          >
            Next ›
          </button>
        </div>
      ) : null}
    </nav>
  );
}
