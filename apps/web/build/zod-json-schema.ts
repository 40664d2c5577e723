import { readFileSync } from "node:fs";
import type { Plugin } from "vite";

/** zod's JSON Schema generator: every classic schema refers to it, so no bundler can drop it by itself. */
const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/;

/** Called when a schema's `~standard` is first read: they must hand back a function, not throw yet. */
const METHOD_FACTORIES = new Set(["createToJSONSchemaMethod", "createStandardJSONSchemaMethod"]);

export const LEFT_OUT_MESSAGE =
  "zod's JSON Schema generation is left out of the web bundle (apps/web/build/zod-json-schema.ts)";

/**
 * The stand-in for one generator module, given its source: the same export names, each throwing when used, so a
 * schema's `toJSONSchema()` (or its Standard Schema `jsonSchema`) fails loudly instead of answering wrongly. A name
 * zod adds or removes follows by itself, since the names are read from the module.
 */
export function standInFor(source: string): string {
  const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].flatMap(([, name]) => (name ? [name] : []));
  const aliases = [...source.matchAll(/^export \{ \w+ as \w+ \};$/gm)].map(([line]) => line);
  return [
    `const leftOut = () => { throw new Error(${JSON.stringify(LEFT_OUT_MESSAGE)}); };`,
    ...names.map((name) => `export const ${name} = ${METHOD_FACTORIES.has(name) ? "() => leftOut" : "leftOut"};`),
    ...aliases,
  ].join("\n");
}

/**
 * The web only validates with zod (contracts parsed at run time), it never writes JSON Schema; yet zod's generator
 * was 5 KB gzip of what a player downloads (docs/performance.md). The build loads stand-ins instead (tests and the
 * server keep the real zod).
 */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: "sabong:zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    load(id) {
      return GENERATOR.test(id) ? standInFor(readFileSync(id, "utf8")) : null;
    },
  };
}
