import { useCallback, useRef } from "react";

/**
 * Runs one request at a time: a second call while the first is on its way is ignored, even before React has
 * re-rendered the button as disabled (two clicks in the same frame). Failures are left to the mutation's error.
 * Answers whether this call started.
 */
export function useSingleFlight(): (start: () => Promise<unknown>) => boolean {
  const running = useRef(false);
  return useCallback((start: () => Promise<unknown>) => {
    if (running.current) return false;
    running.current = true;
    start()
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
    return true;
  }, []);
}
