import {
  BET_ACCEPTING_STATES,
  type Game,
  isSideOffered,
  isStakeCentavos,
  type PlaceBetBody,
  type Side,
} from "@sabong/shared";
import { type Db, rawQuery } from "../../db/client.ts";
import {
  assertInlineTransfer,
  INLINE_DEBIT,
  INLINE_TRANSFER,
  inlineTransferFailure,
  inlineUserToSystemTransfer,
} from "../ledger/service.ts";

/**
 * One bet in one statement, one round trip: the fight (of this game) read FOR SHARE, so a close (FOR UPDATE) orders
 * against it; the bet row, only if the fight takes it now; the stake moved from the player's points to the game's
 * escrow by the ledger's fragment; and the fight as the bet saw it. The predicate on the bet insert is `checkBet` of
 * the shared rules in SQL (bet-statement.test.ts proves them equal over every case), so a refusal is explained by
 * `checkBet` on the same snapshot. A repeated idempotency key inserts nothing and moves nothing.
 */
const PLACE_BET_SQL = `
with fight as (
  select f.id, f.event_id, f.number, f.state, f.paused_sides, f.plasada_bp, e.plasada_bp as event_plasada_bp,
         e.status as event_status, e.draw_enabled, e.min_stake_centavos, e.max_stake_centavos
  from fights f join events e on e.id = f.event_id
  where f.id = $1::int and e.game = $2::text
  for share of f
), bet as (
  insert into bets (event_id, fight_id, user_id, side, stake_centavos, idempotency_key)
  select fight.event_id, fight.id, $3::int, $4::text, $5::bigint, $6::text from fight
  where fight.state = any($9::text[])
    and fight.event_status <> 'ENDED'
    and (case when fight.draw_enabled then $10::boolean else $11::boolean end)
    and not ($4::text = any(fight.paused_sides))
    and $5::bigint between fight.min_stake_centavos and fight.max_stake_centavos
  on conflict (user_id, idempotency_key) do nothing
  returning id, created_at
), ${inlineUserToSystemTransfer({
  source: "bet",
  code: "BET",
  refType: "bet",
  params: { debitAccountId: 7, creditAccountId: 8, amountCentavos: 5, actorId: 3 },
})}
select fight.*, bet.id as bet_id, bet.created_at as bet_created_at, d.balance_centavos,
       (select count(*) from ${INLINE_DEBIT}) as debits, (select count(*) from ${INLINE_TRANSFER}) as transfers
from fight left join bet on true left join ${INLINE_DEBIT} d on true`;

/** The fight and its event as the bet statement read them (under the fight's share lock). */
export type FightSnapshot = {
  fightId: number;
  eventId: number;
  fightNumber: number;
  state: string;
  pausedSides: Side[];
  plasadaBp: number;
  eventStatus: string;
  drawEnabled: boolean;
  minStakeCentavos: number;
  maxStakeCentavos: number;
};

export type BetStatementResult =
  | { found: false }
  | { found: true; fight: FightSnapshot; placed: null }
  | { found: true; fight: FightSnapshot; placed: { betId: number; createdAt: Date; balanceCentavos: number } };

type Row = {
  id: number;
  event_id: number;
  number: number;
  state: string;
  paused_sides: Side[] | string;
  plasada_bp: number | null;
  event_plasada_bp: number;
  event_status: string;
  draw_enabled: boolean;
  min_stake_centavos: string | number;
  max_stake_centavos: string | number;
  bet_id: string | number | null;
  bet_created_at: Date | string | null;
  balance_centavos: string | number | null;
  debits: string | number;
  transfers: string | number;
};

/** node-postgres parses text[]; a driver that does not hands over the array literal. */
function textArray(value: Side[] | string): Side[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, "");
  return inner === "" ? [] : (inner.split(",") as Side[]);
}

export async function runBetStatement(
  db: Db,
  input: { game: Game; userId: number; body: PlaceBetBody; pointsAccountId: number; escrowAccountId: number },
): Promise<BetStatementResult> {
  const { game, userId, body } = input;
  const stakeValid = isStakeCentavos(body.amountCentavos);
  let rows: Row[];
  try {
    rows = await rawQuery(db)<Row>({
      name: "place_bet",
      text: PLACE_BET_SQL,
      values: [
        body.fightId,
        game,
        userId,
        body.side,
        body.amountCentavos,
        body.idempotencyKey,
        input.pointsAccountId,
        input.escrowAccountId,
        BET_ACCEPTING_STATES,
        stakeValid && isSideOffered(game, body.side, true),
        stakeValid && isSideOffered(game, body.side, false),
      ],
    });
  } catch (error) {
    throw inlineTransferFailure(error, input.pointsAccountId) ?? error;
  }
  const [row] = rows;
  if (!row) return { found: false };
  const placed = row.bet_id !== null;
  assertInlineTransfer(placed, Number(row.debits), Number(row.transfers));
  const fight: FightSnapshot = {
    fightId: Number(row.id),
    eventId: Number(row.event_id),
    fightNumber: Number(row.number),
    state: row.state,
    pausedSides: textArray(row.paused_sides),
    plasadaBp: Number(row.plasada_bp ?? row.event_plasada_bp),
    eventStatus: row.event_status,
    drawEnabled: row.draw_enabled,
    minStakeCentavos: Number(row.min_stake_centavos),
    maxStakeCentavos: Number(row.max_stake_centavos),
  };
  if (!placed) return { found: true, fight, placed: null };
  return {
    found: true,
    fight,
    placed: {
      betId: Number(row.bet_id),
      createdAt: new Date(row.bet_created_at as Date | string),
      balanceCentavos: Number(row.balance_centavos),
    },
  };
}
