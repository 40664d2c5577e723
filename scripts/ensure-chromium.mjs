// Browser tests drive Debian's Chromium (never a downloaded browser).
import { ensureDebianPackage } from "./debian-package.mjs";

ensureDebianPackage({
  binary: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  pkg: "chromium",
  why: "the browser tests",
  envName: "CHROMIUM_PATH",
});
