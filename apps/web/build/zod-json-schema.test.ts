import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { LEFT_OUT_MESSAGE, standInFor } from "./zod-json-schema.ts";

/** A module from its source text. */
const importSource = (source: string) =>
  import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`);

describe("zod without its JSON Schema generator", () => {
  const source = [
    "export function initializeContext(params) {}",
    "export const stringProcessor = (schema) => {};",
    "export const createStandardJSONSchemaMethod = (schema, io) => (params) => {};",
    "export { processSchema as process };",
    "export function processSchema() {}",
  ].join("\n");

  it("keeps every export name; using one throws, and the method factories throw only when the method is called", async () => {
    const standIn = await importSource(standInFor(source));
    expect(Object.keys(standIn).sort()).toEqual([
      "createStandardJSONSchemaMethod",
      "initializeContext",
      "process",
      "processSchema",
      "stringProcessor",
    ]);
    expect(() => standIn.stringProcessor()).toThrow(LEFT_OUT_MESSAGE);
    const method = standIn.createStandardJSONSchemaMethod({}, "input");
    expect(() => method({})).toThrow(LEFT_OUT_MESSAGE);
  });

  it.each(["to-json-schema.js", "json-schema-processors.js"])(
    "stands in for the installed zod's %s name for name",
    async (file) => {
      const zodRoot = path.dirname(createRequire(import.meta.url).resolve("zod/package.json"));
      const real = path.join(zodRoot, "v4", "core", file);
      const standIn = await importSource(standInFor(readFileSync(real, "utf8")));
      expect(Object.keys(standIn).sort()).toEqual(Object.keys(await import(pathToFileURL(real).href)).sort());
    },
  );
});
