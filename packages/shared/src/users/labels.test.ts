import { describe, expect, it } from "vitest";
import { agentTypeLabel } from "./labels.ts";

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
