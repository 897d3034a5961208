// Screenshots of pages at phone and desktop width, for looking at the shop as a shopper would.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 out-dir /path/ [/path/ …]  (JS_DISABLED=1 for no-JS)
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [base, outDir, ...paths] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    javaScriptEnabled: !process.env.JS_DISABLED,
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: process.env.FULL === '1' });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
