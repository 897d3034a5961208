// Which terms are slow on the snapshot path, one at a time: npx tsx bench/search/profile.ts postgres [n]
import { createBenchShop, type DbKind } from '../lib';
import { warmSearchSnapshot } from '../../commerce/catalog/search-snapshot';
import { warmPopularTiles } from '../../commerce/catalog/overview';
import { latencyTerms } from './terms';

const kind = (process.argv[2] ?? 'postgres') as DbKind;
const count = Number(process.argv[3] ?? 120);
const shop = await createBenchShop(kind, { products: Number(process.env.BENCH_PRODUCTS ?? 100_000), log: console.log });
await warmSearchSnapshot(shop.database.db);
// As a running shop has them shortly after a build (docs/decisions/0080): not counted below.
await warmPopularTiles(shop.database.db);
// Per statement: its first words and the time it took (BENCH_PROFILE_SQL=1).
const db = shop.database.db as unknown as { execute: (q: unknown) => Promise<unknown> };
const stats = new Map<string, { n: number; ms: number }>();
if (process.env.BENCH_PROFILE_SQL === '1') {
  const execute = db.execute.bind(db);
  db.execute = async (q: unknown) => {
    const t0 = performance.now();
    try {
      return await execute(q);
    } finally {
      const chunks = (q as { queryChunks?: Array<{ value?: string[] }> }).queryChunks ?? [];
      const text = chunks
        .map((c) => (c.value ?? []).join(''))
        .join('?')
        .replace(/\s+/g, ' ')
        .slice(0, 90);
      const s = stats.get(text) ?? { n: 0, ms: 0 };
      s.n++;
      s.ms += performance.now() - t0;
      stats.set(text, s);
    }
  };
}
const timed: Array<[number, string]> = [];
for (const term of latencyTerms().slice(0, count)) {
  const t0 = performance.now();
  const res = await shop.get(`/v1/catalog/search?search_term=${encodeURIComponent(term)}`);
  await res.arrayBuffer();
  timed.push([performance.now() - t0, term]);
}
timed.sort((a, b) => b[0] - a[0]);
for (const [ms, term] of timed.slice(0, 25)) console.log(ms.toFixed(0).padStart(6), term);
const all = timed.map((t) => t[0]).sort((a, b) => a - b);
console.log('p50', all[Math.floor(all.length / 2)]!.toFixed(0), 'p95', all[Math.floor(all.length * 0.95)]!.toFixed(0));
for (const [text, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15))
  console.log(s.ms.toFixed(0).padStart(7), String(s.n).padStart(5), text);
await shop.close();
process.exit(0);
