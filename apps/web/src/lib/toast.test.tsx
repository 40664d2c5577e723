import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Each test gets a fresh toast module (its download is remembered per module) and its own stand-in library.
const LIBRARY = "react-toastify/unstyled";
type Toastify = typeof import("react-toastify/unstyled");

function BrokenContainer(): never {
  throw new Error("broken container");
}

let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.resetModules();
  consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.doUnmock(LIBRARY);
  consoleError.mockRestore();
});

/** The app's toasts beside a screen, with the library as `library` answers. */
async function renderWithToasts(library: (actual: () => Promise<Toastify>) => Promise<Toastify>) {
  vi.doMock(LIBRARY, (importOriginal) => library(() => importOriginal<Toastify>()));
  const toast = await import("./toast.tsx");
  render(
    <>
      <p>The screen</p>
      <toast.AppToasts />
    </>,
  );
  return toast.notify;
}

describe("toast notices", () => {
  it("shows notices in the order they were raised, the library fetched on the first one", async () => {
    const notify = await renderWithToasts((actual) => actual());
    act(() => {
      notify.info("First notice");
      notify.error("Second notice");
    });
    const second = await screen.findByText("Second notice");
    const first = await screen.findByText("First notice");
    // Newest on top (spec section 9).
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("a library that fails to download loses the notice, keeps the screen, and is tried again by the next one", async () => {
    let attempts = 0;
    const notify = await renderWithToasts(async (actual) => {
      attempts += 1;
      if (attempts === 1) throw new Error("Failed to fetch dynamically imported module");
      return actual();
    });
    act(() => notify.error("Lost notice"));
    await waitFor(() =>
      expect(consoleError).toHaveBeenCalledWith("Toast notice not shown: Lost notice", expect.any(Error)),
    );
    expect(screen.getByText("The screen")).toBeTruthy();

    act(() => notify.success("Shown notice"));
    expect(await screen.findByText("Shown notice")).toBeTruthy();
    expect(screen.queryByText("Lost notice")).toBeNull();
  });

  it("a toast container that fails to render leaves the screen as it was", async () => {
    const notify = await renderWithToasts(async (actual) => ({
      ...(await actual()),
      ToastContainer: BrokenContainer,
    }));
    act(() => notify.warning("Notice"));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith("Toast notices failed", expect.any(Error)));
    expect(screen.getByText("The screen")).toBeTruthy();
  });
});
