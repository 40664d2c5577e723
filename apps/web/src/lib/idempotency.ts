/**
 * A fresh idempotency key (UUID v4) for one money movement: it fits the shared contract (`idempotencyKeySchema`
 * of @sabong/shared, the same for bets, loads, withdrawals, mints and conversions). crypto.randomUUID() exists only
 * in secure contexts; getRandomValues (available everywhere) builds the same kind of UUID otherwise.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Presses remembered without an answer at once (a few buttons at most; the oldest is forgotten first). */
const MAX_UNANSWERED_PRESSES = 20;

/**
 * The keys of an operator's presses (open, close, declare, revert, a draw's result…). A press keeps its key until the
 * server answers it: pressing the same action again after a failure (no answer, an error) sends the same key, so if
 * the first press was applied the server answers with its first answer; once answered, the next press is a new one.
 */
export function pressKeys() {
  const unanswered = new Map<string, string>();
  return {
    /** The key of a press of `action` (its name and inputs, e.g. "declare 31 MERON"). */
    keyFor(action: string): string {
      const kept = unanswered.get(action);
      if (kept) return kept;
      const key = newIdempotencyKey();
      unanswered.set(action, key);
      const oldest = unanswered.keys().next().value;
      if (unanswered.size > MAX_UNANSWERED_PRESSES && oldest !== undefined) unanswered.delete(oldest);
      return key;
    },
    answered(action: string): void {
      unanswered.delete(action);
    },
  };
}
export type PressKeys = ReturnType<typeof pressKeys>;

/** Sends one press of `action` with its key (the same key as an unanswered earlier press of it). */
export async function sendPress<T>(keys: PressKeys, action: string, send: (key: string) => Promise<T>): Promise<T> {
  const answer = await send(keys.keyFor(action));
  keys.answered(action);
  return answer;
}
