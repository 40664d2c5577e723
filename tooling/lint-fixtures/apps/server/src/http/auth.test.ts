// allowed: a test of http/ builds the whole app, modules included
import { now } from "../modules/ledger/service.ts";

export const testedAtMs = now();
