import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** POST /api/admin/bets/download/:eventId → the event's bet history as an .xlsx file (saved as a blob download). */
export function downloadEventBets(eventId: number): Promise<string> {
  return api.download("admin", `bets/download/${eventId}`, undefined, `bets-event-${eventId}.xlsx`);
}

export function useDownloadEventBets() {
  return useMutation({ mutationFn: downloadEventBets });
}
