import type { ExclusionList } from "@sabong/shared/identity";

type Source = ExclusionList["items"][number]["source"];

export const SOURCE_WORDS: Record<Source, string> = {
  regulator: "Regulator's list",
  family: "Family exclusion",
  "self-exclusion": "Self-exclusion",
};

/** The regulator's list as this screen imports it (docs/decisions/0013): a header line, then one person a line. */
export const CSV_TEMPLATE = `name,date of birth,ID numbers
Juan Dela Cruz,1980-01-31,P1234567A;N01-12-345678
Maria Santos,1975-12-01,`;
