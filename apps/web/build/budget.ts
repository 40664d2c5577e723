import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { constants, gzipSync } from "node:zlib";
import type { Logger, Plugin } from "vite";
import { PRECOMPRESS_MIN_BYTES } from "./precompress.ts";

/** A built chunk as the budget sees it: its file, the files it imports statically, its code. */
export type BudgetChunk = { fileName: string; imports: readonly string[]; code: string };

/** One file and what the server sends for it to a browser that accepts gzip (sentGzipBytes). */
export type BudgetFile = { fileName: string; gzipBytes: number };

export type BudgetReport = {
  /** The files counted, largest first. */
  files: BudgetFile[];
  totalGzipBytes: number;
  limitBytes: number;
  over: boolean;
};

/** One route's budget: the JavaScript a browser needs to show it. */
export type Budget = {
  /** The report's key ("player-home"). */
  name: string;
  /** What is measured, for the output ("JavaScript to reach /player/home"). */
  title: string;
  limitBytes: number;
  /**
   * The modules the route renders lazily on arrival (relative to the web app's root): the chunks holding them are
   * counted with their static imports, beside the entry's.
   */
  routeModules: readonly string[];
};

/** Each budget's report, by its name. */
export type BudgetReports = Record<string, BudgetReport>;

/** The reports' file in Vite's cache folder (apps/web/node_modules/.vite): not in dist, so never served. */
export const BUDGET_REPORT_FILE = "delivery-budget.json";

/** The chunks a browser fetches to run `starts`: each of them and, transitively, everything they import statically. */
export function staticClosure(chunks: ReadonlyMap<string, BudgetChunk>, starts: Iterable<string>): string[] {
  const seen = new Set<string>();
  const pending = [...starts];
  for (let fileName = pending.pop(); fileName !== undefined; fileName = pending.pop()) {
    if (seen.has(fileName)) continue;
    const chunk = chunks.get(fileName);
    if (!chunk) throw new Error(`The budget names ${fileName}, which the build did not write`);
    seen.add(fileName);
    pending.push(...chunk.imports);
  }
  return [...seen];
}

/** Gzip at the highest level, as the build's precompressed copies (build/precompress.ts). */
export function gzipBytes(code: string): number {
  return gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;
}

/**
 * What the server sends for a built file to a browser that accepts gzip: its precompressed copy, or the file as it is
 * when it is too small to get one or compresses no smaller (build/precompress.ts; the server compresses nothing else
 * of the web app, apps/server/src/http/static-files.ts).
 */
export function sentGzipBytes(code: string): number {
  const rawBytes = Buffer.byteLength(code);
  return rawBytes < PRECOMPRESS_MIN_BYTES ? rawBytes : Math.min(rawBytes, gzipBytes(code));
}

/** The gzipped size of `starts` and their static imports, against `limitBytes`. */
export function measureBudget(
  chunks: ReadonlyMap<string, BudgetChunk>,
  starts: Iterable<string>,
  limitBytes: number,
  sizeOf: (code: string) => number = sentGzipBytes,
): BudgetReport {
  const files = staticClosure(chunks, starts)
    .map((fileName) => ({ fileName, gzipBytes: sizeOf(chunks.get(fileName)?.code ?? "") }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalGzipBytes = files.reduce((sum, file) => sum + file.gzipBytes, 0);
  return { files, totalGzipBytes, limitBytes, over: totalGzipBytes > limitBytes };
}

/** 1 KB = 1,000 bytes, as the budget is stated (issue 12). */
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** The per-file list and the total, for the build's output. */
export function formatReport(title: string, report: BudgetReport): string {
  const lines = report.files.map((file) => `  ${kb(file.gzipBytes).padStart(9)}  ${file.fileName}`);
  const verdict = report.over ? "OVER the budget" : "within the budget";
  const total = `${kb(report.totalGzipBytes)} (${report.totalGzipBytes.toLocaleString("en")} bytes)`;
  const limit = `${kb(report.limitBytes)} (${report.limitBytes.toLocaleString("en")} bytes)`;
  return [
    `${title}: ${total} gzip in ${report.files.length} file${report.files.length === 1 ? "" : "s"}, ${verdict} of ${limit}`,
    ...lines,
  ].join("\n");
}

type BuiltChunk = BudgetChunk & { moduleIds: readonly string[]; isEntry: boolean };

/**
 * Fails the build when the JavaScript a browser needs for a route (the entry chunk, the route's lazy screens, and all
 * their static imports, gzipped) grows past its budget's `limitBytes`; checked once the output is final but before a
 * file is written, so an over-budget build never lands in dist. Prints each budget's per-file list either way and
 * writes them to apps/web/node_modules/.vite/delivery-budget.json (the browser test checks the browser loads exactly
 * these files).
 */
export function deliveryBudget(budgets: readonly Budget[]): Plugin {
  let root = "";
  let cacheDir = "";
  let logger: Logger | undefined;
  return {
    name: "sabong:delivery-budget",
    apply: "build",
    configResolved(config) {
      root = config.root;
      cacheDir = config.cacheDir;
      logger = config.logger;
    },
    generateBundle: {
      // After every other plugin's step (Vite drops the chunks that held only CSS, fills in its preload lists), so the
      // graph and the code are what the browser gets.
      order: "post",
      async handler(_options, bundle) {
        const chunks = new Map<string, BuiltChunk>();
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") chunks.set(output.fileName, output);
        }
        const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
        const chunkHolding = (module: string): string => {
          const id = path.resolve(root, module);
          const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) this.error(`Budget: no chunk holds ${module}; update the route's modules in vite.config.ts`);
          return chunk.fileName;
        };
        const reports: BudgetReports = {};
        const texts: string[] = [];
        for (const budget of budgets) {
          const report = measureBudget(
            chunks,
            [...entries, ...budget.routeModules.map(chunkHolding)],
            budget.limitBytes,
          );
          reports[budget.name] = report;
          texts.push(formatReport(budget.title, report));
        }
        await mkdir(cacheDir, { recursive: true });
        await writeFile(path.join(cacheDir, BUDGET_REPORT_FILE), `${JSON.stringify(reports, null, 2)}\n`);
        const text = texts.join("\n");
        if (Object.values(reports).some((report) => report.over)) this.error(text);
        logger?.info(`\n${text}`);
      },
    },
  };
}
