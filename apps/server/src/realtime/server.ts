import type { Server as HttpServer } from "node:http";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { createClient } from "redis";
import { Server } from "socket.io";
import { resolveAuth } from "../http/auth.ts";
import type { AppContext } from "../http/context.ts";

/** Rooms: one per user, one per token type, and any the features add (per event, per fight). */
export const userRoom = (userId: number) => `user:${userId}`;
export const typeRoom = (type: string) => `type:${type}`;

export type Realtime = {
  toEveryone: (event: string, payload: unknown) => void;
  toPlayers: (event: string, payload: unknown) => void;
  toUser: (userId: number, event: string, payload: unknown) => void;
  toRoom: (room: string, event: string, payload: unknown) => void;
  /** Lets a feature react to a socket asking to join one of its rooms (read-only: nothing money-related is accepted). */
  onJoin: (handler: JoinHandler) => void;
  io: Server | null;
  close: () => Promise<void>;
};

export type JoinHandler = (room: string, user: { userId: number; type: string }) => boolean | Promise<boolean>;

/** Before the HTTP server listens, emits go nowhere; attachRealtime swaps in the live server. */
export type RealtimeHub = Realtime & {
  joinHandlers: JoinHandler[];
  attach: (io: Server, closers: (() => Promise<unknown>)[]) => void;
};

export function createRealtime(): RealtimeHub {
  let io: Server | null = null;
  let closers: (() => Promise<unknown>)[] = [];
  const joinHandlers: JoinHandler[] = [];
  const realtime: RealtimeHub = {
    get io() {
      return io;
    },
    toEveryone: (event: string, payload: unknown) => void io?.emit(event, payload),
    toPlayers: (event: string, payload: unknown) => void io?.to(typeRoom("player")).emit(event, payload),
    toUser: (userId: number, event: string, payload: unknown) => void io?.to(userRoom(userId)).emit(event, payload),
    toRoom: (room: string, event: string, payload: unknown) => void io?.to(room).emit(event, payload),
    onJoin: (handler: JoinHandler) => void joinHandlers.push(handler),
    joinHandlers,
    attach: (server: Server, c: (() => Promise<unknown>)[]) => {
      io = server;
      closers = c;
    },
    close: async () => {
      await new Promise<void>((resolve) => (io ? io.close(() => resolve()) : resolve()));
      for (const close of closers) await close().catch(() => {});
    },
  };
  return realtime;
}

/**
 * Socket.IO on the API's HTTP server. The token comes as a query value (spec section 4) and is checked like a
 * bearer token; with REDIS_URL, the Redis adapter carries events between server processes.
 */
export async function attachRealtime(
  httpServer: HttpServer,
  ctx: AppContext,
  realtime: RealtimeHub,
  log: FastifyBaseLogger,
): Promise<void> {
  const io = new Server(httpServer, { path: "/socket.io", serveClient: false, transports: ["websocket", "polling"] });
  const closers: (() => Promise<unknown>)[] = [];
  if (ctx.config.redisUrl) {
    const pub = createClient({ url: ctx.config.redisUrl });
    const sub = pub.duplicate();
    pub.on("error", (err) => log.error({ err }, "redis publisher error"));
    sub.on("error", (err) => log.error({ err }, "redis subscriber error"));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub, sub));
    closers.push(
      () => pub.quit(),
      () => sub.quit(),
    );
  }
  io.use(async (socket, next) => {
    const token = socket.handshake.query.token;
    const auth = await resolveAuth(ctx, typeof token === "string" ? token : null).catch(() => null);
    if (!auth) return next(new Error("unauthorized"));
    socket.data.auth = auth;
    next();
  });
  io.on("connection", (socket) => {
    const auth = socket.data.auth as { userId: number; type: string };
    void socket.join([userRoom(auth.userId), typeRoom(auth.type)]);
    socket.on("join", async (room: unknown, ack?: (ok: boolean) => void) => {
      let ok = false;
      if (typeof room === "string" && room.length < 100) {
        for (const handler of realtime.joinHandlers) {
          if (await handler(room, auth)) ok = true;
        }
      }
      if (ok) await socket.join(room as string);
      if (typeof ack === "function") ack(ok);
    });
    socket.on("leave", (room: unknown) => {
      if (typeof room === "string" && !room.startsWith("user:") && !room.startsWith("type:")) void socket.leave(room);
    });
  });
  realtime.attach(io, closers);
}
