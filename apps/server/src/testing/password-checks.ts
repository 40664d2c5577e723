/**
 * Counts the passwords the server really checks, for the sign-in throttle's tests: what a throttle must limit is how
 * many guesses get evaluated, which status codes alone do not show. A test file routes the verifier through here:
 *
 *   vi.mock(import("./passwords.ts"), async (original) => {
 *     const { checkedPasswords } = await import("../../testing/password-checks.ts");
 *     return checkedPasswords(await original());
 *   });
 *
 * `burst` sends requests at once and holds every password check until each request of the burst is being checked
 * or has been answered, so all checks overlap: the worst case for a throttle, and no timing involved.
 */
type Burst = { total: number; answered: number; waiting: (() => void)[] };

let checks = 0;
let current: Burst | null = null;

function releaseIfAllIn(): void {
  if (current && current.answered + current.waiting.length >= current.total) {
    for (const go of current.waiting.splice(0)) go();
  }
}

export const passwordChecks = {
  /** Passwords checked since the last `reset`. */
  count: () => checks,
  reset: () => {
    checks = 0;
  },
};

/** The passwords module with its verifier counted (and, during a burst, held). */
export function checkedPasswords<M extends { verifyPassword: (hash: string, password: string) => Promise<boolean> }>(
  original: M,
): M {
  return {
    ...original,
    verifyPassword: async (hash: string, password: string) => {
      checks += 1;
      const burst = current;
      if (burst) {
        await new Promise<void>((go) => {
          burst.waiting.push(go);
          releaseIfAllIn();
        });
      }
      return original.verifyPassword(hash, password);
    },
  };
}

/** Sends `total` requests at once (`send(i)`) and answers what each got, in order. One burst at a time. */
export async function burst<T>(total: number, send: (i: number) => Promise<T>): Promise<T[]> {
  if (current) throw new Error("one burst at a time");
  const state: Burst = { total, answered: 0, waiting: [] };
  current = state;
  try {
    return await Promise.all(
      Array.from({ length: total }, (_, i) =>
        send(i).finally(() => {
          state.answered += 1;
          releaseIfAllIn();
        }),
      ),
    );
  } finally {
    current = null;
  }
}
