import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/i;
/** Below this a compressed copy saves less than its extra headers cost: the server sends such a file as it is. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible built file, at the highest levels (once per build, so
 * their slowness costs nothing per request). The server sends them to browsers that accept them (@fastify/static
 * `preCompressed`, apps/server/src/app.ts).
 */
export function precompress(): Plugin {
  return {
    name: "sabong:precompress",
    apply: "build",
    async writeBundle(options) {
      if (!options.dir) return;
      const files = await readdir(options.dir, { recursive: true, withFileTypes: true });
      const targets = files
        .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(targets.map(compressBeside));
    },
  };
}

async function compressBeside(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < PRECOMPRESS_MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is left out: the server then sends the file itself.
  if (br.length < content.length) await writeFile(`${file}.br`, br);
  if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
}
