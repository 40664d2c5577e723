import { type FormEvent, useId, useState } from "react";
import "./pagination.css";

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

/**
 * Pages of a server-side list: "21–40 of 135 users", first / previous / next / last and a page jump.
 * It only reports the wanted page; each list keeps it in its own URL search params.
 */
export function Pagination({ page, pageSize, total, onPage, noun, busy = false }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const atStart = page <= 1 || busy;
  const atEnd = page >= pages || busy;
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
        <div className="pager d-flex flex-wrap align-items-center gap-2">
          <div className="btn-group btn-group-sm">
            <PageButton glyph="«" word="First" before disabled={atStart} onClick={() => onPage(1)} />
            <PageButton glyph="‹" word="Previous" before disabled={atStart} onClick={() => onPage(page - 1)} />
          </div>
          {/* Keyed by the page so the box shows the new page once the list moves. */}
          <PageJump key={page} page={page} pages={pages} busy={busy} onPage={onPage} />
          <div className="btn-group btn-group-sm">
            <PageButton glyph="›" word="Next" disabled={atEnd} onClick={() => onPage(page + 1)} />
            <PageButton glyph="»" word="Last" disabled={atEnd} onClick={() => onPage(pages)} />
          </div>
        </div>
      ) : null}
    </nav>
  );
}

type PageButtonProps = { glyph: string; word: string; before?: boolean; disabled: boolean; onClick: () => void };

/** "‹ Previous" / "Next ›": on phones only the arrow shows, the word stays in the accessible name. */
function PageButton({ glyph, word, before = false, disabled, onClick }: PageButtonProps) {
  return (
    <button type="button" className="btn btn-outline-secondary" disabled={disabled} onClick={onClick}>
      {before ? glyph : null}
      <span className="pager-word">{before ? ` ${word}` : `${word} `}</span>
      {before ? null : glyph}
    </button>
  );
}

type PageJumpProps = { page: number; pages: number; busy: boolean; onPage: (page: number) => void };

/** A page number box: Enter or "Go" moves there, clamped to 1..pages (noValidate: out of range is clamped, not refused). */
function PageJump({ page, pages, busy, onPage }: PageJumpProps) {
  const [draft, setDraft] = useState(String(page));
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = Number.parseInt(draft, 10);
    const target = Number.isNaN(wanted) ? page : Math.min(pages, Math.max(1, wanted));
    setDraft(String(target));
    if (target !== page) onPage(target);
  };
  return (
    <form className="d-flex align-items-center gap-1" noValidate onSubmit={submit}>
      <label className="visually-hidden" htmlFor={id}>
        Go to page
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        className="form-control form-control-sm tabular pager-input"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <span className="small text-body-secondary text-nowrap tabular">of {pages.toLocaleString()}</span>
      <button type="submit" className="btn btn-sm btn-outline-secondary" disabled={busy}>
        Go
      </button>
    </form>
  );
}
