// The metrics test scrapes the real server with Debian's Prometheus (apps/server/src/http/metrics.test.ts).
import { ensureDebianPackage } from "./debian-package.mjs";

ensureDebianPackage({ binary: "/usr/bin/prometheus", pkg: "prometheus", why: "the metrics scrape test" });
