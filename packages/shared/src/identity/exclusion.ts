import { compactIdNumber } from "./id-types.ts";
import { normalizeMobile } from "./mobile.ts";
import { matchKeyOfPerson } from "./names.ts";

/**
 * The exclusion list (PAGCOR's restricted persons, family exclusions, this platform's self-exclusions) holds no name,
 * birth date or number in the clear: only keyed hashes of their normalised forms. The server passes its HMAC-SHA256
 * with a secret kept outside the database, so a stolen copy of the list names nobody (and cannot be tested against
 * guessed names without the secret); the same person typed differently still meets their entry, because what is
 * hashed is normalised first.
 */

/** What matched: name and birth date together, an ID number, or the mobile. */
export const EXCLUSION_KINDS = ["name-birth-date", "id-number", "mobile"] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

export type ExclusionKey = { kind: ExclusionKind; key: string };

/** A keyed hash: the server's HMAC-SHA256 with its secret, as hex. Injected, so these rules hold no secret. */
export type KeyedHash = (message: string) => string;

/** Whatever is known of a person: a list entry may lack a birth date or a mobile, a player has all of them. */
export type PersonIdentifiers = {
  fullName?: string | null;
  birthDate?: string | null;
  idNumbers?: readonly string[];
  mobile?: string | null;
};

/**
 * The keys of a person. Each message names its kind before the value, so a number can never meet a name. Parts that
 * normalise to nothing are skipped (a name of punctuation, a birth date that is no date, a mobile that is not a
 * Philippine one, an empty ID number): they identify nobody. Duplicates appear once.
 */
export function exclusionKeys(person: PersonIdentifiers, hmac: KeyedHash): ExclusionKey[] {
  const messages: { kind: ExclusionKind; message: string }[] = [];
  const nameKey = safeMatchKey(person.fullName, person.birthDate);
  if (nameKey !== null) messages.push({ kind: "name-birth-date", message: `name-birth-date:${nameKey}` });
  for (const number of person.idNumbers ?? []) {
    const compact = compactIdNumber(number);
    if (compact !== "") messages.push({ kind: "id-number", message: `id-number:${compact}` });
  }
  const mobile = person.mobile ? normalizeMobile(person.mobile) : null;
  if (mobile !== null) messages.push({ kind: "mobile", message: `mobile:${mobile}` });

  const seen = new Set<string>();
  const keys: ExclusionKey[] = [];
  for (const { kind, message } of messages) {
    if (seen.has(message)) continue;
    seen.add(message);
    keys.push({ kind, key: hmac(message) });
  }
  return keys;
}

function safeMatchKey(name: string | null | undefined, birthDate: string | null | undefined): string | null {
  if (!name || !birthDate) return null;
  try {
    return matchKeyOfPerson(name, birthDate);
  } catch {
    return null;
  }
}

/** Which kinds of a candidate's keys are on the list (in the order of EXCLUSION_KINDS); empty when none. */
export function matchesExclusion(candidateKeys: readonly ExclusionKey[], listKeys: Iterable<string>): ExclusionKind[] {
  const list = listKeys instanceof Set ? (listKeys as ReadonlySet<string>) : new Set(listKeys);
  const matched = new Set(candidateKeys.filter((k) => list.has(k.key)).map((k) => k.kind));
  return EXCLUSION_KINDS.filter((kind) => matched.has(kind));
}
