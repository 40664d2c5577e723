import { randomUUID } from "node:crypto";
import type { EventConsole, FightView } from "@sabong/shared/betting";
import type { DrawView } from "@sabong/shared/number-games";
import type { HttpClient } from "./http.ts";

/** Every operator press carries its own idempotency key (the shared contract). */
const press = (body: object = {}) => ({ ...body, idempotencyKey: randomUUID() });

/** The operator's side of a benchmark, through the API as the console drives it. */
export class Operator {
  private constructor(
    private readonly http: HttpClient,
    private readonly token: string,
  ) {}

  static async login(http: HttpClient, username = "operator", password = "demo1234"): Promise<Operator> {
    const { accessToken } = await http.ok<{ accessToken: string }>("POST", "/login", undefined, { username, password });
    return new Operator(http, accessToken);
  }

  /** A sabong event with the given stake limits; answers the event and its first fight (STANDBY). */
  async createEvent(name: string, maxStakeCentavos: number): Promise<{ eventId: number; fightId: number }> {
    const created = await this.http.ok<EventConsole>("POST", "/bet-ops/events", this.token, {
      name,
      eventDate: new Date().toISOString().slice(0, 10),
      plasadaBp: 500,
      drawOddsMultiplier: 8,
      minStakeCentavos: 2_000,
      maxStakeCentavos,
    });
    return { eventId: created.event.id, fightId: created.fight.id };
  }

  async next(eventId: number): Promise<number> {
    return (await this.http.ok<EventConsole>("POST", `/bet-ops/events/${eventId}/next`, this.token, press())).fight.id;
  }

  async move(fightId: number, action: "open" | "close"): Promise<FightView> {
    return this.http.ok<FightView>("POST", `/bet-ops/fights/${fightId}/${action}`, this.token, press());
  }

  /** Declares (or cancels) and answers the wall time the operator waited, in ms. */
  async declare(fightId: number, result: "MERON" | "WALA" | "DRAW" | "CANCELLED"): Promise<number> {
    const answer =
      result === "CANCELLED"
        ? await this.http.request("POST", `/bet-ops/fights/${fightId}/cancel`, this.token, press())
        : await this.http.request("POST", `/bet-ops/fights/${fightId}/declare`, this.token, press({ result }));
    if (answer.status !== 200)
      throw new Error(`declare ${result} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.ms;
  }
}

/** The staff side of the number-game benchmarks: game-ending draws (open at once) and their actions. */
export class DrawStaff {
  private constructor(
    private readonly http: HttpClient,
    private readonly token: string,
  ) {}

  static async login(http: HttpClient, username = "operator", password = "demo1234"): Promise<DrawStaff> {
    const { accessToken } = await http.ok<{ accessToken: string }>("POST", "/login", undefined, { username, password });
    return new DrawStaff(http, accessToken);
  }

  /** A game-ending draw (tip-off in `inMs`, betting until then): OPEN as soon as it is created. */
  async createDraw(label: string, inMs = 2 * 60 * 60 * 1000): Promise<DrawView> {
    return this.http.ok<DrawView>("POST", "/game-ending/draws", this.token, {
      matchup: { league: "BENCH", home: label, away: "Away", period: "FINAL" },
      drawAt: new Date(Date.now() + inMs).toISOString(),
    });
  }

  async setCap(drawId: number, combination: string, capCentavos: number): Promise<void> {
    await this.http.ok("PUT", `/game-ending/draws/${drawId}/caps`, this.token, {
      overrides: [{ combination, capCentavos, notAccepted: false, multiplierHundredths: null }],
    });
  }

  /** close, cancel (reason), expected-end, result (body), confirm: answers the wall time the staff waited, in ms. */
  async act(
    drawId: number,
    action: "close" | "cancel" | "expected-end" | "result" | "confirm",
    body?: object,
  ): Promise<number> {
    const payload = press(action === "cancel" ? { reason: "benchmark" } : body);
    const answer = await this.http.request("POST", `/game-ending/draws/${drawId}/${action}`, this.token, payload);
    if (answer.status !== 200) throw new Error(`${action} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
    return answer.ms;
  }
}
