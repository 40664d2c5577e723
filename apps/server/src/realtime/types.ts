import type { PushName, PushPayload } from "@sabong/shared/contracts";
import type { Server } from "socket.io";

/**
 * The socket hub as modules see it. Only pushes declared in packages/shared contracts/pushes.ts can be emitted, each
 * with its own payload type. No http imports here: the request context depends on this file.
 */
export type Realtime = {
  toEveryone: <N extends PushName>(name: N, payload: PushPayload<N>) => void;
  /** Every socket except those in `room` (announcements skip restricted players). */
  toEveryoneExcept: <N extends PushName>(room: string, name: N, payload: PushPayload<N>) => void;
  toPlayers: <N extends PushName>(name: N, payload: PushPayload<N>) => void;
  toUser: <N extends PushName>(userId: number, name: N, payload: PushPayload<N>) => void;
  toRoom: <N extends PushName>(room: string, name: N, payload: PushPayload<N>) => void;
  /** Lets a feature react to a socket asking to join one of its rooms (read-only: nothing money-related is accepted). */
  onJoin: (handler: JoinHandler) => void;
  /** Lets a feature put a socket in rooms of its own as it connects (it cannot leave them). */
  onConnect: (handler: ConnectHandler) => void;
  io: Server | null;
  close: () => Promise<void>;
};

export type JoinHandler = (room: string, user: { userId: number; type: string }) => boolean | Promise<boolean>;

/** The rooms a feature puts a connecting socket in (none: an empty list). */
export type ConnectHandler = (user: { userId: number; type: string }) => string[] | Promise<string[]>;
