import { useFileDownload } from "../../lib/download.ts";

/** A button that downloads one of the regulator's files, busy while it comes, the outcome said in a toast. */
export function DownloadButton({
  label,
  download,
  className = "btn btn-sm btn-success",
  disabled = false,
}: {
  label: string;
  download: () => Promise<string>;
  className?: string;
  disabled?: boolean;
}) {
  const { busy, run } = useFileDownload(download);
  return (
    <button type="button" className={className} disabled={busy || disabled} onClick={() => void run()}>
      {busy ? "Downloading…" : label}
    </button>
  );
}
