import { RESULT_LABELS } from "@sabong/shared/betting";
import { GAME_IDS, GAME_REGISTRY, type GameId } from "@sabong/shared/games";
import type { DayResults } from "@sabong/shared/history";
import type { DrawView } from "@sabong/shared/number-games";
import { addCalendarDays, isCalendarDate, manilaDateOf } from "@sabong/shared/time";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { dayResultsQuery } from "../../../api/history.ts";
import { EmptyState } from "../../../components/EmptyState.tsx";
import { ErrorAlert } from "../../../components/ErrorAlert.tsx";
import { FairnessLink } from "../../../components/FairnessLink.tsx";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { SelectField } from "../../../components/SelectField.tsx";
import { Spinner } from "../../../components/Spinner.tsx";
import { formatTimeOfDay } from "../../../lib/format.ts";
import { recomputeDraw } from "./FairnessPanel.tsx";

const gameName = (game: GameId) => {
  const entry = GAME_REGISTRY[game];
  return entry.kind === "live-sides" ? entry.playerTitle : entry.label;
};

/** The game and day of the address (?game=pick3&day=2026-11-27): sabong and today (Manila) unless given. */
export function resultsFilters(search: URLSearchParams, today: string): { game: GameId; day: string } {
  const game = search.get("game");
  const day = search.get("day");
  return {
    game: (GAME_IDS as readonly string[]).includes(game ?? "") ? (game as GameId) : "sabong",
    day: day && isCalendarDate(day) && day >= "2000-01-01" ? day : today,
  };
}

/**
 * /player/results: every game's results by day. Live games list the day's events with each declared fight; number
 * games every draw of the day with its proof (seed hash, revealed seed, winning number) and a check that reruns the
 * shared rule (`drawResultOf`) in the browser.
 */
export function ResultsHistoryPage() {
  const [search, setSearch] = useSearchParams();
  const today = manilaDateOf(new Date());
  const { game, day } = resultsFilters(search, today);
  const results = useQuery(dayResultsQuery({ game, day }));
  const go = (next: { game: GameId; day: string }) =>
    setSearch(new URLSearchParams({ game: next.game, day: next.day }), { replace: true });

  return (
    <>
      <PageHeader
        title="Results history"
        subtitle="Every game's results, day by day"
        actions={<FairnessLink className="small" />}
      />
      <form className="row g-2 mb-3 align-items-end" onSubmit={(e) => e.preventDefault()} aria-label="Game and day">
        <div className="col-12 col-md-3">
          <SelectField
            id="results-game"
            label="Game"
            value={game}
            labelClassName="form-label small mb-1"
            selectClassName="form-select form-select-sm"
            onChange={(value) => go({ game: value as GameId, day })}
          >
            {GAME_IDS.map((g) => (
              <option key={g} value={g}>
                {gameName(g)}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-6 col-md-3">
          <label className="form-label small mb-1" htmlFor="results-day">
            Day
          </label>
          <input
            id="results-day"
            type="date"
            className="form-control form-control-sm"
            value={day}
            max={today}
            onChange={(e) => go({ game, day: e.target.value || today })}
          />
        </div>
        <div className="col-6 col-md-3 d-flex gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => go({ game, day: addCalendarDays(day, -1) })}
          >
            Previous day
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={day >= today}
            onClick={() => go({ game, day: addCalendarDays(day, 1) })}
          >
            Next day
          </button>
        </div>
      </form>
      {results.isPending ? <Spinner label="Loading results…" /> : null}
      {results.isError ? <ErrorAlert error={results.error} announce={false} /> : null}
      {results.data ? <DayResultsView results={results.data} /> : null}
    </>
  );
}

function DayResultsView({ results }: { results: DayResults }) {
  if (results.kind === "live") {
    if (results.events.length === 0) {
      return <EmptyState title="No events that day.">Pick another day or game.</EmptyState>;
    }
    const contest = GAME_REGISTRY[results.game].contest.one;
    return (
      <div className="d-grid gap-3">
        {results.events.map((event) => (
          <section key={event.id} className="card border-0 shadow-sm" aria-label={event.name}>
            <div className="card-body">
              <h2 className="h6">{event.name}</h2>
              {event.fights.length === 0 ? (
                <p className="small mb-0">No results declared.</p>
              ) : (
                <ol className="list-unstyled row row-cols-2 row-cols-md-4 g-1 mb-0" data-testid="fight-results">
                  {event.fights.map((fight) => (
                    <li key={fight.number} className="col small">
                      {contest.charAt(0).toUpperCase() + contest.slice(1)} {fight.number}:{" "}
                      <strong>{RESULT_LABELS[fight.result]}</strong>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </section>
        ))}
      </div>
    );
  }
  if (results.draws.length === 0) return <EmptyState title="No draws that day.">Pick another day or game.</EmptyState>;
  return (
    <div className="d-grid gap-3">
      <p className="small mb-0">
        Platform draws are provably fair: the result is HMAC-SHA256(seed, "game:draw number"); the seed's SHA-256 is
        published before betting closes and the seed after the draw. "Check" reruns that rule here.{" "}
        <Link to={GAME_REGISTRY[results.game].routes.player}>Play {gameName(results.game)}</Link>
      </p>
      {results.draws.map((draw) => (
        <DrawResult key={draw.id} draw={draw} />
      ))}
    </div>
  );
}

function DrawResult({ draw }: { draw: DrawView }) {
  const [check, setCheck] = useState<ReturnType<typeof recomputeDraw> | null>(null);
  const outcome = draw.state === "CANCELLED" ? "Cancelled" : draw.result !== null ? draw.result : "Not drawn yet";
  return (
    <section className="card border-0 shadow-sm" aria-label={`Draw ${draw.id}`} data-testid="draw-result">
      <div className="card-body small">
        <div className="d-flex justify-content-between gap-2">
          <h2 className="h6 mb-1">
            {draw.label} · {formatTimeOfDay(draw.drawAt)}
          </h2>
          <span className="font-monospace fw-bold fs-5">{outcome}</span>
        </div>
        <p className="mb-1">Draw #{draw.id}</p>
        {draw.scores ? (
          <p className="mb-1">
            Scores {draw.scores.home}–{draw.scores.away}
          </p>
        ) : null}
        {draw.seedHash ? (
          <dl className="mb-1">
            <dt>Seed hash (SHA-256)</dt>
            <dd className="font-monospace text-break">{draw.seedHash}</dd>
            <dt>Seed</dt>
            <dd className="font-monospace text-break">{draw.seed ?? "Revealed at draw time"}</dd>
          </dl>
        ) : null}
        {draw.seed ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setCheck(recomputeDraw(draw))}
          >
            Check
          </button>
        ) : null}
        {check ? (
          <p className="mt-1 mb-0" role="status">
            {"error" in check
              ? check.error
              : check.hashMatches && check.resultMatches
                ? `✓ The seed matches its hash and gives ${check.result}`
                : `✗ Recomputed ${check.result}: ${check.hashMatches ? "" : "the seed does not match its hash; "}${check.resultMatches ? "" : "the result differs"}`}
          </p>
        ) : null}
      </div>
    </section>
  );
}
