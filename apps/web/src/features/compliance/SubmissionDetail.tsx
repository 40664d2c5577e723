import { ageOn, ID_TYPE_LABELS, MINIMUM_AGE_YEARS, type QueueItem } from "@sabong/shared/identity";
import type { ReactNode } from "react";
import { formatDateTime } from "../../lib/format.ts";
import { DecisionPanel } from "./DecisionPanel.tsx";
import { EXCLUSION_MATCH_WORDS, otherAccountText } from "./match-text.ts";
import { SubmissionImage } from "./SubmissionImage.tsx";

const yesNo = (answer: boolean) => (answer ? <strong className="text-danger">Yes</strong> : "No");

/** One submission: its two pictures beside the typed data, the age in Manila time, the matches, the decision. */
export function SubmissionDetail({ item, onClose }: { item: QueueItem; onClose: () => void }) {
  return (
    <section aria-labelledby="submission-title" data-testid="submission-detail">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 id="submission-title" className="h5 mb-0">
          {item.fullName} <span className="text-body-secondary fs-6">({item.username})</span>
        </h2>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClose}>
          Back to the queue
        </button>
      </div>
      <SubmissionMatches item={item} />
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <SubmissionImage submissionId={item.id} kind="id" alt={`The ID of ${item.fullName}`} />
          <SubmissionImage submissionId={item.id} kind="selfie" alt={`${item.fullName} holding the ID`} />
        </div>
        <div className="col-12 col-md-6">
          <SubmissionFacts item={item} />
          <DecisionPanel submissionId={item.id} onDecided={onClose} />
        </div>
      </div>
    </section>
  );
}

/** The exclusion list's matches and the other accounts sharing its data, or that there are none. */
function SubmissionMatches({ item }: { item: QueueItem }) {
  const matches = [
    ...item.exclusionMatches.map((kind) => EXCLUSION_MATCH_WORDS[kind]),
    ...item.otherAccounts.map(otherAccountText),
  ];
  return (
    <div
      className={`alert ${matches.length > 0 ? "alert-danger" : "alert-success"} py-2`}
      data-testid="submission-matches"
    >
      {matches.length > 0 ? (
        <>
          <strong>Matches found:</strong>
          <ul className="mb-0">
            {matches.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      ) : (
        "No match on the exclusion list or with other accounts."
      )}
    </div>
  );
}

/** What the player typed, the age computed today (flagged when under age). */
function SubmissionFacts({ item }: { item: QueueItem }) {
  const age = ageOn(item.birthDate, Date.now());
  const rows: [string, ReactNode][] = [
    ["Full name", item.fullName],
    [
      "Date of birth",
      <>
        {item.birthDate} (age {age}
        {age < MINIMUM_AGE_YEARS ? <strong className="text-danger">, under {MINIMUM_AGE_YEARS}</strong> : null})
      </>,
    ],
    ["Address", item.address],
    ["Nationality", item.nationality],
    ["Occupation", item.occupation],
    ["Works for the government", yesNo(item.governmentEmployee)],
    ["Military or police", yesNo(item.militaryOrPolice)],
    ["Works for this operator", yesNo(item.operatorEmployee)],
    ["Mobile", item.mobile],
    ["ID", `${ID_TYPE_LABELS[item.idType]} ${item.idNumber}`],
    ["Sent", formatDateTime(item.submittedAt)],
  ];
  return (
    <dl className="small mb-3">
      {rows.map(([label, value]) => (
        <div key={label} className="d-flex flex-wrap gap-1 border-bottom py-1">
          <dt className="fw-semibold me-1">{label}:</dt>
          <dd className="mb-0 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
