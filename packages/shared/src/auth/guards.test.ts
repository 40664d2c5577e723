import { describe, expect, it } from "vitest";
import {
  AREA_GUARDS,
  adminGuard,
  homePathFor,
  otherUserGuard,
  playerGuard,
  staff2OnlyGuard,
  staffOnlyGuard,
  staffOrStaff2Guard,
} from "./guards.ts";

const TYPES = ["admin", "user", "player", "staff", "staff2", "", "loader", null, undefined] as const;

/** Spec section 6, as a table: which token types each guard passes. */
const PASSES: [string, (t: string | null | undefined) => boolean, readonly (string | null | undefined)[]][] = [
  ["Admin", adminGuard, ["admin"]],
  ["Player", playerGuard, ["player"]],
  ["Other-user", otherUserGuard, ["user", "loader"]],
  ["Staff or staff2", staffOrStaff2Guard, ["staff", "staff2"]],
  ["Staff-only", staffOnlyGuard, ["staff"]],
  ["Staff2-only", staff2OnlyGuard, ["staff2"]],
];

describe("guards", () => {
  for (const [name, guard, passes] of PASSES) {
    it(`${name} passes exactly ${passes.join(", ")}`, () => {
      for (const type of TYPES) expect(guard(type), String(type)).toBe(passes.includes(type));
    });
  }

  it("other-user guard refuses every non-agent type and an empty type", () => {
    for (const type of ["player", "admin", "staff", "staff2", ""]) expect(otherUserGuard(type)).toBe(false);
    expect(otherUserGuard("user")).toBe(true);
  });

  it("protects each area with its guard", () => {
    expect(AREA_GUARDS.admin).toBe(adminGuard);
    expect(AREA_GUARDS.player).toBe(playerGuard);
    expect(AREA_GUARDS.agent).toBe(otherUserGuard);
    expect(AREA_GUARDS.operator).toBe(staffOnlyGuard);
    expect(AREA_GUARDS.staff).toBe(staffOrStaff2Guard);
  });

  it("sends each type home to an area its guard passes", () => {
    expect(homePathFor("admin")).toBe("/admin/dashboard");
    expect(homePathFor("player")).toBe("/player/home");
    expect(homePathFor("staff")).toBe("/operator/arena");
    expect(homePathFor("staff2")).toBe("/staff/dashboard");
    expect(homePathFor("user")).toBe("/agent/dashboard");
    expect(homePathFor("")).toBe("/auth/login");
    expect(homePathFor(null)).toBe("/auth/login");
  });
});
