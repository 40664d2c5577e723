import "bootstrap/dist/css/bootstrap.min.css";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";
import { createAppRouter } from "./app/router.ts";
import { startRealtime } from "./lib/realtime.ts";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const router = createAppRouter();
startRealtime();

createRoot(container).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
