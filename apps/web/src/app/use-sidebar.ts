import { type RefObject, useCallback, useEffect } from "react";
import { useLocation } from "react-router";
import { MOBILE_SIDEBAR_BREAKPOINT_PX } from "../lib/config.ts";
import { getSession, setSidebarCollapsed, setSidebarOpen, useSession } from "../lib/session.ts";

export function isMobileWidth(): boolean {
  return window.innerWidth < MOBILE_SIDEBAR_BREAKPOINT_PX;
}

/**
 * Sidebar behaviour shared by every shell (spec sections 2 and 4): on wide screens the toggle collapses or expands
 * the sidebar; under 992px it opens or closes the off-canvas menu, which also closes on a click outside it, on
 * navigation and when the window grows past the breakpoint.
 */
export function useSidebar(sidebarRef: RefObject<HTMLElement | null>, toggleRef: RefObject<HTMLElement | null>) {
  const open = useSession((session) => session.sidebarOpen);
  const collapsed = useSession((session) => session.sidebarCollapsed);
  const { pathname } = useLocation();

  const toggle = useCallback(() => {
    if (isMobileWidth()) setSidebarOpen(!getSession().sidebarOpen);
    else setSidebarCollapsed(!getSession().sidebarCollapsed);
  }, []);

  const close = useCallback(() => setSidebarOpen(false), []);

  // A click outside the open off-canvas sidebar closes it (narrow screens only).
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!isMobileWidth()) return;
      const target = event.target as Node | null;
      if (target && (sidebarRef.current?.contains(target) || toggleRef.current?.contains(target))) return;
      setSidebarOpen(false);
    };
    document.addEventListener("mousedown", onOutside);
    document.addEventListener("touchstart", onOutside);
    document.addEventListener("click", onOutside);
    return () => {
      document.removeEventListener("mousedown", onOutside);
      document.removeEventListener("touchstart", onOutside);
      document.removeEventListener("click", onOutside);
    };
  }, [open, sidebarRef, toggleRef]);

  // Following a link closes the off-canvas menu.
  useEffect(() => {
    if (pathname) setSidebarOpen(false);
  }, [pathname]);

  // Growing past the breakpoint leaves no off-canvas state behind.
  useEffect(() => {
    const onResize = () => {
      if (!isMobileWidth()) setSidebarOpen(false);
    };
    window.addEventListener("resize", onResize);
    return () => window.removeEventListener("resize", onResize);
  }, []);

  // Escape closes the off-canvas menu.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setSidebarOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return { open, collapsed, toggle, close };
}
