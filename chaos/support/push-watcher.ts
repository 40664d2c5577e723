import { eventRoom } from "@sabong/shared/contracts";
import { io, type Socket } from "socket.io-client";

/** What a screen shows of a fight: its pool and its result. */
type FightFigures = { totalCentavos: number; betCount: number; result: string | null };
type FightListItem = FightFigures & { id: number };

const READ_TIMEOUT_MS = 5_000;
/** Reconnect as the web app's Socket.IO client does, a little sooner: a restart's gap is what is measured. */
const RECONNECT = { reconnection: true, reconnectionDelay: 100, reconnectionDelayMax: 1_000 } as const;

export type WatcherFigures = {
  connects: number;
  disconnects: number;
  pushes: number;
  /** Catch-up reads (one per connect) that found a figure the pushes had not brought: what a gap would have lost. */
  recoveredByCatchUp: number;
  compared: number;
  /** Fights whose pool or result the watcher shows differently from the server at the end. */
  mismatches: string[];
};

/**
 * A connected client as the web app is one (issue 24): a staff socket through the load balancer in the event's room,
 * which on every connect (the first and each reconnect) joins the room again and catches up by reading the fights,
 * then follows `fight:totals`, `fight:state` and `fight:result` pushes. At the end what it shows must be what the
 * server holds, fight by fight: a push lost across a restart and not caught up would leave a pool or a result behind.
 * A catch-up read never overwrites a fight a push touched after the read was sent (the push is newer).
 */
export class PushWatcher {
  private readonly known = new Map<number, FightFigures>();
  private readonly pushedAt = new Map<number, number>();
  private sequence = 0;
  private socket: Socket | null = null;
  private readonly figures = { connects: 0, disconnects: 0, pushes: 0, recoveredByCatchUp: 0 };
  private readonly catchUps: Promise<void>[] = [];

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly eventId: number,
  ) {}

  start(): void {
    const socket = io(this.url, { transports: ["websocket"], query: { token: this.token }, ...RECONNECT });
    this.socket = socket;
    socket.on("connect", () => {
      this.figures.connects += 1;
      socket.emit("join", eventRoom(this.eventId));
      // Bounded: one read per connect, and connects are bounded by the run's restarts.
      if (this.catchUps.length < 1_000) this.catchUps.push(this.catchUp().catch(() => {}));
    });
    // As the web app does (apps/web lib/realtime.ts): Socket.IO gives up after the server closed or refused the
    // connection (Redis away), so try again a little later.
    const retryLater = () =>
      setTimeout(() => {
        if (this.socket === socket && !socket.connected && !socket.active) socket.connect();
      }, RECONNECT.reconnectionDelayMax);
    socket.on("disconnect", (reason) => {
      this.figures.disconnects += 1;
      if (reason === "io server disconnect") retryLater();
    });
    socket.on("connect_error", () => {
      if (!socket.active) retryLater();
    });
    const pushed = (fightId: number, change: Partial<FightFigures>) => {
      this.figures.pushes += 1;
      this.sequence += 1;
      this.pushedAt.set(fightId, this.sequence);
      const before = this.known.get(fightId) ?? { totalCentavos: 0, betCount: 0, result: null };
      this.known.set(fightId, { ...before, ...change });
    };
    socket.on("fight:totals", (p: { eventId: number; fightId: number } & FightFigures) => {
      if (p.eventId === this.eventId) pushed(p.fightId, { totalCentavos: p.totalCentavos, betCount: p.betCount });
    });
    socket.on("fight:state", (p: { eventId: number; id: number } & FightFigures) => {
      if (p.eventId === this.eventId) {
        pushed(p.id, { totalCentavos: p.totalCentavos, betCount: p.betCount, result: p.result });
      }
    });
    socket.on("fight:result", (p: { eventId: number; fightId: number; result: string }) => {
      if (p.eventId === this.eventId) pushed(p.fightId, { result: p.result });
    });
    socket.on("fight:reverted", (p: { eventId: number; fightId: number }) => {
      if (p.eventId === this.eventId) pushed(p.fightId, { result: null });
    });
  }

  /** Reads the event's fights, as a screen refetches on reconnect. */
  private async fights(): Promise<FightListItem[]> {
    const response = await fetch(`${this.url}/api/bet-ops/events/${this.eventId}/fights`, {
      headers: { authorization: `Bearer ${this.token}` },
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`fights answered ${response.status}`);
    return ((await response.json()) as { items: FightListItem[] }).items;
  }

  private async catchUp(): Promise<void> {
    const sentAt = this.sequence;
    for (const fight of await this.fights()) {
      if ((this.pushedAt.get(fight.id) ?? 0) > sentAt) continue;
      const read = { totalCentavos: fight.totalCentavos, betCount: fight.betCount, result: fight.result };
      const before = this.known.get(fight.id);
      if (before && !sameFigures(before, read)) this.figures.recoveredByCatchUp += 1;
      this.known.set(fight.id, read);
    }
  }

  /** Stops listening, then compares what the watcher shows with what the server holds. */
  async finish(): Promise<WatcherFigures> {
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    await Promise.all(this.catchUps);
    const truth = await this.fights();
    const mismatches = truth.flatMap((fight) => {
      const shown = this.known.get(fight.id);
      const read = { totalCentavos: fight.totalCentavos, betCount: fight.betCount, result: fight.result };
      // A fight nobody bet on and never declared looks the same pushed or not.
      if (!shown && read.betCount === 0 && read.result === null) return [];
      return shown && sameFigures(shown, read)
        ? []
        : [`fight ${fight.id}: shown ${JSON.stringify(shown ?? null)}, server ${JSON.stringify(read)}`];
    });
    return { ...this.figures, compared: truth.length, mismatches };
  }
}

function sameFigures(a: FightFigures, b: FightFigures): boolean {
  return a.totalCentavos === b.totalCentavos && a.betCount === b.betCount && a.result === b.result;
}

export function describeWatcher(f: WatcherFigures): string {
  return `a connected client (staff socket through HAProxy, re-joins and catches up on reconnect): ${f.connects} connects, ${f.disconnects} disconnects, ${f.pushes} pushes; catch-up reads recovered ${f.recoveredByCatchUp} figures; ${f.compared} fights compared with the server at the end, ${f.mismatches.length} shown differently`;
}
