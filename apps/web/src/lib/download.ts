import { useState } from "react";
import { GENERIC_ERROR_MESSAGE } from "./config.ts";
import { notify } from "./toast.tsx";

/** Says how a download ended, in a toast: the saved file's name, or why it failed. */
export async function toastDownload(download: () => Promise<string>): Promise<void> {
  try {
    notify.success(`Downloaded ${await download()}`);
  } catch (error) {
    notify.error(error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE);
  }
}

/** A download button's state: busy while the file comes, then the outcome said in a toast. */
export function useFileDownload(download: () => Promise<string>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await toastDownload(download);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
