import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useMoneyAction } from "./use-money-action.ts";

type Draft = { amountCentavos: number };

function setup(send: (draft: Draft, key: string) => Promise<string>) {
  const onDone = vi.fn<(result: string, draft: Draft) => void>();
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useMoneyAction<Draft, string>({ send, onDone }), { wrapper });
  return { ...view, onDone };
}

afterEach(cleanup);

describe("money action", () => {
  it("reads pesos exactly and says why an amount cannot be sent", () => {
    const send = vi.fn(async () => "ok");
    const { result } = setup(send);
    act(() => result.current.setAmount("10.005"));
    act(() => result.current.submit((amountCentavos) => ({ amountCentavos })));
    expect(result.current.error).toBe("Use at most 2 decimals (centavos)");

    act(() => result.current.setAmount("1,000.50"));
    expect(result.current.error).toBeNull();
    act(() => result.current.submit(() => "Not that much"));
    expect(result.current.error).toBe("Not that much");
    expect(result.current.pending).toBeNull();

    act(() => result.current.submit((amountCentavos) => ({ amountCentavos })));
    expect(result.current.pending).toEqual({ amountCentavos: 100_050 });
    expect(send).not.toHaveBeenCalled();
  });

  it("retries with the same key, sends a double click once, and gives the next action a new key", async () => {
    let fail = true;
    const send = vi.fn(async (_draft: Draft, _key: string) => {
      if (fail) throw new Error("Try again shortly");
      return "done";
    });
    const { result, onDone } = setup(send);
    act(() => result.current.setAmount("50"));
    act(() => result.current.submit((amountCentavos) => ({ amountCentavos })));

    act(() => result.current.confirm());
    await waitFor(() => expect(result.current.failure).toBe("Try again shortly"));
    fail = false;
    act(() => {
      result.current.confirm();
      result.current.confirm();
    });
    await waitFor(() => expect(onDone).toHaveBeenCalledWith("done", { amountCentavos: 5_000 }));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[1]).toBe(send.mock.calls[0]?.[1]);
    expect(result.current.pending).toBeNull();
    expect(result.current.amount).toBe("");

    act(() => result.current.setAmount("5"));
    act(() => result.current.submit((amountCentavos) => ({ amountCentavos })));
    act(() => result.current.confirm());
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    expect(send.mock.calls[2]?.[1]).not.toBe(send.mock.calls[0]?.[1]);
  });
});
