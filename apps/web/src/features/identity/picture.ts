import { imageKindOf, MAX_IMAGE_BYTES } from "@sabong/shared/identity";

/** A picture chosen for the identity form: its bytes as base64 (the contract's form), or why it cannot be sent. */
export type Picture = { ok: true; name: string; base64: string } | { ok: false; message: string };

/**
 * Checks a chosen file the way the server will (docs/decisions/0013): by its size and its first bytes, never its name
 * or the type the phone claims, so a player learns at once, in plain words, that a picture will be refused.
 */
export function checkPicture(name: string, bytes: Uint8Array): Picture {
  if (bytes.length === 0) return { ok: false, message: "This file is empty: choose the picture again" };
  if (bytes.length > MAX_IMAGE_BYTES) {
    return { ok: false, message: "This picture is larger than 5 MB: take it again at a lower size" };
  }
  if (imageKindOf(bytes) === null) return { ok: false, message: "This file is not a JPEG or PNG picture" };
  return { ok: true, name, base64: toBase64(bytes) };
}

export async function readPicture(file: File): Promise<Picture> {
  // Not read at all when too large: a phone's 20 MB photo need not be loaded to be refused.
  if (file.size > MAX_IMAGE_BYTES) {
    return { ok: false, message: "This picture is larger than 5 MB: take it again at a lower size" };
  }
  return checkPicture(file.name, new Uint8Array(await file.arrayBuffer()));
}

/** Base64 of bytes, in chunks (String.fromCharCode of 5 MB at once overflows the call stack). */
export function toBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = "";
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}
