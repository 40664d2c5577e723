// allowed: a module's service calling another's, and the database client
import { databaseUrl } from "../../db/client.ts";
import { now } from "../ledger/service.ts";

export const openWallets = (): string => `wallets at ${now()} on ${databaseUrl}`;
