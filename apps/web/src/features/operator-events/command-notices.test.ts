import { describe, expect, it } from "vitest";
import { sampleFight, sampleSettlement } from "../../testing/betting-fixtures.ts";
import { commandNotices } from "./use-console-actions.ts";

// 13:04:05 UTC is 21:04:05 in Manila.
const fight = sampleFight({ number: 8, state: "DECLARED", result: "MERON", declaredAt: "2026-11-26T13:04:05.000Z" });
const answer = (alreadyDeclared: boolean, declaredBy = "operator") => ({
  fight,
  settlement: { fight, settlement: sampleSettlement(), warnings: [], alreadyDeclared, declaredBy },
});
const declare = { action: "declare", fightId: fight.id, result: "MERON" } as const;

describe("what the operator is told after a declare", () => {
  it("says who declared it and when: a press retried after a lost answer shows the first answer", () => {
    const [notice] = commandNotices("sabong", declare, answer(false));
    expect(notice).toMatch(/^Fight #8: Declared MERON at 21:04:05 by operator · paid /);
  });

  it("a press after someone else's declare says it was already done, by whom", () => {
    const [notice] = commandNotices("sabong", declare, answer(true, "operator2"));
    expect(notice).toMatch(/^Fight #8: already done: Declared MERON at 21:04:05 by operator2 · paid /);
  });
});
