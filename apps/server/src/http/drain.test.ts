import { once } from "node:events";
import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it } from "vitest";
import { startTestApp } from "../testing/app.ts";
import { socketFor } from "../testing/realtime.ts";
import { type RunningServer, startServer } from "../testing/server-process.ts";
import { suiteFixture } from "../testing/suite.ts";

const GRACE_MS = 1_500;

describe("liveness and readiness for a load balancer", () => {
  const t = suiteFixture(() => startTestApp("pglite"));

  it("is live at once, ready only once started, and not ready while draining; /api/health answers as before", async () => {
    const get = async (url: string) => {
      const response = await t.app.inject({ method: "GET", url });
      return { status: response.statusCode, body: response.json() };
    };
    expect(await get("/api/health/live")).toEqual({ status: 200, body: { status: "live" } });
    expect(await get("/api/health/ready")).toEqual({
      status: 503,
      body: { error: expect.stringContaining("starting") },
    });
    t.readiness.ready();
    expect(await get("/api/health/ready")).toEqual({ status: 200, body: { status: "ready" } });
    expect(await get("/api/health")).toEqual({ status: 200, body: { status: "ok", database: "pglite" } });
    t.readiness.drain();
    expect(await get("/api/health/ready")).toEqual({
      status: 503,
      body: { error: expect.stringContaining("shutting down") },
    });
    expect((await get("/api/health/live")).status).toBe(200);
  });
});

/** A sign-in whose body is sent in two halves: in flight from the first byte until the second half arrives. */
function slowSignIn(url: string) {
  const body = JSON.stringify({ username: "player", password: "demo1234" });
  const req = request(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answer = once(req, "response").then(async ([response]) => {
    let text = "";
    for await (const chunk of response) text += chunk;
    return { status: response.statusCode as number, body: JSON.parse(text) as Record<string, unknown> };
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

describe("SIGTERM drains the real server", () => {
  let server: RunningServer | undefined;
  afterAll(async () => server?.stop(), 60_000);

  it("finishes the request in flight, answers not-ready meanwhile, sends sockets elsewhere and exits 0", async () => {
    server = await startServer({ DRAIN_GRACE_MS: String(GRACE_MS) });
    const { url, process: child } = server;
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
    const signIn = (await (
      await fetch(`${url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "player", password: "demo1234" }),
      })
    ).json()) as { accessToken: string };
    const socket = await socketFor(url, signIn.accessToken);
    const socketReason = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    const exited = once(child, "exit");

    const inFlight = slowSignIn(url);
    await sleep(200); // let the headers arrive: the request is now the server's
    child.kill("SIGTERM");
    let ready = 200;
    while (ready === 200) {
      ready = (await fetch(`${url}/api/health/ready`)).status;
      if (ready === 200) await sleep(50);
    }
    expect(ready).toBe(503);
    // Past the grace the server is closing; the request that was already in flight still gets its answer.
    await sleep(GRACE_MS + 500);
    inFlight.finish();
    expect(await inFlight.answer).toEqual({
      status: 200,
      body: expect.objectContaining({ accessToken: expect.any(String) }),
    });
    // Closed without a goodbye: socket.io-client reconnects on "transport close" (through the balancer, elsewhere).
    expect(await socketReason).toBe("transport close");
    socket.close();
    expect(await exited).toEqual([0, null]);
  }, 300_000);
});
