import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents } from "../modules/audit/table.ts";
import { events } from "../modules/betting/table.ts";
import { idempotencyKeys, ledgerTransfers } from "../modules/ledger/table.ts";
import { type Api, signedInAs } from "../testing/api.ts";
import { postLogin, testAppSuite } from "../testing/app.ts";
import { testDatabaseKinds } from "../testing/databases.ts";
import { BAD_TEXT_MESSAGE, findBadText } from "./input-hygiene.ts";

const NUL = "\u0000";
const LONE_SURROGATE = "\uD800";
const TOO_BIG_ID = 2 ** 31;

describe("findBadText", () => {
  it("finds NUL and lone surrogates anywhere, and lets paired surrogates (emoji) through", () => {
    expect(findBadText({ a: [{ b: `x${NUL}` }] })).toBe("bad");
    expect(findBadText({ [`k${NUL}`]: 1 })).toBe("bad");
    expect(findBadText(`a${LONE_SURROGATE}b`)).toBe("bad");
    expect(findBadText("\uDC00 trailing half")).toBe("bad");
    expect(findBadText({ name: "Arena 🐓", n: 1, ok: true, none: null })).toBeNull();
    let deep: unknown = "x";
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(findBadText(deep)).toBe("deep");
  });
});

describe.each(await testDatabaseKinds())("input hygiene at the edge on %s", (kind) => {
  const t = testAppSuite(kind);
  const signedIn = () => signedInAs(t, ["admin", "operator", "player"] as const);
  const rows = async () => {
    const [e] = await t.ctx.db.select({ n: count() }).from(events);
    const [a] = await t.ctx.db.select({ n: count() }).from(auditEvents);
    const [k] = await t.ctx.db.select({ n: count() }).from(idempotencyKeys);
    const [l] = await t.ctx.db.select({ n: count() }).from(ledgerTransfers);
    return { events: e?.n, audit: a?.n, keys: k?.n, transfers: l?.n };
  };
  const expectRefused = (answer: { status: number; body: { error?: unknown } }, status = 400) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(Object.keys(answer.body)).toEqual(["error"]);
    expect(typeof answer.body.error).toBe("string");
  };

  it("refuses NUL at sign-in (no sign-in needed) and in registration with 400 { error }", async () => {
    const login = await postLogin(t.app, `admin${NUL}`);
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual({ error: BAD_TEXT_MESSAGE });
    const register = await t.app.inject({
      method: "POST",
      url: "/api/user",
      payload: { username: "nulname", name: `Bad${NUL}`, password: "demo1234", refCode: "X" },
    });
    expect(register.json()).toEqual({ error: BAD_TEXT_MESSAGE });
  });

  it("refuses NUL in search and filter parameters and in path parameters", async () => {
    const as: Record<string, Api> = await signedIn();
    const admin = as.admin as Api;
    expectRefused(await admin("GET", "/api/admin/users?q=a%00b"));
    expectRefused(await admin("GET", "/api/admin/bets?username=a%00"));
    expectRefused(await admin("GET", "/api/admin/audit?entityId=%00"));
    expectRefused(await admin("GET", "/api/points/logs?counterparty=%00"));
  });

  it("refuses NUL in an event name and in an idempotency key, and writes nothing", async () => {
    const { operator, admin } = await signedIn();
    const before = await rows();
    expectRefused(
      await operator("POST", "/api/bet-ops/events", {
        name: `Arena${NUL}`,
        eventDate: "2025-11-22",
        minStakeCentavos: 1000,
        maxStakeCentavos: 100000,
      }),
    );
    expectRefused(
      await admin("POST", "/api/admin/wallet/mint", { amountCentavos: 100, idempotencyKey: `key-${NUL}-12345` }),
    );
    expect(await rows()).toEqual(before);
  });

  it("refuses a lone surrogate in audited text (the announcement) and writes no audit row", async () => {
    const { operator } = await signedIn();
    const before = await rows();
    const answer = await operator("POST", "/api/bet-ops/announcement", { announcement: `Hello ${LONE_SURROGATE}` });
    expectRefused(answer);
    expect(answer.body.error).toBe(BAD_TEXT_MESSAGE);
    expect(await rows()).toEqual(before);
    // A real emoji (a surrogate pair) is fine.
    expect((await operator("POST", "/api/bet-ops/announcement", { announcement: "Hello 🐓" })).status).toBe(200);
  });

  it("answers ids beyond the database's integer range with 4xx { error }, never 500", async () => {
    const { admin, player } = await signedIn();
    const body = await player("POST", "/api/bets2/bets", {
      fightId: TOO_BIG_ID,
      side: "MERON",
      stakeCentavos: 1000,
      idempotencyKey: "key-too-big-id",
    });
    expectRefused(body);
    expect(body.body.error).toBe("Fight id is out of range");
    expectRefused(await admin("GET", `/api/admin/bets?userId=${TOO_BIG_ID}`));
    expectRefused(await admin("GET", `/api/admin/bets?eventId=${2 ** 53}`));
    expectRefused(await admin("GET", `/api/user/downlines?uplineId=${TOO_BIG_ID}`));
    expectRefused(await admin("POST", `/api/admin/users/${TOO_BIG_ID}/reset-password`, { newPassword: "demo12345" }));
    // A page far beyond the list (zod keeps numbers safe integers) is an empty page, not a 500.
    expect((await admin("GET", `/api/admin/bets?page=${2 ** 53 - 1}`)).status).toBe(200);
  });

  it("answers dates in year 0 (filters and event dates) with 400 { error }", async () => {
    const { admin, operator } = await signedIn();
    expectRefused(await admin("GET", "/api/admin/bets?from=0000-01-01"));
    expectRefused(await admin("GET", "/api/points/logs?to=0000-12-31T00:00:00%2B08:00"));
    const before = await rows();
    const event = await operator("POST", "/api/bet-ops/events", {
      name: "Year zero",
      eventDate: "0000-01-01",
      minStakeCentavos: 1000,
      maxStakeCentavos: 100000,
    });
    expectRefused(event);
    expect(event.body.error).toMatch(/2000/);
    expect(await rows()).toEqual(before);
  });
});
