import { type ReactNode, Suspense, useRef } from "react";
import { Outlet, useLocation } from "react-router";
import { MenuIcon } from "../../components/icons.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { ScreenErrorBoundary } from "../errors/ScreenErrorBoundary.tsx";
import type { MenuEntry } from "../menu.ts";
import { Sidebar } from "../Sidebar.tsx";
import { isMobileWidth, useSidebar } from "../use-sidebar.ts";
import { useToastOffset } from "./use-toast-offset.ts";

type Props = {
  /** "console" for the back-office areas; "player" for the black player area. */
  variant: "console" | "player";
  menu: MenuEntry[];
  menuLabel: string;
  /** Shown at the top of the sidebar. */
  sidebarHeader: ReactNode;
  /** Left part of the top bar, after the toggle. */
  title: ReactNode;
  /** Right part of the top bar. */
  headerEnd?: ReactNode;
  /** Full-width strip under the top bar (the player's announcement marquee). */
  banner?: ReactNode;
  /** Shown instead of the route's screen (a restricted player's betting screens). */
  screen?: ReactNode;
  /** Over every screen, after it in the page (the player's reality check, above any dialog of the screen). */
  overlay?: ReactNode;
};

/** The frame of every signed-in area: collapsible sidebar, top bar with the sidebar toggle, and the screen. */
export function ShellLayout({
  variant,
  menu,
  menuLabel,
  sidebarHeader,
  title,
  headerEnd,
  banner,
  screen,
  overlay,
}: Props) {
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const { open, collapsed, toggle } = useSidebar(sidebarRef, toggleRef);
  useToastOffset(headerRef, mainRef);
  const { pathname } = useLocation();

  const classes = ["shell", `shell-${variant}`, open ? "is-open" : "", collapsed ? "is-collapsed" : ""];
  return (
    <div className={classes.filter(Boolean).join(" ")} data-bs-theme={variant === "player" ? "dark" : undefined}>
      <Sidebar ref={sidebarRef} entries={menu} header={sidebarHeader} label={menuLabel} />
      {open ? <div className="shell-backdrop" aria-hidden="true" /> : null}
      <div className="shell-main">
        <header ref={headerRef} className="shell-topbar">
          <button
            ref={toggleRef}
            type="button"
            className="btn shell-toggle"
            aria-label="Toggle sidebar"
            aria-controls="app-sidebar"
            aria-expanded={isMobileWidth() ? open : !collapsed}
            onClick={toggle}
          >
            <MenuIcon />
          </button>
          <div className="shell-title flex-grow-1 min-w-0">{title}</div>
          {headerEnd ? <div className="shell-header-end d-flex align-items-center gap-2">{headerEnd}</div> : null}
        </header>
        {banner}
        <main ref={mainRef} className="shell-content">
          {/* Screens load on first use (lib/lazy-page.ts); the shell stays while one arrives. */}
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Spinner label="Loading…" />}>{screen ?? <Outlet />}</Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
      {overlay}
    </div>
  );
}

/** The brand block at the top of a sidebar. */
export function SidebarBrand({ caption }: { caption: string }) {
  return (
    <div className="sidebar-brand">
      <span className="brand-mark" aria-hidden="true" />
      <span>
        <span className="d-block fw-bold">Sabong Live</span>
        <span className="d-block small sidebar-caption">{caption}</span>
      </span>
    </div>
  );
}

/** The admin's and the operator's frame: the sidebar's brand, and the top bar's title over whose console it is. */
export function consoleFrame(brand: string, title: string, caption: string) {
  return {
    variant: "console" as const,
    sidebarHeader: <SidebarBrand caption={brand} />,
    title: <ConsoleTitle title={title} caption={caption} />,
  };
}

function ConsoleTitle({ title, caption }: { title: string; caption: string }) {
  return (
    <div className="lh-sm">
      <span className="d-block fw-semibold fs-5">{title}</span>
      <span className="d-block small text-body-secondary">{caption}</span>
    </div>
  );
}
