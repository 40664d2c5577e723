import { type RefObject, useLayoutEffect } from "react";

/**
 * Keeps the toasts (top-right, spec section 9) clear of the buttons at the top of a signed-in screen: the shell's
 * top bar and the screen's own header actions (PageHeader: Edit event, Master revert, Refresh players' site…).
 * Publishes `--toast-top` on the document: the lower of the top bar's bottom and the page header's bottom while that
 * header is on screen; styles.css starts the toast container there. Measured again on scroll, on resize and whenever
 * the screen's size changes (another route, a lazy screen arriving); removed when the shell goes away.
 */
export function useToastOffset(headerRef: RefObject<HTMLElement | null>, mainRef: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = headerRef.current;
    const main = mainRef.current;
    if (!header || !main) return;
    const root = document.documentElement;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const headerBottom = header.getBoundingClientRect().bottom;
      const pageHeader = main.querySelector(".page-header")?.getBoundingClientRect();
      const top = pageHeader && pageHeader.bottom > headerBottom ? pageHeader.bottom : headerBottom;
      root.style.setProperty("--toast-top", `${Math.max(0, Math.round(top))}px`);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // Absent in the unit tests' DOM: there the first measure stands.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(schedule);
    observer?.observe(header);
    observer?.observe(main);
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer?.disconnect();
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      root.style.removeProperty("--toast-top");
    };
  }, [headerRef, mainRef]);
}
