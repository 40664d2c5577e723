// allowed: a module's plugin (its routes and pushes), the face app.ts composes
import { now } from "./service.ts";

export const ledgerPlugin = { routes: now };
