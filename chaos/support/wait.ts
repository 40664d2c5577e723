/** Polls `ready` every `everyMs` until it is true; throws after `limitMs` (every wait of the harness is capped). */
export async function waitFor(what: string, limitMs: number, ready: () => Promise<boolean> | boolean, everyMs = 100) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    try {
      if (await ready()) return;
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what} after ${limitMs / 1000} s`);
    await sleep(everyMs);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
