import { randomUUID } from "node:crypto";
import { crc32 } from "@sabong/shared/identity";
import type { TestDatabaseKind } from "./databases.ts";
import { startProtection } from "./protection.ts";
import { suiteFixture } from "./suite.ts";

/**
 * Know-your-customer tests: hand-built pictures (a JPEG whose EXIF holds a GPS position, a minimal PNG), a valid
 * submission body, and the protection harness's app (fresh players under the demo agent, demo accounts on demand).
 */
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const segment = (marker: number, data: number[]) => [
  0xff,
  marker,
  (data.length + 2) >> 8,
  (data.length + 2) & 0xff,
  ...data,
];

export const GPS_TEXT = "GPS 14.5995N 120.9842E";

/** A structurally complete JPEG with an APP1 EXIF segment carrying a GPS position. */
export function jpegWithExif(): Buffer {
  return Buffer.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...ascii("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xe1, [...ascii("Exif\0\0MM\0*"), 0, 0, 0, 8, ...ascii(GPS_TEXT)]),
    ...segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0, ...Array.from({ length: 16 }, (_, i) => (i === 0 ? 1 : 0)), 0]),
    ...segment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    0x12,
    0xff,
    0x00,
    0x34,
    0xff,
    0xd9,
  ]);
}

/** A PNG chunk: length, type, data, CRC over type and data. */
function pngChunk(type: string, data: number[]): number[] {
  const body = Uint8Array.from([...ascii(type), ...data]);
  const crc = crc32(body);
  const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
  return [...be32(data.length), ...body, ...be32(crc)];
}

/** A one-pixel PNG with a tEXt chunk saying where it was taken. */
export function pngWithText(): Buffer {
  return Buffer.from([
    0x89,
    ...ascii("PNG\r\n\x1a\n"),
    ...pngChunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]),
    ...pngChunk("tEXt", ascii(`Location\0${GPS_TEXT}`)),
    ...pngChunk("IDAT", [0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]),
    ...pngChunk("IEND", []),
  ]);
}

export const GIF_BYTES = Buffer.from([...ascii("GIF89a"), 1, 0, 1, 0, 0, 0, 0, 0x3b]);

let serial = 0;

/** A number as lowercase letters, so test names differ (names match on their letters). */
const letters = (n: number) => n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + Number.parseInt(d, 26)));

/** A valid typed identity (unique ID number and mobile per call unless given). */
export function identityFields(over: Record<string, unknown> = {}) {
  serial += 1;
  const n = (Date.now() % 1_000_000) * 100 + (serial % 100);
  return {
    fullName: `Juan ${letters(n)} Dela Cruz`,
    birthDate: "1990-05-17",
    address: "12 Rizal Street, Quiapo, Manila",
    nationality: "Filipino",
    occupation: "Driver",
    governmentEmployee: false,
    militaryOrPolice: false,
    operatorEmployee: false,
    mobile: `0917${String(n % 10_000_000).padStart(7, "0")}`,
    idType: "umid",
    idNumber: String(100_000_000_000 + n).slice(0, 12),
    ...over,
  };
}

export function uploadBody(identity: Record<string, unknown>, images: { idPhoto?: Buffer; selfie?: Buffer } = {}) {
  return {
    identity,
    idPhoto: (images.idPhoto ?? jpegWithExif()).toString("base64"),
    selfie: (images.selfie ?? jpegWithExif()).toString("base64"),
    idempotencyKey: `kyc-${randomUUID()}`,
  };
}

/** The protection harness whose new players have not sent their identity yet. */
export const identitySuite = (kind: TestDatabaseKind) =>
  suiteFixture(() => startProtection(kind, { kycStatus: "unverified" }));
