import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "vite";
import { afterEach, describe, expect, it } from "vitest";
import {
  BUDGET_REPORT_FILE,
  type BudgetChunk,
  type BudgetReports,
  deliveryBudget,
  formatReport,
  gzipBytes,
  measureBudget,
  sentGzipBytes,
  staticClosure,
} from "./budget.ts";

/** A built app in miniature: the entry, a lazy screen sharing a chunk with it, and a back-office screen. */
function graph(sizes: Record<string, number>): Map<string, BudgetChunk> {
  const chunk = (fileName: string, imports: string[]): BudgetChunk => ({
    fileName,
    imports,
    code: "x".repeat(sizes[fileName] ?? 0),
  });
  return new Map(
    [
      chunk("index.js", ["react.js"]),
      chunk("react.js", []),
      chunk("LoungePage.js", ["react.js", "format.js"]),
      chunk("format.js", []),
      chunk("AdminPage.js", ["chart.js"]),
      chunk("chart.js", []),
    ].map((each) => [each.fileName, each]),
  );
}

const bySize = (code: string) => code.length;

/** Text that compresses, though differently at each level: JavaScript-like lines with varying numbers. */
const sampleCode = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const value${i} = ${(i * 7919) % 1000} + f${i % 13}(${i});\n`).join(
    "",
  );

describe("the budget's measure", () => {
  it("counts the starts and everything they import statically, once each, and nothing else", () => {
    const files = staticClosure(graph({}), ["index.js", "LoungePage.js"]);
    expect(files.sort()).toEqual(["LoungePage.js", "format.js", "index.js", "react.js"]);
  });

  it("sums the files' sizes and passes at the limit", () => {
    const chunks = graph({ "index.js": 60, "react.js": 30, "LoungePage.js": 8, "format.js": 2, "chart.js": 500 });
    const report = measureBudget(chunks, ["index.js", "LoungePage.js"], 100, bySize);
    expect(report.totalGzipBytes).toBe(100);
    expect(report.over).toBe(false);
    expect(report.files.map((file) => file.fileName)).toEqual(["index.js", "react.js", "LoungePage.js", "format.js"]);
  });

  it("fails one byte over the limit, and the report lists every file, in KB of 1,000 bytes", () => {
    const chunks = graph({ "index.js": 61, "react.js": 30, "LoungePage.js": 8, "format.js": 2 });
    const report = measureBudget(chunks, ["index.js", "LoungePage.js"], 100, bySize);
    expect(report.over).toBe(true);
    const text = formatReport("JavaScript to reach /player/home", report);
    expect(text).toContain("OVER the budget of 0.1 KB (100 bytes)");
    for (const file of ["index.js", "react.js", "LoungePage.js", "format.js"]) expect(text).toContain(file);
    expect(text).not.toContain("chart.js");
  });

  it("refuses a start the build did not write", () => {
    expect(() => staticClosure(graph({}), ["index.js", "Gone.js"])).toThrow("Gone.js");
  });

  it("measures gzip at level 9, like the precompressed copies", () => {
    const code = sampleCode(400);
    expect(gzipBytes(code)).toBe(gzipSync(code, { level: 9 }).length);
    // The sample tells the levels apart, so a different level would fail the line above.
    expect(gzipSync(code, { level: 1 }).length).not.toBe(gzipSync(code, { level: 9 }).length);
  });

  it("counts what the server sends: a file under 1 KB as it is (it has no compressed copy), else the smaller", () => {
    const small = "const a = 1;\n".repeat(70);
    expect(small.length).toBeLessThan(1024);
    expect(sentGzipBytes(small)).toBe(small.length);
    const large = sampleCode(400);
    expect(sentGzipBytes(large)).toBe(gzipBytes(large));
    // Incompressible (every byte different in a pseudo-random order): gzip would be larger, the file is sent.
    const noise = Array.from({ length: 2000 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 94))).join("");
    expect(sentGzipBytes(noise)).toBe(Math.min(noise.length, gzipBytes(noise)));
  });
});

describe("the budget in a build", () => {
  let root = "";

  afterEach(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  /** Builds an entry with one lazy screen, under a budget of `limitBytes` for the screen's route. */
  async function buildApp(limitBytes: number) {
    root = await mkdtemp(path.join(tmpdir(), "budget-"));
    await writeFile(path.join(root, "main.js"), `import("./screen.js").then((m) => m.show());\n`);
    await writeFile(path.join(root, "screen.js"), `${sampleCode(50)}export const show = () => value1;\n`);
    const outDir = path.join(root, "dist");
    const cacheDir = path.join(root, "cache");
    const budget = { name: "screen", title: "JavaScript to reach the screen", limitBytes, routeModules: ["screen.js"] };
    const result = build({
      root,
      cacheDir,
      logLevel: "silent",
      configFile: false,
      plugins: [deliveryBudget([budget])],
      build: { outDir, rolldownOptions: { input: path.join(root, "main.js") } },
    });
    const written = async () => readdir(outDir, { recursive: true }).catch(() => []);
    const report = async () =>
      JSON.parse(await readFile(path.join(cacheDir, BUDGET_REPORT_FILE), "utf8")) as BudgetReports;
    return { result, written, report };
  }

  it("writes the build and the report when the route is within its budget", async () => {
    const { result, written, report } = await buildApp(150_000);
    await result;
    const files = (await written()).filter((file) => file.endsWith(".js"));
    expect(files).toHaveLength(2);
    const screen = (await report()).screen;
    expect(screen?.over).toBe(false);
    expect(screen?.files.map((file) => file.fileName).sort()).toEqual(
      files.map((file) => file.replaceAll("\\", "/")).sort(),
    );
  });

  it("fails an over-budget build before any file is written", async () => {
    const { result, written, report } = await buildApp(100);
    await expect(result).rejects.toThrow("JavaScript to reach the screen");
    expect(await written()).toEqual([]);
    expect((await report()).screen?.over).toBe(true);
  });
});
