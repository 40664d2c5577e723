import { describe, expect, it } from "vitest";
import { bettingSuite, eventInput } from "../testing/betting.ts";
import { testDatabaseKinds } from "../testing/databases.ts";

// A request that fails its route's schema answers 400 in plain words (the contract's own message, else a sentence
// from the issue), never the validator's "Too big: expected string to have <=120 characters".
describe.each(await testDatabaseKinds())("validation failures in plain words on %s", (kind) => {
  const h = bettingSuite(kind);

  const answerOf = async (response: { statusCode: number; json: () => unknown; body: string }) => {
    expect(response.statusCode, response.body).toBe(400);
    const { error } = response.json() as { error: string };
    expect(error).not.toMatch(/expected|Too (big|small)|Invalid input|[<>]=/);
    return error;
  };

  it("a too-long event name: the field and its limit", async () => {
    const response = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/events`,
      headers: h.operator,
      payload: eventInput({ name: "x".repeat(121) }),
    });
    expect(await answerOf(response)).toBe("Name must be at most 120 characters");
  });

  it("a page number below 1 or not whole, in the query", async () => {
    const list = (query: string) => h.t.app.inject({ url: `/api/admin/bets?${query}`, headers: h.admin });
    expect(await answerOf(await list("page=0"))).toBe("Page must be at least 1");
    expect(await answerOf(await list("pageSize=1.5"))).toBe("Page size must be a whole number");
  });

  it("keeps the contract's own message, and names a missing field", async () => {
    const stakeBack = (payload: object) =>
      h.t.app.inject({ method: "POST", url: "/api/admin/settings/stake-back", headers: h.admin, payload });
    expect(await answerOf(await stakeBack({ stakeBack: "SOMETIMES" }))).toBe("Choose top up or cancel at close");
    const { name: _, ...nameless } = eventInput();
    const event = await h.t.app.inject({
      method: "POST",
      url: `${h.ops("sabong")}/events`,
      headers: h.operator,
      payload: nameless,
    });
    expect(await answerOf(event)).toBe("Name is required");
  });
});
