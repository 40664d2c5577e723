import type { ModulePlugin } from "../../http/context.ts";
import { announcementPushes } from "./pushes.ts";
import { registerAnnouncementRoutes } from "./routes.ts";

export const announcementsPlugin: ModulePlugin = { routes: registerAnnouncementRoutes, pushes: announcementPushes };
