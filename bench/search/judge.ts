// Runs the judged queries (queries.ts) through the real /v1 search and scores the answers:
// zero-result rate, precision@10 and nDCG@10, with the per-query failures. Used by
// `npm run bench:search` and by the gate in tests/integration/search-relevance.test.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../commerce/db/client';
import type { Overview } from '#contract/schemas/catalog';
import { JUDGED_QUERIES, type JudgedAttr, type JudgedQuery } from './queries';

interface ProductFacts {
  type: string;
  sizes: Set<string>;
  facets: Set<string>;
  text: string;
}

export interface QueryResult {
  q: string;
  results: number;
  relevantInCatalogue: number;
  precision: number;
  ndcg: number;
  /** Why the query counts as a failure, or null. */
  failure: string | null;
  top: string[];
}

export interface JudgedReport {
  queries: number;
  zeroResultRate: number;
  precisionAt10: number;
  ndcgAt10: number;
  results: QueryResult[];
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What the judge needs to know of every product: type, size titles, facets and its texts. */
export async function loadProductFacts(db: Db): Promise<Map<number, ProductFacts>> {
  const products = await rows<{ id: number; type: string; text: string }>(
    db,
    sql`select id, product_type as type, lower(title || ' ' || description_html || ' ' || specifications::text) as text from products`,
  );
  const facets = await rows<{ id: number; key: string; value: string; title: string }>(
    db,
    sql`select product_id as id, key, value, title from product_facets`,
  );
  const facts = new Map<number, ProductFacts>();
  for (const p of products) facts.set(p.id, { type: p.type, sizes: new Set(), facets: new Set(), text: p.text });
  for (const f of facets) {
    const fact = facts.get(f.id);
    if (!fact) continue;
    if (f.key === 'maat') fact.sizes.add(f.title);
    fact.facets.add(`${f.key}=${f.value}`);
  }
  return facts;
}

function attrHolds(fact: ProductFacts, attr: JudgedAttr): boolean {
  return 'facet' in attr ? fact.facets.has(`${attr.facet}=${attr.value}`) : fact.text.includes(attr.text);
}

export function isRelevant(fact: ProductFacts | undefined, judged: JudgedQuery): boolean {
  if (!fact || !judged.types.includes(fact.type)) return false;
  if (judged.sizes && !judged.sizes.some((s) => fact.sizes.has(s))) return false;
  return (judged.attrs ?? []).every((a) => attrHolds(fact, a));
}

const K = 10;

/** Scores one answer; `ids` are the product ids in the order shown. */
export function scoreQuery(judged: JudgedQuery, ids: number[], facts: Map<number, ProductFacts>): QueryResult {
  let relevantInCatalogue = 0;
  for (const fact of facts.values()) if (isRelevant(fact, judged)) relevantInCatalogue++;
  const top = ids.slice(0, K);
  const gains = top.map((id) => (isRelevant(facts.get(id), judged) ? 1 : 0));
  const ideal = Math.min(K, relevantInCatalogue);
  const hits = gains.reduce<number>((a, b) => a + b, 0);
  // Precision over the places that could hold a right answer: a query with 4 right products in the
  // catalogue scores 1 when those 4 come first.
  const precision = ideal === 0 ? 1 : hits / ideal;
  const dcg = gains.reduce<number>((sum, g, i) => sum + g / Math.log2(i + 2), 0);
  const idcg = Array.from({ length: ideal }, (_, i) => 1 / Math.log2(i + 2)).reduce((a, b) => a + b, 0);
  const ndcg = ideal === 0 ? 1 : dcg / idcg;
  let failure: string | null = null;
  if (ids.length === 0) failure = 'geen resultaten';
  else if (ideal > 0 && precision < 0.9) failure = `precision@10 ${precision.toFixed(2)} (${hits}/${ideal})`;
  return { q: judged.q, results: ids.length, relevantInCatalogue, precision, ndcg, failure, top: [] };
}

/**
 * Runs every judged query through `search` (which answers the overview of /v1/catalog/search) and
 * scores it. Queries without a right answer in the catalogue (`none`) count for the zero-result rate
 * only; so do queries whose right answers the seed happened not to generate.
 */
export async function runJudgedSet(
  db: Db,
  search: (term: string) => Promise<Overview>,
  queries: JudgedQuery[] = JUDGED_QUERIES,
): Promise<JudgedReport> {
  const facts = await loadProductFacts(db);
  const results: QueryResult[] = [];
  for (const judged of queries) {
    const overview = await search(judged.q);
    const ids = overview.products.map((p) => p.id);
    const result = scoreQuery(judged, ids, facts);
    result.results = overview.pagination.total;
    result.top = overview.products.slice(0, 3).map((p) => p.title);
    results.push(result);
  }
  const judgedOnes = results.filter((r, i) => !queries[i]!.none && r.relevantInCatalogue > 0);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 1);
  return {
    queries: results.length,
    zeroResultRate: results.filter((r) => r.results === 0).length / results.length,
    precisionAt10: mean(judgedOnes.map((r) => r.precision)),
    ndcgAt10: mean(judgedOnes.map((r) => r.ndcg)),
    results,
  };
}
