// production-not-test-code and e2e-support-is-e2e-only: production imports e2e support
import { startServer } from "../../../../e2e/support/server.ts";

export const simulate = (): string => startServer();
