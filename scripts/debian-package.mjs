// Tests use a few Debian programs (Chromium for the browser tests, Prometheus for the scrape test). No tool may
// download its own copy here, so when one is missing we install the distribution package (as root with apt) or fail
// saying how.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Makes sure `binary` exists, installing Debian's `pkg` when it does not and we can. */
export function ensureDebianPackage({ binary, pkg, why, envName }) {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    console.error(
      `${pkg} is not installed at ${binary}. Install Debian's package with: sudo apt-get install -y ${pkg}` +
        (envName ? ` (or set ${envName} to its binary).` : "."),
    );
    process.exit(1);
  }
  console.info(`Installing Debian's ${pkg} package for ${why}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: "inherit",
  });
  if (!existsSync(binary)) {
    console.error(`apt-get finished but ${binary} is still missing.`);
    process.exit(1);
  }
}
