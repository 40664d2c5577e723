import { LIMIT_KEYS, type LimitView, type ProtectionView, type SessionView } from "@sabong/shared/protection";

/* Player-protection answers for unit tests of the protection screens. */

/** GET /api/protection for player 7: no limits unless given, no break, a check every 60 minutes. */
export function protectionView(limits: Partial<LimitView>[] = [], patch: Partial<ProtectionView> = {}): ProtectionView {
  const given = new Map(limits.map((limit) => [limit.key, limit]));
  return {
    userId: 7,
    limits: LIMIT_KEYS.map((key) => ({
      key,
      value: null,
      setBy: null,
      pending: null,
      usedCentavos: null,
      ...given.get(key),
    })),
    restriction: null,
    realityCheckMinutes: 60,
    playedTodayMinutes: 0,
    ...patch,
  };
}

export const BY_PLAYER = { userId: 7, role: "player", name: "player" } as const;
export const BY_AGENT = { userId: 3, role: "upline", name: "maria" } as const;

/** GET /api/protection/session: signed in for an hour, ₱2,350.00 staked, net −₱450.00 (protection-rules.md). */
export function sessionView(patch: Partial<SessionView> = {}): SessionView {
  return {
    startedAt: "2025-03-10T12:00:00.000Z",
    playedMs: 60 * 60_000,
    stakedCentavos: 235_000,
    netCentavos: -45_000,
    nextCheckAt: "2025-03-10T13:00:00.000Z",
    due: true,
    intervalMinutes: 60,
    ...patch,
  };
}
