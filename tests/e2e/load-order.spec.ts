// What a slow phone fetches first (issue 37): the stylesheets and the largest image before the page's
// JavaScript. Chromium reports each request's priority over the DevTools protocol; the modules React Router
// preloads are asked for at low priority (lib/module-preloads.tsx), the stylesheets at the highest and the
// product photo at high, and the page still hydrates and works.
import type { Page } from '@playwright/test';
import { expect, hasJs, hydrated, test } from './fixtures';

const PRODUCT = '/synthetisch-dekbed-noorderzon-winter-1589.html';

async function priorities(page: Page, url: string): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const seen = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event: { request: { url: string; initialPriority: string } }) => {
    const path = new URL(event.request.url).pathname;
    if (!seen.has(path)) seen.set(path, event.request.initialPriority);
  });
  await page.goto(url);
  return seen;
}

test('the product page asks for its stylesheets and photo before its scripts, and still hydrates', async ({ page }, testInfo) => {
  test.skip(!hasJs(testInfo), 'it checks that the page hydrates, which needs JavaScript (the nojs fetches are checked below)');
  const seen = await priorities(page, PRODUCT);
  await hydrated(page);
  const scripts = [...seen].filter(([path]) => path.startsWith('/assets/') && path.endsWith('.js'));
  const styles = [...seen].filter(([path]) => path.endsWith('.css'));
  const photo = [...seen].find(([path]) => path.startsWith('/media/p/'));
  expect(styles.length).toBeGreaterThan(0);
  for (const [, priority] of styles) expect(priority).toBe('VeryHigh');
  expect(photo?.[1]).toBe('High');
  const entry = scripts.find(([path]) => /\/entry\.client-/.test(path));
  expect(entry?.[1]).toBe('Low');
  // Every module in the first HTML is preloaded at low priority before React Router's own link for it.
  const html = await (await page.request.get(PRODUCT)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [...head.matchAll(/<link rel="modulepreload" href="([^"]+)"([^>]*)>/g)].map((m) => ({
    href: m[1]!,
    low: /fetchpriority="low"/i.test(m[2]!),
  }));
  expect(links.length).toBeGreaterThan(0);
  for (const href of new Set(links.map((l) => l.href))) expect(links.find((l) => l.href === href)?.low, href).toBe(true);
  for (const [path, priority] of scripts.filter(([path]) => links.some((l) => l.href === path))) expect(priority, path).toBe('Low');
});

// ADR 0092: the code a page loads after hydration (deferred parts, stores, analytics, the newsletter popup) is asked
// for only once the browser has reported its first contentful paint, so on a slow link it never competes with the
// stylesheets and the LCP image.
for (const url of ['/', '/dekbedovertrek/', PRODUCT]) {
  test(`${url}: code the first HTML does not name starts only after the first contentful paint (without JavaScript never)`, async ({
    page,
  }, testInfo) => {
    if (!hasJs(testInfo)) {
      // Without JavaScript the browser still fetches the modules the HTML preloads (it does not run them), and nothing
      // else: no code of the page's later parts.
      const scripts: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push(path);
      });
      await page.goto(url, { waitUntil: 'load' });
      const named = await page
        .locator('link[rel="modulepreload"]')
        .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((path) => !named.includes(path))).toEqual([]);
      return;
    }
    await page.goto(url);
    await hydrated(page);
    const { fcp, later } = await page.evaluate(() => {
      const named = new Set(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname),
      );
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/assets/') && e.name.endsWith('.js') && !named.has(new URL(e.name).pathname));
      return {
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        later: scripts.map((e) => ({ path: new URL(e.name).pathname, start: Math.round(e.startTime) })),
      };
    });
    expect(fcp).toBeGreaterThan(0);
    // The page did load code after its first paint (its deferred parts), and none of it earlier.
    expect(later.length).toBeGreaterThan(0);
    for (const script of later)
      expect(script.start, `${script.path} at ${script.start} ms, first paint at ${Math.round(fcp)} ms`).toBeGreaterThanOrEqual(fcp);
  });
}
