// What the recommended query and index changes would buy: the catalogue's current SQL next to the
// alternatives, timed on the bench database inside one transaction that is rolled back at the end
// (the bench database keeps its state). Not part of `npm run bench`.
//   npx tsx bench/alternatives.ts <pglite|postgres> [categoryId=132]
import { sql } from 'drizzle-orm';
import { createBenchShop, type DbKind } from './lib';

const kind = process.argv[2] as DbKind;
if (kind !== 'pglite' && kind !== 'postgres') {
  console.error('usage: tsx bench/alternatives.ts <pglite|postgres> [categoryId]');
  process.exit(2);
}
const category = Number(process.argv[3] ?? 132);
const products = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const shop = await createBenchShop(kind, { products, poolSize: 1, log: (m) => console.error(m) });
const run = (text: string) => shop.database.db.execute(sql.raw(text));

const keys = ['kleur', 'maat', 'materiaal', 'warmteklasse', 'hardheid', 'merk'];
const inCategory = `p.id in (select pc.product_id from product_categories pc where pc.category_id = ${category})`;
const currentFacets =
  `with base as materialized (select p.id from products p where ${inCategory}) ` +
  keys
    .map(
      (k) =>
        `(select f.key, f.value, f.title, count(*)::int from product_facets f join base b on b.id = f.product_id where f.key = '${k}' group by 1, 2, 3)`,
    )
    .join(' union all ');
const singlePassFacets =
  `select f.key, f.value, f.title, count(*)::int from product_categories pc join product_facets f on f.product_id = pc.product_id ` +
  `where pc.category_id = ${category} and f.key in (${keys.map((k) => `'${k}'`).join(', ')}) group by 1, 2, 3`;
const withWindow = (offset: number) =>
  `select p.id, count(*) over ()::int as total from products p where ${inCategory} order by p.available desc, p.popularity desc, p.id limit 24 offset ${offset}`;
const withoutWindow = (offset: number) =>
  `select p.id from products p where ${inCategory} order by p.available desc, p.popularity desc, p.id limit 24 offset ${offset}`;
const byPrice = `select p.id from products p where ${inCategory} order by p.price, p.id limit 24`;
const suggestions = (q: string, rank: boolean) =>
  `select p.title, p.slug, p.price, i.url from products p left join product_images i on i.product_id = p.id and i.position = 0 ` +
  `where p.search_vector @@ to_tsquery('dutch', '${q}') order by ${rank ? `ts_rank(p.search_vector, to_tsquery('dutch', '${q}')) desc, ` : ''}p.popularity desc, p.id limit 6`;

async function time(label: string, text: string, n = 5): Promise<void> {
  await run(text);
  const t: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(text);
    t.push(performance.now() - t0);
  }
  t.sort((a, b) => a - b);
  console.log(`${label.padEnd(64)} median ${t[Math.floor(n / 2)]!.toFixed(1).padStart(7)} ms   min ${t[0]!.toFixed(1).padStart(7)} ms`);
}

async function suite(tag: string): Promise<void> {
  console.log(`\n${kind} ${tag}`);
  await time('facets: current (6 groups, one join each)', currentFacets, 3);
  await time('facets: single pass over the category', singlePassFacets, 3);
  await time('products page 1: count(*) over () (current)', withWindow(0));
  await time('products page 40: count(*) over () (current)', withWindow(936));
  await time('products page 1: no window function', withoutWindow(0));
  await time('products page 40: no window function', withoutWindow(936));
  await time('products page 1 by price: no window function', byPrice);
  await time('total: count(*) on product_categories', `select count(*) from product_categories where category_id = ${category}`);
  await time("suggestions 'dekb': ts_rank order (current)", suggestions('(dekb:* | dekbed)', true));
  await time("suggestions 'dekb': popularity order", suggestions('(dekb:* | dekbed)', false));
  await time("suggestions 'jersey': ts_rank order (current)", suggestions('(jersey:*)', true));
  await time("suggestions 'jersey': popularity order", suggestions('(jersey:*)', false));
}

try {
  await run('begin');
  await suite('as the bench left it');
  await run('analyze');
  await suite('+ ANALYZE');
  await run('create index bench_pf_product_key on product_facets (product_id, key) include (value, title)');
  await run('create index bench_products_listing on products (available desc, popularity desc, id)');
  await run('create index bench_products_price on products (price, id)');
  await run('analyze');
  await suite('+ ANALYZE + indexes (product_id, key), (available desc, popularity desc, id), (price, id)');
  await run(
    'create temp table bench_category_facet_counts as select pc.category_id, f.key, f.value, f.title, count(*)::int as n ' +
      'from product_categories pc join product_facets f on f.product_id = pc.product_id group by 1, 2, 3, 4',
  );
  await run('create index on bench_category_facet_counts (category_id)');
  await run('analyze bench_category_facet_counts');
  console.log(`\n${kind} precomputed`);
  await time(
    'facets: precomputed category_facet_counts lookup',
    `select key, value, title, n from bench_category_facet_counts where category_id = ${category}`,
  );
} finally {
  await run('rollback').catch(() => {});
  await shop.close();
}
