import { type ExclusionKey, type ExclusionKind, matchesExclusion } from "@sabong/shared/identity";
import { and, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { exclusionKeys } from "./table.ts";

/** Which kinds of these keys are on the live exclusion list (one indexed lookup). */
export async function listMatches(db: DbOrTx, keys: readonly ExclusionKey[]): Promise<ExclusionKind[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: exclusionKeys.key })
    .from(exclusionKeys)
    .where(
      and(
        inArray(
          exclusionKeys.key,
          keys.map((k) => k.key),
        ),
        isNull(exclusionKeys.removedAt),
      ),
    );
  return matchesExclusion(
    keys,
    rows.map((r) => r.key),
  );
}
