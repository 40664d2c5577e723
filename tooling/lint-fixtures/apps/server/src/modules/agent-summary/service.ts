// allowed: builds on accounting's typed read, no SQL of its own exported
import { branchesOf } from "../accounting/service.ts";

export const agentSummary = (rootId: number) => branchesOf(rootId);
