import "bootstrap/dist/css/bootstrap.min.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { postLogout } from "./api/auth.ts";
import { App } from "./app/App.tsx";
import { createAppRouter } from "./app/router.ts";
import { startRealtime } from "./lib/realtime.ts";
import { setServerLogout } from "./lib/session.ts";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const router = createAppRouter();
startRealtime();
setServerLogout(postLogout);

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
