// First: before any schema is built (see the file).
import "./lib/zod-csp.ts";
import "bootstrap/dist/css/bootstrap.min.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { postLogout } from "./api/auth.ts";
import { App } from "./app/App.tsx";
import { shouldReloadForNewRelease } from "./app/errors/chunk-errors.ts";
import { startRealtime } from "./lib/realtime.ts";
import { setServerLogout } from "./lib/session.ts";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

// A screen's files from an earlier release are gone after a deploy: fetch the current release once (Vite's event);
// past that the screen's error boundary says what happened. No preventDefault(): with it Vite resolves the failed
// import with `undefined` instead of rejecting, and the code awaiting it breaks on that until the reload lands.
window.addEventListener("vite:preloadError", () => {
  if (shouldReloadForNewRelease(window.sessionStorage, Date.now())) window.location.reload();
});

startRealtime();
setServerLogout(postLogout);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
