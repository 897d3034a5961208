// The search listing in memory (docs/decisions/0067, search latency; docs/decisions/0067). A search's facet
// counts, total, price bounds and page order were joins over every product of the matched types
// (10,000+ rows joined with 280,000 facet rows per search on the 100,000-product seed). Instead, per
// database handle, one snapshot of what a listing counts holds every product's type, price and facet
// values and its position in each sort order, in typed arrays (about 60 bytes a product). A search
// walks the matched products once in JavaScript: the same counts as overview.ts's SQL, in a few ms.
//
// Freshness: the snapshot carries the catalogue's change counter (catalogue_changes, bumped by
// statement triggers on products and product_facets in the changing transaction). Every search reads
// that counter (one primary-key row); when it moved, the search answers through the SQL path (always
// current) while one rebuild runs in the background. So a staff change shows on the very next search.
//
// What a term matches is found once per *part*, not per term: the product ids of one full-text word
// group ('(katoen | katoenen)') or one property phrase ('anti-allergisch') are kept per snapshot in a
// bounded LRU (at most 256 parts and 16 MiB), and a search intersects them. A new term made of known
// words is as fast as an old one; nothing is kept per term or per shopper, and only catalogue data
// (never a cart, an account or a search event) is in it.
import { sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import type { ListingState, SortValue } from './listing-query';
import { loadTypeCategories } from './search-clicks';
import { trigramsOf, type Trigrams } from './trigrams';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A case-insensitive whole-word pattern for a phrase; the phrase's own characters match literally. */
function wordPattern(phrase: string): string {
  return `\\m${phrase.replace(/[\\^$.|?*+()[\]{}-]/g, (c) => `\\${c}`)}`;
}

/** A property phrase the product's title or description must hold (query understanding's texts). */
export function textCondition(phrase: string): SQL {
  return sql`(p.title || ' ' || p.description_html) ~* ${wordPattern(phrase)}`;
}

/** Sort orders whose positions are precomputed; 'relevantie' with a full-text query ranks in SQL. */
const RANKED_SORTS = ['populariteit', 'relevantie', 'prijs-oplopend', 'prijs-aflopend', 'nieuwste', 'beoordeling', 'korting'] as const;
type RankedSort = (typeof RANKED_SORTS)[number];

export interface SearchSnapshot {
  version: number;
  n: number;
  ids: Int32Array;
  prices: Int32Array;
  /** Product index → its type's number; typeIndex names them. */
  types: Uint16Array;
  typeIndex: Map<string, number>;
  /** Product indices of each type, by index. */
  byType: Int32Array[];
  /** Product id → index. */
  indexOf: Map<number, number>;
  /** Facet rows per product (CSR): facetStart[i]…facetStart[i+1] index facetValue. */
  facetStart: Int32Array;
  facetValue: Int32Array;
  /** Facet value number → its key's number (in `keys`), value and title. */
  values: Array<{ key: number; value: string; title: string }>;
  keys: string[];
  /** 'key\u0000value' → the value numbers with that key and value (one per title). */
  valueLookup: Map<string, number[]>;
  /** Position of each product in each sort order (0 first). */
  ranks: Record<RankedSort, Int32Array>;
  /** Each sort order's product indices, first first (the inverse of `ranks`). */
  orders: Record<RankedSort, Int32Array>;
  /** Facet value number → its key's number (as values[v].key, in a typed array for the walk). */
  valueKey: Int32Array;
  /** Product ids matching one full-text group or phrase, as product indices (sorted). */
  parts: LRUCache<string, Int32Array>;
  /**
   * Listings already worked out on this snapshot, by what decides them (the understood scope, the filters,
   * the sort and the page): terms typed differently that mean the same ('160x200', '160 x 200', '160 bij
   * 200'), a relaxed attempt that several terms end in, the best sellers of every search that found
   * nothing. Bounded: at most 1,000 listings and 16 MiB; gone with the snapshot when the catalogue changes.
   */
  listings: LRUCache<string, SnapshotListing>;
  /** Full-text groups of stop words only. */
  stopGroups: LRUCache<string, true>;
  /** A term word → its close catalogue words (search-index.ts expandSearchQuery), for this snapshot's version. */
  similarWords: LRUCache<string, string[]>;
  /**
   * Product id → its tile's row and its variants (id and size title, by position), read the first time a
   * search shows it. Everything a tile shows counts as a catalogue change (migrations 0041 and 0044), so
   * a kept tile is as current as the snapshot.
   */
  tiles: LRUCache<number, SnapshotTile>;
  /**
   * The tiles of the POPULAR_TILES first products of the relevance order (overview.ts loadPopularTiles),
   * read in the background once per snapshot (docs/decisions/0080): the page a search shows is mostly
   * among them, so its tiles need no statement. Fixed in size; as current as the snapshot, as `tiles`.
   */
  popularTiles: Map<number, SnapshotTile>;
  popularTilesLoading: Promise<void> | null;
  /** Every category (title in lower case, path), by length of path then id: the nearest categories of a search. */
  categories: Array<{ title: string; lower: string; path: string; trigrams: Trigrams }>;
  /** Product type → the overview a bare type term goes to (search-clicks.ts categoryRedirect). */
  typeCategories: Record<string, string>;
}

export interface SnapshotTile<Row extends object = object> {
  row: Row;
  /** [variant id, first option's title] by position. */
  variants: Array<[number, string | null]>;
}

interface State {
  snapshot: SearchSnapshot | null;
  building: Promise<void> | null;
}
const states = new WeakMap<object, State>();

/** Turned off by the benchmark to measure the SQL path side by side in one run. */
let enabled = process.env.SEARCH_SNAPSHOT !== 'off';
export function setSearchSnapshotEnabled(on: boolean): void {
  enabled = on;
}

async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await rows<{ version: string | number }>(db, sql`select version from catalogue_changes where id = 1`);
  return Number(row?.version ?? -1);
}

/**
 * The current snapshot of this database, or null (disabled, not built yet, or the catalogue changed
 * since: a rebuild is then started and the caller uses the SQL path).
 */
export async function currentSearchSnapshot(db: Db, knownVersion?: number): Promise<SearchSnapshot | null> {
  if (!enabled) return null;
  // A search reads the counter once, with the synonyms' signature (search.ts searchContext), and passes it on.
  const version = knownVersion ?? (await catalogueVersion(db));
  let state = states.get(db);
  if (!state) {
    state = { snapshot: null, building: null };
    states.set(db, state);
  }
  if (state.snapshot && state.snapshot.version === version) return state.snapshot;
  startBuild(db, state);
  return null;
}

function startBuild(db: Db, state: State): void {
  if (state.building) return;
  state.building = (async () => {
    try {
      // Rebuild until the snapshot's counter is the current one (a change during a build: once more).
      for (let i = 0; i < 3; i++) {
        const snapshot = await buildSnapshot(db);
        state.snapshot = snapshot;
        if ((await catalogueVersion(db)) === snapshot.version) break;
      }
    } catch {
      // The SQL path answers meanwhile; the next search tries again.
      state.snapshot = null;
    } finally {
      state.building = null;
    }
  })();
}

/** Builds (when needed) and waits for the snapshot: for tests, the benchmark and a warm start. */
export async function warmSearchSnapshot(db: Db): Promise<SearchSnapshot | null> {
  for (let i = 0; i < 5; i++) {
    const snapshot = await currentSearchSnapshot(db);
    if (snapshot || !enabled) return snapshot;
    await states.get(db)?.building;
  }
  return currentSearchSnapshot(db);
}

async function buildSnapshot(db: Db): Promise<SearchSnapshot> {
  // The counter first: whatever the rows read below hold is at least this version.
  const version = await catalogueVersion(db);
  // Each order exactly as overview.ts orderBy writes it, numbered by the database itself.
  const products = await rows<{
    id: number;
    type: string;
    price: number;
    r_pop: number;
    r_rel: number;
    r_pa: number;
    r_pd: number;
    r_new: number;
    r_rev: number;
    r_kor: number;
  }>(
    db,
    sql`select p.id, p.product_type as type, p.price,
      (row_number() over (order by p.available desc, p.popularity desc, p.id asc))::int - 1 as r_pop,
      (row_number() over (order by p.popularity desc, p.id asc))::int - 1 as r_rel,
      (row_number() over (order by p.price asc, p.id asc))::int - 1 as r_pa,
      (row_number() over (order by p.price desc, p.id desc))::int - 1 as r_pd,
      (row_number() over (order by p.created_at desc, p.id desc))::int - 1 as r_new,
      (row_number() over (order by p.review_average desc nulls last, p.review_count desc, p.id asc))::int - 1 as r_rev,
      (row_number() over (order by (coalesce(p.price_old, p.price) - p.price)::float / greatest(coalesce(p.price_old, p.price), 1) desc, p.id asc))::int - 1 as r_kor
    from products p order by p.id`,
  );
  const n = products.length;
  const ids = new Int32Array(n);
  const prices = new Int32Array(n);
  const types = new Uint16Array(n);
  const typeIndex = new Map<string, number>();
  const indexOf = new Map<number, number>();
  const ranks = Object.fromEntries(RANKED_SORTS.map((s) => [s, new Int32Array(n)])) as Record<RankedSort, Int32Array>;
  const typeLists: number[][] = [];
  products.forEach((p, i) => {
    ids[i] = p.id;
    prices[i] = p.price;
    let t = typeIndex.get(p.type);
    if (t === undefined) {
      t = typeIndex.size;
      typeIndex.set(p.type, t);
      typeLists.push([]);
    }
    types[i] = t;
    typeLists[t]!.push(i);
    indexOf.set(p.id, i);
    ranks.populariteit[i] = p.r_pop;
    ranks.relevantie[i] = p.r_rel;
    ranks['prijs-oplopend'][i] = p.r_pa;
    ranks['prijs-aflopend'][i] = p.r_pd;
    ranks.nieuwste[i] = p.r_new;
    ranks.beoordeling[i] = p.r_rev;
    ranks.korting[i] = p.r_kor;
  });

  const facets = await rows<{ product_id: number; key: string; value: string; title: string }>(
    db,
    sql`select product_id, key, value, title from product_facets order by product_id`,
  );
  const keys: string[] = [];
  const keyNo = new Map<string, number>();
  const values: SearchSnapshot['values'] = [];
  const valueNo = new Map<string, number>();
  const valueLookup = new Map<string, number[]>();
  const facetStart = new Int32Array(n + 1);
  const facetValue = new Int32Array(facets.length);
  let row = 0;
  let count = 0;
  for (let i = 0; i < n; i++) {
    facetStart[i] = count;
    while (row < facets.length && facets[row]!.product_id < ids[i]!) row++;
    while (row < facets.length && facets[row]!.product_id === ids[i]) {
      const f = facets[row++]!;
      let k = keyNo.get(f.key);
      if (k === undefined) {
        k = keys.length;
        keys.push(f.key);
        keyNo.set(f.key, k);
      }
      const name = `${f.key}\u0000${f.value}\u0000${f.title}`;
      let v = valueNo.get(name);
      if (v === undefined) {
        v = values.length;
        values.push({ key: k, value: f.value, title: f.title });
        valueNo.set(name, v);
        const lookup = `${f.key}\u0000${f.value}`;
        valueLookup.set(lookup, [...(valueLookup.get(lookup) ?? []), v]);
      }
      facetValue[count++] = v;
    }
  }
  facetStart[n] = count;

  const orders = Object.fromEntries(
    RANKED_SORTS.map((sort) => {
      const order = new Int32Array(n);
      const rank = ranks[sort];
      for (let i = 0; i < n; i++) order[rank[i]!] = i;
      return [sort, order];
    }),
  ) as Record<RankedSort, Int32Array>;
  // Categories are catalogue changes too (migration 0044): read with the rest, answered from memory
  // (docs/decisions/0078).
  const [categories, typeCategories] = await Promise.all([
    rows<{ title: string; path: string }>(db, sql`select title, path from categories order by length(path), id`),
    loadTypeCategories(db),
  ]);
  const snapshot: SearchSnapshot = {
    version,
    categories: categories.map((c) => ({ title: c.title, lower: c.title.toLowerCase(), path: c.path, trigrams: trigramsOf(c.title) })),
    typeCategories,
    orders,
    valueKey: Int32Array.from(values.map((v) => v.key)),
    n,
    ids,
    prices,
    types,
    typeIndex,
    byType: typeLists.map((l) => Int32Array.from(l)),
    indexOf,
    facetStart,
    facetValue: facetValue.subarray(0, count),
    values,
    keys,
    valueLookup,
    ranks,
    stopGroups: new LRUCache<string, true>({ max: 256 }),
    similarWords: new LRUCache<string, string[]>({ max: 4_096 }),
    // About 0.5–1 KiB a tile: at most 10,000 tiles (a few hundred pages of results) and 8 MiB.
    tiles: new LRUCache<number, SnapshotTile>({
      max: 10_000,
      maxSize: 8 * 1024 * 1024,
      sizeCalculation: (t) => 200 + JSON.stringify(t.row).length * 2 + t.variants.length * 40,
    }),
    popularTiles: new Map(),
    popularTilesLoading: null,
    parts: new LRUCache<string, Int32Array>({ max: 256, maxSize: 16 * 1024 * 1024, sizeCalculation: (a) => Math.max(1, a.byteLength) }),
    // The key (up to a few KiB: a filter address may be 4,000 characters) is held as long as its listing.
    listings: new LRUCache<string, SnapshotListing>({
      max: 1_000,
      maxSize: 16 * 1024 * 1024,
      sizeCalculation: (listing, key) => listingBytes(listing) + key.length * 2,
    }),
  };
  // The property phrases staff defined (a handful): each a regular expression over every product's
  // texts, found now rather than by the first shopper who asks. A phrase added later is found then.
  const phrases = await rows<{ phrase: string }>(
    db,
    sql`select distinct substr(target, 6) as phrase from search_synonyms where target like 'text:%' order by 1 limit 64`,
  );
  for (const { phrase } of phrases)
    await part(db, snapshot, `text\u0000${phrase}`, sql`select p.id from products p where ${textCondition(phrase)}`);
  return snapshot;
}

/** Product indices whose ids `query` answers, sorted; kept in the snapshot's bounded part cache. */
async function part(db: Db, snapshot: SearchSnapshot, name: string, query: SQL): Promise<Int32Array> {
  const hit = snapshot.parts.get(name);
  if (hit) return hit;
  const found = await rows<{ id: number }>(db, query);
  const list: number[] = [];
  for (const { id } of found) {
    const i = snapshot.indexOf.get(id);
    if (i !== undefined) list.push(i);
  }
  const indices = Int32Array.from(list.sort((a, b) => a - b));
  snapshot.parts.set(name, indices);
  return indices;
}

/** A full-text group's products, or null for a group of stop words only (to_tsquery leaves it out). */
async function ftsPart(db: Db, snapshot: SearchSnapshot, group: string): Promise<Int32Array | null> {
  const name = `fts\u0000${group}`;
  if (snapshot.stopGroups.has(name)) return null;
  if (!snapshot.parts.has(name)) {
    const [probe] = await rows<{ empty: boolean }>(db, sql`select numnode(to_tsquery('dutch', ${group})) = 0 as empty`);
    if (probe?.empty) {
      snapshot.stopGroups.set(name, true);
      return null;
    }
  }
  return part(db, snapshot, name, sql`select p.id from products p where p.search_vector @@ to_tsquery('dutch', ${group})`);
}

/** Splits an expanded tsquery text '(a | b) & (c)' into its AND-ed groups. */
export function queryGroups(query: string): string[] {
  return query.split(' & ').map((g) => g.trim());
}

export interface SnapshotScope {
  query: string | null;
  types: string[];
  texts: string[];
}

export interface SnapshotListing {
  facetRows: Array<{ key: string; value: string; title: string; count: number }>;
  bounds: { min: number | null; max: number | null };
  total: number;
  /** The page's product ids in order, or null when the page must be ranked in SQL (ts_rank). */
  pageIds: number[] | null;
  /** Every matched product id (for ranking in SQL), only when pageIds is null. */
  matchedIds: readonly number[] | null;
}

/**
 * The search listing's counts and page from the snapshot: the same meaning as overview.ts's SQL
 * (facet counts disjunctive per group, price bounds under the facet selections only, total under
 * everything). Answers null for a facet group the snapshot does not know (the SQL path answers).
 */
export async function snapshotListing(
  db: Db,
  snapshot: SearchSnapshot,
  scope: SnapshotScope,
  state: ListingState,
  facetKeys: string[],
  sort: SortValue,
  page: { limit: number; offset: number },
  showFilters: boolean,
): Promise<SnapshotListing> {
  const key = JSON.stringify([
    scope.types,
    scope.texts,
    scope.query,
    [...state.selections]
      .filter(([k, list]) => facetKeys.includes(k) && list.length > 0)
      .map(([k, list]) => [k, [...list].sort()])
      .sort(),
    state.price,
    facetKeys,
    sort,
    page.limit,
    page.offset,
    showFilters,
  ]);
  const kept = listingsKept ? snapshot.listings.get(key) : undefined;
  if (kept) {
    listingsReused++;
    return kept;
  }
  listingsWorkedOut++;
  const listing = await workOutListing(db, snapshot, scope, state, facetKeys, sort, page, showFilters);
  // Frozen all the way down: every later search with the same key gets this object.
  for (const row of listing.facetRows) Object.freeze(row);
  Object.freeze(listing.facetRows);
  Object.freeze(listing.bounds);
  if (listing.pageIds) Object.freeze(listing.pageIds);
  // Not matchedIds (read-only by its type): up to every product's id, joined into a statement by each
  // relevance search, and a frozen array joins about 1.4 times slower.
  if (listingsKept) snapshot.listings.set(key, Object.freeze(listing));
  return listing;
}

/** Turned off by the benchmark to measure every listing worked out (as before 0085) in the same run. */
let listingsKept = true;
export function setSearchListingsKept(on: boolean): void {
  listingsKept = on;
}
let listingsReused = 0;
let listingsWorkedOut = 0;
/** How many listings were worked out and how many taken from a snapshot's kept ones (for the benchmark's note). */
export function listingCounts(): { workedOut: number; reused: number } {
  return { workedOut: listingsWorkedOut, reused: listingsReused };
}

/** About the bytes a kept listing holds. */
function listingBytes(l: SnapshotListing): number {
  return 200 + l.facetRows.length * 120 + ((l.pageIds?.length ?? 0) + (l.matchedIds?.length ?? 0)) * 8;
}

async function workOutListing(
  db: Db,
  snapshot: SearchSnapshot,
  scope: SnapshotScope,
  state: ListingState,
  facetKeys: string[],
  sort: SortValue,
  page: { limit: number; offset: number },
  showFilters: boolean,
): Promise<SnapshotListing> {
  const { n } = snapshot;
  // 1. The scope: type lists, then every part's product set.
  let candidates: Int32Array | null = null;
  if (scope.types.length > 0) {
    const lists = scope.types
      .map((t) => snapshot.typeIndex.get(t))
      .filter((t): t is number => t !== undefined)
      .map((t) => snapshot.byType[t]!);
    candidates = lists.length === 1 ? lists[0]! : Int32Array.from(lists.flatMap((l) => [...l]).sort((a, b) => a - b));
  }
  const sets: Int32Array[] = [];
  for (const phrase of scope.texts) {
    sets.push(await part(db, snapshot, `text\u0000${phrase}`, sql`select p.id from products p where ${textCondition(phrase)}`));
  }
  if (scope.query) {
    let groups = 0;
    for (const group of queryGroups(scope.query)) {
      // A group of stop words only is left out of the whole query by to_tsquery: no condition.
      const found = await ftsPart(db, snapshot, group);
      if (!found) continue;
      groups++;
      sets.push(found);
    }
    if (groups === 0) sets.push(new Int32Array(0));
  }
  // A product is in scope when every set holds it: its mark reaches the number of sets (at most 255 parts).
  let inScope: Uint8Array | null = null;
  const need = sets.length;
  if (need > 0) {
    inScope = new Uint8Array(n);
    const first = sets[0]!;
    for (let j = 0; j < first.length; j++) inScope[first[j]!] = 1;
    for (let s = 1; s < need; s++) {
      const set = sets[s]!;
      for (let j = 0; j < set.length; j++) if (inScope[set[j]!] === s) inScope[set[j]!] = s + 1;
    }
    // Walk only the products of the smallest set when there is no type list.
    if (!candidates) candidates = sets.reduce((a, b) => (b.length < a.length ? b : a));
  }

  // 2. Selections: per key number, the selected value numbers.
  const keyCount = snapshot.keys.length;
  const selectedGroups: number[] = [];
  const selectedValue = new Uint8Array(snapshot.values.length);
  // Key number → its selected group (-1: not selected).
  const groupOf = new Int32Array(keyCount + 1).fill(-1);
  for (const [key, list] of state.selections) {
    if (!facetKeys.includes(key) || list.length === 0) continue;
    const k = snapshot.keys.indexOf(key);
    const g = selectedGroups.length;
    selectedGroups.push(k);
    if (k >= 0) groupOf[k] = g;
    for (const value of list) for (const v of snapshot.valueLookup.get(`${key}\u0000${value}`) ?? []) selectedValue[v] = 1;
  }
  const shownKey = new Uint8Array(keyCount);
  for (const key of facetKeys) {
    const k = snapshot.keys.indexOf(key);
    if (k >= 0) shownKey[k] = 1;
  }
  const price = state.price ? { min: state.price.min * 100, max: state.price.max * 100 + 99 } : null;

  // 3. One walk: which selected groups each product fails, then bounds, counts and matches.
  const counts = new Int32Array(snapshot.values.length);
  const matched: number[] = [];
  let min: number | null = null;
  let max: number | null = null;
  const allPass = (1 << selectedGroups.length) - 1;
  const { facetStart, facetValue, valueKey, prices } = snapshot;
  const anySelected = selectedGroups.length > 0;
  const visit = (i: number) => {
    if (inScope !== null && inScope[i] !== need) return;
    const from = facetStart[i]!;
    const to = facetStart[i + 1]!;
    let pass = 0;
    if (anySelected) {
      for (let r = from; r < to; r++) {
        const v = facetValue[r]!;
        if (selectedValue[v]) pass |= 1 << groupOf[valueKey[v]!]!;
      }
    }
    const failed = allPass & ~pass;
    const p = prices[i]!;
    if (failed === 0) {
      if (min === null || p < min) min = p;
      if (max === null || p > max) max = p;
    }
    if (price && (p < price.min || p > price.max)) return;
    if (failed === 0) matched.push(i);
    if (!showFilters) return;
    // Failing exactly one selected group: it counts for that group's values only (disjunctive).
    const onlyGroup = failed === 0 ? -1 : (failed & (failed - 1)) === 0 ? 31 - Math.clz32(failed) : -2;
    if (onlyGroup === -2) return;
    for (let r = from; r < to; r++) {
      const v = facetValue[r]!;
      const k = valueKey[v]!;
      if (!shownKey[k]) continue;
      if (onlyGroup === -1 || groupOf[k] === onlyGroup) counts[v]!++;
    }
  };
  if (candidates) for (let j = 0; j < candidates.length; j++) visit(candidates[j]!);
  else for (let i = 0; i < n; i++) visit(i);

  const facetRows: SnapshotListing['facetRows'] = [];
  if (showFilters) {
    for (let v = 0; v < counts.length; v++) {
      if (counts[v]! > 0) {
        const value = snapshot.values[v]!;
        facetRows.push({ key: snapshot.keys[value.key]!, value: value.value, title: value.title, count: counts[v]! });
      }
    }
  }
  const bounds = showFilters ? { min, max } : { min: null, max: null };

  // 4. The page: by the sort's precomputed positions; a relevance order of a full-text query ranks in SQL.
  if (sort === 'relevantie' && scope.query) {
    return { facetRows, bounds, total: matched.length, pageIds: null, matchedIds: matched.map((i) => snapshot.ids[i]!) };
  }
  const rank = snapshot.ranks[sort as RankedSort];
  const end = Math.min(matched.length, page.offset + page.limit);
  let pageIds: number[] = [];
  if (page.offset < matched.length && matched.length <= 512) {
    matched.sort((a, b) => rank[a]! - rank[b]!);
    pageIds = matched.slice(page.offset, end).map((i) => snapshot.ids[i]!);
  } else if (page.offset < matched.length) {
    // Many matches: walk the sort order until the page is full rather than sorting them all.
    const isMatched = new Uint8Array(n);
    for (const i of matched) isMatched[i] = 1;
    const order = snapshot.orders[sort as RankedSort];
    let seen = 0;
    for (let j = 0; j < n && seen < end; j++) {
      const i = order[j]!;
      if (!isMatched[i]) continue;
      if (seen >= page.offset) pageIds.push(snapshot.ids[i]!);
      seen++;
    }
  }
  return { facetRows, bounds, total: matched.length, pageIds, matchedIds: null };
}
