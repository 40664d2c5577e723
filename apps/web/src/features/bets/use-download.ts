import { useMutation } from "@tanstack/react-query";
import { notify } from "../../lib/toast.tsx";

/** A bet list's download: the saved file's name, or the failure's message, said in a toast. */
export function useDownload<T>(download: (input: T) => Promise<string>) {
  const mutation = useMutation({ mutationFn: download });
  const run = async (input: T) => {
    try {
      notify.success(`Downloaded ${await mutation.mutateAsync(input)}`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : String(error));
    }
  };
  return { pending: mutation.isPending, run };
}
