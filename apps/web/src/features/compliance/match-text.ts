import type { ExclusionKind, QueueItem } from "@sabong/shared/identity";

/** What each kind of match means, in plain words (the reviewer decides; a match alone refuses nobody). */
export const EXCLUSION_MATCH_WORDS: Record<ExclusionKind, string> = {
  "name-birth-date": "The name and date of birth are on the exclusion list",
  "id-number": "The ID number is on the exclusion list",
  mobile: "The mobile number is on the exclusion list",
};

const ACCOUNT_MATCH_WORDS: Record<QueueItem["otherAccounts"][number]["on"][number], string> = {
  "id-number": "the same ID number",
  mobile: "the same mobile number",
  "name-birth-date": "the same name and date of birth",
};

/** "Account maria2 has the same ID number and the same mobile number." */
export function otherAccountText(account: QueueItem["otherAccounts"][number]): string {
  const what = account.on.map((kind) => ACCOUNT_MATCH_WORDS[kind]);
  const joined = what.length > 1 ? `${what.slice(0, -1).join(", ")} and ${what.at(-1)}` : (what[0] ?? "a match");
  return `Account ${account.username} has ${joined}.`;
}
