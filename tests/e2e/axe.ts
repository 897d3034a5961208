// axe-core on a page (docs/decisions/0021): the WCAG 2.x A/AA rules and axe's best practices; a serious
// or critical violation fails the test, listed with up to five of its elements.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Legacy mode (a public option of @axe-core/playwright): axe runs in the page itself, instead of in each
 * frame and then once more in a blank page opened to put the frames' results together. The shop's pages
 * have no frames, so the result is the same (the same violations on every page checked), and each
 * check costs about 2.5 s less of wall time and 2–4 s less CPU here (bench/README.md, issue 38).
 */
export async function expectNoSeriousViolations(page: Page, label: string) {
  expect(await page.locator('iframe').count(), `${label}: frames need axe's frame mode`).toBe(0);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe on ${label}`).toEqual([]);
}

/**
 * For the nojs project: axe is a script, and that project disables scripts. Pages are opened in a context with the
 * same cookies that runs scripts but blocks every script file the page loads, so axe sees the server-rendered page
 * exactly as a shopper without JavaScript does (React never hydrates; each `open` proves it).
 */
export async function asServedWithoutJs(page: Page): Promise<{ open(path: string): Promise<Page>; close(): Promise<void> }> {
  // Explicit: Playwright Test hands the project's options (javaScriptEnabled: false) to new contexts.
  const context = await page
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
      viewport: page.viewportSize(),
      locale: 'nl-NL',
      baseURL: new URL(page.url()).origin,
    });
  await context.route('**/*', (route) => (route.request().resourceType() === 'script' ? route.abort() : route.continue()));
  const target = await context.newPage();
  return {
    async open(path) {
      await target.goto(path);
      expect(await target.evaluate(() => typeof (window as unknown as { __reactRouterDataRouter?: unknown }).__reactRouterDataRouter)).toBe(
        'undefined',
      );
      return target;
    },
    close: () => context.close(),
  };
}
