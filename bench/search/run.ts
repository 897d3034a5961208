// npm run bench:search — relevance of the judged queries on the seeded catalogue (through the real
// /v1/catalog/search), then, with BENCH_SEARCH_LATENCY=1, p50/p95 of /v1 search at 10 concurrent
// queries on the 100,000-product seed on PGlite and PostgreSQL (see bench/README.md for the caches).
import { DEFAULT_PRODUCTS } from '../../commerce/db/seed';
import type { Overview } from '../../contract/schemas/catalog';
import { createBenchShop, fmt, formatTable, postgresReachable, runLoop, summarise, type BenchShop, type DbKind } from '../lib';
import { runJudgedSet } from './judge';
import { JUDGED_QUERIES } from './queries';

const log = (m: string) => console.log(m);

async function search(shop: BenchShop, term: string, extra = ''): Promise<Overview> {
  const res = await shop.get(`/v1/catalog/search?search_term=${encodeURIComponent(term)}${extra}`);
  if (res.status !== 200) throw new Error(`search ${term}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Overview;
}

async function relevance() {
  const shop = await createBenchShop('pglite', { products: DEFAULT_PRODUCTS, log });
  try {
    const report = await runJudgedSet(shop.database.db, (term) => search(shop, term));
    const failures = report.results.filter((r) => r.failure);
    console.log(`\nPer-query failures (${failures.length} of ${report.queries}):`);
    console.log(
      formatTable(
        ['query', 'results', 'right in catalogue', 'p@10', 'nDCG@10', 'why', 'first results'],
        failures.map((r) => [
          r.q,
          r.results,
          r.relevantInCatalogue,
          r.precision.toFixed(2),
          r.ndcg.toFixed(2),
          r.failure ?? '',
          r.top.join(' | ').slice(0, 90),
        ]),
      ),
    );
    console.log(`\nRelevance on the seeded catalogue (${DEFAULT_PRODUCTS} products, ${report.queries} judged queries):`);
    console.log(
      formatTable(
        ['zero-result rate', 'precision@10', 'nDCG@10'],
        [[`${(report.zeroResultRate * 100).toFixed(1)} %`, report.precisionAt10.toFixed(3), report.ndcgAt10.toFixed(3)]],
      ),
    );
  } finally {
    await shop.close();
  }
}

async function latency() {
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const kinds = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',') as DbKind[];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const table: Array<Array<string | number>> = [];
  for (const kind of kinds) {
    if (kind === 'postgres' && !(await postgresReachable(adminUrl))) {
      table.push([kind, 'skipped: PostgreSQL does not answer', '', '', '']);
      continue;
    }
    const shop = await createBenchShop(kind, { products, adminUrl, log });
    try {
      const terms = JUDGED_QUERIES.map((q) => q.q);
      const result = await runLoop(
        async (i) => {
          const res = await shop.get(`/v1/catalog/search?search_term=${encodeURIComponent(terms[i % terms.length]!)}`);
          await res.arrayBuffer();
          return res.status === 200;
        },
        {
          total: Number(process.env.BENCH_SAMPLES ?? 300),
          concurrency: 10,
          warmup: 20,
          budgetMs: Number(process.env.BENCH_BUDGET_MS ?? 30_000),
        },
      );
      const s = summarise(result.latencies);
      table.push([kind, s.n, fmt(s.p50), fmt(s.p95), fmt(s.max)]);
    } finally {
      await shop.close();
    }
  }
  console.log(`\n/v1/catalog/search, ${products} products, 10 concurrent, the judged queries in rotation (ms):`);
  console.log(formatTable(['database', 'n', 'p50', 'p95', 'max'], table));
}

// BENCH_SEARCH_RELEVANCE=0 skips the relevance part (latency only, e.g. on the 100k seed).
if (process.env.BENCH_SEARCH_RELEVANCE !== '0') await relevance();
if (process.env.BENCH_SEARCH_LATENCY === '1') await latency();
process.exit(0);
