import type { TokenType } from "./token.ts";

/** A guard decides from the decoded token type alone (spec section 6). */
export type Guard = (type: TokenType | string | null | undefined) => boolean;

export const adminGuard: Guard = (type) => type === "admin";
export const playerGuard: Guard = (type) => type === "player";
/** "Other-user guard": any signed-in type other than player, admin, staff and staff2 (agents are `user`). */
export const otherUserGuard: Guard = (type) =>
  typeof type === "string" && type !== "" && !["player", "admin", "staff", "staff2"].includes(type);
export const staffOrStaff2Guard: Guard = (type) => type === "staff" || type === "staff2";
export const staffOnlyGuard: Guard = (type) => type === "staff";
export const staff2OnlyGuard: Guard = (type) => type === "staff2";

export const AREAS = ["admin", "agent", "player", "operator", "staff"] as const;
export type Area = (typeof AREAS)[number];

/** Which guard protects which area: see docs/roles.md. */
export const AREA_GUARDS: Record<Area, Guard> = {
  admin: adminGuard,
  agent: otherUserGuard,
  player: playerGuard,
  operator: staffOnlyGuard,
  staff: staffOrStaff2Guard,
};

/** Where a freshly signed-in user lands. */
export function homePathFor(type: TokenType | string | null | undefined): string {
  switch (type) {
    case "admin":
      return "/admin/dashboard";
    case "player":
      return "/player/home";
    case "staff":
      return "/operator/arena";
    case "staff2":
      return "/staff/dashboard";
    default:
      return otherUserGuard(type) ? "/agent/dashboard" : "/auth/login";
  }
}
