import type { Server as HttpServer } from "node:http";
import { typeRoom, userRoom } from "@sabong/shared/contracts";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { createClient } from "redis";
import { Server, type Socket } from "socket.io";
import type { AuthContext, CallerVerifier } from "../caller.ts";
import type { Config } from "../config.ts";
import { countPush } from "../metrics/registry.ts";
import { catchPublishErrors, guardOnRedis } from "./redis-guard.ts";
import type { ConnectHandler, JoinHandler, Realtime } from "./types.ts";

/** Every socket joins the room of its session, so that the session's end closes exactly its sockets. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/** Room joins a socket may ask for per window; more are answered false (a fixed window: two numbers per socket). */
export const JOIN_LIMIT = 20;
export const JOIN_WINDOW_MS = 10_000;
/** A session-id list is re-checked against the database in chunks of this many. */
const RECHECK_CHUNK = 1_000;
/** setTimeout's longest delay; a token living longer is re-armed when this fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Re-checks the sessions of this process's sockets: of one user, or of every socket (userId null). */
type SessionSweep = (userId: number | null) => void;

/** Before the HTTP server listens, emits go nowhere; attachRealtime swaps in the live server. */
export type RealtimeHub = Realtime & {
  joinHandlers: JoinHandler[];
  connectHandlers: ConnectHandler[];
  attach: (io: Server, closers: (() => Promise<unknown>)[], sweep: SessionSweep) => void;
  /**
   * The database's `auth_changed` notification (payload: the user id) reached this process: that user's sockets
   * whose session ended are disconnected. Each process receives the notification itself, so this stays local.
   */
  authChanged: (payload: string) => void;
  /** Notifications may have been lost (the listener was down): every socket's session is re-checked. */
  recheckAll: () => void;
};

/** Pushes emitted, for the metrics; before the socket server exists (start-up) no one can miss one. */
function counted(name: string, emitted: boolean | undefined): void {
  if (emitted !== undefined) countPush(name);
}

export function createRealtime(): RealtimeHub {
  let io: Server | null = null;
  let closers: (() => Promise<unknown>)[] = [];
  let sweep: SessionSweep | null = null;
  const joinHandlers: JoinHandler[] = [];
  const connectHandlers: ConnectHandler[] = [];
  const realtime: RealtimeHub = {
    get io() {
      return io;
    },
    toEveryone: (name, payload) => counted(name, io?.emit(name, payload)),
    toEveryoneExcept: (room, name, payload) => counted(name, io?.except(room).emit(name, payload)),
    toPlayers: (name, payload) => counted(name, io?.to(typeRoom("player")).emit(name, payload)),
    toUser: (userId, name, payload) => counted(name, io?.to(userRoom(userId)).emit(name, payload)),
    toRoom: (room, name, payload) => counted(name, io?.to(room).emit(name, payload)),
    onJoin: (handler: JoinHandler) => void joinHandlers.push(handler),
    joinHandlers,
    onConnect: (handler: ConnectHandler) => void connectHandlers.push(handler),
    connectHandlers,
    attach: (server: Server, c: (() => Promise<unknown>)[], s: SessionSweep) => {
      io = server;
      closers = c;
      sweep = s;
    },
    authChanged: (payload) => {
      const userId = /^[0-9]+$/.test(payload) ? Number(payload) : Number.NaN;
      sweep?.(Number.isSafeInteger(userId) ? userId : null);
    },
    recheckAll: () => sweep?.(null),
    close: async () => {
      await new Promise<void>((resolve) => (io ? io.close(() => resolve()) : resolve()));
      for (const close of closers) await close().catch(() => {});
    },
  };
  return realtime;
}

/** What the socket server needs of the app: Redis (when configured) and the sign-in port. */
export type RealtimeContext = { config: Pick<Config, "redisUrl">; verifier: CallerVerifier };

type Closers = (() => Promise<unknown>)[];

/**
 * Socket.IO on the API's HTTP server. The token comes as a query value (spec section 4) and is checked like a
 * bearer token; with REDIS_URL, the Redis adapter carries events between server processes.
 */
export async function attachRealtime(
  httpServer: HttpServer,
  ctx: RealtimeContext,
  realtime: RealtimeHub,
  log: FastifyBaseLogger,
): Promise<void> {
  const io = new Server(httpServer, { path: "/socket.io", serveClient: false, transports: ["websocket", "polling"] });
  const closers: Closers = ctx.config.redisUrl ? await connectRedis(io, ctx.config.redisUrl, log) : [];
  const { recheck, sweep } = sessionChecks(io, ctx.verifier, log);
  admitSockets(io, ctx.verifier, realtime);
  io.on("connection", (socket) => {
    const auth = socket.data.auth as AuthContext;
    const featureRooms = socket.data.featureRooms as string[];
    void socket.join([userRoom(auth.userId), typeRoom(auth.type), sessionRoom(auth.sessionId), ...featureRooms]);
    if (ctx.verifier.generation() !== socket.data.generation) {
      recheck([socket]).catch((err) => log.error({ err }, "re-checking a new socket's session failed"));
    }
    endWithToken(socket);
    answerJoins(socket, auth, realtime);
    answerLeaves(socket, featureRooms);
  });
  realtime.attach(io, closers, sweep);
}

/** The Redis adapter and its two clients (publisher, subscriber); answers how to close them. */
async function connectRedis(io: Server, redisUrl: string, log: FastifyBaseLogger): Promise<Closers> {
  const pub = createClient({ url: redisUrl });
  const sub = pub.duplicate();
  pub.on("error", (err) => log.error({ err }, "redis publisher error"));
  sub.on("error", (err) => log.error({ err }, "redis subscriber error"));
  await Promise.all([pub.connect(), sub.connect()]);
  catchPublishErrors(pub, (err) => log.warn({ err }, "redis publish lost"));
  io.adapter(createAdapter(pub, sub));
  guardOnRedis(io, [pub, sub], (up) => log.warn(up ? "redis back: sockets accepted" : "redis lost: sockets closed"));
  return [() => pub.quit(), () => sub.quit()];
}

/**
 * Sockets of sessions that ended are closed: the session is re-read for the sockets concerned (the notification
 * names only the user, and a password change ends some of a user's sessions, not all).
 */
function sessionChecks(
  io: Server,
  verifier: CallerVerifier,
  log: FastifyBaseLogger,
): { recheck: (sockets: Socket[]) => Promise<void>; sweep: SessionSweep } {
  const recheck = async (sockets: Socket[]): Promise<void> => {
    const sessionIds = [...new Set(sockets.map((socket) => (socket.data.auth as AuthContext).sessionId))];
    for (let i = 0; i < sessionIds.length; i += RECHECK_CHUNK) {
      const chunk = sessionIds.slice(i, i + RECHECK_CHUNK);
      const live = await verifier.liveSessionIds(chunk);
      for (const id of chunk) if (!live.has(id)) io.local.in(sessionRoom(id)).disconnectSockets(true);
    }
  };
  const sweep: SessionSweep = (userId) => {
    const namespace = io.of("/");
    const ids = userId === null ? namespace.sockets.keys() : (namespace.adapter.rooms.get(userRoom(userId)) ?? []);
    const sockets = [...ids].flatMap((id) => namespace.sockets.get(id) ?? []);
    if (sockets.length === 0) return;
    recheck(sockets).catch((err) => log.error({ err }, "re-checking the sessions of open sockets failed"));
  };
  return { recheck, sweep };
}

/** A socket is let in with a live session's token, and with the rooms its features put it in. */
function admitSockets(io: Server, verifier: CallerVerifier, realtime: RealtimeHub): void {
  io.use(async (socket, next) => {
    const token = typeof socket.handshake.query.token === "string" ? socket.handshake.query.token : null;
    // Read before the check: if a session ends while it runs, the socket is re-checked once it has joined its rooms.
    const generation = verifier.generation();
    const verified = token ? await verifier.verify(token).catch(() => null) : null;
    if (!verified) return next(new Error("unauthorized"));
    socket.data.auth = verified.auth;
    socket.data.generation = generation;
    // Rooms the features put the socket in, decided before it joins anything (so no push slips in between).
    // A feature that cannot decide (its database read failed) refuses the socket; the client reconnects.
    const featureRooms = await Promise.all(
      realtime.connectHandlers.map(async (handler) => handler(verified.auth)),
    ).catch(() => null);
    if (!featureRooms) return next(new Error("unavailable"));
    socket.data.featureRooms = featureRooms.flat();
    socket.data.expiresAtMs = verified.expiresAtMs;
    next();
  });
}

/** The socket ends with its token. */
function endWithToken(socket: Socket): void {
  let expiry: NodeJS.Timeout | null = null;
  const armExpiry = () => {
    const leftMs = (socket.data.expiresAtMs as number) - Date.now();
    if (leftMs <= 0) return void socket.disconnect(true);
    expiry = setTimeout(armExpiry, Math.min(leftMs, MAX_TIMER_MS));
    expiry.unref();
  };
  armExpiry();
  socket.on("disconnect", () => {
    if (expiry) clearTimeout(expiry);
  });
}

/** A room the socket asks for is joined when a feature accepts it, at most JOIN_LIMIT asks per window. */
function answerJoins(socket: Socket, auth: AuthContext, realtime: RealtimeHub): void {
  let windowStartMs = 0;
  let joinsInWindow = 0;
  socket.on("join", async (room: unknown, ack?: (ok: boolean) => void) => {
    const nowMs = Date.now();
    if (nowMs - windowStartMs >= JOIN_WINDOW_MS) {
      windowStartMs = nowMs;
      joinsInWindow = 0;
    }
    joinsInWindow += 1;
    let ok = false;
    if (joinsInWindow <= JOIN_LIMIT && typeof room === "string" && room.length < 100) {
      for (const handler of realtime.joinHandlers) {
        if (await handler(room, auth)) ok = true;
      }
    }
    if (ok) await socket.join(room as string);
    if (typeof ack === "function") ack(ok);
  });
}

/** A socket may leave the rooms it asked for, never its own user, type, session or feature rooms. */
function answerLeaves(socket: Socket, featureRooms: string[]): void {
  socket.on("leave", (room: unknown) => {
    if (typeof room === "string" && !/^(user|type|session):/.test(room) && !featureRooms.includes(room)) {
      void socket.leave(room);
    }
  });
}
