import { MAX_IMAGE_BYTES } from "@sabong/shared/identity";
import { describe, expect, it } from "vitest";
import { checkPicture, toBase64 } from "./picture.ts";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];

describe("checkPicture", () => {
  it("accepts PNG and JPEG bytes whatever the name, as base64", () => {
    const png = checkPicture("id.txt", new Uint8Array([...PNG_SIGNATURE, 1, 2, 3]));
    expect(png).toEqual({ ok: true, name: "id.txt", base64: toBase64(new Uint8Array([...PNG_SIGNATURE, 1, 2, 3])) });
    expect(checkPicture("selfie", new Uint8Array([...JPEG_START, 0])).ok).toBe(true);
  });

  it("refuses other bytes behind a picture's name, in plain words", () => {
    expect(checkPicture("id.png", new TextEncoder().encode("GIF89a....."))).toEqual({
      ok: false,
      message: "This file is not a JPEG or PNG picture",
    });
  });

  it("refuses an empty file and one over 5 MB", () => {
    expect(checkPicture("a.png", new Uint8Array()).ok).toBe(false);
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG_SIGNATURE);
    expect(checkPicture("a.png", big)).toEqual({
      ok: false,
      message: "This picture is larger than 5 MB: take it again at a lower size",
    });
  });
});

describe("toBase64", () => {
  it("encodes like btoa, also past one chunk", () => {
    const bytes = new Uint8Array(70_000).map((_, i) => i % 256);
    expect(atob(toBase64(bytes)).length).toBe(70_000);
    expect(toBase64(new TextEncoder().encode("Man"))).toBe("TWFu");
  });
});
