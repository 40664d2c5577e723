import { hmac } from "@noble/hashes/hmac.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { describe, expect, it } from "vitest";
import { type ExclusionKey, exclusionKeys, type KeyedHash, matchesExclusion } from "./exclusion.ts";

/** What the server passes: HMAC-SHA256 with its secret, as hex. */
const keyedWith =
  (secret: string): KeyedHash =>
  (message) =>
    bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(message)));

const serverHmac = keyedWith("the server's secret");

/** An entry of the regulator's list, as imported. */
const listed = {
  fullName: "José Dela-Cruz Ñiño",
  birthDate: "1988-07-04",
  idNumbers: ["P1234567A", "0111-2345678-9"],
  mobile: "0917 123 4567",
};
const listKeys = new Set(exclusionKeys(listed, serverHmac).map((k) => k.key));

describe("the exclusion list's keyed hashes", () => {
  it("one key per identifier: name + birth date, each ID number, the mobile", () => {
    const keys = exclusionKeys(listed, serverHmac);
    expect(keys.map((k) => k.kind)).toEqual(["name-birth-date", "id-number", "id-number", "mobile"]);
    expect(keys.every((k) => /^[0-9a-f]{64}$/.test(k.key))).toBe(true);
    expect(new Set(keys.map((k) => k.key)).size).toBe(4);
  });

  it("nothing in the clear: no key contains the name, a number or the mobile", () => {
    const joined = exclusionKeys(listed, serverHmac)
      .map((k) => k.key)
      .join(" ");
    for (const clear of ["jose", "delacruz", "1988", "1234567", "9171234567"]) expect(joined).not.toContain(clear);
  });

  it("the same person typed differently matches on every kind after normalisation", () => {
    const player = {
      fullName: "  JOSE dela cruz  nino ",
      birthDate: "1988-07-04",
      idNumbers: ["p 1234567 a"],
      mobile: "+63 917 123 4567",
    };
    expect(matchesExclusion(exclusionKeys(player, serverHmac), listKeys)).toEqual([
      "name-birth-date",
      "id-number",
      "mobile",
    ]);
  });

  it("the same name with a different birth date does not match", () => {
    const namesake = { fullName: "Jose Dela Cruz Nino", birthDate: "1988-07-05" };
    expect(matchesExclusion(exclusionKeys(namesake, serverHmac), listKeys)).toEqual([]);
  });

  it("a match on one kind alone is reported as that kind", () => {
    const newAccount = {
      fullName: "Pedro Santos",
      birthDate: "1990-01-01",
      idNumbers: ["N01-12-345678"],
      mobile: "09171234567",
    };
    expect(matchesExclusion(exclusionKeys(newAccount, serverHmac), [...listKeys])).toEqual(["mobile"]);
    const sameUmid = { fullName: "Pedro Santos", birthDate: "1990-01-01", idNumbers: ["011123456789"] };
    expect(matchesExclusion(exclusionKeys(sameUmid, serverHmac), listKeys)).toEqual(["id-number"]);
  });

  it("another secret gives other keys: a stolen list without the secret matches nobody", () => {
    const otherHmac = keyedWith("a thief's guess");
    const otherKeys = exclusionKeys(listed, otherHmac);
    expect(otherKeys).toHaveLength(4);
    expect(matchesExclusion(otherKeys, listKeys)).toEqual([]);
    for (const { key } of otherKeys) expect(listKeys.has(key)).toBe(false);
  });

  it("a number cannot meet a name or a mobile: each message names its kind", () => {
    const seen: string[] = [];
    exclusionKeys({ ...listed, idNumbers: ["09171234567"] }, (message) => {
      seen.push(message);
      return message;
    });
    expect(seen).toEqual([
      "name-birth-date:josedelacruznino|1988-07-04",
      "id-number:09171234567",
      "mobile:+639171234567",
    ]);
  });

  it("parts that identify nobody are skipped; duplicates appear once", () => {
    const keys = exclusionKeys(
      {
        fullName: "Juan Cruz",
        birthDate: null,
        idNumbers: ["P1234567A", "p1234567a", " - ", ""],
        mobile: "02 8123 4567",
      },
      serverHmac,
    );
    expect(keys.map((k) => k.kind)).toEqual(["id-number"]);
    expect(exclusionKeys({ fullName: "!!", birthDate: "1988-07-04" }, serverHmac)).toEqual([]);
    expect(exclusionKeys({ fullName: "Juan", birthDate: "1988-02-30" }, serverHmac)).toEqual([]);
    expect(exclusionKeys({}, serverHmac)).toEqual([]);
  });

  it("no candidate keys or an empty list match nothing", () => {
    expect(matchesExclusion([], listKeys)).toEqual([]);
    const keys: ExclusionKey[] = exclusionKeys(listed, serverHmac);
    expect(matchesExclusion(keys, [])).toEqual([]);
  });
});
