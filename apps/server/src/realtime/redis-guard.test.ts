import { EventEmitter } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { io as connect, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { disconnectedWithin } from "../testing/realtime.ts";
import { catchPublishErrors, guardOnRedis, REDIS_DOWN_MESSAGE } from "./redis-guard.ts";

/** A stand-in for a node-redis client whose connection the test drops and restores. */
class FakeRedis extends EventEmitter {
  isReady = true;
  drop() {
    this.isReady = false;
    this.emit("reconnecting");
  }
  restore() {
    this.isReady = true;
    this.emit("ready");
  }
}

const open: (() => void)[] = [];
afterEach(() => {
  for (const close of open.splice(0)) close();
});

async function serve(clients: FakeRedis[]): Promise<string> {
  const http = createServer();
  const io = new Server(http, { transports: ["websocket"] });
  guardOnRedis(io, clients);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  open.push(() => {
    io.close();
    http.close();
  });
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

function connectOnce(url: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(url, { transports: ["websocket"], forceNew: true, reconnection: false });
    open.push(() => socket.close());
    socket.on("connect", () => resolve(socket));
    socket.on("connect_error", (err) => reject(err));
  });
}

describe("sockets while Redis (the adapter between processes) is away", () => {
  it("are closed and refused, so clients poll instead of missing other processes' pushes, and accepted again", async () => {
    const pub = new FakeRedis();
    const sub = new FakeRedis();
    const url = await serve([pub, sub]);
    const socket = await connectOnce(url);

    sub.drop();
    await disconnectedWithin(socket, 1_000);
    await expect(connectOnce(url)).rejects.toThrow(REDIS_DOWN_MESSAGE);

    sub.restore();
    await expect(connectOnce(url)).resolves.toBeDefined();
  });
});

describe("a push published as Redis goes away", () => {
  it("is logged and dropped, not an unhandled rejection that ends the process", async () => {
    const lost: unknown[] = [];
    const client = {
      publish: async (_channel: string, _message: string): Promise<number> => {
        throw Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
      },
    };
    catchPublishErrors(client, (err) => lost.push(err));
    await expect(client.publish("socket.io#/#", "push")).resolves.toBe(0);
    expect(lost).toHaveLength(1);
  });
});
