import type { ReviewDecisionBody } from "@sabong/shared/identity";
import { useMemo, useState } from "react";
import { identityKeys, postDecision } from "../../api/identity.ts";
import { ApiError } from "../../lib/api-client.ts";
import { pressKeys } from "../../lib/idempotency.ts";
import { notify } from "../../lib/toast.tsx";
import { useInvalidatingMutation } from "../../lib/use-invalidating-mutation.ts";

/** The decisions that need a note the player sees. */
export type Choice = "reject" | "ask-for-more";

export const NOTE: Record<Choice, { label: string; missing: string; confirm: string }> = {
  reject: {
    label: "Reason (the player sees it)",
    missing: "Write the reason the player will see",
    confirm: "Reject",
  },
  "ask-for-more": {
    label: "What the player should send (the player sees it)",
    missing: "Write what the player should send",
    confirm: "Ask for more",
  },
};

const DONE: Record<ReviewDecisionBody["kind"], string> = {
  approve: "Identity approved: the player can bet",
  reject: "Identity rejected: the player sees your reason",
  "ask-for-more": "The player is asked for more",
  close: "Account closed",
};

/** A submission's decision: the chosen kind, its note and what is missing, sent once per press (its key kept). */
export function useDecision(submissionId: number, onDecided: () => void) {
  const keys = useMemo(() => pressKeys(), []);
  const decide = useInvalidatingMutation(identityKeys.queue(), postDecision);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState<string | null>(null);

  const send = async (decision: ReviewDecisionBody) => {
    const action = JSON.stringify(decision);
    try {
      await decide.mutateAsync({ submissionId, decision, idempotencyKey: keys.keyFor(action) });
      keys.answered(action);
      notify.success(DONE[decision.kind]);
      onDecided();
    } catch (error) {
      // An answer (a refusal, 409 decided already) ends the press; a network failure keeps its key for the retry.
      if (error instanceof ApiError) keys.answered(action);
    }
  };

  const confirm = () => {
    if (!choice) return;
    const text = note.trim();
    if (text === "") return setMissing(NOTE[choice].missing);
    void send(choice === "reject" ? { kind: "reject", reason: text } : { kind: "ask-for-more", request: text });
  };

  return {
    choice,
    note,
    missing,
    decide,
    approve: () => void send({ kind: "approve" }),
    choose: (next: Choice) => {
      setChoice(next);
      setMissing(null);
    },
    changeNote: (text: string) => {
      setNote(text);
      setMissing(null);
    },
    confirm,
  };
}
