import { deflateSync } from "node:zlib";
import { crc32, identitySubmissionBodySchema } from "@sabong/shared/identity";
import type { Tx } from "../../db/client.ts";
import { createUser } from "../accounts/service.ts";
import { submitIdentity } from "../identity/service.ts";

/**
 * The demo's know-your-customer state (docs/decisions/0013): every demo player is verified (created so), and
 * `waiting` has sent an identity that waits in the compliance queue, with two small pictures made here.
 */
export const DEMO_WAITING_ACCOUNT = { username: "waiting", name: "Waiting Player" } as const;

/** A solid-colour PNG of `size` × `size` pixels (RGB, no metadata). */
export function solidPng(size: number, rgb: readonly [number, number, number]): Buffer {
  const be32 = (n: number) => Buffer.from([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    return Buffer.concat([be32(data.length), body, be32(crc32(body))]);
  };
  const header = Buffer.concat([be32(size), be32(size), Buffer.from([8, 2, 0, 0, 0])]);
  // Each scanline: filter type 0, then the pixels.
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export async function seedDemoIdentity(
  tx: Tx,
  input: { goldId: number; password: string; secret: string },
): Promise<number> {
  const user = await createUser(tx, {
    ...DEMO_WAITING_ACCOUNT,
    password: input.password,
    type: "player",
    uplineId: input.goldId,
  });
  const body = identitySubmissionBodySchema.parse({
    fullName: "Wilma Santos Reyes",
    birthDate: "1994-03-08",
    address: "45 Mabini Street, Ermita, Manila",
    nationality: "Filipino",
    occupation: "Sales clerk",
    governmentEmployee: false,
    militaryOrPolice: false,
    operatorEmployee: false,
    mobile: "0917 555 0142",
    idType: "umid",
    idNumber: "0111-2223334-5",
  });
  await submitIdentity(tx, {
    playerId: user.id,
    body,
    images: {
      idPhoto: solidPng(16, [180, 210, 240]).toString("base64"),
      selfie: solidPng(16, [222, 184, 135]).toString("base64"),
    },
    secret: input.secret,
    actor: { userId: user.id, username: user.username, ip: null },
  });
  return user.id;
}
