/**
 * The ID photo and the selfie: JPEG or PNG, told by their first bytes (never by the file's name or its declared
 * type), at most 5 MB, and stored only after their metadata is stripped (EXIF carries where and when a photo was
 * taken and the phone's make). Pure functions on bytes, so the rules are tested without a server.
 */
export type ImageKind = "jpeg" | "png";

/** 5 MB, counted in binary megabytes (5 × 1024 × 1024 bytes): what phones call 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);
}

/** JPEG (FF D8 FF) or PNG (89 50 4E 47 0D 0A 1A 0A) by the magic numbers; anything else is null. */
export function imageKindOf(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, JPEG_MAGIC)) return "jpeg";
  if (startsWith(bytes, PNG_MAGIC)) return "png";
  return null;
}

export type ImageCheck = { ok: true; kind: ImageKind; bytes: Uint8Array } | { ok: false; message: string };

/**
 * An upload as it will be stored: a JPEG or PNG of at most 5 MB, with its metadata stripped. A file that claims to
 * be an image but whose structure is broken is refused rather than stored half-understood.
 */
export function checkImage(bytes: Uint8Array): ImageCheck {
  if (bytes.length === 0) return { ok: false, message: "The photo is empty" };
  if (bytes.length > MAX_IMAGE_BYTES) return { ok: false, message: "The photo is larger than 5 MB" };
  const kind = imageKindOf(bytes);
  if (kind === null) return { ok: false, message: "The photo must be a JPEG or PNG image" };
  const stripped = kind === "jpeg" ? stripJpegMetadata(bytes) : stripPngMetadata(bytes);
  if (stripped === null) return { ok: false, message: "The photo is damaged or not a complete image" };
  return { ok: true, kind, bytes: stripped };
}

const ascii = (bytes: Uint8Array, from: number, text: string): boolean =>
  [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));

/**
 * Which JPEG segments stay: every non-APPn segment (tables, frame, scans), APP0 only when it is JFIF/JFXX, APP2 only
 * when it is the ICC colour profile, and APP14 "Adobe" (it says how CMYK colours are encoded: dropping it changes the
 * picture). Every other APPn (APP1 EXIF and XMP, maker notes, Photoshop's APP13 with its captions) and comments go.
 */
function keepJpegSegment(marker: number, bytes: Uint8Array, dataAt: number): boolean {
  if (marker === 0xfe) return false;
  if (marker < 0xe0 || marker > 0xef) return true;
  if (marker === 0xe0) return ascii(bytes, dataAt, "JFIF\0") || ascii(bytes, dataAt, "JFXX\0");
  if (marker === 0xe2) return ascii(bytes, dataAt, "ICC_PROFILE\0");
  if (marker === 0xee) return ascii(bytes, dataAt, "Adobe");
  return false;
}

/**
 * The JPEG without its metadata segments, or null when its structure is not a JPEG's: SOI, then marker segments
 * each with a length that fits, entropy-coded data after each SOS (stuffed FF 00 and restart markers inside), and an
 * EOI after at least one scan. Anything after the EOI (phone "motion photo" videos, trailers) is dropped.
 */
export function stripJpegMetadata(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let pos = 2;
  let sawScan = false;
  while (pos < bytes.length) {
    if (bytes[pos] !== 0xff) return null;
    while (bytes[pos + 1] === 0xff) pos++; // fill bytes before a marker
    const marker = bytes[pos + 1];
    if (marker === undefined) return null;
    if (marker === 0xd9) {
      if (!sawScan) return null;
      parts.push(bytes.subarray(pos, pos + 2));
      return concat(parts);
    }
    // No nested SOI, no stuffed zero or restart marker outside a scan, no reserved TEM.
    if (marker === 0xd8 || marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) return null;
    if (pos + 4 > bytes.length) return null;
    const length = ((bytes[pos + 2] as number) << 8) | (bytes[pos + 3] as number);
    const end = pos + 2 + length;
    if (length < 2 || end > bytes.length) return null;
    if (keepJpegSegment(marker, bytes, pos + 4)) parts.push(bytes.subarray(pos, end));
    pos = end;
    if (marker !== 0xda) continue;
    sawScan = true;
    const dataStart = pos;
    while (pos < bytes.length) {
      if (bytes[pos] !== 0xff) {
        pos++;
        continue;
      }
      const next = bytes[pos + 1];
      if (next === 0x00 || (next !== undefined && next >= 0xd0 && next <= 0xd7)) pos += 2;
      else if (next === 0xff) pos++;
      else break;
    }
    if (pos >= bytes.length) return null;
    parts.push(bytes.subarray(dataStart, pos));
  }
  return null;
}

/** PNG chunks that carry text, EXIF (location) or the time of the last change: dropped. */
const PNG_METADATA_CHUNKS = new Set(["tEXt", "zTXt", "iTXt", "eXIf", "tIME"]);

/**
 * The PNG without its metadata chunks, or null when its structure is not a PNG's: the signature, IHDR first, chunks
 * whose lengths fit and whose CRCs are right, at least one IDAT, and IEND (anything after it is dropped).
 */
export function stripPngMetadata(bytes: Uint8Array): Uint8Array | null {
  if (!startsWith(bytes, PNG_MAGIC)) return null;
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let pos = 8;
  let sawIdat = false;
  let first = true;
  while (pos + 12 <= bytes.length) {
    const length = view.getUint32(pos);
    const end = pos + 12 + length;
    if (length > 0x7fffffff || end > bytes.length) return null;
    const typeBytes = bytes.subarray(pos + 4, pos + 8);
    if (!typeBytes.every((b) => (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a))) return null;
    const type = String.fromCharCode(...typeBytes);
    if (crc32(bytes.subarray(pos + 4, pos + 8 + length)) !== view.getUint32(pos + 8 + length)) return null;
    if (first !== (type === "IHDR")) return null;
    first = false;
    if (type === "IDAT") sawIdat = true;
    if (!PNG_METADATA_CHUNKS.has(type)) parts.push(bytes.subarray(pos, end));
    pos = end;
    if (type === "IEND") return sawIdat ? concat(parts) : null;
  }
  return null;
}

let crcTable: Uint32Array | null = null;

/** CRC-32 (ISO 3309, as PNG uses it) of some bytes. */
export function crc32(bytes: Uint8Array): number {
  if (crcTable === null) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
