import axe from "axe-core";
import type { Page } from "playwright-core";

// WCAG 2.1 A and AA, the bar the ui stories are held to (addon-a11y `test: "error"`).
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on what the page shows now and returns its violations, each with the CSS targets of the
 * offending nodes, so a failing test names the rule and the element.
 */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      resultTypes: ["violations"],
    });
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, TAGS);
}

/** One line per violation, for an assertion message that says what to fix. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((f) => `${f.id} (${f.impact}): ${f.help} — ${f.targets.join(", ")}`).join("\n");
}
