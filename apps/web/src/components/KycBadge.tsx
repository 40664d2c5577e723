import { KYC_STATUS_LABELS, type KycStatus } from "@sabong/shared/identity";

// Dark text on the light tones and white on the dark ones: AA contrast either way (Bootstrap's text-bg-*).
const TONES: Record<KycStatus, string> = {
  unverified: "text-bg-secondary",
  "under-review": "text-bg-warning",
  "more-info-requested": "text-bg-info",
  verified: "text-bg-success",
  rejected: "text-bg-danger",
  closed: "text-bg-dark",
};

/** A player's identity status as a pill: Not verified, Under review, Verified… */
export function KycBadge({ status }: { status: KycStatus }) {
  return (
    <span className={`badge rounded-pill ${TONES[status]}`} data-testid="kyc-badge">
      {KYC_STATUS_LABELS[status]}
    </span>
  );
}
