// no-folder-cycles (with wallet/table.ts): users calls the wallet's service while the wallet's table joins the users'
// table; no file imports itself back (no-circular sees nothing), yet each folder sits on the other
import { openWallets } from "../wallet/service.ts";

export const createUser = (name: string): string => `${name} ${openWallets()}`;
