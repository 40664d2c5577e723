// shared-is-pure: packages/shared imports app code
import { now } from "../../../apps/server/src/modules/ledger/service.ts";

export const today = (): number => now();
