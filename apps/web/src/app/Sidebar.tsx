import { forwardRef, type ReactNode, useEffect, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { ChevronIcon } from "../components/icons.tsx";
import { groupOf, type MenuEntry, type MenuGroup, type MenuLink } from "./menu.ts";

type Props = {
  entries: MenuEntry[];
  /** Shown above the menu (brand, greeting). */
  header?: ReactNode;
  label: string;
};

/** The sidebar menu: links, expandable groups with only one open at a time, and actions. */
export const Sidebar = forwardRef<HTMLElement, Props>(function Sidebar({ entries, header, label }, ref) {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<string | null>(() => groupOf(entries, pathname));

  // Arriving on a screen of another group (e.g. from the header) opens that group instead.
  useEffect(() => {
    const current = groupOf(entries, pathname);
    if (current) setOpenGroup(current);
  }, [entries, pathname]);

  return (
    <nav ref={ref} className="shell-sidebar" aria-label={label} id="app-sidebar">
      {header}
      <ul className="sidebar-menu list-unstyled mb-0">
        {entries.map((entry) => {
          switch (entry.kind) {
            case "link":
              return (
                <li key={entry.to}>
                  <SidebarLink item={entry} />
                </li>
              );
            case "group":
              return (
                <SidebarGroup
                  key={entry.id}
                  group={entry}
                  open={openGroup === entry.id}
                  onToggle={() => setOpenGroup((current) => (current === entry.id ? null : entry.id))}
                />
              );
            case "action":
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    className={`sidebar-item sidebar-action${entry.tone === "danger" ? " is-danger" : ""}`}
                    onClick={entry.onSelect}
                    disabled={entry.disabled}
                  >
                    {entry.label}
                  </button>
                </li>
              );
            default:
              return null;
          }
        })}
      </ul>
    </nav>
  );
});

function SidebarLink({ item, nested = false }: { item: MenuLink; nested?: boolean }) {
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) => `sidebar-item${nested ? " is-nested" : ""}${isActive ? " active" : ""}`}
    >
      {item.label}
    </NavLink>
  );
}

function SidebarGroup({ group, open, onToggle }: { group: MenuGroup; open: boolean; onToggle: () => void }) {
  const panelId = `sidebar-group-${group.id}`;
  return (
    <li className={`sidebar-group${open ? " is-open" : ""}`}>
      <button
        type="button"
        className="sidebar-item sidebar-group-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span>{group.title}</span>
        <ChevronIcon className="sidebar-chevron" />
      </button>
      <ul id={panelId} className="list-unstyled mb-0" hidden={!open}>
        {group.links.map((item) => (
          <li key={item.to}>
            <SidebarLink item={item} nested />
          </li>
        ))}
      </ul>
    </li>
  );
}
