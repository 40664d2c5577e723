import { announcementSchema, type setAnnouncementSchema } from "@sabong/shared/announcements";
import { messageBodySchema } from "@sabong/shared/contracts";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "../lib/api-client.ts";

/** The site-wide announcement: set by operators, scrolled on players' screens, and the players' site refresh. */
export const announcementKeys = {
  all: ["announcement"] as const,
  /** What players see (GET /api/user/announcement), kept current by the 'announcement' push. */
  player: () => [...announcementKeys.all, "player"] as const,
  /** What the operator's modal opens with (GET /api/bet-ops/announcement). */
  operator: () => [...announcementKeys.all, "operator"] as const,
};

/** GET /api/user/announcement: the announcement players see in the marquee. */
export function fetchPlayerAnnouncement(signal?: AbortSignal) {
  return api.get("user", "announcement", { schema: announcementSchema, signal });
}

/** Errors are not retried: the marquee simply stays empty. */
export const playerAnnouncementQuery = () =>
  queryOptions({
    queryKey: announcementKeys.player(),
    queryFn: ({ signal }) => fetchPlayerAnnouncement(signal),
    retry: false,
  });

/** GET /api/bet-ops/announcement: the current announcement, to prefill the operator's modal. */
export function fetchOperatorAnnouncement(signal?: AbortSignal) {
  return api.get("bet-ops", "announcement", { schema: announcementSchema, signal });
}

/** Always read afresh when the modal opens; a failure leaves the field empty. */
export const operatorAnnouncementQuery = () =>
  queryOptions({
    queryKey: announcementKeys.operator(),
    queryFn: ({ signal }) => fetchOperatorAnnouncement(signal),
    staleTime: 0,
    retry: false,
  });

/** POST /api/bet-ops/announcement {announcement} → {message}: sets the site-wide announcement (operators only). */
export type SetAnnouncementBody = z.output<typeof setAnnouncementSchema>;

export function postAnnouncement(body: SetAnnouncementBody) {
  return api.post("bet-ops", "announcement", body, { schema: messageBodySchema });
}

/** POST /api/bet-ops/refresh → {message}: tells every player's page to alert and reload (realtime 'refresh'). */
export function postRefreshPlayers() {
  return api.post("bet-ops", "refresh", {}, { schema: messageBodySchema });
}
