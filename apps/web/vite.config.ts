import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { deliveryBudget } from "./build/budget.ts";
import { precompress } from "./build/precompress.ts";
import { zodWithoutJsonSchema } from "./build/zod-json-schema.ts";

/** The API server (apps/server) listens here in development; Vite forwards the API and the realtime socket to it. */
const SERVER_ORIGIN = "http://localhost:3000";

const proxy = {
  "/api": { target: SERVER_ORIGIN, changeOrigin: true },
  "/socket.io": { target: SERVER_ORIGIN, changeOrigin: true, ws: true },
  // The demo events' looping stream (apps/server/src/modules/demo-stream).
  "/demo-stream": { target: SERVER_ORIGIN, changeOrigin: true },
};

/**
 * Issue 12: the JavaScript a player downloads to reach /player/home, gzipped, at most 150 KB (= 150,000 bytes), and
 * to reach /auth/login, where a player who is not signed in lands first: the entry plus the chunks holding each
 * route's screens (app/routes.tsx; today both routes' screens are in the entry) and their static imports.
 */
const deliveryBudgets = deliveryBudget([
  {
    name: "player-home",
    title: "JavaScript to reach /player/home",
    limitBytes: 150_000,
    routeModules: ["src/features/lounge/LoungePage.tsx", "src/features/number-games/player/NumberGameCards.tsx"],
  },
  {
    name: "login",
    title: "JavaScript to reach /auth/login",
    limitBytes: 150_000,
    routeModules: ["src/features/auth/LoginPage.tsx"],
  },
]);

export default defineConfig({
  plugins: [react(), zodWithoutJsonSchema(), precompress(), deliveryBudgets],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // No preload lists for lazy screens: their dependency lists (and the preload helper) in the entry cost 3 KB gzip
    // of the first download once issues 21–23 added their screens; a screen's shared chunks are then fetched when the
    // screen's own chunk has loaded (one round trip more on its first visit). docs/performance.md, "Delivery budget".
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk with it (the login form and the lounge included,
        // app/routes.tsx): one request and one gzip stream instead of dozens of small shared chunks, each with its own
        // import lines and compression overhead, and on a phone a round trip (0.56 s on Fast 3G; HTTP/1.1 fetches six
        // files at a time).
        codeSplitting: { groups: [{ name: "index", tags: ["$initial"] }] },
      },
    },
  },
});
