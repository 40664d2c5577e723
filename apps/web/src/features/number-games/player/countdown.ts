import type { DrawView } from "@sabong/shared/number-games";
import { useEffect, useState } from "react";
import { formatDateTime } from "../../../lib/format.ts";

/**
 * Countdowns run on the server's clock: each DrawView carries `serverNow`, the server's time when it was read, so the
 * screen keeps the offset between that and the browser's clock at the moment the view arrived (a phone whose clock
 * is minutes off still shows the real cut-off). The server decides anyway: a line after cut-off is refused.
 */

/** Server clock − browser clock, from a view and when it arrived (ms since epoch). */
export function clockOffsetMs(serverNow: string, receivedAtMs: number): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}

/** Milliseconds until `at` on the server's clock (negative once passed). */
export function msUntil(at: string, nowMs: number, offsetMs: number): number {
  return Date.parse(at) - (nowMs + offsetMs);
}

/** "2:05:09", "04:59", "00:00". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

export type DrawPhase = "scheduled" | "open" | "closed" | "result" | "settled" | "cancelled";

/** Where the draw stands for a player right now (an OPEN draw past its cut-off is closed already). */
export function drawPhase(draw: Pick<DrawView, "state" | "cutoffAt">, nowMs: number, offsetMs: number): DrawPhase {
  switch (draw.state) {
    case "SCHEDULED":
      return "scheduled";
    case "OPEN":
      return msUntil(draw.cutoffAt, nowMs, offsetMs) > 0 ? "open" : "closed";
    case "CLOSED":
      return "closed";
    case "RESULT_ENTERED":
      return "result";
    case "SETTLED":
      return "settled";
    case "CANCELLED":
      return "cancelled";
  }
}

/** "Closes in 04:59", "Opens in 1:00:00", "Betting closed", … */
export function phaseText(draw: Pick<DrawView, "state" | "cutoffAt" | "opensAt">, nowMs: number, offsetMs: number) {
  switch (drawPhase(draw, nowMs, offsetMs)) {
    case "scheduled":
      return `Opens in ${formatCountdown(msUntil(draw.opensAt, nowMs, offsetMs))}`;
    case "open":
      return `Closes in ${formatCountdown(msUntil(draw.cutoffAt, nowMs, offsetMs))}`;
    case "closed":
      return "Betting closed · waiting for the result";
    case "result":
      return "Result entered · waiting for confirmation";
    case "settled":
      return "Settled";
    case "cancelled":
      return "Cancelled · stakes refunded";
  }
}

/** The first draw of the list that takes bets now (the screen's draw when the player has not picked one). */
export function firstOpenDraw(draws: readonly DrawView[], nowMs: number, receivedAtMs: number): DrawView | undefined {
  return draws.find((d) => drawPhase(d, nowMs, clockOffsetMs(d.serverNow, receivedAtMs)) === "open");
}

/**
 * What the game screen says when no draw takes bets: when the next scheduled one opens; that the game is closed for
 * now when a scheduled draw should be open already but is not (the admin turned the game off); or that none is
 * scheduled.
 */
export function noOpenDrawText(
  gameLabel: string,
  draws: readonly DrawView[],
  nowMs: number,
  receivedAtMs: number,
  enabled = true,
): string {
  if (!enabled) return `${gameLabel} is closed for now.`;
  const next = draws
    .filter((d) => d.state === "SCHEDULED")
    .sort((a, b) => a.opensAt.localeCompare(b.opensAt) || a.id - b.id)[0];
  if (!next) return "No draws scheduled.";
  const wait = msUntil(next.opensAt, nowMs, clockOffsetMs(next.serverNow, receivedAtMs));
  return wait > 0
    ? `No open draws right now; the next draw opens ${formatDateTime(next.opensAt)}.`
    : `No open draws right now; ${gameLabel} is closed for now.`;
}

/** The browser's clock, re-rendering every `everyMs` (1 s for countdowns). */
export function useNow(everyMs = 1_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
