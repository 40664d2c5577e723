import { describe, expect, it } from "vitest";
import { addressError, isVeryWide } from "./address.ts";

describe("whitelist address check", () => {
  it("accepts addresses and ranges of both families", () => {
    for (const ok of [
      "203.0.113.7",
      " 10.0.0.0/8 ",
      "192.168.1.0/24",
      "255.255.255.255/32",
      "0.0.0.1",
      "::1",
      "2001:db8::/32",
      "2001:0db8:0000:0000:0000:ff00:0042:8329",
      "::ffff:203.0.113.7",
      "fe80::/10",
      "::/0",
    ]) {
      expect(addressError(ok), ok).toBeNull();
    }
  });

  it("refuses what is not an address, with a reason", () => {
    for (const bad of [
      "",
      "localhost",
      "256.1.1.1",
      "1.2.3",
      "1.2.3.4.5",
      "01.2.3.4",
      "1.2.3.4/33",
      "1.2.3.4/",
      "1.2.3.4/abc",
      "1.2.3.4/8/8",
      "2001:db8::/129",
      "2001:db8:::1",
      "fe80::1%eth0",
      "http://1.2.3.4",
    ]) {
      expect(addressError(bad), bad).not.toBeNull();
    }
  });
});

describe("very wide ranges", () => {
  it("are flagged for a warning", () => {
    expect(isVeryWide("1.0.0.0/4")).toBe(true);
    expect(isVeryWide("::/0")).toBe(true);
    expect(isVeryWide("10.0.0.0/8")).toBe(false);
    expect(isVeryWide("2001:db8::/32")).toBe(false);
    expect(isVeryWide("1.2.3.4")).toBe(false);
  });
});
