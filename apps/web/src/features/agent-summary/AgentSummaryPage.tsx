import type { AgentSummary, AgentSummaryQuery } from "@sabong/shared/accounting";
import { formatPesos } from "@sabong/shared/money";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { agentSummaryQuery, downloadAgentSummary } from "../../api/agent-summary.ts";
import { DateRangeFields } from "../../components/DateRangeFields.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { notify } from "../../lib/toast.tsx";
import { SummaryTable } from "./SummaryTable.tsx";
import { draftFromParams, draftSearch, parseDraft, type SummaryDraft } from "./summary-params.ts";

/**
 * The agent's report of its downlines (under the Summary Reports overview on /agent/summary): over Manila days
 * (default this week), each direct downline's turnover (its whole subtree's stakes) and the commission it earned,
 * by game; a downline with downlines of its own drills down (`agentId` in the address bar), breadcrumbs lead back
 * up, Export saves the same as an .xlsx. Only the agent's own tree can be opened: any other id shows the server's
 * "User not found".
 */
export function AgentSummaryPage() {
  const [params, setParams] = useSearchParams();
  const draft = draftFromParams(params);
  const parsed = parseDraft(draft);
  const query = "query" in parsed ? parsed.query : null;
  const summary = useQuery({
    ...agentSummaryQuery(query ?? { from: draft.from, to: draft.to }),
    enabled: query !== null,
  });
  const go = (next: SummaryDraft) => setParams(new URLSearchParams(draftSearch(next).slice(1)));
  const levelPath = (agentId: number | null) =>
    draftSearch({ ...draft, agentId: agentId === null ? "" : String(agentId) });
  const data = summary.data;

  return (
    <section className="mt-4" aria-labelledby="agent-summary-title">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <h2 id="agent-summary-title" className="h6 text-uppercase text-body-secondary mb-0">
          Downline turnover and commission
        </h2>
        <ExportButton query={query} />
      </div>

      <RangeForm key={`${draft.from}/${draft.to}`} value={draft} onApply={(range) => go({ ...draft, ...range })} />

      {data && data.path.length > 1 ? <LevelTrail path={data.path} levelPath={levelPath} /> : null}

      {"error" in parsed ? (
        <div className="alert alert-warning" role="alert">
          {parsed.error}
        </div>
      ) : summary.isError ? (
        <QueryError what="the downline report" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <Spinner label="Loading the downline report…" />
      ) : (
        <>
          <p className="small text-body-secondary mb-2" data-testid="agent-summary-root">
            {data.root.username} ({data.root.label}) earned{" "}
            <span className="fw-semibold tabular">{formatPesos(data.rootOwn.commissionCentavos)}</span> commission from{" "}
            {data.from} to {data.to}.
          </p>
          {data.rows.length === 0 ? (
            <EmptyState title={`${data.root.username} has no downlines yet.`}>
              Downlines and the bets placed below them will be reported here.
            </EmptyState>
          ) : (
            <SummaryTable summary={data} drillDown={levelPath} stale={summary.isPlaceholderData} />
          )}
        </>
      )}
    </section>
  );
}

/** Saves the report of the applied range and level as .xlsx; nothing to save while the range is wrong. */
function ExportButton({ query }: { query: AgentSummaryQuery | null }) {
  const exporter = useMutation({ mutationFn: downloadAgentSummary });
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline-primary"
      disabled={!query || exporter.isPending}
      onClick={() =>
        query &&
        exporter.mutate(query, {
          onSuccess: (filename) => notify.success(`Saved ${filename}`),
          onError: (error) => notify.error(error.message),
        })
      }
    >
      {exporter.isPending ? "Exporting…" : "Export .xlsx"}
    </button>
  );
}

type TrailProps = { path: AgentSummary["path"]; levelPath: (agentId: number | null) => string };

/** The levels from the agent down to the one shown: each but the last leads back up (the first to no `agentId`). */
function LevelTrail({ path, levelPath }: TrailProps) {
  return (
    <nav aria-label="Downline levels" className="mb-2">
      <ol className="breadcrumb mb-0">
        {path.map((entry, index) =>
          index === path.length - 1 ? (
            <li key={entry.userId} className="breadcrumb-item active" aria-current="page">
              {entry.username}
            </li>
          ) : (
            <li key={entry.userId} className="breadcrumb-item">
              <Link to={levelPath(index === 0 ? null : entry.userId)}>{entry.username}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** From and To (Manila days), applied on submit. Remount it (key) when the applied range changes elsewhere. */
function RangeForm({
  value,
  onApply,
}: {
  value: SummaryDraft;
  onApply: (range: Pick<SummaryDraft, "from" | "to">) => void;
}) {
  const id = useId();
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  return (
    <form
      className="row g-2 align-items-end mb-3"
      aria-label="Report range"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onApply({ from, to });
      }}
    >
      <DateRangeFields id={id} from={from} to={to} onFromChange={setFrom} onToChange={setTo} linked={false} />
      <div className="col-12 col-md-2">
        <button type="submit" className="btn btn-sm btn-primary w-100">
          Show
        </button>
      </div>
    </form>
  );
}
