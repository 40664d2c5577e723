import { describe, expect, it } from "vitest";
import { checkImage, crc32, imageKindOf, MAX_IMAGE_BYTES, stripJpegMetadata, stripPngMetadata } from "./images.ts";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

/** A JPEG marker segment: FF, the marker, a two-byte length (itself included), the data. */
const segment = (marker: number, ...data: (number[] | string)[]) => {
  const body = bytes(...data);
  return [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
};
const contains = (haystack: Uint8Array, needle: Uint8Array) =>
  Buffer.from(haystack).indexOf(Buffer.from(needle)) !== -1;

const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const APP0_JFIF = segment(0xe0, "JFIF\0", [1, 1, 0, 0, 1, 0, 1, 0, 0]);
const GPS = "GPS 14.5995N 120.9842E";
const APP1_EXIF = segment(0xe1, "Exif\0\0", "MM\0*", [0, 0, 0, 8], GPS);
const APP1_XMP = segment(0xe1, "http://ns.adobe.com/xap/1.0/\0", "<x:xmpmeta>Quiapo</x:xmpmeta>");
const APP2_ICC = segment(0xe2, "ICC_PROFILE\0", [1, 1], "sRGB profile bytes");
const APP2_OTHER = segment(0xe2, "MPF\0", "multi-picture");
const APP13 = segment(0xed, "Photoshop 3.0\0", "caption: at home");
const APP14_ADOBE = segment(0xee, "Adobe", [0, 100, 0, 0, 0, 0, 1]);
const COM = segment(0xfe, "taken by Juan");
const DQT = segment(
  0xdb,
  [0],
  Array.from({ length: 64 }, () => 1),
);
const SOF0 = segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]);
const DHT = segment(
  0xc4,
  [0],
  Array.from({ length: 16 }, (_, i) => (i === 0 ? 1 : 0)),
  [0],
);
const SOS = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);
// Entropy-coded data with a stuffed FF 00 and a restart marker, as real scans have.
const SCAN = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56];
const jpeg = (...segments: number[][]) => Uint8Array.from([...SOI, ...segments.flat(), ...SOS, ...SCAN, ...EOI]);
const plainJpeg = jpeg(APP0_JFIF, DQT, SOF0, DHT);

describe("imageKindOf: by the bytes, not the name", () => {
  it("knows JPEG (FF D8 FF) and PNG (89 50 4E 47 0D 0A 1A 0A)", () => {
    expect(imageKindOf(plainJpeg)).toBe("jpeg");
    expect(imageKindOf(bytes([0x89], "PNG\r\n\x1a\n"))).toBe("png");
  });

  it.each([
    ["GIF bytes (in a file named photo.png)", bytes("GIF89a", [1, 0, 1, 0])],
    ["a PDF", bytes("%PDF-1.7")],
    ["WebP", bytes("RIFF", [0, 0, 0, 0], "WEBP")],
    ["HTML", bytes("<html>")],
    ["empty", new Uint8Array()],
    ["a cut-off JPEG signature", bytes([0xff, 0xd8])],
    ["a PNG signature with one byte wrong", bytes([0x89], "PNG\r\n\x1a\r")],
  ])("%s is not an image", (_what, input) => {
    expect(imageKindOf(input)).toBeNull();
  });
});

describe("stripJpegMetadata", () => {
  it("drops the APP1 EXIF with its GPS bytes; still FF D8 … FF D9 with every table, frame and scan byte", () => {
    const withExif = jpeg(APP0_JFIF, APP1_EXIF, DQT, SOF0, DHT);
    expect(contains(withExif, bytes(GPS))).toBe(true);
    const stripped = stripJpegMetadata(withExif);
    expect(stripped).not.toBeNull();
    if (!stripped) return;
    expect(contains(stripped, bytes(GPS))).toBe(false);
    expect(contains(stripped, bytes("Exif"))).toBe(false);
    expect([...stripped.subarray(0, 2)]).toEqual(SOI);
    expect([...stripped.subarray(-2)]).toEqual(EOI);
    expect(stripped).toEqual(plainJpeg);
  });

  it("keeps JFIF, the ICC profile and Adobe's colour segment; drops XMP, other APPn and comments", () => {
    const input = jpeg(APP0_JFIF, APP1_XMP, APP2_ICC, APP2_OTHER, APP13, APP14_ADOBE, COM, DQT, SOF0, DHT);
    expect(stripJpegMetadata(input)).toEqual(jpeg(APP0_JFIF, APP2_ICC, APP14_ADOBE, DQT, SOF0, DHT));
  });

  it("a JPEG with no metadata comes out byte for byte", () => {
    expect(stripJpegMetadata(plainJpeg)).toEqual(plainJpeg);
  });

  it("drops metadata between progressive scans and anything after the end (a motion photo's video)", () => {
    // The first scan's picture: start, JFIF header, tables, frame, a scan.
    const firstScan = [...SOI, ...APP0_JFIF, ...DQT, ...SOF0, ...DHT, ...SOS, ...SCAN];
    const progressive = Uint8Array.from([
      ...firstScan,
      ...APP1_EXIF,
      ...DHT,
      ...SOS,
      ...SCAN,
      0xff, // a fill byte before the end
      ...EOI,
      ...bytes("ftypmp42 video with GPS"),
    ]);
    const stripped = stripJpegMetadata(progressive);
    expect(stripped).toEqual(Uint8Array.from([...firstScan, ...DHT, ...SOS, ...SCAN, 0xff, ...EOI]));
  });

  it.each([
    ["no FF D8 at the start", Uint8Array.from([0xff, 0xd9])],
    ["a segment longer than the file", Uint8Array.from([...SOI, 0xff, 0xe1, 0x40, 0x00, 1, 2, 3])],
    ["a segment length under 2", Uint8Array.from([...SOI, 0xff, 0xe1, 0x00, 0x01, ...SOS, ...SCAN, ...EOI])],
    ["cut off inside a length", Uint8Array.from([...SOI, 0xff, 0xe1, 0x00])],
    ["a stray byte where a marker belongs", Uint8Array.from([...SOI, 0x00, ...APP0_JFIF, ...SOS, ...SCAN, ...EOI])],
    ["no end marker", Uint8Array.from([...SOI, ...APP0_JFIF, ...SOS, ...SCAN])],
    ["an end before any scan", Uint8Array.from([...SOI, ...APP0_JFIF, ...EOI])],
    ["a second start marker", Uint8Array.from([...SOI, ...SOI, ...SOS, ...SCAN, ...EOI])],
    ["a restart marker outside a scan", Uint8Array.from([...SOI, 0xff, 0xd0, ...SOS, ...SCAN, ...EOI])],
    ["only the magic bytes", Uint8Array.from([0xff, 0xd8, 0xff])],
  ])("refuses a JPEG with %s", (_what, input) => {
    expect(stripJpegMetadata(input)).toBeNull();
  });
});

/** A PNG chunk: length, type, data, CRC of type and data. */
const chunk = (type: string, ...data: (number[] | string)[]) => {
  const typeAndData = bytes(type, ...data);
  const length = typeAndData.length - 4;
  const crc = crc32(typeAndData);
  return [length >>> 24, (length >>> 16) & 0xff, (length >>> 8) & 0xff, length & 0xff, ...typeAndData].concat([
    crc >>> 24,
    (crc >>> 16) & 0xff,
    (crc >>> 8) & 0xff,
    crc & 0xff,
  ]);
};
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const IDAT = chunk("IDAT", [0x78, 0x9c, 0x63, 0x60, 0, 0, 0, 2, 0, 1]);
const IEND = chunk("IEND");
const EXIF = chunk("eXIf", "MM\0*", GPS);
const png = (...chunks: number[][]) => Uint8Array.from([...SIGNATURE, ...chunks.flat()]);

describe("stripPngMetadata", () => {
  it("CRC-32 is PNG's (the check value of 123456789 is CBF43926)", () => {
    expect(crc32(bytes("123456789"))).toBe(0xcbf43926);
  });

  it("a real 1×1 PNG (from an encoder) is kept byte for byte", () => {
    const real = Uint8Array.from(
      Buffer.from(
        "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
        "base64",
      ),
    );
    expect(stripPngMetadata(real)).toEqual(real);
  });

  it("drops eXIf with its GPS bytes; IHDR, IDAT and IEND intact", () => {
    const stripped = stripPngMetadata(png(IHDR, EXIF, IDAT, IEND));
    expect(stripped).toEqual(png(IHDR, IDAT, IEND));
    if (stripped) expect(contains(stripped, bytes(GPS))).toBe(false);
  });

  it("drops tEXt, zTXt, iTXt and tIME; keeps the colour and other chunks", () => {
    const gama = chunk("gAMA", [0, 0, 0xb1, 0x8f]);
    const plte = chunk("PLTE", [0, 0, 0]);
    const input = png(
      IHDR,
      chunk("tEXt", "Author\0Juan"),
      gama,
      chunk("zTXt", "Comment\0\0", [0x78, 0x9c]),
      chunk("iTXt", "Location\0\0\0\0\0Quiapo"),
      chunk("tIME", [0x07, 0xea, 11, 27, 8, 0, 0]),
      plte,
      IDAT,
      IDAT,
      IEND,
    );
    expect(stripPngMetadata(input)).toEqual(png(IHDR, gama, plte, IDAT, IDAT, IEND));
  });

  it("drops anything after IEND", () => {
    expect(stripPngMetadata(Uint8Array.from([...png(IHDR, IDAT, IEND), 1, 2, 3]))).toEqual(png(IHDR, IDAT, IEND));
  });

  const corruptCrc = () => {
    const bad = png(IHDR, IDAT, IEND);
    const lastCrcByte = 8 + IHDR.length + IDAT.length - 1;
    bad[lastCrcByte] = (bad[lastCrcByte] as number) ^ 0xff;
    return bad;
  };
  it.each([
    ["GIF bytes", bytes("GIF89a", [1, 0, 1, 0])],
    ["a chunk before IHDR", png(IDAT, IHDR, IEND)],
    ["no IHDR", png(IDAT, IEND)],
    ["no IDAT", png(IHDR, IEND)],
    ["no IEND", png(IHDR, IDAT)],
    ["a wrong CRC", corruptCrc()],
    ["a chunk longer than the file", Uint8Array.from([...SIGNATURE, ...IHDR, 0, 0, 1, 0, ...bytes("IDAT"), 1, 2])],
    ["a type that is not letters", png(IHDR, chunk("ID4T", [1]), IDAT, IEND)],
    ["a second IHDR", png(IHDR, IHDR, IDAT, IEND)],
    ["only the signature", png()],
  ])("refuses a PNG with %s", (_what, input) => {
    expect(stripPngMetadata(input)).toBeNull();
  });
});

describe("checkImage: what an upload must be", () => {
  it("a JPEG or PNG comes back stripped, with its kind", () => {
    expect(checkImage(jpeg(APP0_JFIF, APP1_EXIF, DQT, SOF0, DHT))).toEqual({
      ok: true,
      kind: "jpeg",
      bytes: plainJpeg,
    });
    expect(checkImage(png(IHDR, EXIF, IDAT, IEND))).toEqual({ ok: true, kind: "png", bytes: png(IHDR, IDAT, IEND) });
  });

  it("refuses other bytes whatever the name, over 5 MB, empty, or damaged", () => {
    expect(checkImage(bytes("GIF89a", [1, 0, 1, 0]))).toEqual({
      ok: false,
      message: "The photo must be a JPEG or PNG image",
    });
    expect(checkImage(new Uint8Array())).toEqual({ ok: false, message: "The photo is empty" });
    expect(checkImage(png(IHDR, IDAT))).toEqual({ ok: false, message: "The photo is damaged or not a complete image" });
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(plainJpeg);
    expect(checkImage(big)).toEqual({ ok: false, message: "The photo is larger than 5 MB" });
  });

  it("exactly 5 MB is allowed (5 × 1024 × 1024 bytes)", () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
    const padded = new Uint8Array(MAX_IMAGE_BYTES);
    const body = png(IHDR, IDAT);
    padded.set(body);
    padded.set(IEND, body.length);
    // After IEND the padding is dropped: the image is whole.
    expect(checkImage(padded)).toMatchObject({ ok: true, kind: "png", bytes: png(IHDR, IDAT, IEND) });
  });
});
