import {
  type ExclusionLength,
  manilaMomentText,
  type RestrictionView,
  type TimeOutLength,
} from "@sabong/shared/protection";
import { type ReactNode, useId, useState } from "react";
import { postSelfExclusion, postTimeOut } from "../../api/protection.ts";
import { ConfirmModal } from "../../components/ConfirmModal.tsx";
import { logout } from "../../lib/session.ts";
import { useConfirmedAction } from "../../lib/use-keyed-action.ts";
import {
  type BreakDraft,
  breakEndsAtMs,
  breakLengthText,
  EXCLUSION_CHOICES,
  signedOutForBreakText,
  TIME_OUT_CHOICES,
} from "./break-text.ts";
import { ChoiceButtons } from "./ChoiceButtons.tsx";
import { RunningBreak } from "./RunningBreak.tsx";

function sendBreak(draft: BreakDraft, idempotencyKey: string) {
  return draft.kind === "time-out"
    ? postTimeOut(draft.length, idempotencyKey)
    : postSelfExclusion(draft.length, idempotencyKey);
}

/**
 * Take a break: a time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years), each behind a dialog that
 * says plainly what happens. Taking one signs the player out everywhere (the server ends every session), so this tab
 * signs out too and the sign-in screen says until when. While one runs, its end date shows instead, and a
 * self-exclusion can be made longer.
 */
export function BreakPanel({ restriction }: { restriction: RestrictionView | null }) {
  if (restriction && Date.parse(restriction.endsAt) > Date.now()) return <RunningBreak restriction={restriction} />;
  return <TakeBreak />;
}

function TakeBreak() {
  const [timeOut, setTimeOut] = useState<TimeOutLength>("24h");
  const [exclusion, setExclusion] = useState<ExclusionLength>("6m");
  const [understood, setUnderstood] = useState(false);
  const action = useConfirmedAction<BreakDraft & { endsAtMs: number }, unknown>({
    send: sendBreak,
    onDone: (_answer, { draft }) => logout(signedOutForBreakText(draft, draft.endsAtMs)),
  });
  const review = (draft: BreakDraft) => {
    setUnderstood(false);
    action.review({ ...draft, endsAtMs: breakEndsAtMs(draft, Date.now()) });
  };
  const pending = action.pending;

  return (
    <div className="row g-3">
      <BreakCard {...TIME_OUT_CARD} onTake={() => review({ kind: "time-out", length: timeOut })}>
        <ChoiceButtons legend="Length" options={TIME_OUT_CHOICES} value={timeOut} onChange={setTimeOut} />
      </BreakCard>
      <BreakCard {...EXCLUSION_CARD} onTake={() => review({ kind: "self-exclusion", length: exclusion })}>
        <ChoiceButtons legend="Length" options={EXCLUSION_CHOICES} value={exclusion} onChange={setExclusion} />
      </BreakCard>

      {pending ? (
        <ConfirmModal
          title={pending.kind === "time-out" ? "Take a time-out?" : "Exclude yourself?"}
          confirmLabel={pending.kind === "time-out" ? "Take the time-out" : "Exclude me"}
          busyLabel="Working…"
          tone={pending.kind === "time-out" ? "warning" : "danger"}
          busy={action.busy}
          confirmDisabled={pending.kind === "self-exclusion" && !understood}
          error={action.error?.message ?? null}
          onConfirm={action.confirm}
          onCancel={action.cancel}
        >
          <BreakConsequences pending={pending} understood={understood} onUnderstood={setUnderstood} />
        </ConfirmModal>
      ) : null}
    </div>
  );
}

/** One kind of break: what it is, its length, and the button that asks to confirm it. */
type BreakCardText = { titleId: string; title: string; about: string; buttonClassName: string; buttonLabel: string };

const TIME_OUT_CARD: BreakCardText = {
  titleId: "time-out-title",
  title: "Time-out",
  about: "A short break from betting. It cannot be ended early, by you or by anyone.",
  buttonClassName: "btn btn-warning",
  buttonLabel: "Take a time-out",
};

const EXCLUSION_CARD: BreakCardText = {
  titleId: "exclusion-title",
  title: "Self-exclusion",
  about:
    "A long break. Its first 6 months cannot be lifted by anyone; after that only an admin can, at your written request.",
  buttonClassName: "btn btn-danger",
  buttonLabel: "Exclude myself",
};

function BreakCard({
  titleId,
  title,
  about,
  buttonClassName,
  buttonLabel,
  onTake,
  children,
}: BreakCardText & {
  onTake: () => void;
  /** The length's choices. */
  children: ReactNode;
}) {
  return (
    <section className="col-12 col-lg-6" aria-labelledby={titleId}>
      <div className="card border-0 shadow-sm h-100">
        <div className="card-body">
          <h3 className="h6" id={titleId}>
            {title}
          </h3>
          <p className="small text-body-secondary">{about}</p>
          {children}
          <button type="button" className={buttonClassName} onClick={onTake}>
            {buttonLabel}
          </button>
        </div>
      </div>
    </section>
  );
}

/** What the break chosen does, said plainly; a self-exclusion also asks the player to tick that they understand. */
function BreakConsequences({
  pending,
  understood,
  onUnderstood,
}: {
  pending: BreakDraft & { endsAtMs: number };
  understood: boolean;
  onUnderstood: (understood: boolean) => void;
}) {
  const checkId = useId();
  return (
    <>
      <p>
        {pending.kind === "time-out" ? "A time-out" : "A self-exclusion"} of <strong>{breakLengthText(pending)}</strong>
        , until <strong>{manilaMomentText(pending.endsAtMs)}</strong> (Manila time).
      </p>
      <ul className="ps-3">
        <li>You will be signed out at once, on every device.</li>
        <li>Until then you cannot bet, buy tickets or be loaded, and no limit can be raised or removed.</li>
        <li>
          You can still sign in to see your bets, your balance and your statement. Your balance stays yours: your agent
          can withdraw it for you.
        </li>
        {pending.kind === "time-out" ? (
          <li>A time-out cannot be ended early, by you or by anyone.</li>
        ) : (
          <li>
            The first 6 months cannot be lifted by anyone, not even by the site. After that, only an admin can lift it,
            and only at your written request.
          </li>
        )}
      </ul>
      {pending.kind === "self-exclusion" ? (
        <div className="form-check">
          <input
            id={checkId}
            type="checkbox"
            className="form-check-input"
            checked={understood}
            onChange={(event) => onUnderstood(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={checkId}>
            I understand that this cannot be undone for at least 6 months.
          </label>
        </div>
      ) : null}
    </>
  );
}
