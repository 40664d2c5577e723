import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loginAs, testAppSuite } from "../testing/app.ts";
import { XLSX_CONTENT_TYPE } from "./files.ts";

/** Compression does not depend on the database kind: PGlite only. */
describe("compressed API answers", () => {
  const t = testAppSuite("pglite");

  it("a large JSON answer comes as brotli, or gzip, to a client that takes it, and as is otherwise", async () => {
    const headers = await loginAs(t.app, "admin");
    const get = (acceptEncoding?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/admin/users",
        headers: acceptEncoding ? { ...headers, "accept-encoding": acceptEncoding } : headers,
      });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await get("gzip, deflate, br, zstd");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    // Still never stored: it carries user data.
    expect(brotli.headers["cache-control"]).toBe("no-store");

    const gzipped = await get("gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  it("a small answer is not worth compressing", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health", headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toMatchObject({ status: "ok" });
  });

  it("an .xlsx download (already a zip) is sent as it is", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/user/summary/export?from=2025-01-01&to=2025-01-31",
      headers: { ...(await loginAs(t.app, "subop")), "accept-encoding": "gzip, br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers["content-encoding"]).toBeUndefined();
    // A zip file's signature.
    expect(response.rawPayload.subarray(0, 2).toString()).toBe("PK");
  });
});
