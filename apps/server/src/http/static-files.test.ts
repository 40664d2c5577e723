import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { suiteFixture } from "../testing/suite.ts";

const SCRIPT = `console.log(${JSON.stringify("sabong ".repeat(200))});`;
const PAGE = "<!doctype html><title>Sabong Live</title><div id=root></div>";
const IMMUTABLE = "public, max-age=31536000, immutable";

/** The real app on PGlite serving a stand-in web build with its precompressed copies (as the Vite build writes). */
async function startWithWebBuild() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "sabong-static-"));
  const webDistDir = path.join(dataDir, "web");
  mkdirSync(path.join(webDistDir, "assets"), { recursive: true });
  const write = (name: string, content: string | Buffer) => writeFileSync(path.join(webDistDir, name), content);
  write("index.html", PAGE);
  write("index.html.gz", gzipSync(PAGE));
  write("favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  write("assets/app-abc123.js", SCRIPT);
  write("assets/app-abc123.js.br", brotliCompressSync(SCRIPT));
  write("assets/app-abc123.js.gz", gzipSync(SCRIPT));
  const database = await openDatabase({});
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "test-secret-test-secret-test-secret" }),
    webDistDir,
  };
  const built = await buildApp(config, database);
  return {
    ...built,
    close: async () => {
      await built.app.close();
      await database.close();
    },
  };
}

describe("the built web app's files", () => {
  const t = suiteFixture(startWithWebBuild);
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("a hashed asset comes as brotli to a browser that takes it, cached for a year as immutable", async () => {
    const response = await get("/assets/app-abc123.js", "gzip, deflate, br, zstd");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    // The security headers stay.
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
  });

  it("comes as gzip to a browser without brotli, and as is to one that asks for no encoding", async () => {
    const gzipped = await get("/assets/app-abc123.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["cache-control"]).toBe(IMMUTABLE);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/app-abc123.js");
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE);
    expect(plain.body).toBe(SCRIPT);
  });

  it("index.html, for / and every client route, is revalidated on each visit, never served stale", async () => {
    for (const url of ["/", "/player/home", "/auth/login"]) {
      const response = await get(url, "gzip, br");
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      // No .br copy of this page: the .gz one.
      expect(response.headers["content-encoding"], url).toBe("gzip");
      expect(gunzipSync(response.rawPayload).toString(), url).toBe(PAGE);
    }
    const plain = await get("/player/home");
    expect(plain.headers["cache-control"]).toBe("no-cache");
    expect(plain.body).toBe(PAGE);
  });

  it("an unhashed file is kept a short while; a missing asset stays a 404", async () => {
    const favicon = await get("/favicon.svg", "br");
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["content-encoding"]).toBeUndefined();
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");

    const missing = await get("/assets/app-old999.js", "br");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Not found" });
    expect(String(missing.headers["cache-control"])).not.toMatch(/immutable/);
  });
});
