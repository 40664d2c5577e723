import type { KycStatus } from "@sabong/shared/identity";
import type { Tx } from "../../db/client.ts";
import { recordNotice } from "../notices/service.ts";

const TITLES: Partial<Record<KycStatus, string>> = {
  verified: "Your identity is verified: you can now bet",
  rejected: "Your identity was not accepted",
  "more-info-requested": "We need more about your identity",
  closed: "Your account is closed",
  unverified: "Please send your identity again",
};

/** Tells the player what a review or a staff member decided about their identity, with the reason they gave. */
export async function noticeIdentityDecision(
  tx: Tx,
  input: { playerId: number; status: KycStatus; reason: string | null },
): Promise<void> {
  const title = TITLES[input.status];
  if (!title) return;
  await recordNotice(tx, {
    userId: input.playerId,
    kind: "identity",
    title,
    body: !input.reason
      ? ""
      : input.status === "more-info-requested"
        ? `Please send: ${input.reason}`
        : `Reason: ${input.reason}`,
    ref: { type: "identity", id: input.playerId },
  });
}
