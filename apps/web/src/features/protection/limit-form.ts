import { centavosToPesosText, parsePesos } from "@sabong/shared/money";
import {
  changeLimit,
  LIMIT_KEYS,
  LIMIT_WINDOWS,
  type LimitBook,
  type LimitKey,
  type LimitSetter,
  type ProtectionView,
} from "@sabong/shared/protection";
import { isMoneyLimit, type Viewer } from "./limit-text.ts";

/**
 * The limits form: one text box per limit (pesos, or minutes for play time; empty for no limit). What the boxes ask
 * is checked with the same rules the server applies (`changeLimit`), every box at once, so the person sees every
 * problem in one go and the requests that follow are the ones the server will take.
 */
export type LimitFormValues = Record<LimitKey, string>;
export type LimitChange = { key: LimitKey; value: number | null };
export type LimitPlan = { changes: LimitChange[]; errors: Partial<Record<LimitKey, string>> };

/** The boxes as the view fills them: the value in force. */
export function formValuesOf(view: ProtectionView): LimitFormValues {
  const values = Object.fromEntries(LIMIT_KEYS.map((key) => [key, ""])) as LimitFormValues;
  for (const limit of view.limits) {
    if (limit.value === null) continue;
    values[limit.key] = isMoneyLimit(limit.key) ? centavosToPesosText(limit.value) : String(limit.value);
  }
  return values;
}

/** The view's limits as the shared rules hold them (times in epoch ms). */
export function bookOf(view: ProtectionView): LimitBook {
  const book: LimitBook = {};
  for (const limit of view.limits) {
    book[limit.key] = {
      value: limit.value,
      setBy: limit.setBy,
      pending: limit.pending
        ? {
            value: limit.pending.value,
            effectiveAtMs: Date.parse(limit.pending.effectiveAt),
            requestedBy: limit.pending.requestedBy,
          }
        : null,
    };
  }
  return book;
}

type Parsed = { ok: true; value: number | null } | { ok: false; message: string };

function parseBox(key: LimitKey, text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  if (isMoneyLimit(key)) {
    const parsed = parsePesos(trimmed);
    return parsed.ok ? { ok: true, value: parsed.centavos } : { ok: false, message: parsed.message };
  }
  return /^\d+$/.test(trimmed)
    ? { ok: true, value: Number(trimmed) }
    : { ok: false, message: "Enter whole minutes, like 90" };
}

const windowIndex = (key: LimitKey) => {
  const window = key.split(":")[1];
  return window ? LIMIT_WINDOWS.indexOf(window as (typeof LIMIT_WINDOWS)[number]) : 0;
};

/**
 * The order the changes are sent in, so that each one holds the daily ≤ weekly ≤ monthly order on its own: every
 * tightening first, shortest window first; then every loosening (a raise or a removal), longest window first.
 */
function sendOrder(changes: readonly (LimitChange & { loosening: boolean })[]): LimitChange[] {
  const tightening = changes.filter((c) => !c.loosening).sort((a, b) => windowIndex(a.key) - windowIndex(b.key));
  const loosening = changes.filter((c) => c.loosening).sort((a, b) => windowIndex(b.key) - windowIndex(a.key));
  return [...tightening, ...loosening].map(({ key, value }) => ({ key, value }));
}

/**
 * Who asks, as the rules check it. The player is themselves. An agent's own id is not known to the screen: for a
 * limit an agent set, the check assumes it is this agent (the server refuses another agent's with its own words).
 */
function askerFor(view: ProtectionView, viewer: Viewer, key: LimitKey, book: LimitBook): LimitSetter {
  if (viewer === "player") return { userId: view.userId, role: "player" };
  const owner = book[key]?.setBy;
  return owner?.role === "upline" ? owner : { userId: 0, role: "upline" };
}

/** The changes the boxes ask for, in the order to send them, or why each box cannot be taken. */
export function planLimitChanges(
  view: ProtectionView,
  values: LimitFormValues,
  viewer: Viewer,
  nowMs: number,
): LimitPlan {
  const errors: LimitPlan["errors"] = {};
  const asked: (LimitChange & { loosening: boolean })[] = [];
  const current = new Map(view.limits.map((limit) => [limit.key, limit]));
  for (const key of LIMIT_KEYS) {
    const parsed = parseBox(key, values[key] ?? "");
    if (!parsed.ok) {
      errors[key] = parsed.message;
      continue;
    }
    const limit = current.get(key);
    const inForce = limit?.value ?? null;
    // The same as in force, or as already asked for: nothing to send.
    if (parsed.value === inForce || (limit?.pending && parsed.value === limit.pending.value)) continue;
    const loosening = inForce !== null && (parsed.value === null || parsed.value > inForce);
    asked.push({ key, value: parsed.value, loosening });
  }

  const restricted = view.restriction !== null && Date.parse(view.restriction.endsAt) > nowMs;
  let book = bookOf(view);
  const changes: LimitChange[] = [];
  for (const change of sendOrder(asked)) {
    const result = changeLimit(book, {
      ...change,
      by: askerFor(view, viewer, change.key, book),
      nowMs,
      restricted,
    });
    if (result.ok) {
      book = result.book;
      changes.push(change);
    } else {
      errors[change.key] = result.message;
    }
  }
  return { changes, errors };
}
