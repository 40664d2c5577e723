import type { Centavos } from "../money/centavos.ts";

/** Why the protection rules refuse something: stable codes (the server maps them to HTTP in one place). */
export type ProtectionCode =
  | "LOSS_LIMIT"
  | "WAGER_LIMIT"
  | "LOAD_LIMIT"
  | "LARGEST_STAKE"
  | "PLAY_TIME"
  | "TIMED_OUT"
  | "SELF_EXCLUDED";

export type ProtectionRefusal = {
  ok: false;
  code: ProtectionCode;
  message: string;
  /** The most that could still go through now (stakes or a load), when a limit is what refuses. */
  roomCentavos?: Centavos;
  /** When the refused thing becomes possible again, if it will by itself. */
  againAtMs?: number;
};

export type ProtectionCheck = { ok: true } | ProtectionRefusal;

export const ALLOWED: ProtectionCheck = { ok: true };
