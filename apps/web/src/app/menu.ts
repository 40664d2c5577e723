/** Sidebar menus: links, expandable groups (one open at a time) and actions (Logout, Set announcement, …). */
export type MenuLink = { kind: "link"; to: string; label: string };
export type MenuGroup = { kind: "group"; id: string; title: string; links: MenuLink[] };
export type MenuAction = {
  kind: "action";
  id: string;
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  tone?: "danger";
};
export type MenuEntry = MenuLink | MenuGroup | MenuAction;

export const link = (to: string, label: string): MenuLink => ({ kind: "link", to, label });

export const group = (id: string, title: string, links: MenuLink[]): MenuGroup => ({ kind: "group", id, title, links });

/** The group holding the link of this path, if any. */
export function groupOf(entries: MenuEntry[], pathname: string): string | null {
  for (const entry of entries) {
    if (entry.kind === "group" && entry.links.some((item) => isActive(item.to, pathname))) return entry.id;
  }
  return null;
}

export function isActive(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
