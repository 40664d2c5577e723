import type { NumberGame } from "@sabong/shared/games";
import { formatPesos } from "@sabong/shared/money";
import type { TicketLineInput } from "@sabong/shared/number-games";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { notify } from "../../../lib/toast.tsx";
import { firstOpenDraw } from "./countdown.ts";
import { addLine, type DraftLine, removeLine, replaceLine } from "./ticket.ts";
import { useDrawList } from "./use-draw-room.ts";
import { usePlaceTicket } from "./use-place-ticket.ts";

/** The draws of the game and the one on screen (`draw` in the address bar). */
export function useChosenDraw(game: NumberGame, nowMs: number) {
  const [params, setParams] = useSearchParams();
  const listQuery = useDrawList(game);
  const list = listQuery.data;
  const chosenId = Number(params.get("draw"));
  // No draw chosen yet: the first one taking bets, kept in the URL so the screen stays on it as it closes and settles
  // (and a reload too). None taking bets and none chosen: no ticket, the screen says why.
  const firstOpen = list ? firstOpenDraw(list.open, nowMs, listQuery.dataUpdatedAt) : undefined;
  const drawId = chosenId > 0 ? chosenId : (firstOpen?.id ?? 0);
  const pinId = chosenId > 0 ? 0 : (firstOpen?.id ?? 0);
  useEffect(() => {
    if (pinId > 0) setParams({ draw: String(pinId) }, { replace: true });
  }, [pinId, setParams]);
  const choose = (id: number) => setParams({ draw: String(id) }, { replace: true });
  return { listQuery, list, firstOpen, drawId, choose };
}

/**
 * The ticket being built: its lines, the one being edited, and its sending; a placed ticket empties it. Any change to
 * the lines clears the server's last refusal.
 */
export function useTicketDraft(game: NumberGame) {
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const placing = usePlaceTicket(game, (placed) => {
    setLines([]);
    notify.success(
      `Ticket #${placed.ticket.id} placed: ${formatPesos(placed.ticket.totalStakeCentavos, { symbol: true })}`,
    );
  });
  const editing = lines.find((l) => l.id === editingId) ?? null;

  return {
    lines,
    editingId,
    setEditingId,
    editing,
    placing,
    saveLine: (line: TicketLineInput) => {
      setLines((current) => (editing ? replaceLine(current, editing.id, line) : addLine(current, line)));
      setEditingId(null);
      placing.clearRefusal();
    },
    removeLine: (id: string) => {
      setLines((current) => removeLine(current, id));
      if (editingId === id) setEditingId(null);
      placing.clearRefusal();
    },
  };
}

export type TicketDraft = ReturnType<typeof useTicketDraft>;
