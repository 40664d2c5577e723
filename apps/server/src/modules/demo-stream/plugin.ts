/** The demo stream's face: registered on the root app (outside /api: public media), always. */
export { registerDemoStreamRoutes } from "./routes.ts";
