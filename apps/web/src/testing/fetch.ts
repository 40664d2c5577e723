import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";
import { dropToken } from "../lib/session.ts";

/**
 * A mocked `fetch` for every test of the file (answering with `answer` unless a test says otherwise), and after each
 * test a clean page: rendered trees unmounted, signed out, storage emptied, globals restored.
 */
export function setupFetchMock(answer?: typeof fetch) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    if (answer) fetchMock.mockImplementation(answer);
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => {
    cleanup();
    dropToken();
    window.localStorage.clear();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The URLs fetched so far, in order. */
export function fetchedUrls(fetchMock: { mock: { calls: Parameters<typeof fetch>[] } }): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

/** Types into the field labelled `label`. */
export function fill(label: string, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
