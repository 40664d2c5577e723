// Browser tests drive Debian's Chromium. No tool may download a browser of its own here, so when it is missing we
// install the distribution package (as root with apt) or fail saying how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium is not installed at ${CHROMIUM}. Install Debian's package with: sudo apt-get install -y chromium ` +
        "(or set CHROMIUM_PATH to a Chromium binary).",
    );
    process.exit(1);
  }
  console.info("Installing Debian's chromium package for the browser tests…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", {
    stdio: "inherit",
  });
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}
