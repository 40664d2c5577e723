import { renameSync, statSync } from "node:fs";
import path from "node:path";

/** Where the operator ran `npm run …` (npm moves a workspace script into apps/server), so paths mean what they typed. */
export function fromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** `sabong-<label>-2026-11-22T15-47-00-000Z.<extension>` in `dir`: sorts by time, never overwrites the previous one. */
export function stampedFile(dir: string, label: string, extension: string): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return path.join(dir, `sabong-${label}-${stamp}.${extension}`);
}

/**
 * Writes through `<file>.partial` and renames at the end, so a backup cut short (a killed cron job, a full disk) is
 * never mistaken for a whole one. Answers the finished file's size in bytes.
 */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  const partial = `${file}.partial`;
  await write(partial);
  renameSync(partial, file);
  return statSync(file).size;
}
