import type { LimitKey, LimitView, ProtectionView } from "@sabong/shared/protection";
import {
  LIMIT_GROUPS,
  limitLabel,
  limitValueText,
  pendingText,
  setterText,
  usedText,
  type Viewer,
} from "./limit-text.ts";

type Props = {
  view: ProtectionView;
  viewer: Viewer;
  /** Cancels a pending change (the player's own screen); without it no Cancel button is shown. */
  onCancel?: (key: LimitKey) => void;
  /** The limit whose cancel is on its way. */
  cancelling?: LimitKey | null;
};

/**
 * Every limit: the value in force, who set it, how much of its window is used, and a change waiting for its 24 hours
 * with when it applies (and a Cancel button on the player's own screen).
 */
export function LimitsList({ view, viewer, onCancel, cancelling = null }: Props) {
  const byKey = new Map(view.limits.map((limit) => [limit.key, limit]));
  return (
    <div className="row g-3">
      {LIMIT_GROUPS.map((group) => (
        <section key={group.title} className="col-12 col-lg-6">
          <div className="card border-0 shadow-sm h-100">
            <div className="card-body">
              <h3 className="h6 mb-1">{group.title}</h3>
              <p className="small text-body-secondary mb-2">{group.about}</p>
              <ul className="list-unstyled mb-0 d-grid gap-2">
                {group.keys.map((key) => (
                  <LimitLine
                    key={key}
                    limit={byKey.get(key) ?? emptyLimit(key)}
                    playedTodayMinutes={view.playedTodayMinutes}
                    viewer={viewer}
                    onCancel={onCancel}
                    cancelling={cancelling === key}
                  />
                ))}
              </ul>
            </div>
          </div>
        </section>
      ))}
    </div>
  );
}

const emptyLimit = (key: LimitKey): LimitView => ({ key, value: null, setBy: null, pending: null, usedCentavos: null });

function LimitLine({
  limit,
  playedTodayMinutes,
  viewer,
  onCancel,
  cancelling,
}: {
  limit: LimitView;
  playedTodayMinutes: number;
  viewer: Viewer;
  onCancel: Props["onCancel"];
  cancelling: boolean;
}) {
  const label = limitLabel(limit.key);
  const used = usedText(limit, playedTodayMinutes);
  const pending = pendingText(limit);
  return (
    <li className="border-top pt-2" data-testid={`limit-${limit.key}`}>
      <div className="d-flex flex-wrap justify-content-between gap-1">
        <span className="fw-semibold">{label}</span>
        <span className="tabular fw-semibold">{limitValueText(limit.key, limit.value)}</span>
      </div>
      <div className="d-flex flex-wrap justify-content-between gap-1 small text-body-secondary">
        <span>{limit.setBy ? setterText(limit.setBy, viewer) : ""}</span>
        {used ? <span className="tabular">{used}</span> : null}
      </div>
      {pending && limit.pending ? (
        <div className="alert alert-warning d-flex flex-wrap align-items-center justify-content-between gap-2 py-2 px-3 mt-2 mb-0">
          <span className="small">
            <strong>Pending:</strong> {pending} ({setterText(limit.pending.requestedBy, viewer, "asked")})
          </span>
          {onCancel ? (
            <button
              type="button"
              className="btn btn-sm btn-warning"
              disabled={cancelling}
              aria-label={`Cancel the pending change of the ${label.toLowerCase()}`}
              onClick={() => onCancel(limit.key)}
            >
              {cancelling ? "Cancelling…" : "Cancel"}
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
