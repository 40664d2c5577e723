/**
 * Plain words for what screens and errors say: one mapping of validation issues (a contract's own message is kept;
 * the validator's built-in wording, "Too big: expected string to have <=120 characters", is never shown) and one
 * plural rule ("1 ticket", "2 tickets").
 */

/** The part of a zod issue the wording reads (zod 4's issue shape, kept loose so any issue fits). */
export type IssueLike = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint | Date;
  maximum?: number | bigint | Date;
  inclusive?: boolean;
  expected?: string;
  received?: string;
  format?: string;
  values?: readonly unknown[];
  divisor?: number | bigint;
};

/** zod's built-in messages: these are rewritten; any other message was written by a contract for people. */
const BUILT_IN =
  /^(Too (big|small):|Invalid (input|string|option|number|element|key|value|type|ISO|email|URL|url|UUID|uuid)\b|Unrecognized key)/;

/** "lastCallSeconds" → "Last call seconds"; "eventDate" → "Event date". */
export function fieldLabelOf(key: PropertyKey | undefined): string {
  const words = String(key ?? "")
    .replace(/(Centavos|Bp|Hundredths|Ms)$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words[0]?.toUpperCase() + words.slice(1) : "This value";
}

const numberText = (n: number | bigint | Date | undefined) =>
  typeof n === "number" ? n.toLocaleString("en-US") : String(n ?? "");

/**
 * An issue in plain words: the contract's message when it wrote one, else a sentence from the issue's code with the
 * field's label (given, or read from the issue's path).
 */
export function plainIssueMessage(issue: IssueLike, label: string = fieldLabelOf(lastKey(issue.path))): string {
  if (!BUILT_IN.test(issue.message)) return issue.message;
  const what = issue.origin;
  switch (issue.code) {
    case "too_big":
      if (what === "string") return `${label} must be at most ${plural(Number(issue.maximum), "character")}`;
      if (what === "array" || what === "set")
        return `${label} can have at most ${plural(Number(issue.maximum), "item")}`;
      return `${label} must be at most ${numberText(issue.maximum)}`;
    case "too_small":
      if (what === "string") {
        return Number(issue.minimum) <= 1
          ? `${label} is required`
          : `${label} must be at least ${plural(Number(issue.minimum), "character")}`;
      }
      if (what === "array" || what === "set") {
        return `${label} needs at least ${plural(Number(issue.minimum), "item")}`;
      }
      return `${label} must be at least ${numberText(issue.minimum)}`;
    case "invalid_type":
      if (issue.received === "undefined" || /received undefined/.test(issue.message)) return `${label} is required`;
      if (issue.expected === "int") return `${label} must be a whole number`;
      if (issue.expected === "number") return `${label} must be a number`;
      return `${label} is not valid`;
    case "invalid_value":
      return `Choose one of the offered values for ${label.toLowerCase()}`;
    case "invalid_format":
      if (issue.format === "email") return `${label} must be an email address`;
      if (issue.format === "url") return `${label} must be a web address`;
      if (issue.format === "date" || issue.format === "datetime") return `${label} must be a valid date`;
      return `${label} is not in the expected format`;
    case "not_multiple_of":
      return `${label} must be a multiple of ${numberText(issue.divisor)}`;
    case "unrecognized_keys":
      return "This request has fields that are not accepted";
    default:
      return `${label} is not valid`;
  }
}

function lastKey(path: readonly PropertyKey[]): PropertyKey | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    if (typeof path[i] === "string") return path[i];
  }
  return undefined;
}

/** "1 ticket", "2 tickets", "0 tickets"; an irregular plural is given ("1 entry", "3 entries"). */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? singular : pluralForm}`;
}

/** The first issue in plain words (a single-field check: a reason, a password), or `fallback` when there is none. */
export function firstIssueMessage(issues: readonly IssueLike[], fallback: string, label?: string): string {
  const [first] = issues;
  return first ? plainIssueMessage(first, label) : fallback;
}
