import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import type { DrawListScope, DrawPage, DrawView } from "@sabong/shared/number-games";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { staffDrawsQuery } from "../../../api/number-games/staff.ts";
import { EmptyState } from "../../../components/EmptyState.tsx";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { Pagination } from "../../../components/Pagination.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { EndTh, TableCard } from "../../../components/TableCard.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { DRAW_STATE_BADGE, DRAW_STATE_LABEL, drawConsolePath } from "./draw-controls.ts";
import { NewDrawModal } from "./NewDrawModal.tsx";

const SCOPES: { scope: DrawListScope; label: string }[] = [
  { scope: "today", label: "Today" },
  { scope: "upcoming", label: "Upcoming" },
  { scope: "past", label: "Past" },
];

const scopeOf = (value: string | null): DrawListScope => (value === "upcoming" || value === "past" ? value : "today");
const pageOf = (value: string | null) => (value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1);

/** /operator/{game}/draws: today's, upcoming and past draws with their state, cut-off and draw times (Manila). */
export function DrawListPage({ game }: { game: NumberGame }) {
  const entry = GAME_REGISTRY[game];
  const [params, setParams] = useSearchParams();
  const scope = scopeOf(params.get("scope"));
  const page = pageOf(params.get("page"));
  const query = useQuery(staffDrawsQuery(game, scope, page));
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  const operatorCreates = entry.result === "scores";
  const items = query.data?.items ?? [];

  const go = (next: { scope?: DrawListScope; page?: number }) =>
    setParams({ scope: next.scope ?? scope, page: String(next.page ?? 1) }, { replace: true });

  return (
    <>
      <PageHeader
        title={entry.label}
        subtitle="Draws"
        actions={
          operatorCreates ? (
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              + New draw
            </button>
          ) : null
        }
      />
      <ScopeTabs scope={scope} onScope={(next) => go({ scope: next })} />

      {query.isPending ? (
        <Spinner label="Loading draws…" />
      ) : query.isError ? (
        <ErrorAlert error={query.error} announce={false} />
      ) : items.length === 0 ? (
        <EmptyState title={`No ${scope === "today" ? "draws today" : `${scope} draws`}.`}>
          {operatorCreates
            ? "Create a draw for each basketball game and period with “New draw”."
            : `${entry.label} draws are created from the game's daily schedule (admin settings).`}
        </EmptyState>
      ) : (
        <DrawTable
          game={game}
          caption={`${entry.label} draws, ${scope}`}
          list={query.data}
          stale={query.isPlaceholderData}
          busy={query.isFetching}
          onPage={(next) => go({ page: next })}
        />
      )}

      {creating ? (
        <NewDrawModal
          game={game}
          onClose={() => setCreating(false)}
          onCreated={(id) => navigate(drawConsolePath(game, id))}
        />
      ) : null}
    </>
  );
}

/** Today, Upcoming and Past. */
function ScopeTabs({ scope, onScope }: { scope: DrawListScope; onScope: (scope: DrawListScope) => void }) {
  return (
    <ul className="nav nav-tabs mb-3">
      {SCOPES.map((tab) => (
        <li className="nav-item" key={tab.scope}>
          <button
            type="button"
            className={`nav-link${tab.scope === scope ? " active" : ""}`}
            aria-current={tab.scope === scope ? "page" : undefined}
            onClick={() => onScope(tab.scope)}
          >
            {tab.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

type DrawTableProps = {
  game: NumberGame;
  caption: string;
  list: DrawPage;
  /** Another scope or page is loading. */
  stale: boolean;
  busy: boolean;
  onPage: (page: number) => void;
};

/** A page of draws with its pagination. */
function DrawTable({ game, caption, list, stale, busy, onPage }: DrawTableProps) {
  return (
    <>
      <TableCard
        caption={caption}
        tableClassName="table table-hover align-middle mb-0"
        wrapClassName="table-responsive"
        dim={stale}
        head={
          <>
            <th scope="col">Draw</th>
            <th scope="col">State</th>
            <th scope="col">Cut-off</th>
            <th scope="col">Draw time</th>
            <th scope="col">Result</th>
            <EndTh>Actions</EndTh>
          </>
        }
      >
        {list.items.map((draw) => (
          <DrawRow key={draw.id} game={game} draw={draw} />
        ))}
      </TableCard>
      <Pagination
        page={list.page}
        pageSize={list.pageSize}
        total={list.total}
        onPage={onPage}
        noun="draws"
        busy={busy}
      />
    </>
  );
}

function DrawRow({ game, draw }: { game: NumberGame; draw: DrawView }) {
  const path = drawConsolePath(game, draw.id);
  return (
    <tr data-testid="draw-row">
      <td className="fw-semibold">
        <Link to={path} className="text-reset">
          {draw.label}
        </Link>
      </td>
      <td>
        <span className={`badge ${DRAW_STATE_BADGE[draw.state]}`}>{DRAW_STATE_LABEL[draw.state]}</span>
      </td>
      <td className="text-nowrap tabular">{formatDateTime(draw.cutoffAt)}</td>
      <td className="text-nowrap tabular">{formatDateTime(draw.drawAt)}</td>
      <td className="tabular fw-semibold">{draw.result ?? "—"}</td>
      <td className="text-end">
        <Link to={path} className="btn btn-sm btn-primary">
          Open console
        </Link>
      </td>
    </tr>
  );
}
