import { type AlertDetail, SIGNAL_LABELS } from "@sabong/shared/integrity";
import { manilaStamp } from "@sabong/shared/time";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import { alertQuery, type CaseStep, downloadCase, integrityKeys, postCaseStep } from "../../api/integrity.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { QueryError } from "../../components/QueryError.tsx";
import { Spinner } from "../../components/Spinner.tsx";
import { GENERIC_ERROR_MESSAGE } from "../../lib/config.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";
import { evidenceLines, STATUS_LABELS, subjectText } from "./alert-text.ts";
import { DownloadButton } from "./DownloadButton.tsx";

const isOpen = (alert: AlertDetail) => alert.status === "new" || alert.status === "assigned";

/** A reviewer's step, its success said in a toast; whether it was taken. */
type Run = (body: CaseStep, done: string) => Promise<boolean>;

/** /admin/alerts/:id: one case — the evidence, the accounts it names, notes, and the reviewer's steps. */
export function AlertCasePage() {
  const id = Number(useParams().alertId);
  const alert = useQuery(alertQuery(id));
  const step = useInvalidatingMutation(integrityKeys.all, (body: CaseStep) => postCaseStep(id, body));
  const run = async (body: CaseStep, done: string) => {
    try {
      await step.mutateAsync(body);
      notify.success(done);
      return true;
    } catch (error) {
      notify.error(error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE);
      return false;
    }
  };

  if (alert.error) return <QueryError what="the alert" error={alert.error} onRetry={() => void alert.refetch()} />;
  if (!alert.data) return <Spinner label="Loading the alert…" />;
  const data = alert.data;

  return (
    <>
      <PageHeader
        title={`Alert ${data.id}`}
        subtitle={`${SIGNAL_LABELS[data.kind]} · ${subjectText(data)} · score ${data.score}`}
        actions={
          <>
            <DownloadButton label="Export case (.xlsx)" download={() => downloadCase(data.id)} />
            <Link className="btn btn-sm btn-outline-secondary" to="/admin/alerts">
              Back to alerts
            </Link>
          </>
        }
      />
      <div className="row g-3">
        <section className="col-12 col-lg-7" aria-labelledby="evidence-title">
          <Evidence alert={data} />
          <Accounts alert={data} disabled={step.isPending} onSuspend={run} />
        </section>
        <section className="col-12 col-lg-5" aria-labelledby="case-title">
          <Case alert={data} disabled={step.isPending} onStep={run} />
        </section>
      </div>
    </>
  );
}

/** Where the case stands, when it was raised, and the watch's evidence line by line. */
function Evidence({ alert }: { alert: AlertDetail }) {
  return (
    <CaseCard titleId="evidence-title" title="Evidence">
      <p className="mb-2">
        {STATUS_LABELS[alert.status]}
        {alert.assignedTo ? `, with ${alert.assignedTo}` : ""}. Raised {manilaStamp(new Date(alert.raisedAt))}.
      </p>
      <dl className="row mb-0">
        {evidenceLines(alert.evidence).map((line) => (
          <div key={line.label} className="col-12 d-flex flex-wrap gap-2 border-bottom py-1">
            <dt className="fw-semibold">{line.label}</dt>
            <dd className="mb-0 text-break">{line.value}</dd>
          </div>
        ))}
      </dl>
    </CaseCard>
  );
}

/** The case: taking a new one, its notes, and while open the note and closing forms. */
function Case({ alert, disabled, onStep }: { alert: AlertDetail; disabled: boolean; onStep: Run }) {
  return (
    <CaseCard titleId="case-title" title="Case">
      {isOpen(alert) && alert.status === "new" ? (
        <button
          type="button"
          className="btn btn-primary mb-3"
          disabled={disabled}
          onClick={() => void onStep({ step: "assign" }, "The case is yours")}
        >
          Take this case
        </button>
      ) : null}
      <ol className="list-unstyled mb-3">
        {alert.notes.length === 0 ? <li className="text-body-secondary">No notes yet.</li> : null}
        {alert.notes.map((note) => (
          <li key={note.id} className="border-bottom py-2">
            <div className="small text-body-secondary">
              {note.author}, {manilaStamp(new Date(note.at), "minutes")}
            </div>
            <div className="text-break">{note.body}</div>
          </li>
        ))}
      </ol>
      {isOpen(alert) ? <CaseForms disabled={disabled} onStep={onStep} /> : null}
    </CaseCard>
  );
}

function Accounts({ alert, disabled, onSuspend }: { alert: AlertDetail; disabled: boolean; onSuspend: Run }) {
  const [reason, setReason] = useState("");
  const [target, setTarget] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (target === null) return;
    if (!reason.trim()) return setError("Write why the account is suspended");
    if (await onSuspend({ step: "suspend", accountId: target, reason }, "Account suspended")) {
      setTarget(null);
      setReason("");
    }
  };
  return (
    <CaseCard title="Accounts named" className="card border-0 shadow-sm mt-3">
      {alert.accounts.length === 0 ? <p className="mb-0">This alert names no account.</p> : null}
      <ul className="list-unstyled mb-0">
        {alert.accounts.map((account) => (
          <li key={account.id} className="d-flex flex-wrap align-items-center gap-2 py-1">
            <span className="fw-semibold">{account.username}</span>
            <span className="text-body-secondary">({account.status})</span>
            {account.status !== "suspended" && isOpen(alert) ? (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger ms-auto"
                disabled={disabled}
                onClick={() => setTarget(account.id)}
              >
                Suspend {account.username}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {target !== null ? (
        <form className="mt-2" onSubmit={(event) => void submit(event)} noValidate>
          <label className="form-label" htmlFor="suspend-reason">
            Why suspend {alert.accounts.find((account) => account.id === target)?.username}? (kept in the audit log)
          </label>
          <textarea
            id="suspend-reason"
            className={`form-control${error ? " is-invalid" : ""}`}
            rows={2}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setError(null);
            }}
          />
          {error ? <div className="invalid-feedback">{error}</div> : null}
          <div className="d-flex gap-2 mt-2">
            <button type="submit" className="btn btn-danger" disabled={disabled}>
              Suspend
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setTarget(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </CaseCard>
  );
}

function CaseForms({ disabled, onStep }: { disabled: boolean; onStep: Run }) {
  const [note, setNote] = useState("");
  const [outcome, setOutcome] = useState<"benign" | "confirmed" | "">("");
  const [errors, setErrors] = useState<{ note?: string; outcome?: string }>({});
  // The answer lands after the refreshed case shows the note: what the reviewer typed meanwhile is kept.
  const clearIfStill = (sent: string) => setNote((current) => (current === sent ? "" : current));
  const addNote = async () => {
    if (!note.trim()) return setErrors({ note: "Write a note" });
    if (await onStep({ step: "notes", body: note }, "Note added")) clearIfStill(note);
  };
  const close = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(note.trim() ? {} : { note: "Write why the case is closed" }),
      ...(outcome ? {} : { outcome: "Choose benign or confirmed" }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || !outcome) return;
    if (await onStep({ step: "close", outcome, note }, "Case closed")) clearIfStill(note);
  };
  return (
    <form onSubmit={(event) => void close(event)} noValidate>
      <label className="form-label" htmlFor="case-note">
        Note
      </label>
      <textarea
        id="case-note"
        className={`form-control${errors.note ? " is-invalid" : ""}`}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {errors.note ? <div className="invalid-feedback">{errors.note}</div> : null}
      <button type="button" className="btn btn-outline-primary mt-2" disabled={disabled} onClick={() => void addNote()}>
        Add note
      </button>
      <fieldset className="mt-3">
        <legend className="fs-6 fw-semibold">Close the case as</legend>
        {(["benign", "confirmed"] as const).map((value) => (
          <div key={value} className="form-check">
            <input
              id={`outcome-${value}`}
              type="radio"
              name="outcome"
              className={`form-check-input${errors.outcome ? " is-invalid" : ""}`}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
            />
            <label className="form-check-label" htmlFor={`outcome-${value}`}>
              {value === "benign" ? "Benign: nothing wrong found" : "Confirmed: report it to the regulator"}
            </label>
          </div>
        ))}
        {errors.outcome ? <div className="text-danger small">{errors.outcome}</div> : null}
      </fieldset>
      <button type="submit" className="btn btn-primary mt-2" disabled={disabled}>
        Close the case
      </button>
    </form>
  );
}

type CaseCardProps = {
  /** The title's id, when the section around the card is labelled by it. */
  titleId?: string;
  title: string;
  className?: string;
  children: ReactNode;
};

/** One of the case page's cards, titled. */
function CaseCard({ titleId, title, className = "card border-0 shadow-sm", children }: CaseCardProps) {
  return (
    <div className={className}>
      <div className="card-body">
        <h2 id={titleId} className="h5">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
