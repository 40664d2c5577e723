import type { IdentityView } from "@sabong/shared/identity";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { identityQuery } from "../../api/identity.ts";
import { KycBadge } from "../../components/KycBadge.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { formatDateTime } from "../../lib/format.ts";
import { IdentityForm } from "./IdentityForm.tsx";

/**
 * /player/identity: where the player stands (not verified, under review, asked for more, rejected, verified) and,
 * while the player may send it, the identity form (issue 21).
 */
export function IdentityPage() {
  const identity = useQuery(identityQuery());
  return (
    <>
      <PageHeader title="Identity" subtitle="Who you are, so you may play: 21 and over only." />
      {identity.isPending ? (
        <Spinner label="Loading your identity status…" />
      ) : identity.isError ? (
        <QueryError what="your identity status" error={identity.error} onRetry={() => void identity.refetch()} />
      ) : (
        <>
          <StatusPanel view={identity.data} />
          {identity.data.status === "unverified" || identity.data.status === "more-info-requested" ? (
            <IdentityForm />
          ) : null}
        </>
      )}
    </>
  );
}

function StatusPanel({ view }: { view: IdentityView }) {
  return (
    <section className="card border-0 shadow-sm mb-3" aria-labelledby="identity-status" data-testid="identity-status">
      <div className="card-body">
        <h2 id="identity-status" className="h6 d-flex flex-wrap align-items-center gap-2 mb-2">
          Status <KycBadge status={view.status} />
        </h2>
        <StatusWords view={view} />
      </div>
    </section>
  );
}

function StatusWords({ view }: { view: IdentityView }) {
  const sent = view.submittedAt ? ` You sent it on ${formatDateTime(view.submittedAt)}.` : "";
  switch (view.status) {
    case "unverified":
      return (
        <p className="mb-0">
          Verify your identity to start betting. It takes a few minutes: your details, a photo of one government ID and
          a selfie holding it.
        </p>
      );
    case "under-review":
      return (
        <p className="mb-0">
          Your identity is under review.{sent} You can bet once a reviewer approves it; meanwhile you can look around
          {view.allows.load ? " and your agent can load your account" : ""}.
        </p>
      );
    case "more-info-requested":
      return (
        <>
          <p className="mb-2">The reviewer needs more from you before approving your identity:</p>
          <blockquote className="border-start border-3 border-info ps-3 mb-2" data-testid="identity-message">
            {view.message ?? "Please send your details and pictures again."}
          </blockquote>
          <p className="mb-0">Correct what is asked and send the form below again.</p>
        </>
      );
    case "rejected":
      return (
        <>
          <p className="mb-2">Your identity was not accepted, so you cannot bet. The reason:</p>
          <blockquote className="border-start border-3 border-danger ps-3 mb-2" data-testid="identity-message">
            {view.message ?? "No reason was given."}
          </blockquote>
          <p className="mb-0">
            You can still see your <Link to="/player/bets-history">bets</Link> and your{" "}
            <Link to="/player/account">account</Link>. Ask your agent if you think this is a mistake.
          </p>
        </>
      );
    case "closed":
      return (
        <p className="mb-0" data-testid="identity-message">
          This account is closed{view.message ? `: ${view.message}` : "."}
        </p>
      );
    case "verified":
      return <p className="mb-0">Your identity is verified. You can bet.</p>;
  }
}
