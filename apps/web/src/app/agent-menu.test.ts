import { describe, expect, it } from "vitest";
import { LOADER_MENU_LABELS } from "../testing/accounts.ts";
import { activeDownlinesTitle, agentMenu, downlineTypeLabel } from "./agent-menu.ts";
import type { MenuAction, MenuEntry } from "./menu.ts";

const logout: MenuAction = { kind: "action", id: "logout", label: "Logout", onSelect: () => {} };

function labels(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === "group" ? [entry.title, ...entry.links.map((item) => item.label)] : [entry.label],
  );
}

function paths(entries: MenuEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === "group" ? entry.links.map((item) => item.to) : entry.kind === "link" ? [entry.to] : [],
  );
}

describe("'Active {type}' label", () => {
  it("names the level below the agent with the shown label of its stored type", () => {
    expect(activeDownlinesTitle("incorporator")).toBe("Active INCORPORATOR");
    expect(activeDownlinesTitle("sub-operator")).toBe("Active SUB-OPERATOR");
    expect(activeDownlinesTitle("master-agent")).toBe("Active MASTER-AGENT");
  });

  it("names players below the last agent level and for any other role", () => {
    expect(activeDownlinesTitle("gold-agent")).toBe("Active PLAYERS");
    expect(downlineTypeLabel("loader")).toBe("PLAYERS");
    expect(downlineTypeLabel("")).toBe("PLAYERS");
  });
});

describe("agent menu", () => {
  it("shows the normal groups, with downlines, wallet logs and approvals under 'Active {type}'", () => {
    const menu = agentMenu("sub-operator", logout);
    const active = menu.find((entry) => entry.kind === "group" && entry.title === "Active SUB-OPERATOR");
    expect(active && active.kind === "group" ? active.links.map((item) => item.to) : []).toEqual([
      "/agent/downlines",
      "/agent/wallet-log",
      "/agent/approvals",
    ]);
    expect(paths(menu).sort()).toEqual(
      [
        "/agent/dashboard",
        "/agent/summary",
        "/agent/wallet-station",
        "/agent/wallet-log",
        "/agent/commission",
        "/agent/commission-log",
        "/agent/players",
        "/agent/downlines",
        "/agent/approvals",
        "/agent/cash-requests",
        "/agent/bets",
        "/agent/notices",
        "/agent/change-password",
      ].sort(),
    );
    expect(labels(menu)).toContain("Logout");
  });

  it("shows the loader variant for the 'loader' placeholder, with its players and approvals screens", () => {
    const menu = agentMenu("loader", logout);
    expect(labels(menu)).toEqual(LOADER_MENU_LABELS);
    // Flat: none of the normal groups.
    expect(menu.filter((entry) => entry.kind === "group")).toEqual([]);
    expect(paths(menu)).toEqual([
      "/agent/dashboard",
      "/agent/wallet-station",
      "/agent/wallet-log",
      "/agent/downlines",
      "/agent/approvals",
      "/agent/players",
      "/agent/change-password",
      "/agent/cash-requests",
      "/agent/notices",
    ]);
  });
});
