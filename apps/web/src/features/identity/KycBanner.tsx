import { type IdentityView, kycRefusal } from "@sabong/shared/identity";
import { Link } from "react-router";
import { IDENTITY_PATH } from "./paths.ts";

/**
 * Over the lounge and the number games while the player may not bet yet (the shell fetches it only then): why, and
 * the way to the identity screen.
 */
export function KycBanner({ view }: { view: IdentityView }) {
  const words = kycRefusal(view.status, "bet") ?? "You cannot bet yet";
  const action =
    view.status === "unverified"
      ? "Verify your identity"
      : view.status === "more-info-requested"
        ? "See what to send"
        : "See your status";
  return (
    <div
      className="alert alert-warning rounded-0 border-0 mb-0 py-2 d-flex flex-wrap align-items-center justify-content-between gap-2"
      role="status"
      data-testid="kyc-banner"
    >
      <span>{words}.</span>
      {view.status === "closed" ? null : (
        <Link to={IDENTITY_PATH} className="btn btn-sm btn-dark">
          {action}
        </Link>
      )}
    </div>
  );
}
