import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { identityQuery } from "../../api/identity.ts";
import { KycBadge } from "../../components/KycBadge.tsx";
import { IDENTITY_PATH } from "./paths.ts";

/** On the player's Account: the identity status and the way to the identity screen. */
export function IdentityCard() {
  const identity = useQuery(identityQuery());
  const status = identity.data?.status;
  return (
    <section className="card border-0 shadow-sm mt-3" aria-labelledby="account-identity">
      <div className="card-body d-flex flex-wrap align-items-center justify-content-between gap-2">
        <div>
          <h2 id="account-identity" className="h6 mb-1 d-flex flex-wrap align-items-center gap-2">
            Identity {status ? <KycBadge status={status} /> : null}
          </h2>
          <p className="small text-body-secondary mb-0">Only people 21 and over, with a verified identity, may bet.</p>
        </div>
        <Link to={IDENTITY_PATH} className="btn btn-sm btn-warning">
          {status === "unverified" ? "Verify your identity" : "Your identity"}
        </Link>
      </div>
    </section>
  );
}
