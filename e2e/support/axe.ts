import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core itself, run through page.evaluate (which the page's CSP does not govern). The
// @axe-core/playwright wrapper would do the same, but its releases now ask for Node 22.
const AXE_SOURCE: string = createRequire(import.meta.url)('axe-core').source;

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
};

/** The serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page) {
  // A toast still fading in reads as low contrast: let finite animations and transitions end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations: AxeViolation[] = await page.evaluate(async (source) => {
    const scope = window as unknown as { axe?: unknown };
    if (!scope.axe) new Function(source)();
    const axe = scope.axe as {
      run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>;
    };
    // axe's default rules (WCAG A and AA and best practices; experimental rules stay off), as
    // @axe-core/playwright runs them.
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  }, AXE_SOURCE);
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** Fails with what axe found, naming the screen, when the page has a serious violation. */
export async function expectAccessible(page: Page, screen: string) {
  let found = await seriousViolations(page);
  if (found.length === 0) return;
  // A control can start a transition after the wait above (a refetch enables Export CSV while
  // axe reads it): a real failure is still there a moment later, a passing state is not.
  await page.waitForTimeout(500);
  found = await seriousViolations(page);
  if (found.length === 0) return;
  const lines = found.map(
    (violation) =>
      `- ${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes
        .slice(0, 5)
        .map((node) => JSON.stringify(node.target))
        .join(', ')}`,
  );
  throw new Error(`axe on ${screen} (${page.url()}):\n${lines.join('\n')}`);
}
