import { and, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { transact } from "../../events/transact.ts";
import { openTestDatabase } from "../../testing/databases.ts";
import { actorOf, makeUser, transferCount } from "../../testing/ledger.ts";
import type { UserRow } from "../users/table.ts";
import { convertCommission, load, mint, withdraw } from "../wallet/service.ts";
import {
  checkLedger,
  creditCommissions,
  outstandingDebt,
  postTransfers,
  recoverFromUser,
  systemAccountId,
  systemBalance,
  userAccountId,
} from "./service.ts";
import { ledgerAccounts } from "./table.ts";

/**
 * Random hierarchies and random sequences of every money operation, checked against a model after every step:
 * balances equal the model's, the ledger check passes (stored = sum of transfers, nothing negative, total zero),
 * and every refused attempt (outside the tree, oneself, suspended, too much) changes nothing.
 */

type NodeSpec = { kind: "agent" | "player"; parent: number; status: "active" | "suspended" | "pending" };

type Command =
  | { t: "mint"; amount: number }
  | { t: "load" | "withdraw"; actor: number; target: number; amount: number; related: Relation }
  | { t: "bet"; user: number; amount: number }
  | { t: "commission"; shares: { user: number; amount: number }[] }
  | { t: "convert"; user: number; amount: number; holder: boolean }
  | { t: "recover"; user: number; amount: number };

const amount = fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 3_000_000 }));
const index = fc.nat({ max: 1_000 });
/**
 * Most moves pick an actor allowed to serve the target, so that moves succeed; many pick an active agent outside
 * the target's tree, the attempt the tree rule exists for; the rest anyone at all.
 */
type Relation = "allowed" | "outsider" | "any";
const related = fc.constantFrom<Relation>("allowed", "allowed", "allowed", "outsider", "outsider", "any");

const nodeSpec = (i: number) =>
  fc.record({
    kind: fc.constantFrom<NodeSpec["kind"]>("agent", "agent", "player"),
    parent: fc.integer({ min: 0, max: i }), // 0 = admin, k = the k-th node before this one
    status: fc.constantFrom<NodeSpec["status"]>("active", "active", "active", "active", "suspended", "pending"),
  });
const treeSpec = fc
  .integer({ min: 3, max: 7 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => nodeSpec(i))));

const commission = fc.record({
  t: fc.constant("commission" as const),
  shares: fc.array(fc.record({ user: index, amount: fc.integer({ min: 0, max: 50_000 }) }), {
    minLength: 1,
    maxLength: 4,
  }),
});
const convert = fc.record({
  t: fc.constant("convert" as const),
  user: index,
  amount: fc.integer({ min: 1, max: 60_000 }),
  holder: fc.boolean(),
});

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ t: fc.constant("mint" as const), amount: fc.integer({ min: 1, max: 10_000_000 }) }),
  fc.record({ t: fc.constant("load" as const), actor: index, target: index, amount, related }),
  fc.record({ t: fc.constant("load" as const), actor: index, target: index, amount, related }),
  fc.record({ t: fc.constant("withdraw" as const), actor: index, target: index, amount, related }),
  fc.record({ t: fc.constant("bet" as const), user: index, amount }),
  commission,
  commission,
  convert,
  convert,
  fc.record({ t: fc.constant("recover" as const), user: index, amount }),
);

type Person = { user: UserRow; ancestors: Set<number> };

type Model = {
  points: Map<number, number>;
  commission: Map<number, number>;
  debt: Map<number, number>;
  houseCentavos: number;
  escrowCentavos: number;
};

const get = (m: Map<number, number>, id: number) => m.get(id) ?? 0;

function canManageModel(actor: Person, target: Person): boolean {
  if (actor.user.id === target.user.id) return false;
  if (actor.user.type === "admin") return true;
  if (actor.user.type === "staff2") return target.user.type === "player";
  if (actor.user.type === "user") return target.ancestors.has(actor.user.id);
  return false;
}

/** A credit into points pays open debts first, as collectDebts does. */
function collectModel(model: Model, userId: number): void {
  const paid = Math.min(get(model.debt, userId), get(model.points, userId));
  model.points.set(userId, get(model.points, userId) - paid);
  model.debt.set(userId, get(model.debt, userId) - paid);
}

describe("ledger properties (PGlite)", () => {
  let database: Database;
  let houseId: number;
  let escrowId: number;
  const db = () => database.db;

  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    houseId = await systemAccountId(db(), "house:sabong");
    escrowId = await systemAccountId(db(), "escrow:property");
  });
  afterAll(() => database.close());

  async function buildTree(spec: NodeSpec[]): Promise<Person[]> {
    const admin = await makeUser(db(), { type: "admin" });
    const cashier = await makeUser(db(), { type: "staff2" });
    const people: Person[] = [
      { user: admin, ancestors: new Set() },
      { user: cashier, ancestors: new Set() },
    ];
    const chain: Person[] = [people[0] as Person];
    for (const node of spec) {
      // Players only sit under agents or players; an agent under a player would not happen, so hang it on admin.
      let parent = chain[node.parent] as Person;
      if (node.kind === "agent" && parent.user.type === "player") parent = chain[0] as Person;
      const user = await makeUser(db(), {
        type: node.kind === "agent" ? "user" : "player",
        agentType: node.kind === "agent" ? "gold-agent" : undefined,
        uplineId: parent.user.id,
        status: node.status,
      });
      const person = { user, ancestors: new Set([...parent.ancestors, parent.user.id]) };
      chain.push(person);
      people.push(person);
    }
    return people;
  }

  async function expectMatchesModel(people: Person[], model: Model, base: { house: number; escrow: number }) {
    const ids = people.map((p) => p.user.id);
    const rows = await db()
      .select({
        owner: ledgerAccounts.ownerUserId,
        purpose: ledgerAccounts.purpose,
        balance: ledgerAccounts.balanceCentavos,
      })
      .from(ledgerAccounts)
      .where(
        and(inArray(ledgerAccounts.ownerUserId, ids), inArray(ledgerAccounts.purpose, ["points", "commission:sabong"])),
      );
    for (const row of rows) {
      const expected = row.purpose === "points" ? model.points : model.commission;
      expect({ user: row.owner, purpose: row.purpose, balance: row.balance }).toEqual({
        user: row.owner,
        purpose: row.purpose,
        balance: get(expected, row.owner ?? 0),
      });
    }
    for (const id of ids) expect(await outstandingDebt(db(), id)).toBe(get(model.debt, id));
    expect(await systemBalance(db(), houseId)).toBe(base.house + model.houseCentavos);
    expect(await systemBalance(db(), escrowId)).toBe(base.escrow + model.escrowCentavos);
    const report = await checkLedger(db());
    expect(report.violations).toEqual([]);
  }

  /** Runs one command on the real ledger and on the model; returns whether the ledger should have refused it. */
  async function step(people: Person[], model: Model, cmd: Command): Promise<void> {
    const pick = (i: number) => people[i % people.length] as Person;
    const admin = people[0] as Person;
    const before = await transferCount(db());
    let expectedError: string | null = null;
    let run: () => Promise<unknown>;
    let apply = () => {};

    switch (cmd.t) {
      case "mint": {
        run = () => mint(db(), actorOf(admin.user), cmd.amount);
        apply = () => {
          model.points.set(admin.user.id, get(model.points, admin.user.id) + cmd.amount);
          collectModel(model, admin.user.id);
        };
        break;
      }
      case "load":
      case "withdraw": {
        const target = pick(cmd.target);
        const candidates =
          cmd.related === "allowed"
            ? people.filter((p) => canManageModel(p, target))
            : cmd.related === "outsider"
              ? people.filter((p) => p.user.type === "user" && p.user.status === "active" && !canManageModel(p, target))
              : [];
        const actor = candidates.length > 0 ? (candidates[cmd.actor % candidates.length] as Person) : pick(cmd.actor);
        const [from, to] = cmd.t === "load" ? [actor, target] : [target, actor];
        if (actor.user.status !== "active") expectedError = "FORBIDDEN";
        else if (actor.user.id === target.user.id) expectedError = "BUSINESS_RULE";
        else if (!canManageModel(actor, target)) expectedError = "NOT_FOUND";
        else if (cmd.t === "load" && target.user.status !== "active") expectedError = "BUSINESS_RULE";
        else if (get(model.points, from.user.id) < cmd.amount) expectedError = "INSUFFICIENT_FUNDS";
        const move = cmd.t === "load" ? load : withdraw;
        run = () => move(db(), actorOf(actor.user), target.user.id, cmd.amount);
        apply = () => {
          model.points.set(from.user.id, get(model.points, from.user.id) - cmd.amount);
          model.points.set(to.user.id, get(model.points, to.user.id) + cmd.amount);
          collectModel(model, to.user.id);
        };
        break;
      }
      case "bet": {
        // A settled stake's plasada reaching the house: what funds commissions.
        const user = pick(cmd.user);
        if (get(model.points, user.user.id) < cmd.amount) expectedError = "INSUFFICIENT_FUNDS";
        run = async () => {
          const points = await userAccountId(db(), user.user.id, "points");
          await transact(db(), (tx) =>
            postTransfers(
              tx,
              [{ debitAccountId: points, creditAccountId: houseId, amountCentavos: cmd.amount, code: "PLASADA" }],
              null,
            ),
          );
        };
        apply = () => {
          model.points.set(user.user.id, get(model.points, user.user.id) - cmd.amount);
          model.houseCentavos += cmd.amount;
        };
        break;
      }
      case "commission": {
        // Settlement only pays commission out of plasada it has just credited: never more than the house holds.
        const asked = cmd.shares.reduce((sum, s) => sum + s.amount, 0);
        const scale = asked > model.houseCentavos ? model.houseCentavos / asked : 1;
        const shares = cmd.shares.map((s) => ({
          userId: pick(s.user).user.id,
          amountCentavos: Math.floor(s.amount * scale),
        }));
        const total = shares.reduce((sum, s) => sum + s.amountCentavos, 0);
        run = () => transact(db(), (tx) => creditCommissions(tx, shares, "sabong", { refType: "fight", refId: 1 }));
        apply = () => {
          for (const s of shares) model.commission.set(s.userId, get(model.commission, s.userId) + s.amountCentavos);
          model.houseCentavos -= total;
        };
        break;
      }
      case "convert": {
        // Half the time someone who holds commission converts part or all of it.
        const holders = people.filter((p) => get(model.commission, p.user.id) > 0);
        const user = cmd.holder && holders.length > 0 ? (holders[cmd.user % holders.length] as Person) : pick(cmd.user);
        const held = get(model.commission, user.user.id);
        const amount = cmd.holder && held > 0 ? Math.min(held, cmd.amount) : cmd.amount;
        if (user.user.status !== "active") expectedError = "FORBIDDEN";
        else if (held < amount) expectedError = "INSUFFICIENT_FUNDS";
        run = () => convertCommission(db(), actorOf(user.user), "sabong", amount);
        apply = () => {
          model.commission.set(user.user.id, held - amount);
          model.points.set(user.user.id, get(model.points, user.user.id) + amount);
          collectModel(model, user.user.id);
        };
        break;
      }
      case "recover": {
        const user = pick(cmd.user);
        run = () =>
          transact(db(), (tx) =>
            recoverFromUser(tx, {
              userId: user.user.id,
              amountCentavos: cmd.amount,
              creditAccountId: escrowId,
              code: "REVERSAL",
              actorId: admin.user.id,
            }),
          );
        apply = () => {
          const taken = Math.min(get(model.points, user.user.id), cmd.amount);
          model.points.set(user.user.id, get(model.points, user.user.id) - taken);
          model.debt.set(user.user.id, get(model.debt, user.user.id) + cmd.amount - taken);
          model.escrowCentavos += cmd.amount;
        };
        break;
      }
    }

    if (expectedError) {
      await expect(run()).rejects.toMatchObject({ code: expectedError });
      expect(await transferCount(db())).toBe(before);
    } else {
      await run();
      apply();
    }
  }

  it("keeps every invariant through random sequences on random hierarchies", async () => {
    await fc.assert(
      fc.asyncProperty(treeSpec, fc.array(command, { minLength: 1, maxLength: 20 }), async (spec, commands) => {
        const people = await buildTree(spec);
        const model: Model = {
          points: new Map(),
          commission: new Map(),
          debt: new Map(),
          houseCentavos: 0,
          escrowCentavos: 0,
        };
        const base = { house: await systemBalance(db(), houseId), escrow: await systemBalance(db(), escrowId) };
        // Money into the tree first: a mint, then the admin loads every node (suspended and pending ones refuse).
        const seeding: Command[] = [
          { t: "mint", amount: 20_000_000 },
          { t: "bet", user: 0, amount: 1_000_000 }, // the house holds plasada to pay commission from
          ...people.slice(1).map((_, i) => ({
            t: "load" as const,
            actor: 0,
            target: i + 1,
            amount: 2_000_000,
            related: "any" as const,
          })),
        ];
        for (const cmd of [...seeding, ...commands]) {
          await step(people, model, cmd);
          await expectMatchesModel(people, model, base);
        }
      }),
      { numRuns: 30 },
    );
  }, 300_000);
});
