// e2e-support-is-e2e-only: a server test imports e2e support
import { startServer } from "../../../../e2e/support/server.ts";

export const simulates = (): boolean => startServer().length > 0;
