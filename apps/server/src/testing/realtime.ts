import type { AddressInfo } from "node:net";
import { io as connect, type Socket } from "socket.io-client";
import type { BuiltApp } from "../app.ts";
import { attachRealtime } from "../realtime/server.ts";

/** Puts a built app on a port with its Socket.IO server, as main.ts does; returns its URL. */
export async function listenWithRealtime(built: BuiltApp): Promise<string> {
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  await attachRealtime(built.app.server, built.ctx, built.realtime, built.app.log);
  const { port } = built.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** A connected socket with this token (no reconnection: a disconnect stays visible to the test). */
export function socketFor(url: string, accessToken: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, {
      query: { token: accessToken },
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
    });
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", (err) => reject(err));
  });
}

/** Resolves with the disconnect reason if the socket is disconnected within `withinMs`; rejects otherwise. */
export function disconnectedWithin(socket: Socket, withinMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    if (socket.disconnected) return resolve("already disconnected");
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${withinMs} ms`)), withinMs);
    socket.once("disconnect", (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}
