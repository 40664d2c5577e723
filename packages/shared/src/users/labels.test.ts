import { describe, expect, it } from "vitest";
import { userRoleLabel } from "./hierarchy-contracts.ts";
import { agentTypeLabel, earnsCommission } from "./labels.ts";

describe("agentTypeLabel (the label is one level above the stored type)", () => {
  it.each([
    ["incorporator", "HEAD-INCORPORATOR"],
    ["sub-operator", "INCORPORATOR"],
    ["master-agent", "SUB-OPERATOR"],
    ["gold-agent", "MASTER-AGENT"],
  ])("%s is shown as %s", (stored, label) => {
    expect(agentTypeLabel(stored)).toBe(label);
  });

  it.each(["loader", "player", "", "INCORPORATOR", null, undefined])("anything else (%s) is GOLD-AGENT", (stored) => {
    expect(agentTypeLabel(stored)).toBe("GOLD-AGENT");
  });
});

describe("the loader's one label", () => {
  it("is GOLD-AGENT in lists too, as in its header (never LOADER)", () => {
    expect(userRoleLabel("user", "loader")).toBe("GOLD-AGENT");
    expect(userRoleLabel("user", "loader")).toBe(agentTypeLabel("loader"));
    expect(userRoleLabel("user", "gold-agent")).toBe("MASTER-AGENT");
    expect(userRoleLabel("player", null)).toBe("PLAYER");
  });
});

describe("earnsCommission", () => {
  it.each([
    ["user", "gold-agent", true],
    ["user", "incorporator", true],
    ["staff", "staff", true],
    ["admin", "admin", true],
    ["player", "player", true],
    ["user", "loader", false],
    ["staff2", "staff2", false],
  ])("%s/%s: %s", (type, role, earns) => {
    expect(earnsCommission(type, role)).toBe(earns);
  });
});
