import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { sampleBet } from "../../testing/betting-fixtures.ts";
import { setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse } from "../../testing/render.tsx";
import { usePlaceBet } from "./use-place-bet.ts";

const fetchMock = setupFetchMock();

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePlaceBet("sabong", 1), { wrapper });
}

const betPosts = () =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith("/bets") && init?.method === "POST");

describe("placing a bet", () => {
  it("a double tap places one bet, with its stake named stakeCentavos", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith("/bets")
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : jsonResponse(404, { error: "not here" }),
    );
    const { result } = setup();
    act(() => {
      result.current.place(7, "MERON", 5_000);
      result.current.place(7, "MERON", 5_000);
    });
    await waitFor(() => expect(betPosts()).toHaveLength(1));
    expect(result.current.pending).toHaveLength(1);
    expect(JSON.parse(String(betPosts()[0]?.[1]?.body))).toMatchObject({
      fightId: 7,
      side: "MERON",
      stakeCentavos: 5_000,
    });

    const bet = sampleBet({ fightId: 7, side: "MERON", stakeCentavos: 5_000 });
    act(() => answer(jsonResponse(201, { bet, balanceCentavos: 95_000, replayed: false })));
    await waitFor(() => expect(result.current.pending).toHaveLength(0));
    expect(betPosts()).toHaveLength(1);
    // Said in the slip (not a toast over the side buttons), then gone as a toast would be.
    expect(result.current.confirmation).toMatch(/^Bet confirmed: 50\.00 on MERON \(fight #\d+\)$/);
    await waitFor(() => expect(result.current.confirmation).toBeNull(), { timeout: 6_000 });
  }, 10_000);

  it("a bet without an answer is retried with the same idempotency key", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const { result } = setup();
    act(() => result.current.place(7, "WALA", 2_000));
    await waitFor(() => expect(result.current.pending[0]?.state).toBe("unconfirmed"));

    const bet = sampleBet({ fightId: 7, side: "WALA", stakeCentavos: 2_000 });
    fetchMock.mockResolvedValue(jsonResponse(201, { bet, balanceCentavos: 98_000, replayed: true }));
    act(() => result.current.retry(result.current.pending[0]?.key ?? ""));
    await waitFor(() => expect(result.current.pending).toHaveLength(0));
    const keys = betPosts().map(([, init]) => JSON.parse(String(init?.body)).idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
