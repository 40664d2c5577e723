import type { ModulePlugin } from "../../http/context.ts";
import { registerUserRoutes } from "./routes.ts";

/** `registrationThrottle` refuses (429) sign-ups beyond the limit per address (the auth module's throttle). */
export const accountsPlugin = (registrationThrottle: (address: string) => Promise<void>): ModulePlugin => ({
  routes: (app, ctx) => registerUserRoutes(app, ctx, registrationThrottle),
});
