import {
  type AlertDetail,
  type AlertList,
  alertDetailSchema,
  alertListSchema,
  type IntegrityThresholds,
  integrityThresholdsSchema,
  type SignalKind,
} from "@sabong/shared/integrity";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api-client.ts";

/** The integrity watch's alerts and cases (GET/POST /api/compliance/alerts…) and the admin's thresholds. */
export type AlertQuery = { status: "open" | "closed" | "all"; kind?: SignalKind };

export const integrityKeys = {
  all: ["integrity"] as const,
  alerts: (query: AlertQuery) => [...integrityKeys.all, "alerts", query] as const,
  alert: (id: number) => [...integrityKeys.all, "alert", id] as const,
  thresholds: () => [...integrityKeys.all, "thresholds"] as const,
};

/** GET /api/compliance/alerts?status=&kind=: open ones highest score first; closed ones newest first. */
export function fetchAlerts(query: AlertQuery, signal?: AbortSignal): Promise<AlertList> {
  const search = new URLSearchParams({ status: query.status, ...(query.kind ? { kind: query.kind } : {}) });
  return api.get("compliance", `alerts?${search}`, { schema: alertListSchema, signal });
}

export const alertsQuery = (query: AlertQuery) =>
  queryOptions({ queryKey: integrityKeys.alerts(query), queryFn: ({ signal }) => fetchAlerts(query, signal) });

/** GET /api/compliance/alerts/:id: the alert, its evidence and case notes. */
export function fetchAlert(id: number, signal?: AbortSignal): Promise<AlertDetail> {
  return api.get("compliance", `alerts/${id}`, { schema: alertDetailSchema, signal });
}

export const alertQuery = (id: number) =>
  queryOptions({ queryKey: integrityKeys.alert(id), queryFn: ({ signal }) => fetchAlert(id, signal) });

export type CaseStep =
  | { step: "assign" }
  | { step: "notes"; body: string }
  | { step: "close"; outcome: "benign" | "confirmed"; note: string }
  | { step: "suspend"; accountId: number; reason: string };

/** POST /api/compliance/alerts/:id/{assign|notes|close|suspend}: answers the case as it stands after the step. */
export function postCaseStep(id: number, { step, ...body }: CaseStep): Promise<AlertDetail> {
  return api.post("compliance", `alerts/${id}/${step}`, body, { schema: alertDetailSchema });
}

/** GET/PUT /api/admin/integrity/thresholds. */
export const thresholdsQuery = () =>
  queryOptions({
    queryKey: integrityKeys.thresholds(),
    queryFn: ({ signal }) => api.get("admin", "integrity/thresholds", { schema: integrityThresholdsSchema, signal }),
  });

export function putThresholds(body: IntegrityThresholds): Promise<IntegrityThresholds> {
  return api.put("admin", "integrity/thresholds", body, { schema: integrityThresholdsSchema });
}

/** GET /api/compliance/reports/large-transactions.xlsx?day=: the day's large transactions; resolves with the file name. */
export function downloadLargeTransactions(day: string): Promise<string> {
  const path = `reports/large-transactions.xlsx?${new URLSearchParams({ day })}`;
  return api.download("compliance", path, undefined, `large-transactions-${day}.xlsx`, "GET");
}

/** GET /api/compliance/alerts/:id/export.xlsx: the case as a file for the regulator; resolves with the file name. */
export function downloadCase(id: number): Promise<string> {
  return api.download("compliance", `alerts/${id}/export.xlsx`, undefined, `case-${id}.xlsx`, "GET");
}
