import { manilaStamp } from "@sabong/shared/time";
import { walletAccountLabel } from "@sabong/shared/wallet";
import type { WalletLogEntry } from "../ledger/service.ts";

/** "-1583.30": plain digits for spreadsheets (no thousands separator, no currency sign). */
export function centavosToPesoText(centavos: number): string {
  const sign = centavos < 0 ? "-" : "";
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** A text cell: quoted when needed, and never read as a formula by a spreadsheet (CSV injection). */
function textCell(value: string | null): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const WALLET_LOG_CSV_HEADER = [
  "Date (Manila)",
  "Transfer",
  "Code",
  "Wallet",
  "Amount (PHP)",
  "Balance after (PHP)",
  "Counterparty",
  "Reference",
  "Memo",
];

/** A line as the screen words it (wallet, other side and what it belongs to); the code stays for filtering. */
export function walletLogCsvLine(
  entry: WalletLogEntry & { reference: string | null; counterpartyName: string },
): string {
  return [
    manilaStamp(new Date(entry.at)),
    String(entry.transferId),
    textCell(entry.code),
    textCell(walletAccountLabel(entry.account)),
    centavosToPesoText(entry.amountCentavos),
    entry.balanceAfterCentavos == null ? "" : centavosToPesoText(entry.balanceAfterCentavos),
    textCell(entry.counterpartyName),
    textCell(entry.reference),
    textCell(entry.memo),
  ].join(",");
}
