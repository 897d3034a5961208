// Product listings with faceted filters: category overviews, brand pages and search results.
// Facet counts are disjunctive: each group counts what its values would give together with the
// other groups' selections, the way shoppers expect. One round trip for facets, one for products.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { COLOURS } from '../media/palette';
import { bitmapListingCounts, type ListingCounts } from './listing-bitmaps';
import type { LRUCache } from 'lru-cache';
import { currentSearchSnapshot, snapshotListing, textCondition, type SearchSnapshot, type SnapshotTile } from './search-snapshot';
import { PAGE_SIZE, PRICE_FILTER_KEY, type Filter, type Overview, type ProductTile } from '#contract/schemas/catalog';
import {
  listingQueryString,
  listingUrl,
  selectedCount,
  SORTS,
  toggleValue,
  withPage,
  withSort,
  type ListingBase,
  type ListingState,
  type SortValue,
} from './listing-query';

/** The filter groups, in the order they are shown. */
export const FACETS: Record<string, { title: string; type: Filter['selection_type']; info: string | null }> = {
  kleur: { title: 'Kleur', type: 'color', info: null },
  maat: { title: 'Maat', type: 'checkbox', info: 'De maat van het product in centimeters (breedte x lengte).' },
  materiaal: { title: 'Materiaal', type: 'checkbox', info: null },
  warmteklasse: {
    title: 'Warmteklasse',
    type: 'checkbox',
    info: 'Hoe warm een dekbed is: zomer voor warme nachten, 4-seizoenen voor het hele jaar, winter en extra warm voor koude slapers.',
  },
  hardheid: { title: 'Hardheid', type: 'checkbox', info: 'Hoe stevig het matras of de boxspring aanvoelt.' },
  merk: { title: 'Merk', type: 'checkbox', info: null },
};
const FACET_KEYS = Object.keys(FACETS);

/** Which products a listing starts from, before any filter. */
export type ListingScope =
  | { kind: 'category'; categoryId: number }
  | { kind: 'brand'; brandId: number }
  /**
   * `query` is the expanded tsquery text from expandSearchQuery (null: no free words left); `types`
   * and `texts` are what query understanding read (search.ts): product types, and phrases the
   * product's title or description must hold.
   */
  | { kind: 'search'; term: string; query: string | null; types?: string[]; texts?: string[] };

function scopeCondition(scope: ListingScope): SQL {
  switch (scope.kind) {
    case 'category':
      return sql`p.id in (select pc.product_id from product_categories pc where pc.category_id = ${scope.categoryId})`;
    case 'brand':
      return sql`p.brand_id = ${scope.brandId}`;
    case 'search':
      return and([
        scope.query ? searchCondition(scope.query) : null,
        scope.types?.length
          ? sql`p.product_type in (${sql.join(
              scope.types.map((t) => sql`${t}`),
              sql`, `,
            )})`
          : null,
        ...(scope.texts ?? []).map(textCondition),
      ]);
  }
}

/** Dutch full-text match on the expanded query (see search-index.ts). */
export function searchCondition(query: string): SQL {
  return sql`p.search_vector @@ to_tsquery('dutch', ${query})`;
}

/** The product matches one of the values of a facet group; `id` names the product id column. */
function facetCondition(key: string, values: string[], id: SQL = sql.raw('p.id')): SQL {
  return sql`exists (select 1 from product_facets sf where sf.product_id = ${id} and sf.key = ${key} and sf.value in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}))`;
}

function priceCondition(price: ListingState['price']): SQL | null {
  return price ? sql`p.price between ${price.min * 100} and ${price.max * 100 + 99}` : null;
}

function and(parts: (SQL | null)[]): SQL {
  const present = parts.filter((p): p is SQL => p !== null);
  return present.length ? sql.join(present, sql` and `) : sql`true`;
}

function orderBy(sort: SortValue, scope: ListingScope): SQL {
  switch (sort) {
    case 'prijs-oplopend':
      return sql`p.price asc, p.id asc`;
    case 'prijs-aflopend':
      // The exact reverse of prijs-oplopend, so both walk category_positions.position.
      return sql`p.price desc, p.id desc`;
    case 'nieuwste':
      return sql`p.created_at desc, p.id desc`;
    case 'beoordeling':
      return sql`p.review_average desc nulls last, p.review_count desc, p.id asc`;
    case 'korting':
      return sql`(coalesce(p.price_old, p.price) - p.price)::float / greatest(coalesce(p.price_old, p.price), 1) desc, p.id asc`;
    case 'relevantie':
      if (scope.kind === 'search' && scope.query) {
        return sql`ts_rank(p.search_vector, to_tsquery('dutch', ${scope.query})) desc, p.popularity desc, p.id asc`;
      }
      return sql`p.popularity desc, p.id asc`;
    default:
      return sql`p.available desc, p.popularity desc, p.id asc`;
  }
}

interface FacetRow {
  key: string;
  value: string;
  title: string;
  count: number;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface OverviewOptions {
  scope: ListingScope;
  base: ListingBase;
  state: ListingState;
  /** How many filter groups are open; 0 shows no filters at all (docs/requirements/catalogue-and-search.md#screens-and-routes numberOfFilters). */
  numberOfFilters: number;
  /** Return every product from page 1 up to the requested page (the no-JS 'Laad meer' link). */
  cumulative: boolean;
  /** The catalogue's change counter as this search read it (search.ts): the snapshot is checked against it. */
  catalogueVersion?: number;
  /**
   * Tiles open with the variant of these sizes (option titles, '160x200'): the first by position of
   * `primary`, else of `secondary`, else the product's first variant. Read in the tiles' own statement.
   */
  variantSizes?: VariantSizes;
}

export interface VariantSizes {
  primary: string[];
  secondary: string[];
}

type FacetSql = (except?: string, id?: SQL) => SQL[];
type Links = { url: (s: ListingState) => string; raw: (s: ListingState) => string };

export async function getOverview(db: Db, options: OverviewOptions): Promise<Overview> {
  const { scope, base, state, numberOfFilters, cumulative, catalogueVersion } = options;
  const sizes = options.variantSizes ?? { primary: [], secondary: [] };
  const defaultSort: SortValue = scope.kind === 'search' ? 'relevantie' : 'populariteit';
  const sort = state.sort ?? defaultSort;
  const scopeSql = scopeCondition(scope);
  // Own keys only: `'constructor' in FACETS` is true, and tn_fk_constructor is a well-formed filter name.
  const facetSql: FacetSql = (except, id) =>
    [...state.selections]
      .filter(([key]) => key !== except && Object.hasOwn(FACETS, key))
      .map(([key, values]) => facetCondition(key, values, id));

  const showFilters = numberOfFilters > 0;
  const where = and([scopeSql, priceCondition(state.price), ...facetSql()]);
  // An unfiltered category listing reads its counts from category_facet_counts/category_stats; a
  // filtered one computes them from the category's bitmaps (listing-bitmaps.ts); brand and search
  // listings, and categories without bitmaps, count in SQL.
  const precomputed = scope.kind === 'category' && state.selections.size === 0 && state.price === null ? scope.categoryId : null;
  // A search listing counts from the in-memory snapshot when it is current (search-snapshot.ts).
  const [{ facetRows, bounds, total }, productRows] =
    (scope.kind === 'search' ? await snapshotOverview(db, scope, state, sort, cumulative, showFilters, catalogueVersion, sizes) : null) ??
    (await Promise.all([
      listingCounts(db, { scope, state, showFilters, scopeSql, facetSql, where, precomputed }),
      rows<ProductRow>(db, productQuery(where, state, sort, scope, cumulative, precomputed, sizes)),
    ]));

  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const products = productRows.map(toTile);
  const url = (s: ListingState) => listingUrl(s, base, defaultSort);
  const raw = (s: ListingState) => {
    const qs = listingQueryString(s, base, defaultSort);
    return qs ? `?${qs}` : '';
  };
  const links: Links = { url, raw };

  const filters: Filter[] = [];
  if (showFilters) {
    filters.push(...facetFilters(facetRows, state, numberOfFilters, links));
    const price = priceFilter(bounds, state, total, filters.length >= numberOfFilters, links);
    if (price) filters.push(price);
  }

  const page = Math.min(state.page, pages);
  const filtered = selectedCount(state);
  // One filter is a listing of its own (indexable, canonical in its query form, whether it came as
  // a path segment or a parameter); more than one points at the plain listing.
  const canonicalState: ListingState =
    filtered <= 1 ? { ...state, sort: null, page: 1 } : { selections: new Map(), price: null, sort: null, page: 1 };
  return {
    products,
    filters,
    sort: sortOptions(scope, state, sort, links),
    pagination: { total, subtotal: products.length, page, pages, per_page: PAGE_SIZE },
    page_links: { next: page < pages ? url(withPage(state, page + 1)) : null, range: pageRange(state, page, pages, url) },
    canonical: url(canonicalState),
    noindex: filtered > 1 || state.price !== null || scope.kind === 'search',
    reset_url: url({ selections: new Map(), price: null, sort: state.sort, page: 1 }),
  };
}

/** The search listing's counts from the snapshot and its page's rows by id; null: use the SQL path. */
async function snapshotOverview(
  db: Db,
  scope: Extract<ListingScope, { kind: 'search' }>,
  state: ListingState,
  sort: SortValue,
  cumulative: boolean,
  showFilters: boolean,
  catalogueVersion: number | undefined,
  sizes: VariantSizes,
): Promise<[ListingCounts, ProductRow[]] | null> {
  const snapshot = await currentSearchSnapshot(db, catalogueVersion);
  if (!snapshot) return null;
  const limit = cumulative ? PAGE_SIZE * state.page : PAGE_SIZE;
  const offset = cumulative ? 0 : PAGE_SIZE * (state.page - 1);
  const listing = await snapshotListing(
    db,
    snapshot,
    {
      query: scope.query,
      types: scope.types ?? [],
      texts: scope.texts ?? [],
    },
    state,
    FACET_KEYS,
    sort,
    { limit, offset },
    showFilters,
  );
  const counts: ListingCounts = { facetRows: listing.facetRows, bounds: listing.bounds, total: listing.total };
  const ids = listing.pageIds;
  if (ids === null) {
    // Relevance of a full-text query: ts_rank over the matched products only, in the tiles' statement.
    const matched = listing.matchedIds ?? [];
    if (matched.length === 0) return [counts, []];
    const order = orderBy(sort, scope);
    const ranked = sql`select p.id, row_number() over (order by ${order}) as ord from products p
      where p.id = any(${`{${matched.join(',')}}`}::int[]) order by ${order} limit ${limit} offset ${offset}`;
    return [counts, await rows<ProductRow>(db, tileQuery(ranked, sql`m.ord`, sizes))];
  }
  if (ids.length === 0) return [counts, []];
  return [counts, await snapshotTiles(db, snapshot, ids, sizes)];
}

// The most popular products' tiles, read once per snapshot in the background (docs/decisions/0080). A
// search's page is the first PAGE_SIZE of its matches in the relevance order, and for all but the
// narrowest searches those lie among the first few thousand products of that order. About 1 KiB a tile:
// at most 8,000 tiles (~8 MiB) per database handle, whatever shoppers search; read 1,000 at a time so
// PGlite's one connection serves searches in between.
export const POPULAR_TILES = 8_000;
const POPULAR_TILES_CHUNK = 1_000;
/** Turned off by the benchmark to measure the tiles read per search (as before 0080) in the same run. */
let popularTilesUsed = true;
export function setSearchPopularTiles(on: boolean): void {
  popularTilesUsed = on;
}

async function readTiles(db: Db, ids: number[]): Promise<Array<SnapshotTile<ProductRow> & { id: number }>> {
  const found = await rows<ProductRow & { variants: Array<[number, string | null]> }>(
    db,
    tileQuery(sql`select * from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as m(id, ord)`, sql`m.ord`, undefined, true),
  );
  return found.map(({ variants, ...row }) => ({ id: row.id, row: { ...row, sized_variant_id: null }, variants }));
}

/** Reads the snapshot's popular tiles once (every later call shares the first); a failure leaves what was read. */
export function loadPopularTiles(db: Db, snapshot: SearchSnapshot): Promise<void> {
  snapshot.popularTilesLoading ??= (async () => {
    const order = snapshot.orders.relevantie;
    const n = Math.min(POPULAR_TILES, snapshot.n);
    for (let from = 0; from < n; from += POPULAR_TILES_CHUNK) {
      const ids = Array.from(order.subarray(from, Math.min(n, from + POPULAR_TILES_CHUNK)), (i) => snapshot.ids[i]!);
      for (const { id, row, variants } of await readTiles(db, ids)) snapshot.popularTiles.set(id, { row, variants });
    }
  })().catch(() => {});
  return snapshot.popularTilesLoading;
}

/** Builds the snapshot (when needed) and reads its popular tiles: for tests, the benchmark and a warm start. */
export async function warmPopularTiles(db: Db): Promise<void> {
  const snapshot = await currentSearchSnapshot(db);
  if (snapshot) await loadPopularTiles(db, snapshot);
}

/**
 * The page's tile rows: the snapshot's popular tiles, else kept in the snapshot (search-snapshot.ts
 * `tiles`), the missing ones read in one statement with their variants. The variant of the searched
 * size is chosen here as tileQuery's sizedVariant chooses it in SQL.
 */
async function snapshotTiles(db: Db, snapshot: SearchSnapshot, ids: number[], sizes: VariantSizes): Promise<ProductRow[]> {
  const tiles = snapshot.tiles as LRUCache<number, SnapshotTile<ProductRow>>;
  const popular = snapshot.popularTiles as Map<number, SnapshotTile<ProductRow>>;
  if (popularTilesUsed) void loadPopularTiles(db, snapshot);
  const known = (id: number) => (popularTilesUsed ? popular.get(id) : undefined) ?? tiles.get(id);
  const missing = ids.filter((id) => known(id) === undefined);
  const read = new Map<number, SnapshotTile<ProductRow>>();
  if (missing.length > 0) {
    for (const { id, row, variants } of await readTiles(db, missing)) {
      const tile = { row, variants };
      tiles.set(id, tile);
      read.set(id, tile);
    }
  }
  const primary = new Set(sizes.primary);
  const secondary = new Set(sizes.secondary);
  const result: ProductRow[] = [];
  for (const id of ids) {
    const tile = read.get(id) ?? known(id);
    if (!tile) continue;
    const sized =
      primary.size + secondary.size === 0
        ? undefined
        : (tile.variants.find(([, title]) => title !== null && primary.has(title)) ??
          tile.variants.find(([, title]) => title !== null && secondary.has(title)));
    result.push({ ...tile.row, sized_variant_id: sized ? sized[0] : null });
  }
  return result;
}

interface CountsInput {
  scope: ListingScope;
  state: ListingState;
  showFilters: boolean;
  scopeSql: SQL;
  facetSql: FacetSql;
  where: SQL;
  /** The category whose precomputed counts answer (an unfiltered category listing), or null. */
  precomputed: number | null;
}

/** Facet counts, price bounds and the number of products: precomputed, from bitmaps, or in SQL. */
async function listingCounts(db: Db, input: CountsInput): Promise<ListingCounts> {
  const { scope, state, showFilters, precomputed } = input;
  if (precomputed !== null) {
    const [facetRows, priceRows, totalRows] = await Promise.all([
      showFilters
        ? rows<FacetRow>(db, sql`select key, value, title, count from category_facet_counts where category_id = ${precomputed}`)
        : Promise.resolve([]),
      showFilters
        ? rows<{ min: number | null; max: number | null }>(
            db,
            sql`select min_price as min, max_price as max from category_stats where category_id = ${precomputed}`,
          )
        : Promise.resolve([]),
      rows<{ n: number }>(db, sql`select products as n from category_stats where category_id = ${precomputed}`),
    ]);
    return { facetRows, bounds: priceRows[0] ?? { min: null, max: null }, total: totalRows[0]?.n ?? 0 };
  }
  if (scope.kind === 'category') return (await bitmapListingCounts(db, scope.categoryId, state, FACET_KEYS)) ?? sqlCounts(db, input);
  return sqlCounts(db, input);
}

async function sqlCounts(db: Db, { state, showFilters, scopeSql, facetSql, where }: CountsInput): Promise<ListingCounts> {
  const [facetRows, priceRows, totalRows] = await Promise.all([
    showFilters ? rows<FacetRow>(db, facetQuery(scopeSql, state, facetSql)) : Promise.resolve([]),
    showFilters
      ? rows<{ min: number | null; max: number | null }>(
          db,
          sql`select min(p.price)::int as min, max(p.price)::int as max from products p where ${and([scopeSql, ...facetSql()])}`,
        )
      : Promise.resolve([]),
    // A plain count: the page query then reads only its own rows along the sort's index.
    rows<{ n: number }>(db, sql`select count(*)::int as n from products p where ${where}`),
  ]);
  return { facetRows, bounds: priceRows[0] ?? { min: null, max: null }, total: totalRows[0]?.n ?? 0 };
}

/** The facet groups in FACETS order; the first `numberOfFilters` are open. */
function facetFilters(facetRows: FacetRow[], state: ListingState, numberOfFilters: number, { url, raw }: Links): Filter[] {
  const filters: Filter[] = [];
  const byKey = new Map<string, FacetRow[]>();
  for (const row of facetRows) byKey.set(row.key, [...(byKey.get(row.key) ?? []), row]);
  for (const key of FACET_KEYS) {
    const found = byKey.get(key) ?? [];
    const selected = state.selections.get(key) ?? [];
    // A selected value that no longer matches anything stays visible (count 0) so it can be undone.
    for (const value of selected) {
      if (!found.some((r) => r.value === value)) found.push({ key, value, title: value, count: 0 });
    }
    if (found.length === 0) continue;
    const meta = FACETS[key];
    const sorted = key === 'maat' ? found.sort(bySize) : found.sort((a, b) => b.count - a.count || a.title.localeCompare(b.title, 'nl'));
    filters.push({
      url_key: key,
      title: meta.title,
      selection_type: meta.type,
      is_collapsed: filters.length >= numberOfFilters,
      is_collapsible: true,
      info_text: meta.info,
      attributes: sorted.map((r) => {
        const toggled = toggleValue(state, key, r.value);
        return {
          title: r.title,
          value: r.value,
          raw_url: raw(toggled),
          url: url(toggled),
          is_selected: selected.includes(r.value),
          count: r.count,
          hex: key === 'kleur' ? (COLOURS[r.value as keyof typeof COLOURS]?.hex ?? null) : null,
        };
      }),
      nr_of_attributes_selected: selected.length,
      range: null,
    });
  }
  return filters;
}

/** The price slider, when the listing has prices; its one attribute (when a range is chosen) clears it. */
function priceFilter(
  bounds: ListingCounts['bounds'],
  state: ListingState,
  total: number,
  collapsed: boolean,
  { url, raw }: Links,
): Filter | null {
  if (bounds.min == null || bounds.max == null) return null;
  const minrange = Math.floor(bounds.min / 100);
  const maxrange = Math.ceil(bounds.max / 100);
  const withoutPrice = { ...state, price: null, page: 1 };
  return {
    url_key: PRICE_FILTER_KEY,
    title: 'Prijs',
    selection_type: 'slider',
    is_collapsed: collapsed,
    is_collapsible: true,
    info_text: null,
    // The selected range is the group's one attribute; its link clears the price filter.
    attributes: state.price
      ? [
          {
            title: `€ ${state.price.min} - € ${state.price.max}`,
            value: `${state.price.min}-${state.price.max}`,
            raw_url: raw(withoutPrice),
            url: url(withoutPrice),
            is_selected: true,
            count: total,
            hex: null,
          },
        ]
      : [],
    nr_of_attributes_selected: state.price ? 1 : 0,
    range: { min: state.price?.min ?? minrange, max: state.price?.max ?? maxrange, minrange, maxrange },
  };
}

function sortOptions(scope: ListingScope, state: ListingState, sort: SortValue, { url, raw }: Links) {
  const sortValues: SortValue[] =
    scope.kind === 'search'
      ? ['relevantie', 'populariteit', 'prijs-oplopend', 'prijs-aflopend', 'nieuwste', 'beoordeling', 'korting']
      : ['populariteit', 'prijs-oplopend', 'prijs-aflopend', 'nieuwste', 'beoordeling', 'korting'];
  return sortValues.map((value) => ({
    display_title: SORTS[value].label,
    label: SORTS[value].label,
    value,
    raw_url: raw(withSort(state, value)),
    url: url(withSort(state, value)),
    is_selected: value === sort,
  }));
}

/** Up to five page links around the current page. */
function pageRange(state: ListingState, page: number, pages: number, url: Links['url']) {
  const rangeStart = Math.max(1, Math.min(page - 2, pages - 4));
  return Array.from({ length: Math.min(5, pages) }, (_, i) => rangeStart + i).map((n) => ({
    page: n,
    url: url(withPage(state, n)),
    is_current: n === page,
  }));
}

function facetQuery(scopeSql: SQL, state: ListingState, facetSql: (except?: string, id?: SQL) => SQL[]): SQL {
  // The listing's products are found once (search conditions are costly). Groups without a
  // selection all count under every selection, so they share one pass; each selected group gets a
  // pass of its own without its own selection (disjunctive counts).
  const baseId = sql.raw('b.id');
  const selected = FACET_KEYS.filter((key) => (state.selections.get(key)?.length ?? 0) > 0);
  const open = FACET_KEYS.filter((key) => !selected.includes(key));
  const keyList = (keys: string[]) =>
    sql.join(
      keys.map((k) => sql`${k}`),
      sql`, `,
    );
  const parts: SQL[] = [];
  if (open.length) {
    parts.push(sql`(select f.key, f.value, f.title, count(*)::int as count
      from base b join product_facets f on f.product_id = b.id
      where f.key in (${keyList(open)}) and ${and(facetSql(undefined, baseId))}
      group by f.key, f.value, f.title)`);
  }
  for (const key of selected) {
    parts.push(sql`(select f.key, f.value, f.title, count(*)::int as count
      from base b join product_facets f on f.product_id = b.id
      where f.key = ${key} and ${and(facetSql(key, baseId))}
      group by f.key, f.value, f.title)`);
  }
  return sql`with base as materialized (select p.id from products p where ${and([scopeSql, priceCondition(state.price)])})
    ${sql.join(parts, sql` union all `)}`;
}

export interface ProductRow {
  id: number;
  variant_id: number;
  /** The variant of the searched size (tileQuery's variantSizes), absent or null otherwise. */
  sized_variant_id?: number | null;
  slug: string;
  title: string;
  brand_title: string;
  brand_slug: string;
  image_url: string | null;
  image_alt: string | null;
  price: number;
  price_old: number | null;
  available: boolean;
  delivery: string | null;
  review_average: number | null;
  review_count: number;
  category_title: string | null;
}

/**
 * The page's product ids. An unfiltered category in the default or a price order reads a range of
 * its numbered positions (listing-stats.ts), as fast on page 40 as on page 1; the rest, and a
 * category not numbered yet, walk the sort order with an OFFSET.
 */
function pageIds(where: SQL, sort: SortValue, scope: ListingScope, limit: number, offset: number, unfilteredCategory: number | null): SQL {
  const walk = sql`select p.id from products p where ${where} order by ${orderBy(sort, scope)} limit ${limit} offset ${offset}`;
  if (unfilteredCategory === null || !['populariteit', 'prijs-oplopend', 'prijs-aflopend'].includes(sort)) return walk;
  const id = unfilteredCategory;
  const range =
    sort === 'populariteit'
      ? sql`popularity_rank >= ${offset} and popularity_rank < ${offset + limit}`
      : sort === 'prijs-oplopend'
        ? sql`position >= ${offset} and position < ${offset + limit}`
        : sql`position <= (select products - 1 - ${offset} from category_stats where category_id = ${id}) and position > (select products - 1 - ${offset + limit} from category_stats where category_id = ${id})`;
  // category_stats.all_bits is written by the same rebuild as the positions: a primary-key lookup.
  const numbered = sql`exists (select 1 from category_stats where category_id = ${id} and all_bits is not null)`;
  // Either branch is gated by a one-time check, so only one of them runs.
  return sql`(select product_id as id from category_positions where category_id = ${id} and ${range} and ${numbered})
    union all (select w.id from (${walk}) w where not ${numbered})`;
}

function productQuery(
  where: SQL,
  state: ListingState,
  sort: SortValue,
  scope: ListingScope,
  cumulative: boolean,
  unfilteredCategory: number | null,
  sizes: VariantSizes,
): SQL {
  const limit = cumulative ? PAGE_SIZE * state.page : PAGE_SIZE;
  const offset = cumulative ? 0 : PAGE_SIZE * (state.page - 1);
  return tileQuery(pageIds(where, sort, scope, limit, offset, unfilteredCategory), orderBy(sort, scope), sizes);
}

/** The tiles of the products `matched` names (a query of ids), in `order`. */
function tileQuery(matched: SQL, order: SQL, sizes: VariantSizes = { primary: [], secondary: [] }, withVariants = false): SQL {
  // withVariants: every variant's id and first option title by position, for the search snapshot's tiles.
  const variants = withVariants
    ? sql`(select coalesce(json_agg(json_build_array(v.id, v.option_values->>0) order by v.position), '[]'::json)
        from variants v where v.product_id = p.id) as variants,`
    : sql``;
  return sql`with matched as (${matched})
    select p.id, p.slug, p.title, b.title as brand_title, b.slug as brand_slug,
      (select v.id from variants v where v.product_id = p.id order by v.position limit 1) as variant_id,
      ${sizedVariant(sizes)} as sized_variant_id, ${variants}
      i.url as image_url, i.alt as image_alt, p.price, p.price_old, p.available, p.delivery,
      p.review_average, p.review_count, c.title as category_title
    from matched m
    join products p on p.id = m.id
    join brands b on b.id = p.brand_id
    left join categories c on c.id = p.main_category_id
    left join product_images i on i.product_id = p.id and i.position = 0
    order by ${order}`;
}

/** The first variant (by position) of the primary sizes, else of the secondary ones; null when none. */
function sizedVariant({ primary, secondary }: VariantSizes): SQL {
  const titles = [...new Set([...primary, ...secondary])];
  if (titles.length === 0) return sql`null::int`;
  const list = (l: string[]) =>
    sql.join(
      l.map((t) => sql`${t}`),
      sql`, `,
    );
  const first =
    primary.length > 0 && secondary.some((t) => !primary.includes(t)) ? sql`(v.option_values->>0 in (${list(primary)})) desc, ` : sql``;
  return sql`(select v.id from variants v where v.product_id = p.id and v.option_values->>0 in (${list(titles)})
    order by ${first}v.position limit 1)`;
}

export function toTile(r: ProductRow): ProductTile {
  const discount = r.price_old && r.price_old > r.price ? Math.round((1 - r.price / r.price_old) * 100) : 0;
  const sized = r.sized_variant_id ?? null;
  return {
    id: r.id,
    variant_id: sized ?? r.variant_id,
    slug: r.slug,
    // A search for a size opens the product with that size chosen.
    url: sized === null ? `/${r.slug}.html` : `/${r.slug}.html?variant=${sized}`,
    title: r.title,
    brand: { title: r.brand_title, slug: r.brand_slug },
    image: r.image_url ? { url: r.image_url, alt: r.image_alt ?? r.title } : null,
    price: { price: r.price, price_old: r.price_old },
    available: r.available,
    delivery: r.delivery,
    review: { average_score: r.review_average === null ? null : Math.round(r.review_average * 10) / 10, count: r.review_count },
    overlay: !r.available ? 'Niet leverbaar' : discount >= 5 ? `-${discount}%` : null,
    main_category: r.category_title,
  };
}

/** '90x200' < '140x200' < '140x200-220': by width, then length, then the rest. */
function bySize(a: FacetRow, b: FacetRow): number {
  const num = (s: string) => (s.match(/\d+/g) ?? []).map(Number);
  const [na, nb] = [num(a.title), num(b.title)];
  for (let i = 0; i < Math.max(na.length, nb.length); i++) {
    const d = (na[i] ?? 0) - (nb[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.title.localeCompare(b.title, 'nl');
}
