import type { Readable } from "node:stream";
import { GAME_REGISTRY, type NumberGame } from "@sabong/shared/games";
import {
  type DrawSettlement,
  type DrawTally,
  type DrawTerms,
  digitsKey,
  drawLabel,
  leftStraightStakeCentavos,
  type Matchup,
  type Scores,
} from "@sabong/shared/number-games";
import { manilaDateOf } from "@sabong/shared/time";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbOrTx } from "../../db/client.ts";
import { pgNumber, resultRows, rowsOf } from "../../db/sql.ts";
import { streamXlsx, type XlsxBook, type XlsxField } from "../../http/xlsx.ts";
import { drawTally } from "./tally.ts";

/**
 * Pesos with centavos, the peso sign, negatives in red with a minus: amounts stay numbers people can sum (the draw
 * report shows a house loss, so negatives stand out here; the other exports use XLSX_PESO_FORMAT).
 */
export const PESO_FORMAT = '"₱"#,##0.00;[Red]-"₱"#,##0.00';
const MULTIPLIER_FORMAT = '"×"0.##';

const pesos = (centavos: number | string | null): number | null => (centavos === null ? null : Number(centavos) / 100);

type ReportDraw = {
  id: number;
  game: NumberGame;
  state: string;
  drawAt: Date;
  cutoffAt: Date;
  matchup: Matchup | null;
  terms: DrawTerms;
  result: string | null;
  scores: Scores | null;
  seedHash: string | null;
  seed: string | null;
  settlement: DrawSettlement | null;
  settledAt: Date | null;
  cancelledReason: string | null;
  revertCount: number;
};

const winnerLine = z.object({
  ticketId: pgNumber,
  lineNo: z.number(),
  username: z.string(),
  name: z.string(),
  combination: z.string(),
  form: z.string(),
  stake: pgNumber,
  multiplier: z.number(),
  payout: pgNumber,
});
type WinnerLine = z.infer<typeof winnerLine>;

const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

async function loadDraw(db: DbOrTx, drawId: number): Promise<ReportDraw | null> {
  const [row] = resultRows<Record<string, unknown>>(
    await db.execute(sql`
      select id, game, state, draw_at, cutoff_at, matchup, terms, result, scores, seed_hash,
             case when seed_revealed_at is not null then seed end as seed, settlement, settled_at,
             cancelled_reason, revert_count
      from draws where id = ${drawId}`),
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    game: row.game as NumberGame,
    state: String(row.state),
    drawAt: dateOf(row.draw_at),
    cutoffAt: dateOf(row.cutoff_at),
    matchup: (row.matchup as Matchup | null) ?? null,
    terms: row.terms as DrawTerms,
    result: (row.result as string | null) ?? null,
    scores: (row.scores as Scores | null) ?? null,
    seedHash: (row.seed_hash as string | null) ?? null,
    seed: (row.seed as string | null) ?? null,
    settlement: (row.settlement as DrawSettlement | null) ?? null,
    settledAt: row.settled_at ? dateOf(row.settled_at) : null,
    cancelledReason: (row.cancelled_reason as string | null) ?? null,
    revertCount: Number(row.revert_count),
  };
}

/**
 * The lines that hit the draw's result (straight: same digits in order; rambolito: same digits in any order), with
 * their players' names from the users module's `users_view`.
 */
async function loadWinners(db: DbOrTx, draw: ReportDraw): Promise<WinnerLine[]> {
  if (draw.state !== "SETTLED" || draw.result === null) return [];
  const key = digitsKey(draw.result);
  return rowsOf(
    winnerLine,
    await db.execute(sql`
      select l.ticket_id as "ticketId", l.line_no as "lineNo", u.username, u.name, l.combination, l.form,
             l.stake_centavos as stake, l.multiplier_hundredths as multiplier, l.payout_if_hit_centavos as payout
      from ticket_lines l join users_view u on u.id = l.user_id
      where l.draw_id = ${draw.id}
        and ((l.form = 'straight' and l.combination = ${draw.result})
          or (l.form = 'rambolito' and l.digits_key = ${key}))
      order by l.ticket_id, l.line_no`),
  );
}

function manilaClock(instant: Date): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Manila",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant);
}

const manilaStamp = (instant: Date | null) =>
  instant === null ? "" : `${manilaDateOf(instant)} ${manilaClock(instant)} (Manila)`;

type SummaryRow = [label: string, value: string | number | null, money?: "money"];

function summaryRows(draw: ReportDraw, tally: DrawTally, winners: readonly WinnerLine[]): SummaryRow[] {
  const s = draw.settlement;
  const cancelled = draw.state === "CANCELLED";
  const result =
    draw.result === null ? "" : draw.scores ? `${draw.result} (${draw.scores.home}–${draw.scores.away})` : draw.result;
  const rows: SummaryRow[] = [
    ["Draw ID", draw.id],
    ["Game", GAME_REGISTRY[draw.game].label],
    ["Draw", drawLabel(draw.game, draw.drawAt, draw.matchup)],
    ["Draw time", manilaStamp(draw.drawAt)],
    ["Cut-off", manilaStamp(draw.cutoffAt)],
    ["State", draw.state],
    ["Result", result],
    ["Tickets", tally.ticketCount],
    ["Lines", tally.lineCount],
    ["Sales", pesos(tally.salesCentavos), "money"],
    ["Hits (paid to winners)", s ? pesos(s.hitsCentavos) : null, "money"],
    ["Winning lines", s ? s.winningLines : winners.length],
    ["Commissions", s ? pesos(s.commissionCentavos) : null, "money"],
    ["House net (negative: the house lost)", s ? pesos(s.houseNetCentavos) : null, "money"],
    ["Voided / refunded", pesos(cancelled ? tally.salesCentavos : (s?.refundedCentavos ?? 0)), "money"],
    ["Settled at", manilaStamp(draw.settledAt)],
    ["Reverts", draw.revertCount],
  ];
  if (cancelled) rows.push(["Cancelled because", draw.cancelledReason ?? ""]);
  if (draw.seedHash) rows.push(["Seed SHA-256", draw.seedHash], ["Seed", draw.seed ?? "(revealed at draw time)"]);
  return rows;
}

export function drawReportFileName(game: NumberGame, drawId: number): string {
  return `${game}-draw-${drawId}.xlsx`;
}

/**
 * The draw report: Summary (what settlement stored on the draw, and the sales), Tally (every combination with
 * stakes or an override: stakes, liability against cap) and Winners (every line that hit). Amounts are numeric
 * cells in pesos with a peso format, so the file sums and sorts as numbers. Null when the draw does not exist (known
 * before the answer starts). A draw has at most 1,000 tally rows, and the caps bound its winners.
 */
export async function drawReportWorkbook(db: DbOrTx, game: NumberGame, drawId: number): Promise<Readable | null> {
  const draw = await loadDraw(db, drawId);
  if (!draw || draw.game !== game) return null;
  // `db` may be a transaction: one query after the other.
  const tally = await drawTally(db, drawId);
  const winners = await loadWinners(db, draw);
  return streamXlsx(
    (book) => {
      const summary = book.sheet("Summary", { columns: [{ width: 36, bold: true }, { width: 48 }] });
      for (const [label, value, money] of summaryRows(draw, tally, winners)) {
        summary.row([label, value], money ? { cellFormats: { 2: PESO_FORMAT } } : {});
      }
      summary.end();
      writeTallySheet(book, draw, tally);
      writeWinnersSheet(book, winners);
    },
    { sharedStrings: true },
  );
}

type TallyRow = DrawTally["rows"][number];

/** The tally's columns: what the console shows of each combination, in pesos and multipliers. */
function tallyFields(terms: DrawTerms): readonly XlsxField<TallyRow>[] {
  return [
    { header: "Combination", width: 13, cell: (t) => t.combination },
    { header: "Straight stake", width: 16, numFmt: PESO_FORMAT, cell: (t) => pesos(t.straightStakeCentavos) },
    { header: "Rambolito stake", width: 16, numFmt: PESO_FORMAT, cell: (t) => pesos(t.rambolitoStakeCentavos) },
    { header: "Liability", width: 16, numFmt: PESO_FORMAT, cell: (t) => pesos(t.liabilityCentavos) },
    { header: "Cap", width: 16, numFmt: PESO_FORMAT, cell: (t) => pesos(t.capCentavos) },
    // What the console and players see: the largest straight stake still accepted (0 when not accepted).
    { header: "Left", width: 16, numFmt: PESO_FORMAT, cell: (t) => pesos(leftStraightStakeCentavos(t, terms)) },
    {
      header: "Listed",
      width: 16,
      cell: (t) => (t.notAccepted ? "not accepted" : t.multiplierHundredths !== null ? "reduced multiplier" : ""),
    },
    {
      header: "Straight multiplier",
      width: 18,
      numFmt: MULTIPLIER_FORMAT,
      cell: (t) => (t.multiplierHundredths ?? terms.straightMultiplierHundredths) / 100,
    },
  ];
}

function writeTallySheet(book: XlsxBook, draw: ReportDraw, tally: DrawTally): void {
  const sheet = book.table("Tally", tallyFields(draw.terms));
  // The console's tally, in combination order (people look a number up in the file).
  const rows = [...tally.rows].sort((a, b) => a.combination.localeCompare(b.combination));
  for (const t of rows) sheet.row(t);
  sheet.end();
}

const WINNER_FIELDS: readonly XlsxField<WinnerLine>[] = [
  { header: "Ticket", width: 10, cell: (w) => Number(w.ticketId) },
  { header: "Line", width: 6, cell: (w) => Number(w.lineNo) },
  { header: "Player", width: 18, cell: (w) => w.username },
  { header: "Name", width: 24, cell: (w) => w.name },
  { header: "Combination", width: 13, cell: (w) => w.combination },
  { header: "Form", width: 11, cell: (w) => w.form },
  { header: "Stake", width: 14, numFmt: PESO_FORMAT, cell: (w) => pesos(w.stake) },
  { header: "Multiplier", width: 11, numFmt: MULTIPLIER_FORMAT, cell: (w) => Number(w.multiplier) / 100 },
  { header: "Payout", width: 16, numFmt: PESO_FORMAT, cell: (w) => pesos(w.payout) },
];

function writeWinnersSheet(book: XlsxBook, winners: readonly WinnerLine[]): void {
  const sheet = book.table("Winners", WINNER_FIELDS);
  for (const w of winners) sheet.row(w);
  sheet.end();
}
