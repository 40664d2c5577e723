import { counterpartyWords, type WalletLogItem } from "@sabong/shared/wallet";
import { inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { contestLabels } from "../accounting/service.ts";
import { bets } from "../betting/table.ts";
import { tickets } from "../number-games/table.ts";

/**
 * What each wallet line belongs to, in words (issue 22): a bet or fight by its event and the fight's number within
 * it ("Arena · Fight 2 · bet #41"), a ticket or draw by its game, draw and ticket ("Pick 3 · 4:00 PM · 27 Nov 2026 ·
 * ticket #12"); never a database id alone. Lines of other kinds keep no label. The other side is named too: a
 * system account as a person calls it ("The house"), never by its internal name ("house:sabong").
 */
export async function withReferences<
  T extends Pick<WalletLogItem, "refType" | "refId" | "counterparty" | "counterpartyUserId">,
>(db: DbOrTx, items: readonly T[]): Promise<(T & { reference: string | null; counterpartyName: string })[]> {
  const idsOf = (type: string) => [
    ...new Set(items.filter((i) => i.refType === type && /^\d+$/.test(i.refId ?? "")).map((i) => Number(i.refId))),
  ];
  const betIds = idsOf("bet");
  const ticketIds = idsOf("ticket");
  // One after another: `db` may be a caller's transaction (one connection).
  const betFights =
    betIds.length === 0
      ? []
      : await db.select({ id: bets.id, fightId: bets.fightId }).from(bets).where(inArray(bets.id, betIds));
  const ticketDraws =
    ticketIds.length === 0
      ? []
      : await db.select({ id: tickets.id, drawId: tickets.drawId }).from(tickets).where(inArray(tickets.id, ticketIds));
  const fightOfBet = new Map(betFights.map((b) => [b.id, b.fightId]));
  const drawOfTicket = new Map(ticketDraws.map((t) => [t.id, t.drawId]));
  const labels = await contestLabels(db, [
    ...[...idsOf("fight"), ...fightOfBet.values()].map((id) => ({ kind: "fight" as const, id })),
    ...[...idsOf("draw"), ...drawOfTicket.values()].map((id) => ({ kind: "draw" as const, id })),
  ]);
  const labelOf = (item: T): string | null => {
    const id = Number(item.refId);
    switch (item.refType) {
      case "bet": {
        const fight = labels.get(`fight:${fightOfBet.get(id)}`);
        return fight ? `${fight} · bet #${id}` : null;
      }
      case "fight":
        return labels.get(`fight:${id}`) ?? null;
      case "ticket": {
        const draw = labels.get(`draw:${drawOfTicket.get(id)}`);
        return draw ? `${draw} · ticket #${id}` : null;
      }
      case "draw":
        return labels.get(`draw:${id}`) ?? null;
      default:
        return null;
    }
  };
  return items.map((item) => ({
    ...item,
    reference: labelOf(item),
    counterpartyName: counterpartyWords(item.counterparty, item.counterpartyUserId),
  }));
}
