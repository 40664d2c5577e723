import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import type { TestApp } from "./app.ts";

/** The app's address on a real port (it listens from the first call on and stops with the app). */
async function addressOf(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = t.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * An operator on a weak connection: the POST goes out over a real socket and the client hangs up as soon as it is
 * written, so the server does the work and its answer is never read. Resolves once the request has left.
 */
export async function postAndLoseAnswer(t: TestApp, path: string, headers: object, body: object): Promise<void> {
  const payload = JSON.stringify(body);
  const url = `${await addressOf(t)}${path}`;
  await new Promise<void>((resolve) => {
    const sent = request(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
    });
    // The hang-up is the point: its socket error is expected.
    sent.on("error", () => undefined);
    sent.end(payload, () => {
      sent.destroy();
      resolve();
    });
  });
}

/** Waits until `done()` holds (the lost request's work has committed), checking every 50 ms for at most 10 s. */
export async function eventually(done: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await done()) return;
    await sleep(50);
  }
  throw new Error("the condition never held within 10 s");
}
