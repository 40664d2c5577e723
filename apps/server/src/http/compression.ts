import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Compresses the API's answers of 1 KB or more (JSON lists) for clients that accept it: brotli at a fast level, else
 * gzip. Binary downloads (.xlsx, a zip already: not a compressible type) pass as they are; Socket.IO answers on the
 * raw HTTP server, outside Fastify. Registered in the /api context, its hooks reach only the API's routes.
 * Request bodies are taken as they come (not decompressed): no client of this API compresses them.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, globalDecompression: false, encodings: ["br", "gzip"] });
}
