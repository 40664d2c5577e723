import { useState } from "react";
import { pressKeys } from "./idempotency.ts";

/** The keys of one screen's presses, kept while it is shown: a press retried after a failure reuses its key. */
export function usePressKeys() {
  return useState(pressKeys)[0];
}
