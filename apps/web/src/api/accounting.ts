import {
  type AccountingCriteria,
  type AccountingReport,
  accountingReportSchema,
  type Reconciliation,
  reconciliationSchema,
} from "@sabong/shared/accounting";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, filenameFromDisposition, saveBlob } from "../lib/api-client.ts";

/** Accounting reports and the end-of-day reconciliation (admin only, /api/admin). */

export const accountingKeys = {
  all: ["accounting"] as const,
  report: (criteria: AccountingCriteria) => [...accountingKeys.all, "report", criteria] as const,
  reconciliation: (day: string) => [...accountingKeys.all, "reconciliation", day] as const,
};

/** The criteria as a query string, in a fixed order (the same criteria → the same URL). */
export function criteriaSearch(criteria: AccountingCriteria): string {
  const params = new URLSearchParams({
    from: criteria.from,
    to: criteria.to,
    game: criteria.game,
    groupBy: criteria.groupBy,
  });
  if (criteria.agentId !== undefined) params.set("agentId", String(criteria.agentId));
  return params.toString();
}

/** GET /api/admin/accounting?from=&to=&game=&agentId=&groupBy=: the figures of the range, grouped, with totals. */
export function fetchAccountingReport(criteria: AccountingCriteria, signal?: AbortSignal): Promise<AccountingReport> {
  return api.get("admin", `accounting?${criteriaSearch(criteria)}`, { schema: accountingReportSchema, signal });
}

/** The report stays on screen (dimmed) while other criteria load. */
export const accountingReportQuery = (criteria: AccountingCriteria) =>
  queryOptions({
    queryKey: accountingKeys.report(criteria),
    queryFn: ({ signal }) => fetchAccountingReport(criteria, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/reconciliation?day=: every class of accounts over the day, and whether the books agree. */
export function fetchReconciliation(day: string, signal?: AbortSignal): Promise<Reconciliation> {
  return api.get("admin", `reconciliation?${new URLSearchParams({ day })}`, { schema: reconciliationSchema, signal });
}

export const reconciliationQuery = (day: string) =>
  queryOptions({
    queryKey: accountingKeys.reconciliation(day),
    queryFn: ({ signal }) => fetchReconciliation(day, signal),
  });

/** How much of a download has arrived; `totalBytes` is null when the server did not say (no Content-Length). */
export type DownloadProgress = { receivedBytes: number; totalBytes: number | null };

/**
 * POST /api/admin/excel-history {criteria}: the report as an .xlsx workbook, streamed. The body is read chunk by chunk
 * so the screen can show how much has arrived, then saved under the server's file name. Resolves with that name.
 */
export async function downloadAccountingWorkbook(
  criteria: AccountingCriteria,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<string> {
  const response = await api.open("POST", "admin", "excel-history", criteria, signal);
  const blob = await readWithProgress(response, onProgress);
  const filename =
    filenameFromDisposition(response.headers.get("Content-Disposition")) ??
    `accounting-${criteria.from}-to-${criteria.to}.xlsx`;
  saveBlob(blob, filename);
  return filename;
}

/** The whole body as a blob, reporting the bytes received after every chunk. */
export async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  const length = Number(response.headers.get("Content-Length"));
  const totalBytes = Number.isSafeInteger(length) && length > 0 ? length : null;
  onProgress({ receivedBytes: 0, totalBytes });
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ receivedBytes: blob.size, totalBytes });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let receivedBytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    receivedBytes += value.byteLength;
    onProgress({ receivedBytes, totalBytes });
  }
  return new Blob(chunks, { type });
}
