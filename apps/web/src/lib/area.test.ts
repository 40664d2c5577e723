import { describe, expect, it } from "vitest";
import { areaOf, walletLogFor, walletStationFor, walletStationPath } from "./area.ts";

describe("areas", () => {
  it("reads the area from the path and spells each area's wallet station", () => {
    expect(areaOf("/admin/users")).toBe("admin");
    expect(areaOf("/staff/players")).toBe("staff");
    expect(areaOf("/agent/players")).toBe("agent");
    expect(walletStationPath("admin")).toBe("/admin/walletstation");
    expect(walletStationPath("staff")).toBe("/staff/wallet-station");
    expect(walletStationFor("agent", { id: 9, username: "juan.d" })).toBe("/agent/wallet-station?q=juan.d&target=9");
    expect(walletLogFor("admin", { id: 9, username: "juan" })).toBe("/admin/wallet-log?userId=9&user=juan");
  });
});
