/** Resource path segments of the API (spec section 7), in the spec's order. */
export const API_RESOURCES = [
  "auth",
  "admin",
  "user",
  "points",
  "player",
  "player-new",
  "bets2",
  "bet-ops",
  "bet-ops-new",
  "bet-ops2",
  "loader",
  "pick2",
  "player-pick2",
  "pick3",
  "player-pick3",
  "game-ending",
  "player-game-ending",
  "suertres",
  "player-suertres",
  "apple-bet-ops-new",
  "apple-new",
  "apple-bet-ops",
  // Not the spec's: the cashier's desk (GET /api/staff/cashier).
  "staff",
  // Not the spec's: player protection (GET /api/protection…) and an upline's view of a player's limits
  // (GET /api/downline/:userId/protection), contracts in protection/contracts.ts.
  "protection",
  "downline",
  // Not the spec's: the compliance desk (identity review, the integrity watch's alerts).
  "compliance",
] as const;
export type ApiResource = (typeof API_RESOURCES)[number];
