import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** Media types of the files the API answers with (downloads), one place for every route that sends them. */
export const XLSX_CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Answers with an .xlsx download (streamed as it is written); a private file, never kept by a cache. */
export function sendXlsx(reply: FastifyReply, fileName: string, file: Readable): FastifyReply {
  return reply
    .header("content-type", XLSX_CONTENT_TYPE)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(file);
}
