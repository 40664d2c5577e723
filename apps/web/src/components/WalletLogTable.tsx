import { formatPesos } from "@sabong/shared/money";
import { type WalletLogItem, walletAccountLabel } from "@sabong/shared/wallet";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { formatDateTime, signedMoneyClass } from "../lib/format.ts";
import { transferCodeLabel } from "../lib/wallet-log.ts";
import { Pagination } from "./Pagination.tsx";
import { QueryError } from "./QueryError.tsx";
import { Spinner } from "./Spinner.tsx";
import { EndTh, TableCard } from "./TableCard.tsx";

type Props = {
  items: readonly WalletLogItem[];
  /** Accessible name of the table. */
  caption: string;
  /** Dim the rows while another page loads. */
  stale?: boolean;
  /** Plain words for each row (the player's history): a Description column in place of Type and Counterparty. */
  describe?: Describe;
};

/** A row in words: what it was ("Win") and a detail ("Sabong"). */
export type Describe = (item: WalletLogItem) => { title: string; detail: string };

/** What the line belongs to and its note, in words; never a database id ("fight #3" was the fight's row). */
function reference(item: WalletLogItem): string | null {
  return [item.reference, item.memo].filter(Boolean).join(" · ") || null;
}

/** The other side: a username, or a system account as a person calls it ("The house"). */
const counterpartyOf = (item: WalletLogItem) => item.counterpartyName ?? item.counterparty;

/** A row's title and detail: the caller's words, or the transfer's type and wallet with its reference. */
function wordsOf(item: WalletLogItem, describe: Describe | undefined) {
  return (
    describe?.(item) ?? {
      title: transferCodeLabel(item.code),
      detail: `${walletAccountLabel(item.account)}${reference(item) ? ` · ${reference(item)}` : ""}`,
    }
  );
}

type ViewProps = Omit<Props, "stale">;

/**
 * Wallet movements, newest first: a table from tablet width up, stacked cards on phones. Amounts are signed from the
 * wallet's side (green received, red paid out), with the balance after each movement.
 */
export function WalletLogTable({ items, caption, stale = false, describe }: Props) {
  return (
    <div className={stale ? "opacity-50" : undefined} aria-busy={stale}>
      <LogTable items={items} caption={caption} describe={describe} />

      <LogCards items={items} caption={caption} describe={describe} />
    </div>
  );
}

/** From tablet width up: one table row a movement. */
function LogTable({ items, caption, describe }: ViewProps) {
  const words = (item: WalletLogItem) => wordsOf(item, describe);
  return (
    <TableCard
      caption={caption}
      cardClassName="d-none d-md-block"
      wrapClassName="table-responsive"
      tableClassName="table table-hover align-middle mb-0 log-table"
      head={
        <>
          <th scope="col">Date</th>
          <th scope="col">{describe ? "Description" : "Type"}</th>
          {describe ? null : <th scope="col">Counterparty</th>}
          <EndTh>Amount</EndTh>
          <EndTh>Balance after</EndTh>
        </>
      }
    >
      {items.map((item) => (
        <tr key={`${item.transferId}:${item.account}`}>
          <td className="text-nowrap small">{formatDateTime(item.at)}</td>
          <td>
            <span className="fw-semibold" data-log="code">
              {words(item).title}
            </span>
            <span className="d-block small text-body-secondary" data-log="wallet">
              {words(item).detail}
            </span>
          </td>
          {describe ? null : (
            <td className="text-break" data-log="counterparty">
              {counterpartyOf(item)}
            </td>
          )}
          <td
            className={`text-end tabular fw-semibold text-nowrap ${signedMoneyClass(item.amountCentavos)}`}
            data-log="amount"
          >
            {formatPesos(item.amountCentavos, { signed: true })}
          </td>
          <td className="text-end tabular text-nowrap" data-log="balance">
            {item.balanceAfterCentavos === null ? "–" : formatPesos(item.balanceAfterCentavos)}
          </td>
        </tr>
      ))}
    </TableCard>
  );
}

/** On phones: one card a movement. */
function LogCards({ items, caption, describe }: ViewProps) {
  const words = (item: WalletLogItem) => wordsOf(item, describe);
  return (
    <ul className="list-unstyled d-md-none mb-0 d-grid gap-2" aria-label={caption}>
      {items.map((item) => (
        <li key={`${item.transferId}:${item.account}`} className="card border-0 shadow-sm">
          <div className="card-body py-2 px-3">
            <div className="d-flex justify-content-between gap-2">
              <span className="fw-semibold">{words(item).title}</span>
              <span className={`tabular fw-semibold text-nowrap ${signedMoneyClass(item.amountCentavos)}`}>
                {formatPesos(item.amountCentavos, { signed: true })}
              </span>
            </div>
            <div className="d-flex justify-content-between gap-2 small text-body-secondary">
              <span className="text-truncate">
                {describe ? words(item).detail : `${counterpartyOf(item)} · ${walletAccountLabel(item.account)}`}
              </span>
              <span className="tabular text-nowrap">
                {item.balanceAfterCentavos === null ? "" : `Bal ${formatPesos(item.balanceAfterCentavos)}`}
              </span>
            </div>
            {describe || !reference(item) ? null : (
              <div className="small text-body-secondary text-break" data-log="reference">
                {reference(item)}
              </div>
            )}
            <div className="small text-body-secondary">{formatDateTime(item.at)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

type ResultsProps = {
  log: UseQueryResult<{ items: WalletLogItem[]; total: number }>;
  /** The spinner's label ("Loading the wallet log…"). */
  loadingLabel: string;
  /** What could not be loaded ("the wallet log"). */
  what: string;
  /** The empty state (it depends on whether filters are set). */
  empty: ReactNode;
  caption: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** Shown beside the pagination (e.g. a rows-per-page select). */
  pagerExtra?: ReactNode;
  describe?: Describe;
};

/** A wallet-type log as loaded: spinner, error with retry, empty state, or the table with its pagination. */
export function WalletLogResults({
  log,
  loadingLabel,
  what,
  empty,
  caption,
  page,
  pageSize,
  onPage,
  pagerExtra,
  describe,
}: ResultsProps) {
  if (log.isPending) return <Spinner label={loadingLabel} />;
  if (log.isError) return <QueryError what={what} error={log.error} onRetry={() => void log.refetch()} />;
  if (log.data.items.length === 0) return empty;
  const pager = (
    <Pagination
      page={page}
      pageSize={pageSize}
      total={log.data.total}
      noun="movements"
      busy={log.isFetching}
      onPage={onPage}
    />
  );
  return (
    <>
      <WalletLogTable items={log.data.items} caption={caption} stale={log.isPlaceholderData} describe={describe} />
      {pagerExtra ? (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          {pager}
          {pagerExtra}
        </div>
      ) : (
        pager
      )}
    </>
  );
}
