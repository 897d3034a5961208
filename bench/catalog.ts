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
  type LoopResult,
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

/** The options with their defaults filled in: what every scenario of the run is measured with. */
interface BenchSettings {
  samples: number;
  warmup: number;
  suggestionSamples: number;
  budgetMs: number;
  adminUrl: string;
  log: (message: string) => void;
}

function benchSettings(options: CatalogBenchOptions): BenchSettings {
  return {
    samples: options.samples ?? 200,
    warmup: options.warmup ?? 20,
    suggestionSamples: options.suggestionSamples ?? 400,
    budgetMs: options.scenarioBudgetMs ?? 10_000,
    adminUrl: options.adminUrl ?? process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL,
    log: options.log ?? ((m: string) => console.log(m)),
  };
}

/** What the run collects over all databases, in the order it was measured. */
interface Collected {
  scenarios: ScenarioResult[];
  ratios: Ratio[];
  databases: DbInfo[];
  skipped: Array<{ kind: DbKind; reason: string }>;
}

export async function runCatalogBench(options: CatalogBenchOptions): Promise<CatalogBenchResult> {
  const started = performance.now();
  const settings = benchSettings(options);
  const collected: Collected = { scenarios: [], ratios: [], databases: [], skipped: [] };
  for (const kind of options.kinds) {
    if (kind === 'postgres' && !(await postgresReachable(settings.adminUrl))) {
      const reason = `PostgreSQL not reachable at ${new URL(settings.adminUrl).host}`;
      settings.log(`[postgres] skipped: ${reason}`);
      collected.skipped.push({ kind, reason });
      continue;
    }
    const shop = await createBenchShop(kind, { products: options.products, adminUrl: settings.adminUrl, log: settings.log });
    try {
      await benchOneDatabase(new ScenarioRunner(shop, settings, collected));
    } finally {
      await shop.close();
    }
  }
  const result = buildResult(options.products, settings, collected, started);
  writeResult(result, settings.log);
  return result;
}

/** Every scenario on one database, in the order the report lists them. */
async function benchOneDatabase(run: ScenarioRunner): Promise<void> {
  const info = await describeDatabase(run.shop);
  run.collected.databases.push(info);
  logDatabase(info, run.settings.log);
  const page1 = await measureFirstAndDeepPage(run, info);
  await measureOverviewVariants(run, info);
  await measureSearch(run);
  await measureSuggestions(run);
  await measureUncachedSuggestions(run);
  await measureConcurrentOverview(run, page1);
}

/** The categories, colour and deep page measured on this database, and whether it has planner statistics. */
async function describeDatabase(shop: BenchShop): Promise<DbInfo> {
  const { biggest, mid } = await pickCategories(shop);
  const colour = await mostCommonColour(shop, biggest.id);
  const analyzed = await hasPlannerStatistics(shop.database.db);
  const pagesOf = (n: number) => Math.max(1, Math.ceil(n / PAGE_SIZE));
  return {
    kind: shop.kind,
    location: shop.location,
    seededSeconds: shop.seededSeconds,
    productsAnalyzed: analyzed,
    biggest: { ...biggest, pages: pagesOf(biggest.products) },
    mid: { ...mid, pages: pagesOf(mid.products) },
    colour,
    deepPage: Math.min(DEEP_PAGE, pagesOf(biggest.products)),
  };
}

function logDatabase(info: DbInfo, log: (message: string) => void): void {
  const { kind, biggest, mid, colour, deepPage } = info;
  log(
    `[${kind}] biggest pop category ${biggest.path} (${biggest.products} products, ${biggest.pages} pages), ` +
      `mid-size ${mid.path} (${mid.products}), colour '${colour}', planner statistics on products: ${info.productsAnalyzed ? 'yes' : 'NO'}`,
  );
  if (deepPage < DEEP_PAGE)
    log(`[${kind}] ${biggest.path} has only ${deepPage} pages: the deep page is page ${deepPage}, not ${DEEP_PAGE}`);
}

/** One measured scenario as `ScenarioRunner.record` takes it. */
interface Measurement {
  scenario: string;
  request: string;
  concurrency: number;
  loop: LoopResult;
  answer: Record<string, unknown>;
  targetP95Ms: number | null;
  transport?: ScenarioResult['transport'];
  note?: string;
  /** The latencies to summarise when they are not all of the loop's (interleaved scenarios). */
  latencies?: number[];
}

/** Requests against one bench shop, and the recording of their results into the run's collection. */
class ScenarioRunner {
  /** How long the last `fetchJson` took: a cold request, which decides the scenario's plan. */
  lastProbeMs = 0;

  constructor(
    readonly shop: BenchShop,
    readonly settings: BenchSettings,
    readonly collected: Collected,
  ) {}

  get kind(): DbKind {
    return this.shop.kind;
  }

  /** GETs in-process, checks 200 + JSON, returns the parsed body; its time goes to `lastProbeMs`. */
  async fetchJson<T>(url: string): Promise<T> {
    const t0 = performance.now();
    const res = await this.shop.get(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    const body = (await res.json()) as T;
    this.lastProbeMs = performance.now() - t0;
    return body;
  }

  /** One measured request: the whole body read, anything but 200 a failure. */
  async ok(url: string): Promise<boolean> {
    const res = await this.shop.get(url);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    return true;
  }

  /**
   * Warm-up and minimum sample count for a scenario whose probe took `ms`: a request of seconds
   * gets no further warm-up (the probe was one) and only 2–3 samples, so it cannot eat the run.
   */
  plan(ms: number): { warmup: number; minSamples: number } {
    if (ms > 5_000) return { warmup: 0, minSamples: 2 };
    if (ms > 2_000) return { warmup: 0, minSamples: 3 };
    return { warmup: this.settings.warmup, minSamples: 10 };
  }

  /** Sequential scenario: warm-up, then measured requests one at a time (planned by the last probe). */
  async sequential(scenario: string, url: string, answer: Record<string, unknown>, targetP95Ms: number | null, note?: string) {
    const { samples, budgetMs } = this.settings;
    const loop = await runLoop(() => this.ok(url), { total: samples, concurrency: 1, budgetMs, ...this.plan(this.lastProbeMs) });
    return this.record({ scenario, request: url, concurrency: 1, loop, answer, targetP95Ms, note });
  }

  /** Summarises a measurement, judges it against its target, keeps it and logs one line. */
  record(m: Measurement): ScenarioResult {
    const { loop } = m;
    const stats = summarise(m.latencies ?? loop.latencies);
    const verdict = m.targetP95Ms === null ? '' : stats.p95 <= m.targetP95Ms ? 'MET' : 'MISSED';
    const result: ScenarioResult = {
      scenario: m.scenario,
      db: this.kind,
      transport: m.transport ?? 'in-process',
      concurrency: m.concurrency,
      request: m.request,
      stats,
      errors: loop.errors,
      ...(loop.firstError ? { firstError: loop.firstError } : {}),
      throughput: loop.throughput,
      stoppedByBudget: loop.stoppedByBudget,
      targetP95Ms: m.targetP95Ms,
      verdict,
      answer: m.answer,
      ...(m.note ? { note: m.note } : {}),
    };
    this.collected.scenarios.push(result);
    this.settings.log(
      `[${this.kind}] ${m.scenario.padEnd(34)} n=${String(stats.n).padStart(3)} p50=${fmt(stats.p50).padStart(6)} ms ` +
        `p95=${fmt(stats.p95).padStart(6)} ms${loop.errors ? ` errors=${loop.errors} (${loop.firstError})` : ''}${loop.stoppedByBudget ? ' (time budget)' : ''}`,
    );
    return result;
  }

  /** `b` over `a`, on p50 and on p95. */
  ratio(name: string, a: ScenarioResult, b: ScenarioResult, target: number | null): void {
    const p50 = b.stats.p50 / a.stats.p50;
    const p95 = b.stats.p95 / a.stats.p95;
    const verdict = target === null ? '' : Math.max(p50, p95) <= target ? 'MET' : 'MISSED';
    this.collected.ratios.push({ db: this.kind, name, p50, p95, target, verdict });
  }
}

const overviewTarget = (a: OverviewAnswer) => (facetGroups(a) >= TARGETS.facetGroups ? TARGETS.overviewP95Ms : null);

interface FirstPage {
  url: string;
  answer: OverviewAnswer;
}

/**
 * Overview page 1 and the deep page of the biggest category, interleaved so their ratio sees the
 * same noise. Answers page 1, which the concurrent runs measure again.
 */
async function measureFirstAndDeepPage(run: ScenarioRunner, info: DbInfo): Promise<FirstPage> {
  const { samples, warmup, budgetMs } = run.settings;
  const { biggest, deepPage } = info;
  const page1Url = overviewUrl(biggest.path);
  const deepUrl = overviewUrl(biggest.path, `tn_p=${deepPage}`);
  const page1 = await run.fetchJson<OverviewAnswer>(page1Url);
  const page1ProbeMs = run.lastProbeMs;
  const deep = await run.fetchJson<OverviewAnswer>(deepUrl);
  if (deep.pagination.page !== deepPage) throw new Error(`deep page answered page ${deep.pagination.page}, not ${deepPage}`);
  const buckets: number[][] = [[], []];
  const urls = [page1Url, deepUrl];
  const loop = await runLoop(
    async (i) => {
      const t0 = performance.now();
      const good = await run.ok(urls[i % 2]!);
      if (good && i >= warmup) buckets[i % 2]!.push(performance.now() - t0);
      return good;
    },
    { total: samples * 2, concurrency: 1, budgetMs: budgetMs * 2, ...run.plan(Math.max(page1ProbeMs, run.lastProbeMs)), minSamples: 20 },
  );
  const p1 = run.record({
    scenario: 'overview p1, no filters',
    request: page1Url,
    concurrency: 1,
    loop,
    answer: describeOverview(page1),
    targetP95Ms: overviewTarget(page1),
    note: 'interleaved with the deep page',
    latencies: buckets[0],
  });
  const pd = run.record({
    scenario: `overview p${deepPage} (deep), no filters`,
    request: deepUrl,
    concurrency: 1,
    loop,
    answer: describeOverview(deep),
    targetP95Ms: overviewTarget(deep),
    note: deepPage < DEEP_PAGE ? `only ${deepPage} pages: deepest page used; interleaved with page 1` : 'interleaved with page 1',
    latencies: buckets[1],
  });
  run.ratio(`page ${deepPage} / page 1`, p1, pd, TARGETS.deepPageRatio);
  return { url: page1Url, answer: page1 };
}

/** Page 1 with one colour selected (all facet groups still present), sorted by price, and of the mid-size category. */
async function measureOverviewVariants(run: ScenarioRunner, info: DbInfo): Promise<void> {
  const { biggest, mid, colour } = info;
  const variants: Array<{ scenario: string; url: string; note?: string }> = [
    { scenario: `overview p1, kleur=${colour}`, url: overviewUrl(biggest.path, `tn_fk_kleur=${colour}`) },
    { scenario: 'overview p1, prijs-oplopend', url: overviewUrl(biggest.path, 'tn_sort=prijs-oplopend') },
    { scenario: `overview p1, mid-size category`, url: overviewUrl(mid.path), note: mid.path },
  ];
  for (const { scenario, url, note } of variants) {
    const a = await run.fetchJson<OverviewAnswer>(url);
    await run.sequential(scenario, url, describeOverview(a), overviewTarget(a), note);
  }
}

/** Full-text search for a word and for the same word with a typo. */
async function measureSearch(run: ScenarioRunner): Promise<void> {
  for (const term of ['dekbedovertrek', 'dekbedovertrk']) {
    const url = `/v1/catalog/search?search_term=${encodeURIComponent(term)}`;
    const a = await run.fetchJson<OverviewAnswer>(url);
    await run.sequential(`search '${term}'`, url, describeOverview(a), null);
  }
}

const suggestionsUrl = (term: string) => `/v1/catalog/search/suggestions?search_term=${encodeURIComponent(term)}`;

/** Suggestions for the fixed terms at 8 clients, then one at a time: how much of the p95 is queueing. */
async function measureSuggestions(run: ScenarioRunner): Promise<void> {
  const { samples, warmup, suggestionSamples, budgetMs } = run.settings;
  const urls = SUGGESTION_TERMS.map(suggestionsUrl);
  const counts: Record<string, number> = {};
  for (const [i, url] of urls.entries()) {
    const a = await run.fetchJson<{ products: unknown[]; categories: unknown[]; brands: unknown[] }>(url);
    counts[SUGGESTION_TERMS[i]!] = a.products.length + a.categories.length + a.brands.length;
  }
  const loop = await runLoop((i) => run.ok(urls[i % urls.length]!), {
    total: suggestionSamples,
    concurrency: TARGETS.suggestionsConcurrency,
    warmup: Math.max(warmup, urls.length * 2),
    budgetMs,
    minSamples: 40,
  });
  run.record({
    scenario: `suggestions (10 terms)`,
    request: '/v1/catalog/search/suggestions?search_term={dekb,hoesl,…}',
    concurrency: TARGETS.suggestionsConcurrency,
    loop,
    answer: { suggestionsPerTerm: counts },
    targetP95Ms: TARGETS.suggestionsP95Ms,
  });
  const seq = await runLoop((i) => run.ok(urls[i % urls.length]!), { total: samples, concurrency: 1, warmup: 0, budgetMs });
  run.record({
    scenario: `suggestions (10 terms)`,
    request: '/v1/catalog/search/suggestions?search_term={…}',
    concurrency: 1,
    loop: seq,
    answer: { suggestionsPerTerm: counts },
    targetP95Ms: null,
  });
}

/** Suggestions for terms asked for the first time (no cached answer), 8 clients. */
async function measureUncachedSuggestions(run: ScenarioRunner): Promise<void> {
  const { suggestionSamples, budgetMs } = run.settings;
  // Distinct prefixes (3–6 characters) of the shop's own search vocabulary, each asked once.
  const words = await queryRows<{ word: string }>(
    run.shop.database.db,
    sql`select word from search_words where length(word) >= 6 order by word`,
  );
  const fresh = [...new Set(words.flatMap((w) => [3, 4, 5, 6].map((n) => w.word.slice(0, n))))].filter(
    (t) => !SUGGESTION_TERMS.includes(t),
  );
  const urls = fresh.map(suggestionsUrl);
  const loop = await runLoop((i) => run.ok(urls[i % urls.length]!), {
    total: Math.min(suggestionSamples, urls.length),
    concurrency: TARGETS.suggestionsConcurrency,
    warmup: 0,
    budgetMs,
    minSamples: 8,
  });
  run.record({
    scenario: `suggestions, new terms (uncached)`,
    request: '/v1/catalog/search/suggestions?search_term={…}',
    concurrency: TARGETS.suggestionsConcurrency,
    loop,
    answer: { distinctTerms: urls.length },
    targetP95Ms: null,
  });
}

/** Overview page 1 at 8 clients: in-process, then over real HTTP, and the ratio of the two. */
async function measureConcurrentOverview(run: ScenarioRunner, page1: FirstPage): Promise<void> {
  const { samples, warmup, budgetMs } = run.settings;
  const c = 8;
  const measured = { scenario: 'overview p1, no filters', request: page1.url, concurrency: c };
  const answer = describeOverview(page1.answer);
  const targetP95Ms = overviewTarget(page1.answer);
  const inProc = await runLoop(() => run.ok(page1.url), { total: samples, concurrency: c, warmup, budgetMs, minSamples: c });
  const a = run.record({ ...measured, loop: inProc, answer, targetP95Ms });
  const server = await serveOverHttp(run.shop.app);
  try {
    // Node's fetch (undici) keeps connections alive by default: 8 workers reuse up to 8 sockets.
    const httpGet = async () => {
      const res = await fetch(`${server.baseUrl}${page1.url}`, { headers: { authorization: run.shop.authorization } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      return true;
    };
    const http = await runLoop(httpGet, { total: samples, concurrency: c, warmup, budgetMs, minSamples: c });
    const b = run.record({ ...measured, loop: http, answer, targetP95Ms, transport: 'http', note: 'fetch over 127.0.0.1, keep-alive' });
    run.ratio('HTTP / in-process (c=8)', a, b, null);
  } finally {
    await server.close();
  }
}

function buildResult(products: number, settings: BenchSettings, collected: Collected, started: number): CatalogBenchResult {
  const { scenarios, ratios, databases, skipped } = collected;
  return {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? '?',
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
      loadavg: os.loadavg(),
    },
    products,
    settings: {
      samples: settings.samples,
      warmup: settings.warmup,
      suggestionSamples: settings.suggestionSamples,
      scenarioBudgetMs: settings.budgetMs,
    },
    databases,
    skipped,
    scenarios,
    ratios,
    summary: buildSummary(scenarios, ratios, skipped),
    table: renderTables(scenarios, ratios, databases),
    durationSeconds: (performance.now() - started) / 1000,
  };
}

/** bench/results/catalog-<date>.json */
function writeResult(result: CatalogBenchResult, log: (message: string) => void): void {
  const dir = path.join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `catalog-${result.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`results written to ${path.relative(process.cwd(), file)}`);
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
