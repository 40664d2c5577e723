import type { AccountingCriteria } from "@sabong/shared/accounting";
import { useRef, useState } from "react";
import { type DownloadProgress, downloadAccountingWorkbook } from "../../api/accounting.ts";
import { toastDownload } from "../../lib/download.ts";

type Props = { criteria: AccountingCriteria };

/** Kilobytes, for the progress line: "84.2 KB". */
export function formatBytes(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * Exports the report as an Excel workbook. While it streams in, a progress bar shows how much has arrived: a share
 * of the whole when the server said its size, else a moving bar and the bytes so far.
 */
export function ExportButton({ criteria }: Props) {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const busy = useRef(false);

  const start = async () => {
    if (busy.current) return;
    busy.current = true;
    setProgress({ receivedBytes: 0, totalBytes: null });
    try {
      await toastDownload(() => downloadAccountingWorkbook(criteria, setProgress));
    } finally {
      busy.current = false;
      setProgress(null);
    }
  };

  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <button
        type="button"
        className="btn btn-sm btn-outline-success"
        disabled={progress !== null}
        onClick={() => void start()}
      >
        {progress ? "Exporting…" : "Export to Excel"}
      </button>
      {progress ? <ExportProgress progress={progress} /> : null}
    </div>
  );
}

function ExportProgress({ progress }: { progress: DownloadProgress }) {
  const { receivedBytes, totalBytes } = progress;
  const percent = totalBytes ? Math.min(100, Math.round((receivedBytes / totalBytes) * 100)) : null;
  const text =
    percent === null
      ? `${formatBytes(receivedBytes)} received`
      : `${formatBytes(receivedBytes)} of ${formatBytes(totalBytes ?? 0)}`;
  return (
    <div style={{ width: 220 }}>
      <div
        className="progress"
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        data-testid="export-progress"
      >
        <div
          className={`progress-bar${percent === null ? " progress-bar-striped progress-bar-animated" : ""}`}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
      <div className="small text-body-secondary text-end tabular" aria-live="polite">
        {text}
      </div>
    </div>
  );
}
