import type { ExclusionKind } from "@sabong/shared/identity";
import type { DbOrTx } from "../../db/client.ts";
import { listMatches } from "./exclusion-lookup.ts";
import { personKeys } from "./keys.ts";

/**
 * Which kinds of a registration's identifiers are on the live exclusion list: the name with the birth date, and the
 * mobile (a registration has no ID number). Empty: not on the list.
 */
export function registrationMatches(
  db: DbOrTx,
  person: { fullName: string; birthDate: string; mobile: string },
  secret: string,
): Promise<ExclusionKind[]> {
  return listMatches(db, personKeys(person, secret));
}
