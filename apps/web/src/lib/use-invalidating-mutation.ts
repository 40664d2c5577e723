import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";

/** A change whose lists are read again afterwards: every query under `rootKey` (accounts, whitelist…) is invalidated. */
export function useInvalidatingMutation<TVariables, TResult>(
  rootKey: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rootKey }),
  });
}
