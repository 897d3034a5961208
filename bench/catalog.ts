// The catalogue API benchmark (issue 3): overview, deep pages, sorting, search and suggestions on
// PGlite and PostgreSQL with the same seed, measured in-process (app.request) and once over HTTP.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  benchDir,
  createBenchShop,
  DEFAULT_BENCH_DATABASE_URL,
  formatTable,
  fmt,
  hasPlannerStatistics,
  postgresReachable,
  queryRows,
  runLoop,
  serveOverHttp,
  summarise,
  type BenchShop,
  type DbKind,
  type Stats,
} from './lib';

// The issue's targets.
export const TARGETS = {
  overviewP95Ms: 50,
  suggestionsP95Ms: 20,
  suggestionsConcurrency: 8,
  deepPageRatio: 2,
  facetGroups: 5,
} as const;

const PAGE_SIZE = 24;
const DEEP_PAGE = 40;
const SUGGESTION_TERMS = ['dekb', 'hoesl', 'kussen', 'matr', 'boxsp', 'molt', 'vloerk', 'gordij', 'katoen', 'jersey'];

export interface CatalogBenchOptions {
  products: number;
  kinds: DbKind[];
  /** Measured requests per sequential scenario (default 200). */
  samples?: number;
  /** Unmeasured requests first (default 20). */
  warmup?: number;
  /** Measured requests for the 8-client suggestions run (default 400). */
  suggestionSamples?: number;
  /** Cap on one scenario's measuring time, so a slow database cannot blow the run (default 10 s). */
  scenarioBudgetMs?: number;
  /** PostgreSQL server for the bench database (default BENCH_DATABASE_URL or local `test`). */
  adminUrl?: string;
  log?: (message: string) => void;
}

export interface ScenarioResult {
  scenario: string;
  db: DbKind;
  transport: 'in-process' | 'http';
  concurrency: number;
  request: string;
  stats: Stats;
  errors: number;
  firstError?: string;
  throughput: number;
  stoppedByBudget: boolean;
  /** Target p95 in ms, when the issue sets one for this answer. */
  targetP95Ms: number | null;
  verdict: 'MET' | 'MISSED' | '';
  /** What the answer contained (first response): totals, facet groups, page. */
  answer: Record<string, unknown>;
  note?: string;
}

export interface DbInfo {
  kind: DbKind;
  location: string;
  seededSeconds: number;
  /** Whether the planner has statistics for products (ANALYZE / autovacuum ran). */
  productsAnalyzed: boolean;
  biggest: { id: number; path: string; products: number; pages: number };
  mid: { id: number; path: string; products: number; pages: number };
  colour: string;
  deepPage: number;
}

export interface Ratio {
  db: DbKind;
  name: string;
  p50: number;
  p95: number;
  target: number | null;
  verdict: 'MET' | 'MISSED' | '';
}

export interface CatalogBenchResult {
  date: string;
  machine: { cpus: number; model: string; node: string; platform: string; loadavg: number[] };
  products: number;
  settings: { samples: number; warmup: number; suggestionSamples: number; scenarioBudgetMs: number };
  databases: DbInfo[];
  skipped: Array<{ kind: DbKind; reason: string }>;
  scenarios: ScenarioResult[];
  ratios: Ratio[];
  summary: string[];
  table: string;
  durationSeconds: number;
}

interface OverviewAnswer {
  products: unknown[];
  filters: Array<{ url_key: string; attributes: unknown[] }>;
  pagination: { total: number; page: number; pages: number };
}

const overviewUrl = (categoryPath: string, querystring = '') =>
  `/v1/catalog/overview/category?path=${encodeURIComponent(categoryPath)}${querystring ? `&querystring=${encodeURIComponent(querystring)}` : ''}`;

const facetGroups = (a: OverviewAnswer) => a.filters.filter((f) => f.url_key !== 'ae-prijs').length;

function describeOverview(a: OverviewAnswer): Record<string, unknown> {
  return {
    total: a.pagination.total,
    page: a.pagination.page,
    pages: a.pagination.pages,
    products: a.products.length,
    facetGroups: facetGroups(a),
    filters: a.filters.map((f) => f.url_key),
  };
}

interface PickedCategory {
  id: number;
  path: string;
  products: number;
}

/** The biggest pop category that shows filters, and one of middle size (median of those with ≥ 2 pages). */
async function pickCategories(shop: BenchShop): Promise<{ biggest: PickedCategory; mid: PickedCategory }> {
  const list = await queryRows<PickedCategory & { filters: number }>(
    shop.database.db,
    sql`select c.id, c.path, c.number_of_filters as filters, count(*)::int as products
      from product_categories pc join categories c on c.id = pc.category_id
      where c.kind = 'pop'
      group by c.id, c.path, c.number_of_filters
      order by count(*) desc, c.id`,
  );
  const showing = list.filter((c) => c.filters > 0);
  if (showing.length === 0) throw new Error('no pop category with products and filters');
  const biggest = showing[0]!;
  const candidates = showing.filter((c) => c.id !== biggest.id && c.products > PAGE_SIZE);
  const mid = candidates[Math.floor(candidates.length / 2)] ?? biggest;
  const strip = ({ id, path, products }: PickedCategory) => ({ id, path, products });
  return { biggest: strip(biggest), mid: strip(mid) };
}

async function mostCommonColour(shop: BenchShop, categoryId: number): Promise<string> {
  const [row] = await queryRows<{ value: string }>(
    shop.database.db,
    sql`select f.value from product_facets f join product_categories pc on pc.product_id = f.product_id
      where pc.category_id = ${categoryId} and f.key = 'kleur'
      group by f.value order by count(*) desc, f.value limit 1`,
  );
  if (!row) throw new Error(`category ${categoryId} has no kleur facet`);
  return row.value;
}

export async function runCatalogBench(options: CatalogBenchOptions): Promise<CatalogBenchResult> {
  const started = performance.now();
  const log = options.log ?? ((m: string) => console.log(m));
  const samples = options.samples ?? 200;
  const warmup = options.warmup ?? 20;
  const suggestionSamples = options.suggestionSamples ?? 400;
  const budgetMs = options.scenarioBudgetMs ?? 10_000;
  const adminUrl = options.adminUrl ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;

  const scenarios: ScenarioResult[] = [];
  const ratios: Ratio[] = [];
  const databases: DbInfo[] = [];
  const skipped: Array<{ kind: DbKind; reason: string }> = [];

  for (const kind of options.kinds) {
    if (kind === 'postgres' && !(await postgresReachable(adminUrl))) {
      const reason = `PostgreSQL not reachable at ${new URL(adminUrl).host}`;
      log(`[postgres] skipped: ${reason}`);
      skipped.push({ kind, reason });
      continue;
    }
    const shop = await createBenchShop(kind, { products: options.products, adminUrl, log });
    try {
      await benchOneDatabase(shop);
    } finally {
      await shop.close();
    }
  }

  async function benchOneDatabase(shop: BenchShop): Promise<void> {
    const kind = shop.kind;
    const { biggest, mid } = await pickCategories(shop);
    const colour = await mostCommonColour(shop, biggest.id);
    const analyzed = await hasPlannerStatistics(shop.database.db);
    const pagesOf = (n: number) => Math.max(1, Math.ceil(n / PAGE_SIZE));
    const deepPage = Math.min(DEEP_PAGE, pagesOf(biggest.products));
    const info: DbInfo = {
      kind,
      location: shop.location,
      seededSeconds: shop.seededSeconds,
      productsAnalyzed: analyzed,
      biggest: { ...biggest, pages: pagesOf(biggest.products) },
      mid: { ...mid, pages: pagesOf(mid.products) },
      colour,
      deepPage,
    };
    databases.push(info);
    log(
      `[${kind}] biggest pop category ${biggest.path} (${biggest.products} products, ${info.biggest.pages} pages), ` +
        `mid-size ${mid.path} (${mid.products}), colour '${colour}', planner statistics on products: ${analyzed ? 'yes' : 'NO'}`,
    );
    if (deepPage < DEEP_PAGE)
      log(`[${kind}] ${biggest.path} has only ${deepPage} pages: the deep page is page ${deepPage}, not ${DEEP_PAGE}`);

    /** GETs in-process, checks 200 + JSON, returns the parsed body; `ms` is its time (a cold request). */
    let lastProbeMs = 0;
    const fetchJson = async <T>(url: string): Promise<T> => {
      const t0 = performance.now();
      const res = await shop.get(url);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      const body = (await res.json()) as T;
      lastProbeMs = performance.now() - t0;
      return body;
    };
    const ok = async (url: string) => {
      const res = await shop.get(url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      return true;
    };
    /**
     * Warm-up and minimum sample count for a scenario whose probe took `ms`: a request of seconds
     * gets no further warm-up (the probe was one) and only 2–3 samples, so it cannot eat the run.
     */
    const plan = (ms: number) =>
      ms > 5_000 ? { warmup: 0, minSamples: 2 } : ms > 2_000 ? { warmup: 0, minSamples: 3 } : { warmup, minSamples: 10 };

    const record = (
      scenario: string,
      request: string,
      concurrency: number,
      loop: Awaited<ReturnType<typeof runLoop>>,
      answer: Record<string, unknown>,
      targetP95Ms: number | null,
      transport: ScenarioResult['transport'] = 'in-process',
      note?: string,
      latencies: number[] = loop.latencies,
    ) => {
      const stats = summarise(latencies);
      const verdict = targetP95Ms === null ? '' : stats.p95 <= targetP95Ms ? 'MET' : 'MISSED';
      const result: ScenarioResult = {
        scenario,
        db: kind,
        transport,
        concurrency,
        request,
        stats,
        errors: loop.errors,
        ...(loop.firstError ? { firstError: loop.firstError } : {}),
        throughput: loop.throughput,
        stoppedByBudget: loop.stoppedByBudget,
        targetP95Ms,
        verdict,
        answer,
        ...(note ? { note } : {}),
      };
      scenarios.push(result);
      log(
        `[${kind}] ${scenario.padEnd(34)} n=${String(stats.n).padStart(3)} p50=${fmt(stats.p50).padStart(6)} ms ` +
          `p95=${fmt(stats.p95).padStart(6)} ms${loop.errors ? ` errors=${loop.errors} (${loop.firstError})` : ''}${loop.stoppedByBudget ? ' (time budget)' : ''}`,
      );
      return result;
    };
    const overviewTarget = (a: OverviewAnswer) => (facetGroups(a) >= TARGETS.facetGroups ? TARGETS.overviewP95Ms : null);

    // Sequential scenario: warm-up, then measured requests one at a time.
    const sequential = async (scenario: string, url: string, answer: Record<string, unknown>, target: number | null, note?: string) => {
      const loop = await runLoop(() => ok(url), { total: samples, concurrency: 1, budgetMs, ...plan(lastProbeMs) });
      return record(scenario, url, 1, loop, answer, target, 'in-process', note);
    };

    // --- Overview page 1 and the deep page, interleaved so the ratio sees the same noise ---------
    const page1Url = overviewUrl(biggest.path);
    const deepUrl = overviewUrl(biggest.path, `tn_p=${deepPage}`);
    const page1 = await fetchJson<OverviewAnswer>(page1Url);
    const page1ProbeMs = lastProbeMs;
    const deep = await fetchJson<OverviewAnswer>(deepUrl);
    if (deep.pagination.page !== deepPage) throw new Error(`deep page answered page ${deep.pagination.page}, not ${deepPage}`);
    {
      const buckets: number[][] = [[], []];
      const urls = [page1Url, deepUrl];
      const loop = await runLoop(
        async (i) => {
          const t0 = performance.now();
          const good = await ok(urls[i % 2]!);
          if (good && i >= warmup) buckets[i % 2]!.push(performance.now() - t0);
          return good;
        },
        { total: samples * 2, concurrency: 1, budgetMs: budgetMs * 2, ...plan(Math.max(page1ProbeMs, lastProbeMs)), minSamples: 20 },
      );
      const p1 = record(
        'overview p1, no filters',
        page1Url,
        1,
        loop,
        describeOverview(page1),
        overviewTarget(page1),
        'in-process',
        'interleaved with the deep page',
        buckets[0],
      );
      const pd = record(
        `overview p${deepPage} (deep), no filters`,
        deepUrl,
        1,
        loop,
        describeOverview(deep),
        overviewTarget(deep),
        'in-process',
        deepPage < DEEP_PAGE ? `only ${deepPage} pages: deepest page used; interleaved with page 1` : 'interleaved with page 1',
        buckets[1],
      );
      const r50 = pd.stats.p50 / p1.stats.p50;
      const r95 = pd.stats.p95 / p1.stats.p95;
      ratios.push({
        db: kind,
        name: `page ${deepPage} / page 1`,
        p50: r50,
        p95: r95,
        target: TARGETS.deepPageRatio,
        verdict: Math.max(r50, r95) <= TARGETS.deepPageRatio ? 'MET' : 'MISSED',
      });
    }

    // --- One colour selected (all facet groups still present) -----------------------------------
    {
      const url = overviewUrl(biggest.path, `tn_fk_kleur=${colour}`);
      const a = await fetchJson<OverviewAnswer>(url);
      await sequential(`overview p1, kleur=${colour}`, url, describeOverview(a), overviewTarget(a));
    }
    // --- Sorted by price --------------------------------------------------------------------------
    {
      const url = overviewUrl(biggest.path, 'tn_sort=prijs-oplopend');
      const a = await fetchJson<OverviewAnswer>(url);
      await sequential('overview p1, prijs-oplopend', url, describeOverview(a), overviewTarget(a));
    }
    // --- Mid-size category -----------------------------------------------------------------------
    {
      const url = overviewUrl(mid.path);
      const a = await fetchJson<OverviewAnswer>(url);
      await sequential(`overview p1, mid-size category`, url, describeOverview(a), overviewTarget(a), mid.path);
    }
    // --- Search -----------------------------------------------------------------------------------
    for (const term of ['dekbedovertrek', 'dekbedovertrk']) {
      const url = `/v1/catalog/search?search_term=${encodeURIComponent(term)}`;
      const a = await fetchJson<OverviewAnswer>(url);
      await sequential(`search '${term}'`, url, describeOverview(a), null);
    }
    // --- Suggestions at 8 clients ------------------------------------------------------------------
    {
      const urls = SUGGESTION_TERMS.map((t) => `/v1/catalog/search/suggestions?search_term=${encodeURIComponent(t)}`);
      const counts: Record<string, number> = {};
      for (const [i, url] of urls.entries()) {
        const a = await fetchJson<{ products: unknown[]; categories: unknown[]; brands: unknown[] }>(url);
        counts[SUGGESTION_TERMS[i]!] = a.products.length + a.categories.length + a.brands.length;
      }
      const loop = await runLoop((i) => ok(urls[i % urls.length]!), {
        total: suggestionSamples,
        concurrency: TARGETS.suggestionsConcurrency,
        warmup: Math.max(warmup, urls.length * 2),
        budgetMs,
        minSamples: 40,
      });
      record(
        `suggestions (10 terms)`,
        '/v1/catalog/search/suggestions?search_term={dekb,hoesl,…}',
        TARGETS.suggestionsConcurrency,
        loop,
        { suggestionsPerTerm: counts },
        TARGETS.suggestionsP95Ms,
      );
      // The same requests one at a time: how much of the p95 is queueing.
      const seq = await runLoop((i) => ok(urls[i % urls.length]!), { total: samples, concurrency: 1, warmup: 0, budgetMs });
      record(`suggestions (10 terms)`, '/v1/catalog/search/suggestions?search_term={…}', 1, seq, { suggestionsPerTerm: counts }, null);
    }
    // --- Suggestions for terms asked for the first time (no cached answer), 8 clients -------------------
    {
      // Distinct prefixes (3–6 characters) of the shop's own search vocabulary, each asked once.
      const words = await queryRows<{ word: string }>(
        shop.database.db,
        sql`select word from search_words where length(word) >= 6 order by word`,
      );
      const fresh = [...new Set(words.flatMap((w) => [3, 4, 5, 6].map((n) => w.word.slice(0, n))))].filter(
        (t) => !SUGGESTION_TERMS.includes(t),
      );
      const urls = fresh.map((t) => `/v1/catalog/search/suggestions?search_term=${encodeURIComponent(t)}`);
      const loop = await runLoop((i) => ok(urls[i % urls.length]!), {
        total: Math.min(suggestionSamples, urls.length),
        concurrency: TARGETS.suggestionsConcurrency,
        warmup: 0,
        budgetMs,
        minSamples: 8,
      });
      record(
        `suggestions, new terms (uncached)`,
        '/v1/catalog/search/suggestions?search_term={…}',
        TARGETS.suggestionsConcurrency,
        loop,
        { distinctTerms: urls.length },
        null,
      );
    }
    // --- Overview page 1 at 8 clients: in-process, then over real HTTP ---------------------------------
    {
      const c = 8;
      const inProc = await runLoop(() => ok(page1Url), { total: samples, concurrency: c, warmup, budgetMs, minSamples: c });
      const a = record('overview p1, no filters', page1Url, c, inProc, describeOverview(page1), overviewTarget(page1));
      const server = await serveOverHttp(shop.app);
      try {
        // Node's fetch (undici) keeps connections alive by default: 8 workers reuse up to 8 sockets.
        const httpGet = async () => {
          const res = await fetch(`${server.baseUrl}${page1Url}`, { headers: { authorization: shop.authorization } });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
          return true;
        };
        const http = await runLoop(httpGet, { total: samples, concurrency: c, warmup, budgetMs, minSamples: c });
        const b = record(
          'overview p1, no filters',
          page1Url,
          c,
          http,
          describeOverview(page1),
          overviewTarget(page1),
          'http',
          'fetch over 127.0.0.1, keep-alive',
        );
        ratios.push({
          db: kind,
          name: 'HTTP / in-process (c=8)',
          p50: b.stats.p50 / a.stats.p50,
          p95: b.stats.p95 / a.stats.p95,
          target: null,
          verdict: '',
        });
      } finally {
        await server.close();
      }
    }
  }

  // --- Report -------------------------------------------------------------------------------------
  const summary = buildSummary(scenarios, ratios, skipped);
  const table = renderTables(scenarios, ratios, databases);
  const result: CatalogBenchResult = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? '?',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadavg: os.loadavg(),
    },
    products: options.products,
    settings: { samples, warmup, suggestionSamples, scenarioBudgetMs: budgetMs },
    databases,
    skipped,
    scenarios,
    ratios,
    summary,
    table,
    durationSeconds: (performance.now() - started) / 1000,
  };
  const dir = path.join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `catalog-${result.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`results written to ${path.relative(process.cwd(), file)}`);
  return result;
}

function label(s: ScenarioResult): string {
  const extra = [s.transport === 'http' ? 'HTTP' : null, s.concurrency > 1 ? `c=${s.concurrency}` : null].filter(Boolean).join(', ');
  return extra ? `${s.scenario} [${extra}]` : s.scenario;
}

export function renderTables(scenarios: ScenarioResult[], ratios: Ratio[], databases: DbInfo[]): string {
  const main = formatTable(
    ['scenario', 'db', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'target', 'verdict'],
    scenarios.map((s) => [
      label(s),
      s.db,
      s.stats.n,
      s.stats.p50,
      s.stats.p95,
      s.stats.p99,
      s.targetP95Ms === null ? '' : `p95 ≤ ${s.targetP95Ms}`,
      s.verdict,
    ]),
  );

  // Side by side: the same scenario on both databases.
  const kinds = [...new Set(scenarios.map((s) => s.db))];
  const keys = [...new Set(scenarios.map(label))];
  const side = formatTable(
    ['scenario', ...kinds.flatMap((k) => [`${k} p50`, `${k} p95`])],
    keys.map((key) => [
      key,
      ...kinds.flatMap((k): Array<string | number> => {
        const s = scenarios.find((x) => x.db === k && label(x) === key);
        return s ? [s.stats.p50, s.stats.p95] : ['–', '–'];
      }),
    ]),
  );

  const ratioTable = formatTable(
    ['ratio', 'db', 'p50', 'p95', 'target', 'verdict'],
    ratios.map((r) => [r.name, r.db, r.p50, r.p95, r.target === null ? '' : `≤ ${r.target}×`, r.verdict]),
  );

  const pgVsPglite =
    kinds.includes('pglite') && kinds.includes('postgres')
      ? formatTable(
          ['scenario', 'pglite/postgres p50', 'pglite/postgres p95'],
          keys.map((key) => {
            const a = scenarios.find((x) => x.db === 'pglite' && label(x) === key);
            const b = scenarios.find((x) => x.db === 'postgres' && label(x) === key);
            return [key, a && b ? a.stats.p50 / b.stats.p50 : '–', a && b ? a.stats.p95 / b.stats.p95 : '–'];
          }),
        )
      : '';

  const dbLines = databases.map(
    (d) =>
      `${d.kind}: biggest ${d.biggest.path} (${d.biggest.products} products, ${d.biggest.pages} pages), mid ${d.mid.path} (${d.mid.products}), ` +
      `colour ${d.colour}, deep page ${d.deepPage}, planner statistics on products: ${d.productsAnalyzed ? 'yes' : 'no'}`,
  );
  return [main, '', side, '', ratioTable, ...(pgVsPglite ? ['', pgVsPglite] : []), '', ...dbLines].join('\n');
}

function buildSummary(scenarios: ScenarioResult[], ratios: Ratio[], skipped: Array<{ kind: DbKind; reason: string }>): string[] {
  const lines: string[] = [];
  const kinds = [...new Set(scenarios.map((s) => s.db))];
  for (const kind of kinds) {
    const overview = scenarios.filter(
      (s) =>
        s.db === kind && s.scenario.startsWith('overview') && s.transport === 'in-process' && s.concurrency === 1 && s.targetP95Ms !== null,
    );
    for (const s of overview) {
      lines.push(
        `${s.verdict.padEnd(6)} ${kind}: ${s.scenario} (${String(s.answer.facetGroups)} facet groups) p95 ${fmt(s.stats.p95)} ms ≤ ${s.targetP95Ms} ms`,
      );
    }
    const sug = scenarios.find(
      (s) => s.db === kind && s.scenario.startsWith('suggestions') && s.concurrency === TARGETS.suggestionsConcurrency,
    );
    if (sug)
      lines.push(
        `${sug.verdict.padEnd(6)} ${kind}: suggestions at ${sug.concurrency} clients p95 ${fmt(sug.stats.p95)} ms ≤ ${sug.targetP95Ms} ms`,
      );
    for (const r of ratios.filter((x) => x.db === kind && x.target !== null)) {
      lines.push(`${r.verdict.padEnd(6)} ${kind}: ${r.name} p50 ${fmt(r.p50)}×, p95 ${fmt(r.p95)}× ≤ ${r.target}×`);
    }
  }
  for (const s of skipped) lines.push(`SKIPPED ${s.kind}: ${s.reason}`);
  return lines;
}
