// Typing while the page hydrates (docs/decisions/0027, "Why withdrawn"): a shopper on a slow link
// types into the checkout form before React has taken over. Each run puts a product in the cart,
// opens /checkout/address-details/ with every script response held back by a random delay of up to
// DELAYS ms, types into the first-name field at once, and counts the runs with page errors (React's
// error #345 "Root did not complete" is the one seen). Diagnostic only: it never fails.
//   node bench/hydration-typing.mjs      needs a running server (npm run build && PORT=3139 npm run serve)
//   BASE (http://127.0.0.1:3139) · RUNS (10) · DELAYS (0,100,300: ms, comma-separated)
//   CHROME_PATH (/usr/bin/chromium) · FULL=1 prints whole messages with their stacks
// With React's development build (NODE_ENV=development npx remix vite:build) the console also says
// why: "An error occurred during hydration. The server HTML was replaced with client content in
// <#document>", then the client render of the whole document fails with #345.
import { chromium } from '@playwright/test';

const base = process.env.BASE ?? 'http://127.0.0.1:3139';
const runs = Number(process.env.RUNS ?? 10);
const delays = (process.env.DELAYS ?? '0,100,300').split(',').map(Number);
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
try {
  for (const delay of delays) {
    let withErrors = 0;
    const messages = new Set();
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ baseURL: base });
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (error) => errors.push(`${error.message}\n${error.stack ?? ''}`));
      // React's development build warns that browsers hide the nonce attribute: not a fault.
      page.on(
        'console',
        (message) => message.type() === 'error' && !/Extra attributes/.test(message.text()) && errors.push(message.text()),
      );
      await page.goto('/bestsellers/');
      const products = await page
        .locator('a[href$=".html"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
      for (const href of products) {
        await page.goto(href);
        const add = page.getByRole('button', { name: 'In winkelwagen' });
        if ((await add.count()) === 0) continue;
        await add.click();
        await page.waitForURL(/\/cart\/$/);
        break;
      }
      await page.route('**/assets/*.js', async (route) => {
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay * Math.random()));
        await route.continue();
      });
      await page.goto('/checkout/address-details/', { waitUntil: 'commit' });
      const field = page.getByLabel('Voornaam', { exact: true });
      await field.waitFor();
      for (let i = 0; i < 30; i++) await field.pressSequentially('ab', { delay: 5 });
      await page.waitForTimeout(300);
      if (errors.length > 0) {
        withErrors++;
        for (const error of errors) messages.add(process.env.FULL ? error.slice(0, 1500) : error.split('\n')[0].slice(0, 120));
      }
      await context.close();
    }
    console.log(`scripts held back up to ${delay} ms: ${withErrors} of ${runs} runs with page errors`);
    for (const message of messages) console.log(`  ${message}`);
  }
} finally {
  await browser.close();
}
