// `npx tsx bench/profile-pages.ts`: CPU time per request of the product overview and the bare page
// route (the pair bench:pages compares), rendered in-process from the production build the way
// server.ts wires it (commerce API in-process, storefront client with a 30 s shared cache), one
// after the other, interleaved. process.cpuUsage() per request is much less sensitive to a busy
// machine than throughput. Run it under `node --cpu-prof --import tsx` to see where the time goes
// (docs/decisions/0023). Needs `npm run build` (and NODE_ENV=production for React's production build).
//   PROF_DB (postgres | pglite) · PROF_PRODUCTS (1600, the demo seed's size) · PROF_N (600 per page)
//   PROF_ONLY (one of the paths) · PROF_PRODUCT_PAGES (1: also product pages, 500 different ones) · PROF_BUILD (another build's server/index.js, e.g. to compare
//   with the one before a change) · PROF_DUMP (file to write the overview's HTML to)
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: the bench creates its own database)
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import { benchDir, createBenchShop, DEFAULT_BENCH_DATABASE_URL, productPagePaths, storefrontContext, type DbKind } from './lib';
import { createStorefrontHandler } from '../app/lib/storefront-handler';

const kind = (process.env.PROF_DB ?? 'postgres') as DbKind;
const products = Number(process.env.PROF_PRODUCTS ?? 1600);
const n = Number(process.env.PROF_N ?? 600);
const only = process.env.PROF_ONLY;
const paths = ['/dekbedovertrek/', '/favorieten/'];

if (process.env.NODE_ENV !== 'production') console.warn('NODE_ENV is not production: React runs its development build.');
const build = (await import(process.env.PROF_BUILD ?? path.join(benchDir, '..', 'build/server/index.js'))) as ServerBuild;
const handler = createStorefrontHandler(build, 'production');
const shop = await createBenchShop(kind, {
  products,
  adminUrl: process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL,
  poolSize: 10,
  log: (m) => console.log(m),
});
const context = await storefrontContext(shop, 30);
// PROF_PRODUCT_PAGES=1: the product page too, rotating over 2,000 different products (each asked once in 600 requests).
const productPaths = process.env.PROF_PRODUCT_PAGES ? await productPagePaths(shop.database.db, products, 2000) : [];

async function get(pathname: string) {
  const before = process.cpuUsage();
  const res = await handler(
    new Request(`http://localhost${pathname}`, { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 bench' } }),
    context,
  );
  const html = await res.text();
  const used = process.cpuUsage(before);
  if (res.status !== 200) throw new Error(`${pathname}: ${res.status}`);
  return { cpuMs: (used.user + used.system) / 1000, html };
}

try {
  const targets = [...paths, ...(productPaths.length ? ['/{product}.html'] : [])].filter((p) => !only || p === only);
  // The product page is one target whose path rotates over the sample.
  let next = 0;
  const pathOf = (p: string) => (p === '/{product}.html' ? productPaths[next++ % productPaths.length]! : p);
  for (let i = 0; i < 100; i++) for (const p of targets) await get(pathOf(p));
  const cpu = new Map(targets.map((p) => [p, [] as number[]]));
  const html = new Map<string, string>();
  for (let i = 0; i < n; i++) {
    for (const p of targets) {
      const r = await get(pathOf(p));
      cpu.get(p)!.push(r.cpuMs);
      html.set(p, r.html);
    }
  }
  const mean = (a: number[]) => a.reduce((s, x) => s + x, 0) / a.length;
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
  for (const p of targets) {
    const page = html.get(p)!;
    // The page data React Router hands to the browser (the inline turbo-stream).
    const data = [...page.matchAll(/streamController\.enqueue\(([\s\S]*?)\);<\/script>/g)].reduce((s, m) => s + m[1]!.length, 0);
    console.log(
      `${p}: CPU per request mean ${mean(cpu.get(p)!).toFixed(2)} ms, median ${median(cpu.get(p)!).toFixed(2)} ms; HTML ${page.length} characters, of which page data ${data}`,
    );
  }
  if (targets.includes(paths[0]!) && targets.includes(paths[1]!)) {
    const [overview, bare] = paths.map((p) => mean(cpu.get(p)!));
    console.log(`bare / overview CPU: ${(bare! / overview!).toFixed(2)}; the overview's own cost ${(overview! - bare!).toFixed(2)} ms`);
  }
  if (process.env.PROF_DUMP && html.has(paths[0]!)) writeFileSync(process.env.PROF_DUMP, html.get(paths[0]!)!);
  console.log(
    `${kind}, ${products} products, ${n} requests per page; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
} finally {
  await shop.close();
}
