// CPU time per page render, in-process (a profiling aid beside bench:product): renders the given
// paths against the cached bench database and prints the process CPU time per request.
//   NODE_ENV=production tsx bench/cpu-page.ts [path-kind…]   kinds: product, overview, bare
//   CPU_DB (postgres) · CPU_PRODUCTS (100000) · CPU_N (600) · run with `node --cpu-prof --import tsx` to profile
import path from 'node:path';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from '@remix-run/node';
import { sql } from 'drizzle-orm';
import { createCommerceClient } from '../app/lib/context';
import { benchConfig, benchDir, createBenchShop, DEFAULT_BENCH_DATABASE_URL, queryRows, type DbKind } from './lib';

const kind = (process.env.CPU_DB ?? 'postgres') as DbKind;
const products = Number(process.env.CPU_PRODUCTS ?? 100_000);
const n = Number(process.env.CPU_N ?? 600);
const kinds = process.argv.slice(2).length ? process.argv.slice(2) : ['product', 'overview', 'bare'];
const build = (await import(path.join(benchDir, '..', 'build/server/index.js'))) as ServerBuild;
const handler = createRequestHandler(build, 'production');
const shop = await createBenchShop(kind, { products, adminUrl: DEFAULT_BENCH_DATABASE_URL, poolSize: 10, log: () => {} });
const commerce = createCommerceClient({
  transport: (request) => Promise.resolve(shop.app.fetch(request)),
  baseUrl: 'http://commerce.internal',
  serviceAccount: benchConfig.serviceAccount,
  sharedCacheSeconds: 30,
});
await commerce.login();
const context = { commerce, sessionSecret: 'bench-session-secret', secureCookies: false, clientIp: '127.0.0.1' } as AppLoadContext;
const picked = await queryRows<{ slug: string; variant: number }>(
  shop.database.db,
  sql`select p.slug, (select max(v.id) from variants v where v.product_id = p.id) as variant
      from products p where p.id % ${Math.max(1, Math.floor(products / 500))} = 0 order by p.id limit 500`,
);
const paths: Record<string, string[]> = {
  product: picked.map((p, i) => `/${p.slug}.html${i % 3 === 0 ? `?variant=${p.variant}` : ''}`),
  overview: ['/dekbedovertrek/'],
  bare: ['/favorieten/'],
};
for (const name of kinds) {
  const list = paths[name]!;
  const get = async (i: number) => {
    const res = await handler(new Request(`http://localhost${list[i % list.length]}`, { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 bench' } }), context);
    return (await res.text()).length;
  };
  for (let i = 0; i < 60; i++) await get(i);
  let bytes = 0;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) bytes = await get(i + 60);
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - t0;
  console.log(`${kind} ${name}: ${((used.user + used.system) / 1000 / n).toFixed(2)} ms CPU/page, ${(wall / n).toFixed(2)} ms wall/page, ${Math.round(bytes / 1024)} KB`);
}
await shop.close();
