import type { Readable } from "node:stream";
import type {
  ResponsibleGamingFilter,
  ResponsibleGamingPage,
  ResponsibleGamingQuery,
  ResponsibleGamingRow,
  RestrictionKind,
} from "@sabong/shared/protection";
import { manilaStamp } from "@sabong/shared/time";
import { and, asc, count, desc, eq, exists, gt, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/sql.ts";
import { streamXlsx, XLSX_COUNT_FORMAT } from "../../http/xlsx.ts";
import { users } from "../users/table.ts";
import { restrictionView } from "./restriction-store.ts";
import { protectionLimitChanges, protectionLimits, protectionRestrictions, protectionState } from "./table.ts";

/** The admin's responsible-gaming list: players with limits, pending changes or a running restriction. */

const upline = alias(users, "upline");

const hasPending = exists(
  sql`(select 1 from ${protectionLimitChanges} where ${protectionLimitChanges.userId} = ${users.id}
    and ${protectionLimitChanges.appliedAt} is null and ${protectionLimitChanges.cancelledAt} is null)`,
);

function filterCondition(filter: ResponsibleGamingFilter, now: Date): SQL | undefined {
  const running = (kind?: RestrictionKind) =>
    and(gt(protectionState.restrictedUntil, now), kind ? eq(protectionState.restrictedKind, kind) : undefined);
  switch (filter) {
    case "limits":
      return eq(protectionState.limited, true);
    case "pending":
      return hasPending;
    case "time-out":
      return running("time-out");
    case "self-exclusion":
      return running("self-exclusion");
    default:
      return or(eq(protectionState.limited, true), hasPending, running());
  }
}

function whereOf(query: Pick<ResponsibleGamingQuery, "filter" | "q">, now: Date): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    eq(users.type, "player"),
    filterCondition(query.filter, now),
    pattern ? or(ilike(users.username, pattern), ilike(users.name, pattern)) : undefined,
  );
}

const limitCount = sql<number>`(select count(*)::int from ${protectionLimits} where ${protectionLimits.userId} = ${users.id})`;
const pendingCount = sql<number>`(select count(*)::int from ${protectionLimitChanges}
  where ${protectionLimitChanges.userId} = ${users.id}
  and ${protectionLimitChanges.appliedAt} is null and ${protectionLimitChanges.cancelledAt} is null)`;

async function rowsOf(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  offset: number,
  now: Date,
): Promise<ResponsibleGamingRow[]> {
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      uplineName: upline.username,
      limitCount,
      pendingCount,
    })
    .from(users)
    .innerJoin(protectionState, eq(protectionState.userId, users.id))
    .leftJoin(upline, eq(upline.id, users.uplineId))
    .where(where)
    .orderBy(asc(users.username))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.userId);
  const running =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(protectionRestrictions)
          .where(
            and(
              inArray(protectionRestrictions.userId, ids),
              isNull(protectionRestrictions.liftedAt),
              gt(protectionRestrictions.endsAt, now),
            ),
          )
          .orderBy(desc(protectionRestrictions.startedAt), desc(protectionRestrictions.id));
  return rows.map((row) => {
    const newest = running.find((r) => r.userId === row.userId);
    return {
      ...row,
      limitCount: Number(row.limitCount),
      pendingCount: Number(row.pendingCount),
      restriction: newest
        ? restrictionView({
            kind: newest.kind === "self-exclusion" ? "self-exclusion" : "time-out",
            startedAtMs: newest.startedAt.getTime(),
            endsAtMs: newest.endsAt.getTime(),
          })
        : null,
    };
  });
}

export async function responsibleGamingPage(
  db: DbOrTx,
  query: ResponsibleGamingQuery,
  nowMs: number,
): Promise<ResponsibleGamingPage> {
  const now = new Date(nowMs);
  const where = whereOf(query, now);
  const [total] = await db
    .select({ n: count() })
    .from(users)
    .innerJoin(protectionState, eq(protectionState.userId, users.id))
    .where(where);
  const { page, pageSize } = query;
  const items = await rowsOf(db, where, pageSize, (page - 1) * pageSize, now);
  return { items, total: total?.n ?? 0, page, pageSize };
}

const EXPORT_BATCH = 500;

export function responsibleGamingFileName(filter: ResponsibleGamingFilter, nowMs: number): string {
  return `responsible-gaming-${filter}-${new Date(nowMs).toISOString().slice(0, 10)}.xlsx`;
}

/** Every row of the filter (no paging), streamed a batch at a time. */
export function responsibleGamingWorkbook(
  db: DbOrTx,
  query: Pick<ResponsibleGamingQuery, "filter" | "q">,
  nowMs: number,
): Readable {
  const now = new Date(nowMs);
  const where = whereOf(query, now);
  return streamXlsx(async (book) => {
    book.cover([
      ["Responsible gaming", "Players with limits, pending limit changes, time-outs or self-exclusions"],
      ["Filter", query.filter],
      ["Search", query.q ?? ""],
      ["As of", `${manilaStamp(now, "minutes")} (Manila)`],
    ]);
    const sheet = book.sheet("Players", {
      columns: [
        { header: "Player", width: 20 },
        { header: "Upline", width: 20 },
        { header: "Limits", width: 10, numFmt: XLSX_COUNT_FORMAT },
        { header: "Pending changes", width: 16, numFmt: XLSX_COUNT_FORMAT },
        { header: "Restriction", width: 16 },
        { header: "Ends (Manila)", width: 20 },
        { header: "Can be lifted from (Manila)", width: 26 },
      ],
    });
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await rowsOf(db, where, EXPORT_BATCH, offset, now);
      for (const row of rows) {
        const r = row.restriction;
        sheet.row([
          row.username,
          row.uplineName ?? "",
          row.limitCount,
          row.pendingCount,
          r?.kind ?? "",
          r ? manilaStamp(new Date(r.endsAt), "minutes") : "",
          r?.kind === "self-exclusion" ? manilaStamp(new Date(r.irrevocableUntil), "minutes") : "",
        ]);
      }
      if (rows.length < EXPORT_BATCH) break;
      await book.paced();
    }
    sheet.end();
  });
}
