import type { NumberGameEntry } from "@sabong/shared/games";
import { type DrawView, drawResultOf, seedHashOf } from "@sabong/shared/number-games";
import { useState } from "react";

type Check = { hashMatches: boolean; result: string; resultMatches: boolean } | { error: string };

/** Recomputes a revealed draw with the shared derivation: the seed's hash and the result it gives. */
export function recomputeDraw(draw: Pick<DrawView, "game" | "id" | "seed" | "seedHash" | "result">): Check {
  if (!draw.seed) return { error: "The seed is not revealed yet." };
  try {
    const result = drawResultOf({ game: draw.game, drawId: draw.id, seed: draw.seed });
    return { hashMatches: seedHashOf(draw.seed) === draw.seedHash, result, resultMatches: result === draw.result };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Who stands behind an entered result, without naming staff (players get no staff names): staff enter it, and a
 * second staff account confirms it when the draw's terms ask for it.
 */
export function resultEntryText(draw: Pick<DrawView, "state" | "result" | "terms">): string {
  const confirmed = draw.terms.confirmResults;
  if (draw.result === null) {
    return confirmed
      ? "Staff enter the result; a second staff account confirms it before anyone is paid."
      : "Staff enter the result.";
  }
  if (!confirmed) return "Entered by staff.";
  return draw.state === "RESULT_ENTERED"
    ? "Entered by staff; waiting for a second staff account to confirm it."
    : "Entered by staff and confirmed by a second staff account.";
}

/**
 * Provably fair: while the draw is open, the hash the platform committed to; after the draw, the seed and a
 * "Recompute" that runs the same derivation as the server in the browser and says whether both match. Entered
 * results say where they come from and how they were checked instead.
 */
export function FairnessPanel({ entry, draw }: { entry: NumberGameEntry; draw: DrawView }) {
  const [check, setCheck] = useState<{ drawId: number; check: Check } | null>(null);
  const shown = check?.drawId === draw.id ? check.check : null;

  if (entry.result !== "platform-draw") {
    return (
      <section className="fairness small" aria-labelledby="fairness-title">
        <h2 id="fairness-title" className="h6 mt-3">
          Result source
        </h2>
        <p className="mb-1 text-body-secondary">
          {entry.result === "official-draw" ? "The official national 3D draw." : "The game's final scores."}
        </p>
        <p className="mb-0" data-testid="result-entry">
          {resultEntryText(draw)}
        </p>
      </section>
    );
  }

  return (
    <section className="fairness small" aria-labelledby="fairness-title" data-testid="fairness">
      <h2 id="fairness-title" className="h6 mt-3">
        Fairness
      </h2>
      <p className="mb-1 text-body-secondary">
        The result is HMAC-SHA256(seed, "{draw.game}:{draw.id}"), read as the first fitting 32-bit word. The seed's
        SHA-256 is published before betting closes; the seed is revealed after the draw.
      </p>
      <dl className="mb-1">
        <dt>Seed hash (SHA-256)</dt>
        <dd className="font-monospace text-break" data-testid="seed-hash">
          {draw.seedHash ?? "Published when the draw opens"}
        </dd>
        <dt>Seed</dt>
        <dd className="font-monospace text-break" data-testid="seed">
          {draw.seed ?? "Revealed at draw time"}
        </dd>
      </dl>
      {draw.seed ? (
        <button
          type="button"
          className="btn btn-sm btn-outline-info"
          onClick={() => setCheck({ drawId: draw.id, check: recomputeDraw(draw) })}
        >
          Recompute
        </button>
      ) : null}
      {shown ? (
        "error" in shown ? (
          <p className="text-danger mt-1 mb-0">{shown.error}</p>
        ) : (
          <ul className="list-unstyled mt-1 mb-0" role="status">
            <li className={shown.hashMatches ? "text-success" : "text-danger"}>
              {shown.hashMatches ? "✓ The seed matches the published hash" : "✗ The seed does NOT match the hash"}
            </li>
            <li className={shown.resultMatches ? "text-success" : "text-danger"}>
              {shown.resultMatches
                ? `✓ Recomputed result ${shown.result} matches the draw`
                : `✗ Recomputed result ${shown.result} differs from the draw's ${draw.result ?? "(none)"}`}
            </li>
          </ul>
        )
      ) : null}
    </section>
  );
}
