import { useState } from "react";
import { GENERIC_ERROR_MESSAGE } from "../../lib/config.ts";
import { notify } from "../../lib/toast.tsx";

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
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      notify.success(`Downloaded ${await download()}`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={className} disabled={busy || disabled} onClick={() => void run()}>
      {busy ? "Downloading…" : label}
    </button>
  );
}
