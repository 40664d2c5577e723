import { RESULT_LABELS } from "@sabong/shared/betting";
import { GAME_REGISTRY, type GameId } from "@sabong/shared/games";
import type { HistoryItem, HistoryTicket } from "@sabong/shared/history";
import { formatPesos, formatPesosOrDash } from "@sabong/shared/money";
import { Link } from "react-router";
import { formatDateTime } from "../../lib/format.ts";
import { BetStatusBadge } from "./BetStatusBadge.tsx";
import { SideBadge } from "./bet-list-parts.tsx";

/** A game's name where players read it: the lounge's title for live games, the game's name for number games. */
export function gameName(game: GameId): string {
  const entry = GAME_REGISTRY[game];
  return entry.kind === "live-sides" ? entry.playerTitle : entry.label;
}

/** The receipt's address of a ticket (the player's screen; uplines and the admin read it through the API). */
export const receiptPath = (ticketId: number) => `/player/tickets/${ticketId}`;

const COLUMNS = ["Placed", "Event", "Pick", "Stake", "Result", "Payout", "Status"] as const;

/** What a ticket's draw came out as: its result, or where the draw stands. */
export function drawResultText(ticket: HistoryTicket): string {
  if (ticket.draw.state === "CANCELLED") return "Cancelled";
  return ticket.draw.result ?? "Not drawn yet";
}

/** How a ticket line is played, in words. */
export const formText = (line: HistoryTicket["lines"][number]) => (line.form === "straight" ? "Straight" : "Rambolito");

/** A ticket's lines: combination, form and stake, the winning ones marked. */
export function TicketLines({ ticket }: { ticket: HistoryTicket }) {
  return (
    <ul className="list-unstyled mb-0 ticket-lines" aria-label={`Lines of ticket #${ticket.id}`}>
      {ticket.lines.map((line) => (
        <li key={line.id} className="text-nowrap">
          <span className="font-monospace fw-semibold">{line.combination}</span>{" "}
          <span className="small">{formText(line)}</span>{" "}
          <span className="tabular small">₱{formatPesos(line.stakeCentavos)}</span>
          {line.outcome === "WON" ? <span className="badge text-bg-success ms-1">WON</span> : null}
        </li>
      ))}
    </ul>
  );
}

type RowOptions = {
  showUser: boolean;
  onUser?: (username: string) => void;
  /** Tickets link to their receipt (the player's list). */
  receipts: boolean;
};

/**
 * The one history's table: every game's rows side by side (a bet: event, fight number, side; a ticket: draw, number,
 * lines). `showUser`: staff lists name the player, and a click narrows the list to them. On phones each row is a
 * card (betting.css, `.bets-table`).
 */
export function HistoryTable({ items, ...options }: { items: HistoryItem[] } & RowOptions) {
  const columns = options.showUser ? ["User", ...COLUMNS] : COLUMNS;
  return (
    <table className="table align-middle mb-0 bets-table history-table" data-testid="history-table">
      <thead>
        <tr>
          {columns.map((label) => (
            <th key={label} className={["Stake", "Payout"].includes(label) ? "text-end" : undefined}>
              {label === "Event" ? "Game · fight or draw" : label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <HistoryRow key={`${item.kind}:${item.id}`} item={item} {...options} />
        ))}
      </tbody>
    </table>
  );
}

function HistoryRow({ item, showUser, onUser, receipts }: { item: HistoryItem } & RowOptions) {
  return (
    <tr data-testid="bet-row" data-kind={item.kind}>
      <td data-label="Placed" className="small">
        {formatDateTime(item.createdAt)}
      </td>
      {showUser ? (
        <td data-label="User">
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            title={`Only ${item.username}'s bets`}
            onClick={() => onUser?.(item.username)}
          >
            {item.username}
          </button>
        </td>
      ) : null}
      <td data-label="Event">
        <ContestText item={item} receipts={receipts} />
      </td>
      <td data-label="Pick">{item.kind === "bet" ? <SideBadge side={item.side} /> : <TicketLines ticket={item} />}</td>
      <td data-label="Stake" className="num tabular">
        {formatPesos(item.stakeCentavos)}
      </td>
      <td data-label="Result">
        {item.kind === "bet" ? (
          item.result ? (
            RESULT_LABELS[item.result]
          ) : (
            "—"
          )
        ) : (
          <span className="font-monospace">{drawResultText(item)}</span>
        )}
      </td>
      <td data-label="Payout" className="num tabular fw-semibold">
        {formatPesosOrDash(item.payoutCentavos)}
      </td>
      <td data-label="Status">
        <BetStatusBadge status={item.status} />
      </td>
    </tr>
  );
}

/** A bet's event and fight, or a ticket's number (its receipt's link) and draw; the game below either. */
function ContestText({ item, receipts }: { item: HistoryItem; receipts: boolean }) {
  if (item.kind === "bet") {
    return (
      <>
        {item.eventName} · {capitalised(GAME_REGISTRY[item.game].contest.one)} {item.fightNumber}
        <span className="d-block small fw-normal">{gameName(item.game)}</span>
      </>
    );
  }
  return (
    <>
      {receipts ? <Link to={receiptPath(item.id)}>Ticket #{item.id}</Link> : <>Ticket #{item.id}</>} · {item.draw.name}
      <span className="d-block small fw-normal">
        {gameName(item.game)} · draw #{item.draw.id}
      </span>
    </>
  );
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
