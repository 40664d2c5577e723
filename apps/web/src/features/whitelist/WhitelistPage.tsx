import type { WhitelistList } from "@sabong/shared/whitelist";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { whitelistQuery } from "../../api/whitelist.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { AddEntryForm } from "./AddEntryForm.tsx";
import { WhitelistTable } from "./WhitelistTable.tsx";

/**
 * /admin/whitelist: the addresses (IPs or CIDR ranges) admins and staff may log in from. An empty list restricts
 * nobody. Shows the admin's own address as the server sees it, to add it first; the server refuses any change that
 * would lock the acting admin out.
 */
export function WhitelistPage() {
  const list = useQuery(whitelistQuery());
  return (
    <>
      <PageHeader title="Whitelist" subtitle="Addresses admins and staff may log in from." />
      {list.isPending ? (
        <Spinner label="Loading the whitelist…" />
      ) : list.isError ? (
        <QueryError what="the whitelist" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Whitelist list={list.data} />
      )}
    </>
  );
}

function Whitelist({ list }: { list: WhitelistList }) {
  const [prefill, setPrefill] = useState<{ address: string; note: string; n: number } | null>(null);
  const { yourIp, entries } = list;
  const yoursListed = Boolean(
    yourIp && entries.some((entry) => entry.cidr === `${yourIp}/${yourIp.includes(":") ? 128 : 32}`),
  );
  return (
    <>
      <div className="row g-3 mb-3">
        <div className="col-12 col-lg-5">
          <section className="card border-0 shadow-sm h-100">
            <div className="card-body">
              <h2 className="h6 text-uppercase text-body-secondary mb-2">Your address</h2>
              <p className="fs-5 font-monospace mb-2 text-break" data-testid="whitelist-your-ip">
                {yourIp}
              </p>
              <p className="small text-body-secondary mb-3">
                {entries.length === 0
                  ? "The whitelist is empty: admins and staff can log in from anywhere. Add your own address first."
                  : yoursListed
                    ? "Your address is on the whitelist."
                    : "Your address is covered by a range, or you logged in before the list changed."}
              </p>
              {yourIp && !yoursListed ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-primary"
                  onClick={() =>
                    setPrefill((current) => ({ address: yourIp, note: "My address", n: (current?.n ?? 0) + 1 }))
                  }
                >
                  Use my address
                </button>
              ) : null}
            </div>
          </section>
        </div>
        <div className="col-12 col-lg-7">
          <AddEntryForm key={prefill?.n ?? 0} initial={prefill} />
        </div>
      </div>

      {entries.length === 0 ? (
        <EmptyState title="The whitelist is empty.">
          Logins of admins and staff are not restricted. Once an entry is added, only listed addresses may log in.
        </EmptyState>
      ) : (
        <WhitelistTable entries={entries} />
      )}
    </>
  );
}
