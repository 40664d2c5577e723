import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Pagination } from "./Pagination.tsx";

afterEach(cleanup);

const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;
const jumpBox = () => screen.getByLabelText("Go to page") as HTMLInputElement;

function renderPager(page: number, onPage = vi.fn(), total = 2_440) {
  render(<Pagination page={page} pageSize={20} total={total} noun="bets" onPage={onPage} />);
  return onPage;
}

describe("Pagination", () => {
  it("on the first page offers only forward moves, and Last goes to the last page", () => {
    const onPage = renderPager(1);
    expect(screen.getByText("1–20 of 2,440 bets")).toBeTruthy();
    expect(screen.getByText("of 122")).toBeTruthy();
    expect(button("« First").disabled).toBe(true);
    expect(button("‹ Previous").disabled).toBe(true);
    expect(button("Next ›").disabled).toBe(false);
    fireEvent.click(button("Last »"));
    expect(onPage).toHaveBeenCalledWith(122);
    fireEvent.click(button("Next ›"));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });

  it("on the last page offers only backward moves, and First goes to page 1", () => {
    const onPage = renderPager(122);
    expect(screen.getByText("2,421–2,440 of 2,440 bets")).toBeTruthy();
    expect(button("Next ›").disabled).toBe(true);
    expect(button("Last »").disabled).toBe(true);
    expect(jumpBox().value).toBe("122");
    fireEvent.click(button("‹ Previous"));
    expect(onPage).toHaveBeenLastCalledWith(121);
    fireEvent.click(button("« First"));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it("jumps to the typed page with Enter or Go, clamped to 1..last", () => {
    const onPage = renderPager(5);
    fireEvent.change(jumpBox(), { target: { value: "40" } });
    // Enter in the box submits its form (happy-dom has no implicit submission; the browser test presses Enter).
    fireEvent.submit(jumpBox());
    expect(onPage).toHaveBeenLastCalledWith(40);
    fireEvent.change(jumpBox(), { target: { value: "999" } });
    fireEvent.click(button("Go"));
    expect(onPage).toHaveBeenLastCalledWith(122);
    expect(jumpBox().value).toBe("122");
    fireEvent.change(jumpBox(), { target: { value: "-3" } });
    fireEvent.click(button("Go"));
    expect(onPage).toHaveBeenLastCalledWith(1);
    expect(onPage).toHaveBeenCalledTimes(3);
  });

  it("does nothing for an empty box or the page already shown", () => {
    const onPage = renderPager(5);
    fireEvent.change(jumpBox(), { target: { value: "" } });
    fireEvent.click(button("Go"));
    expect(jumpBox().value).toBe("5");
    fireEvent.click(button("Go"));
    expect(onPage).not.toHaveBeenCalled();
  });

  it("shows the new page in the box when the list moves, and no controls for a single page", () => {
    const { rerender } = render(<Pagination page={1} pageSize={20} total={100} noun="bets" onPage={vi.fn()} />);
    fireEvent.change(jumpBox(), { target: { value: "3" } });
    rerender(<Pagination page={4} pageSize={20} total={100} noun="bets" onPage={vi.fn()} />);
    expect(jumpBox().value).toBe("4");
    rerender(<Pagination page={1} pageSize={20} total={7} noun="bets" onPage={vi.fn()} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("1–7 of 7 bets")).toBeTruthy();
  });
});
