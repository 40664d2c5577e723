import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** axe-core's source, evaluated in the page (the app's CSP refuses an injected script tag; evaluation is not one). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown; html: string }[] };

/**
 * axe-core's WCAG 2 A and AA rules on the page as it is now: the serious and critical findings, each as
 * "rule: n × what it asks (first: the element)" (an empty list passes).
 */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa"] } });
    return results.violations as AxeViolation[];
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id}: ${v.nodes.length} × ${v.help} (first: ${JSON.stringify(v.nodes[0]?.target)} ${v.nodes[0]?.html})`,
    );
}
