const KEY = "sabong.deviceId";

/**
 * This browser's own random id, made once and kept in localStorage; sent only when signing in (X-Device-Id) so the
 * integrity watch can see accounts used from one phone. Random, not a fingerprint: clearing site data makes a new
 * one. Storage refused (private mode): a fresh id each time, which links nothing.
 */
export function deviceId(): string {
  try {
    const kept = window.localStorage.getItem(KEY);
    if (kept) return kept;
    const made = crypto.randomUUID();
    window.localStorage.setItem(KEY, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}
