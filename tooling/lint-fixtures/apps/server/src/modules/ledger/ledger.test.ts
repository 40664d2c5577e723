// allowed: test code closes no folder cycle (ledger's test uses the wallet, which uses the ledger)
import { openWallets } from "../wallet/service.ts";

export const opened = openWallets();
