import { NUMBER_GAMES } from "@sabong/shared/games";
import { describe, expect, it } from "vitest";
import { loginAs } from "../testing/app.ts";
import { type BettingHarness, bettingSuite, newKey, openFight, pesos } from "../testing/betting.ts";
import { testDatabaseKinds } from "../testing/databases.ts";
import { openTestDraw } from "../testing/draws.ts";
import {
  describeCase,
  type FuzzCase,
  fuzzOperations,
  type KnownValues,
  type OpenApiDocument,
} from "../testing/fuzz.ts";
import { fund } from "../testing/ledger.ts";

/**
 * Every operation of the OpenAPI document the app serves, sent bad inputs derived from its schema (wrong types, NUL,
 * lone surrogates, 100 kB strings, numbers beyond the database's integers, out-of-range dates), as whoever the
 * operation lets in: no answer may be a 5xx. Deterministic (testing/fuzz.ts), so a failure can be replayed.
 */

/** Who sends: anonymous first, then signed-in users of each kind the routes guard for. */
const ROLES = ["anonymous", "player", "admin", "operator", "gold", "cashier"] as const;
type Role = (typeof ROLES)[number];
/** A second role an operation lets in gets every so many of its cases (the first role gets them all). */
const SECOND_ROLE_STRIDE = 6;
/** The bound on requests per database, so the test stays well under a minute (8,636 with identity, notices, cash requests, history and the integrity watch). */
const MAX_REQUESTS = 9_000;

type Failure = { role: Role; input: string; status: number; body: string };
type Result = { failures: Failure[]; requests: number; operations: number; fuzzedAs: Map<Role, number> };

/**
 * Real things for the cases to reach: an open fight per game, the player funded (a case with one bad field can then
 * get as far as the ledger), and a victim account for the admin's suspend/reset cases (the loader agent, so the
 * signed-in roles keep their sessions).
 */
async function knownValues(h: BettingHarness): Promise<KnownValues> {
  const sabong = await openFight(h, "sabong");
  const apple = await openFight(h, "apple");
  const playerId = h.ids.get("player") as number;
  await fund(h.db, playerId, pesos(1_000));
  await fund(h.db, h.ids.get("gold") as number, pesos(1_000));
  // An open draw per number game, so ticket, tally, caps and result cases reach a real draw.
  const drawIds = new Map<string, number>();
  for (const game of NUMBER_GAMES) drawIds.set(game, (await openTestDraw(h.db, game)).id);
  const byName: Record<string, unknown> = {
    id: h.ids.get("loader"),
    userId: playerId,
    targetUserId: playerId,
    username: "loader",
    amountCentavos: pesos(10),
    stakeCentavos: pesos(10),
    idempotencyKey: newKey(),
  };
  return (path, name) => {
    if (name === "drawId") {
      const numberGame = [...NUMBER_GAMES].reverse().find((g) => path.includes(`/${g}/`) || path.includes(`-${g}/`));
      return drawIds.get(numberGame ?? "pick3");
    }
    const game = path.includes("apple") ? apple : sabong;
    if (name === "eventId") return game.eventId;
    if (name === "fightId") return game.fightId;
    return byName[name];
  };
}

async function fuzz(h: BettingHarness): Promise<Result> {
  const t = h.t;
  const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as OpenApiDocument;
  const operations = fuzzOperations(doc, await knownValues(h));
  const headers = new Map<Role, Record<string, string>>([["anonymous", {}]]);
  for (const role of ROLES) if (role !== "anonymous") headers.set(role, await loginAs(t.app, role));

  const failures: Failure[] = [];
  let requests = 0;
  const send = async (role: Role, fuzzCase: FuzzCase) => {
    requests++;
    const response = await t.app.inject({
      method: fuzzCase.method as "GET",
      url: fuzzCase.url,
      ...(fuzzCase.payload === undefined
        ? { headers: headers.get(role) }
        : {
            headers: { ...headers.get(role), "content-type": "application/json" },
            payload: JSON.stringify(fuzzCase.payload),
          }),
    });
    if (response.statusCode >= 500)
      failures.push({ role, input: describeCase(fuzzCase), status: response.statusCode, body: response.body });
    // A case that happened to end the caller's session (a logout, a suspension): sign in again and go on.
    if (response.statusCode === 401 && role !== "anonymous") {
      headers.set(role, await loginAs(t.app, role).catch(() => ({})));
    }
    return response.statusCode;
  };

  // Who gets past each operation's guard: a plausible request per role, aimed at nothing.
  const plan: { roles: Role[]; cases: FuzzCase[] }[] = [];
  for (const operation of operations) {
    const admitted: Role[] = [];
    for (const role of ROLES) {
      const status = await send(role, operation.probe);
      if (status !== 401 && status !== 403) admitted.push(role);
    }
    // The plausible input last: it may change what the path names (revert a result, suspend the victim).
    plan.push({ roles: admitted, cases: [...operation.cases, operation.base] });
  }
  // Every case goes to the first role the operation lets in (operations nobody here may call get them anonymously:
  // validation runs before the guard); a second role it lets in gets every SECOND_ROLE_STRIDE-th case.
  const fuzzedAs = new Map<Role, number>();
  for (const { roles, cases } of plan) {
    const [first = "anonymous", second] = roles;
    fuzzedAs.set(first, (fuzzedAs.get(first) ?? 0) + 1);
    for (const fuzzCase of cases) await send(first, fuzzCase);
    if (second) for (let i = 0; i < cases.length; i += SECOND_ROLE_STRIDE) await send(second, cases[i] as FuzzCase);
  }
  return { failures, requests, operations: operations.length, fuzzedAs };
}

describe.each(await testDatabaseKinds())("OpenAPI fuzz on %s", (kind) => {
  const h = bettingSuite(kind);

  it("no operation answers 5xx to bad input, whoever sends it", { timeout: 120_000 }, async () => {
    // A serving process is ready (main.ts marks it after start-up); readiness's own 503s are drain.test.ts's.
    h.t.readiness.ready();
    const { failures, requests, operations, fuzzedAs } = await fuzz(h);
    expect(operations).toBeGreaterThan(50);
    // The sign-ins worked: public, player and admin operations were each fuzzed past their guard.
    for (const role of ["anonymous", "player", "admin", "operator"] as const)
      expect(fuzzedAs.get(role)).toBeGreaterThan(0);
    expect(requests).toBeLessThanOrEqual(MAX_REQUESTS);
    expect(failures.map((f) => `${f.status} as ${f.role}: ${f.input} → ${f.body.slice(0, 120)}`)).toEqual([]);
  });
});
