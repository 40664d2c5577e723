// no-folder-cycles (with users/service.ts): a join to the users' table
import { userColumns } from "../users/table.ts";

export const walletColumns = ["owner", ...userColumns];
