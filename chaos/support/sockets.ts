import { io } from "socket.io-client";

/** Whether a signed-in Socket.IO connection straight to one server process is accepted within `limitMs`. */
export function socketAccepted(url: string, token: string, limitMs = 2_000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = io(url, { transports: ["websocket"], query: { token }, reconnection: false, forceNew: true });
    const done = (accepted: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(accepted);
    };
    const timer = setTimeout(() => done(false), limitMs);
    socket.once("connect", () => done(true));
    socket.once("connect_error", () => done(false));
  });
}
