import { render } from "@testing-library/react";
import { useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { useToastOffset } from "./use-toast-offset.ts";

function box(bottom: number): DOMRect {
  return { top: 0, bottom, left: 0, right: 0, width: 0, height: bottom, x: 0, y: 0, toJSON: () => ({}) } as DOMRect;
}

function Shell({ pageHeader }: { pageHeader: boolean }) {
  const headerRef = useRef<HTMLElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useToastOffset(headerRef, mainRef);
  return (
    <>
      <header ref={headerRef} data-bottom="68" />
      <main ref={mainRef}>{pageHeader ? <div className="page-header" data-bottom="150" /> : null}</main>
    </>
  );
}

describe("useToastOffset", () => {
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(function (this: HTMLElement) {
    return box(Number(this.dataset.bottom ?? 0));
  });
  const toastTop = () => document.documentElement.style.getPropertyValue("--toast-top");

  it("starts the toasts below the screen's header actions, or below the top bar without them", () => {
    const withHeader = render(<Shell pageHeader />);
    expect(toastTop()).toBe("150px");
    withHeader.unmount();
    expect(toastTop()).toBe("");

    render(<Shell pageHeader={false} />);
    expect(toastTop()).toBe("68px");
  });
});
