import "react-toastify/ReactToastify.css";
import { Component, type ReactNode, useSyncExternalStore } from "react";
import { TOAST_AUTO_CLOSE_MS } from "./config.ts";

/**
 * react-toastify is fetched with the first notice, not with the app: no screen needs it to appear, and it was 5 KB gzip
 * of what a phone downloads to reach /player/home (docs/performance.md). A notice raised before its container mounts
 * waits in the library's queue and shows once it does.
 * The unstyled build and its stylesheet bundled by Vite: the default build injects a <style> element at run time,
 * which the Content-Security-Policy (style-src 'self', apps/server/src/http/headers.ts) refuses.
 */
type Toastify = typeof import("react-toastify/unstyled");

/** The one download, shared by every notice so they show in call order; forgotten when it fails, to retry. */
let library: Promise<Toastify> | undefined;
/** The library once it arrived: until then there is no container to render. */
let loaded: Toastify | undefined;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  library ??= import("react-toastify/unstyled").then(
    (module: Toastify | undefined) => {
      if (!module) throw new Error("react-toastify did not load");
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/**
 * Fetches the notices' code ahead of the first one: the screens where a player places a bet call it as they open, so
 * the bet's confirmation shows at once instead of after a download on a slow connection.
 */
export function prefetchNotices(): void {
  loadToastify().catch(() => {});
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => loaded;

/** Renders nothing in place of a failed toast container: notices are an extra, never a reason to blank the app. */
class WithoutToastsOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("Toast notices failed", error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Toast notices (spec section 9): the library defaults, stated here so they are visible and fixed:
 * shown 5000 ms, top-right, newest on top, no maximum number on screen.
 */
export function AppToasts() {
  const toastify = useSyncExternalStore(subscribe, current, current);
  if (!toastify) return null;
  return (
    <WithoutToastsOnError>
      <toastify.ToastContainer
        autoClose={TOAST_AUTO_CLOSE_MS}
        position="top-right"
        newestOnTop
        limit={undefined}
        theme="colored"
      />
    </WithoutToastsOnError>
  );
}

type Kind = "success" | "error" | "info" | "warning";

function show(kind: Kind, message: string): void {
  // A failed download loses this notice (logged): the screen already shows the outcome of what the user did, and a
  // blocking alert on a flaky phone connection would be worse; the next notice tries the download again.
  loadToastify().then(
    ({ toast }) => toast[kind](message),
    (error: unknown) => console.error(`Toast notice not shown: ${message}`, error),
  );
}

export const notify = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  info: (message: string) => show("info", message),
  warning: (message: string) => show("warning", message),
};
