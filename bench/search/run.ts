// npm run bench:search — relevance of the judged queries on the seeded catalogue (through the real
// /v1/catalog/search), then, with BENCH_SEARCH_LATENCY=1, p50/p95 of /v1 search at 10 concurrent
// queries on the 100,000-product seed on PGlite and PostgreSQL (see bench/README.md for the caches).
import { DEFAULT_PRODUCTS } from '../../commerce/db/seed';
import type { Overview } from '#contract/schemas/catalog';
import { createBenchShop, fmt, formatTable, postgresReachable, runLoop, summarise, type BenchShop, type DbKind } from '../lib';
import { runJudgedSet } from './judge';
import { latencyTerms } from './terms';
import { listingCounts, setSearchListingsKept, setSearchSnapshotEnabled, warmSearchSnapshot } from '../../commerce/catalog/search-snapshot';
import { setSearchAnswerOffDatabase } from '../../commerce/catalog/search-events';
import { setSearchChecksShared } from '../../commerce/catalog/search';
import { setSearchPopularTiles, warmPopularTiles } from '../../commerce/catalog/overview';

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

const WARM_TERMS = ['dekbedden', 'hoeslakens 160x200'];

async function latency() {
  const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
  const kinds = (process.env.BENCH_KINDS ?? 'pglite,postgres').split(',') as DbKind[];
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  // BENCH_SEARCH_PATHS: 'sql' is the search as it was (every count in SQL), 'snapshot' the in-memory
  // snapshot (docs/decisions/0067) with the event and categories off the answer path (0078),
  // 'snapshot-0070' the snapshot as before 0078 (event inserted and categories read before the answer),
  // 'snapshot-0078' as before 0080 (one freshness statement per search instead of one shared check, and
  // no popular tiles: a page's tiles are read the first time they are shown); 'snapshot-0080' as before 0085
  // (every listing worked out, none kept); only 'snapshot' keeps listings;
  // one after the other on the same database (a path may be named twice: alternating under changing load).
  const paths = (process.env.BENCH_SEARCH_PATHS ?? 'sql,snapshot-0070,snapshot').split(',');
  const samples = Number(process.env.BENCH_SAMPLES ?? 300);
  const warmup = 20;
  const terms = latencyTerms().filter((t) => !WARM_TERMS.includes(t));
  const table: Array<Array<string | number>> = [];
  for (const kind of kinds) {
    if (kind === 'postgres' && !(await postgresReachable(adminUrl))) {
      table.push([kind, 'skipped: PostgreSQL does not answer', '', '', '', '', '']);
      continue;
    }
    const shop = await createBenchShop(kind, { products, adminUrl, log });
    try {
      for (const [p, path] of paths.entries()) {
        let note = '';
        setSearchAnswerOffDatabase(path !== 'snapshot-0070');
        const before0080 = path === 'snapshot-0070' || path === 'snapshot-0078';
        setSearchChecksShared(!before0080);
        setSearchPopularTiles(!before0080);
        setSearchListingsKept(path === 'snapshot');
        if (path.startsWith('snapshot')) {
          setSearchSnapshotEnabled(true);
          const t0 = performance.now();
          await warmSearchSnapshot(shop.database.db);
          note = `snapshot built in ${fmt(performance.now() - t0)} ms`;
          // The popular tiles are read in the background after a build; read before any path is measured
          // (a path before 0080 does not use them).
          const t2 = performance.now();
          await warmPopularTiles(shop.database.db);
          note += `, popular tiles ${fmt(performance.now() - t2)} ms`;
        } else setSearchSnapshotEnabled(false);
        // A running shop has read its search words (vocabulary, type → category map: kept ten
        // minutes per process) before the measured searches: two searches outside the list load them.
        const t1 = performance.now();
        for (const warm of WARM_TERMS) await (await shop.get(`/v1/catalog/search?search_term=${encodeURIComponent(warm)}`)).arrayBuffer();
        note = [note, `first searches ${fmt(performance.now() - t1)} ms`].filter(Boolean).join('; ');
        // Each path its own terms (every other one of the list), none searched twice.
        const own = terms.filter((_, i) => i % paths.length === p);
        const listingsBefore = listingCounts();
        const result = await runLoop(
          async (i) => {
            const term = own[i];
            if (term === undefined) throw new Error('out of distinct terms');
            const res = await shop.get(`/v1/catalog/search?search_term=${encodeURIComponent(term)}`);
            await res.arrayBuffer();
            return res.status === 200;
          },
          {
            total: Math.min(samples, own.length - warmup),
            concurrency: 10,
            warmup,
            budgetMs: Number(process.env.BENCH_BUDGET_MS ?? 30_000),
          },
        );
        const s = summarise(result.latencies);
        const listingsAfter = listingCounts();
        if (path.startsWith('snapshot'))
          note += `; listings ${listingsAfter.workedOut - listingsBefore.workedOut} worked out, ${listingsAfter.reused - listingsBefore.reused} reused`;
        table.push([
          kind,
          path,
          s.n,
          fmt(s.p50),
          fmt(s.p95),
          fmt(s.max),
          [note, result.errors ? `${result.errors} errors` : ''].filter(Boolean).join('; '),
        ]);
      }
    } finally {
      setSearchSnapshotEnabled(true);
      setSearchAnswerOffDatabase(true);
      setSearchChecksShared(true);
      setSearchPopularTiles(true);
      setSearchListingsKept(true);
      await shop.close();
    }
  }
  console.log(`\n/v1/catalog/search, ${products} products, 10 concurrent, ${terms.length} distinct terms, none repeated (ms):`);
  console.log(formatTable(['database', 'path', 'n', 'p50', 'p95', 'max', 'note'], table));
}

// BENCH_SEARCH_RELEVANCE=0 skips the relevance part (latency only, e.g. on the 100k seed).
if (process.env.BENCH_SEARCH_RELEVANCE !== '0') await relevance();
if (process.env.BENCH_SEARCH_LATENCY === '1') await latency();
process.exit(0);
