import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { setToken } from "../../lib/session.ts";
import { fetchedUrls, setupFetchMock } from "../../testing/fetch.ts";
import { jsonResponse, renderRoutes, TOKENS } from "../../testing/render.tsx";
import { WalletLogPage } from "./WalletLogPage.tsx";

const item = {
  transferId: 7,
  at: "2025-01-31T12:05:00.000Z",
  code: "LOAD",
  account: "points",
  amountCentavos: -150_050,
  balanceAfterCentavos: 849_950,
  counterparty: "juan",
  counterpartyUserId: 42,
  refType: "user",
  refId: "42",
  memo: null,
};

const fetchMock = setupFetchMock(async (input) => {
  const url = String(input);
  if (url.startsWith("/api/points/logs/export")) {
    return new Response("Date,Code\r\n", {
      status: 200,
      headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="wallet-log-3.csv"' },
    });
  }
  return jsonResponse(200, { items: [item], total: 45, page: 1, pageSize: 20 });
});

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => "blob:log");
  URL.revokeObjectURL = vi.fn();
  setToken(TOKENS.agent("gold-agent"));
});

const urls = () => fetchedUrls(fetchMock);

describe("wallet logs", () => {
  it("reads the filters from the address bar, shows signed amounts and pages on the server", async () => {
    const { router } = renderRoutes(
      [{ path: "/agent/wallet-log", element: <WalletLogPage /> }],
      "/agent/wallet-log?code=LOAD&from=2025-01-01",
    );
    expect(await screen.findAllByText("−1,500.50")).not.toHaveLength(0);
    expect(urls()[0]).toBe("/api/points/logs?from=2025-01-01&code=LOAD&page=1&pageSize=20");
    expect(screen.getByText("1–20 of 45 movements")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next ›" }));
    await waitFor(() => expect(router.state.location.search).toBe("?from=2025-01-01&code=LOAD&page=2"));
    await waitFor(() => expect(urls()).toContain("/api/points/logs?from=2025-01-01&code=LOAD&page=2&pageSize=20"));
  });

  it("applies the filter form in one go, back to page 1, and refuses a backwards range", async () => {
    const { router } = renderRoutes(
      [{ path: "/agent/wallet-log", element: <WalletLogPage /> }],
      "/agent/wallet-log?page=3",
    );
    await screen.findAllByText("juan · Points");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2025-02-10" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2025-02-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The start date must be on or before the end date");
    expect(router.state.location.search).toBe("?page=3");

    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2025-02-28" } });
    fireEvent.change(screen.getByLabelText("Counterparty"), { target: { value: " bank " } });
    fireEvent.change(screen.getByLabelText("Wallet"), { target: { value: "commission" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(router.state.location.search).toBe("?from=2025-02-10&to=2025-02-28&counterparty=bank&account=commission"),
    );
  });

  it("exports the filtered log as CSV through GET, without paging", async () => {
    renderRoutes([{ path: "/agent/wallet-log", element: <WalletLogPage /> }], "/agent/wallet-log?code=MINT&page=2");
    await screen.findAllByText("juan · Points");
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(urls()).toContain("/api/points/logs/export?code=MINT"));
    const exportCall = fetchMock.mock.calls.find(([input]) => String(input).includes("export"));
    expect(exportCall?.[1]?.method).toBe("GET");
    expect(exportCall?.[1]?.body).toBeUndefined();
  });
});
