// web-not-server: the web imports server code
import { now } from "../../../server/src/modules/ledger/service.ts";

export const serverNow = (): number => now();
