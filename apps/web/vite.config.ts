import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress.ts";

/** The API server (apps/server) listens here in development; Vite forwards the API and the realtime socket to it. */
const SERVER_ORIGIN = "http://localhost:3000";

const proxy = {
  "/api": { target: SERVER_ORIGIN, changeOrigin: true },
  "/socket.io": { target: SERVER_ORIGIN, changeOrigin: true, ws: true },
};

export default defineConfig({
  plugins: [react(), precompress()],
  server: { proxy },
  preview: { proxy },
  build: { outDir: "dist", emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
