// Search suggestions, brands and the sitemap.
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import type { Brand, Sitemap, Suggestions } from '#contract/schemas/catalog';
import { cacheKey, createCache, jsonBytes } from '../../lib/cache';
import { getOverview, searchCondition, type ListingScope } from './overview';
import type { ListingState } from './listing-query';
import {
  describeUnderstanding,
  understand,
  TYPE_LABELS,
  type CatalogueFacet,
  type CatalogueSize,
  type SynonymRow,
  type Understanding,
  type UnderstoodFacet,
  type Vocabulary,
} from './query-understanding';
import { expandSearchQuery } from './search-index';
import { currentSearchSnapshot, type SearchSnapshot } from './search-snapshot';
import { wordSimilarTo } from './trigrams';
import { queueSearchEvent, searchAnswerOffDatabase } from './search-events';
import type { SearchOverview, SearchUnderstanding } from '#contract/schemas/catalog';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Normalises a search term: trimmed, single spaces, lower case. */
export function normaliseSearchTerm(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();
}

/** docs/requirements/catalogue-and-search.md#validation: suggestions for terms of 3 to 100 characters: products, categories and brands. */
// Suggestions depend only on the term and the catalogue, which changes only when it is reloaded
// (a restart). Cache policy (lib/cache): key = the database handle (by identity: tests and instances
// never share answers) and the normalised term; ten minutes; at most 2,000 terms and 8 MiB. Typed
// prefixes repeat all day, and on PGlite's single connection eight shoppers typing at once would
// otherwise queue behind each other; a burst of the same term runs once.
const suggestionCache = createCache<Suggestions>({
  name: 'search suggestions',
  ttlMs: 10 * 60_000,
  maxEntries: 2_000,
  maxBytes: 8 * 1024 * 1024,
  sizeOf: jsonBytes,
});

export function getSuggestions(db: Db, rawTerm: string): Promise<Suggestions> {
  const term = normaliseSearchTerm(rawTerm);
  return suggestionCache.load(cacheKey(db, term), () => findSuggestions(db, term));
}

async function findSuggestions(db: Db, term: string): Promise<Suggestions> {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const query = await expandSearchQuery(db, term, { prefix: true });
  const [products, categories, brands] = await Promise.all([
    query
      ? rows<{ title: string; slug: string; image: string | null; price: number }>(
          db,
          // The most popular matches first; the image only for the six that are shown.
          sql`select p.title, p.slug, p.price,
              (select i.url from product_images i where i.product_id = p.id and i.position = 0) as image
            from products p
            where ${searchCondition(query)}
            order by p.popularity desc, p.id
            limit 6`,
        )
      : Promise.resolve([]),
    rows<{ title: string; path: string }>(
      db,
      sql`select c.title, c.path from categories c
        where lower(c.title) like ${like} or ${term} <% lower(c.title)
        order by (lower(c.title) like ${like}) desc, similarity(${term}, lower(c.title)) desc, length(c.path), c.id
        limit 4`,
    ),
    rows<{ title: string; slug: string }>(
      db,
      sql`select b.title, b.slug from brands b
        where lower(b.title) like ${like} or ${term} <% lower(b.title)
        order by similarity(${term}, lower(b.title)) desc, b.title limit 3`,
    ),
  ]);
  return {
    search_term: term,
    queries: await suggestedSearches(db, term),
    products: products.map((p) => ({ title: p.title, url: `/${p.slug}.html`, image: p.image, price: p.price })),
    categories: categories.map((c) => ({ title: c.title, url: `/${c.path}/` })),
    brands: brands.map((b) => ({ title: b.title, url: `/brands/${b.slug}/` })),
  };
}

export async function listBrands(db: Db): Promise<Brand[]> {
  const list = await rows<{ id: number; slug: string; title: string; product_count: number }>(
    db,
    sql`select b.id, b.slug, b.title, count(p.id)::int as product_count
      from brands b left join products p on p.brand_id = b.id
      group by b.id, b.slug, b.title order by lower(b.title)`,
  );
  return list.map((b) => ({ ...b, url: `/brands/${b.slug}/` }));
}

export async function findBrand(db: Db, slug: string) {
  const [brand] = await rows<{ id: number; slug: string; title: string; description_html: string }>(
    db,
    sql`select id, slug, title, description_html from brands where slug = ${slug.toLowerCase()}`,
  );
  return brand ?? null;
}

export async function getSitemap(db: Db, components: Set<string>): Promise<Sitemap> {
  const [categories, brands, services] = await Promise.all([
    components.has('categories')
      ? rows<{ title: string; path: string; kind: string }>(db, sql`select title, path, kind from categories order by path`)
      : Promise.resolve([]),
    components.has('brands') ? listBrands(db) : Promise.resolve([]),
    components.has('services')
      ? rows<{ title: string; slug: string }>(db, sql`select title, slug from pages where kind = 'service' order by title`)
      : Promise.resolve([]),
  ]);
  return {
    categories: categories.map((c) => ({ title: c.title, url: `/${c.path}/`, kind: c.kind, depth: c.path.split('/').length - 1 })),
    // A brand without products would be an empty page: not worth a shopper's or a crawler's visit.
    brands: brands.filter((b) => b.product_count > 0).map((b) => ({ title: b.title, url: b.url })),
    services: services.map((s) => ({ title: s.title, url: `/service/${s.slug}/` })),
  };
}

// ---------------------------------------------------------------------------------------------
// Search that understands the term (docs/decisions/0050)

/** Facet groups whose values a term can name ('wit', 'katoen', 'zomer', 'stevig'). */
const ATTRIBUTE_FACETS = ['kleur', 'materiaal', 'warmteklasse', 'hardheid'];

interface CatalogueWords {
  types: string[];
  sizes: CatalogueSize[];
  facets: CatalogueFacet[];
  titleWords: string[];
}

// The catalogue's types, sizes and facet values follow the catalogue's change counter (catalogue_changes,
// migration 0041, bumped in the changing transaction): when it moved, the words are read again in the
// background, at most once a minute per database handle, while searches go on with the words they had
// (reading them takes 18–42 s at 100,000 products: no search waits for it, docs/decisions/0067). Only the
// very first search of a process waits. The synonyms are staff's to edit and take effect at once: every
// search reads their signature with the counter, in one statement, and reloads them when it moved.
const WORDS_MIN_INTERVAL_MS = 60_000;
interface WordsState {
  words: CatalogueWords | null;
  version: number;
  loadedAt: number;
  loading: Promise<void> | null;
}
let wordsStates = new WeakMap<object, WordsState>();
const synonymCache = new WeakMap<object, { signature: string; vocabulary: Vocabulary; words: CatalogueWords }>();

async function loadCatalogueWords(db: Db): Promise<CatalogueWords> {
  const [types, sizes, facets, titleWords] = await Promise.all([
    rows<{ type: string }>(db, sql`select distinct product_type as type from products order by 1`),
    rows<CatalogueSize>(
      db,
      sql`select distinct p.product_type as type, f.value, f.title from product_facets f join products p on p.id = f.product_id where f.key = 'maat'`,
    ),
    rows<CatalogueFacet>(
      db,
      sql`select distinct key, value, title from product_facets where key in (${sql.join(
        ATTRIBUTE_FACETS.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    ),
    // Words of five letters or more in the titles: typed as written, they are not corrected (query-understanding.ts).
    rows<{ word: string }>(
      db,
      sql`select distinct w as word from products, regexp_split_to_table(lower(title), '[^[:alpha:]]+') as w where length(w) >= 5`,
    ),
  ]);
  return { types: types.map((t) => t.type), sizes, facets, titleWords: titleWords.map((t) => t.word) };
}

function reloadWords(db: Db, state: WordsState, version: number): Promise<void> {
  state.loading ??= loadCatalogueWords(db)
    .then((words) => {
      state.words = words;
      state.version = version;
      state.loadedAt = Date.now();
    })
    .finally(() => {
      state.loading = null;
    });
  return state.loading;
}

/** The catalogue's words of this database: the kept ones (a reload started when the counter moved), or the first load. */
async function catalogueWords(db: Db, version: number): Promise<CatalogueWords> {
  let state = wordsStates.get(db);
  if (!state) {
    state = { words: null, version: -1, loadedAt: 0, loading: null };
    wordsStates.set(db, state);
  }
  if (!state.words) {
    await reloadWords(db, state, version);
    return state.words!;
  }
  if (state.version !== version && !state.loading && Date.now() - state.loadedAt >= WORDS_MIN_INTERVAL_MS)
    // A failed background read is tried again by a later search; the kept words serve meanwhile.
    reloadWords(db, state, version).catch(() => {});
  return state.words;
}

/** The vocabulary query understanding reads: the catalogue's words and the current synonyms. */
export async function searchVocabulary(db: Db): Promise<Vocabulary> {
  return (await searchContext(db)).vocabulary;
}

interface Signature {
  /** The synonyms' count and newest change ('n|at'). */
  synonyms: string;
  /** The catalogue's change counter (catalogue_changes, migrations 0041 and 0044). */
  version: number;
}

function readSignature(db: Db): Promise<Signature> {
  return rows<{ n: number; at: string | null; version: string | number | null }>(
    db,
    sql`select count(*)::int as n, max(updated_at)::text as at, (select version from catalogue_changes where id = 1) as version from search_synonyms`,
  ).then(([sig]) => ({ synonyms: `${sig?.n ?? 0}|${sig?.at ?? ''}`, version: Number(sig?.version ?? -1) }));
}

// One freshness check in flight per database, shared by the searches that wait for it (docs/decisions/0080).
// A search only takes the answer of a check whose statement was sent after the search arrived: when one is
// already running (sent earlier, it may predate a staff edit this search must see), the search waits for the
// next one, which every search arriving meanwhile shares. So ten concurrent searches send two statements,
// not ten, and a change committed before a search began is always seen by it.
interface CheckState {
  running: Promise<Signature> | null;
  next: Promise<Signature> | null;
}
const checkStates = new WeakMap<object, CheckState>();
/** Statements sent by the shared check (for tests: concurrent searches share them). */
let checksSent = 0;
export function searchChecksSent(): number {
  return checksSent;
}
/** Turned off by the benchmark to measure one statement per search (as before 0080) in the same run. */
let checksShared = true;
export function setSearchChecksShared(on: boolean): void {
  checksShared = on;
}

function startCheck(db: Db, state: CheckState): Promise<Signature> {
  checksSent++;
  const check: Promise<Signature> = readSignature(db).finally(() => {
    if (state.running === check) state.running = null;
  });
  state.running = check;
  return check;
}

/** The synonyms' signature and the catalogue's counter, as read by a statement sent after this call. */
export function freshSignature(db: Db): Promise<Signature> {
  if (!checksShared) {
    checksSent++;
    return readSignature(db);
  }
  let state = checkStates.get(db);
  if (!state) {
    state = { running: null, next: null };
    checkStates.set(db, state);
  }
  const running = state.running;
  if (running === null) return startCheck(db, state);
  let next = state.next;
  if (next === null) {
    const s = state;
    next = running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        s.next = null;
        return startCheck(db, s);
      });
    s.next = next;
  }
  return next;
}

/**
 * What one search reads first, in one primary-key statement shared by concurrent searches
 * (freshSignature): the synonyms' signature and the catalogue's change counter. The counter is passed
 * on to the snapshot check (search-snapshot.ts), so a search answered from the snapshot reads it once.
 */
async function searchContext(db: Db): Promise<{ vocabulary: Vocabulary; version: number }> {
  const { synonyms: signature, version } = await freshSignature(db);
  const words = await catalogueWords(db, version);
  const cached = synonymCache.get(db);
  if (cached && cached.signature === signature && cached.words === words) return { vocabulary: cached.vocabulary, version };
  const synonyms = await rows<SynonymRow>(
    db,
    sql`select phrase, kind, product_type as "productType", target from search_synonyms order by id`,
  );
  const vocabulary: Vocabulary = { ...words, synonyms };
  synonymCache.set(db, { signature, vocabulary, words });
  return { vocabulary, version };
}

/** Forgets the catalogue's words (after the catalogue changed): the next search reads them first. */
export function forgetSearchVocabulary(): void {
  wordsStates = new WeakMap();
}

export interface SearchRequest {
  term: string;
  state: ListingState;
  cumulative: boolean;
  numberOfFilters?: number;
}

// Understood terms (docs/decisions/0050, search latency): understand() is pure on the vocabulary, so its answer
// is kept per vocabulary object. A new vocabulary (synonyms edited, catalogue words reloaded) gets a
// new, empty cache, so nothing stale is ever read. Bounded: at most 1,000 terms per vocabulary
// (a burst of distinct terms evicts the oldest), and terms over 200 characters are not kept.
const UNDERSTOOD_MAX = 1_000;
const understoodCache = new WeakMap<Vocabulary, LRUCache<string, Understanding>>();

/** How many understood terms the cache holds for this database's current vocabulary (for tests). */
export async function understoodCacheSize(db: Db): Promise<number> {
  return understoodCache.get(await searchVocabulary(db))?.size ?? 0;
}
export const UNDERSTOOD_CACHE_MAX = UNDERSTOOD_MAX;

/** The term's understanding for one database (pure understand() on the cached vocabulary). */
export async function understandTerm(db: Db, term: string, known?: Vocabulary): Promise<Understanding> {
  const vocabulary = known ?? (await searchVocabulary(db));
  if (term.length > 200) return understand(term, vocabulary);
  let cache = understoodCache.get(vocabulary);
  if (!cache) {
    cache = new LRUCache<string, Understanding>({ max: UNDERSTOOD_MAX });
    understoodCache.set(vocabulary, cache);
  }
  const hit = cache.get(term);
  if (hit) return hit;
  const u = understand(term, vocabulary);
  cache.set(term, u);
  return u;
}

interface Attempt {
  scope: ListingScope;
  state: ListingState;
  linkTerm: string;
  label: string | null;
  sizeTitles: string[];
}

function withSelections(state: ListingState, extra: Map<string, string[]>): ListingState {
  const selections = new Map(state.selections);
  for (const [key, values] of extra) if (!selections.has(key) && values.length > 0) selections.set(key, [...new Set(values)].sort());
  return { ...state, selections };
}

/**
 * GET /v1/catalog/search: the term is understood first. A recognised type narrows to that type; a
 * size and attribute words become the overview's own filters (shown active and removable: the
 * listing's links carry them as filters and the term without those words); property words must
 * appear in the product's texts; what is left is matched as free text. Nothing found: the least
 * important parts are left out one by one and the answer says so; at worst the best sellers.
 */
export async function searchCatalogue(db: Db, request: SearchRequest): Promise<SearchOverview> {
  return (await searchAndUnderstand(db, request)).overview;
}

/** searchCatalogue, with the term's understanding (the route's category redirect reads it: no second statement). */
export async function searchAndUnderstand(
  db: Db,
  request: SearchRequest,
): Promise<{ overview: SearchOverview; understanding: Understanding; snapshot: SearchSnapshot | null }> {
  const { term, state, cumulative } = request;
  const numberOfFilters = request.numberOfFilters ?? 3;
  // The vocabulary and the catalogue's counter once per search, in one statement.
  const { vocabulary, version } = await searchContext(db);
  // The current snapshot (null: being built, or the catalogue changed) keeps the term words' close
  // catalogue words for its version; without it every word is looked up as before.
  const snapshot = await currentSearchSnapshot(db, version);
  const similarWords = snapshot?.similarWords;
  const u = await understandTerm(db, term, vocabulary);
  const understood = u.types.length > 0 || u.sizes.length > 0 || u.facets.length > 0 || u.texts.length > 0;
  const sizesByValue = new Map(u.sizes.map((s) => [s.value, s.title]));
  const attempt = async (parts: AttemptParts): Promise<Attempt> => {
    const extra = new Map<string, string[]>();
    if (parts.size && u.sizes.length > 0) extra.set('maat', [...sizesByValue.keys()]);
    if (parts.facets) for (const f of u.facets) if (f !== parts.withoutFacet) extra.set(f.key, [...(extra.get(f.key) ?? []), f.value]);
    const nextState = withSelections(state, extra);
    const rest = parts.rest ? u.rest : [];
    const query = !understood
      ? await expandSearchQuery(db, term, { similarWords })
      : rest.length > 0
        ? await expandSearchQuery(db, rest.join(' '), { similarWords })
        : null;
    const keptWords = [
      ...(parts.types ? u.typeWords : []),
      ...(parts.texts ? u.texts.map((t) => t.words) : []),
      ...rest,
      // A size that named no catalogue size stays in the term, so the shopper sees it.
      ...(u.sizeText && u.sizes.length === 0 && parts.size ? [u.sizeText] : []),
    ];
    const linkTerm = understood ? keptWords.join(' ').trim() || term : term;
    const selectedSizes = (nextState.selections.get('maat') ?? []).map((v) => sizesByValue.get(v) ?? v);
    const facetTitles = u.facets.filter((f) => nextState.selections.get(f.key)?.includes(f.value)).map((f) => f.title);
    const types = parts.types ? u.types : [];
    return {
      scope: { kind: 'search', term, query, types, texts: parts.texts ? u.texts.map((t) => t.phrase) : [] },
      state: nextState,
      linkTerm,
      label: describeUnderstanding(types, selectedSizes, [...facetTitles, ...(parts.texts ? u.texts.map((t) => t.phrase) : [])]),
      sizeTitles: selectedSizes,
    };
  };
  const all = { types: true, size: true, facets: true, texts: true, rest: true };
  const first = await attempt(all);
  // Product links open with the variant of the chosen size, read with the tiles (overview.ts tileQuery).
  const titlesOf = (values: string[]) => [...new Set(vocabulary.sizes.filter((s) => values.includes(s.value)).map((s) => s.title))];
  const primary = titlesOf(first.state.selections.get('maat') ?? []);
  const run: Run = (a, otherSizes = []) =>
    getOverview(db, {
      scope: a.scope,
      base: { path: '/zoeken/', searchTerm: a.linkTerm },
      state: a.state,
      numberOfFilters,
      cumulative,
      catalogueVersion: version,
      variantSizes: { primary, secondary: titlesOf(otherSizes) },
    });
  let overview = await run(first);
  const answer: SearchUnderstanding = {
    term: first.linkTerm,
    label: first.label,
    corrections: u.corrections,
    relaxed: null,
    fallback: null,
    categories: [],
  };
  // Only what the search read is relaxed; filters the shopper chose stay as they are.
  const sizeUnknown = u.sizeText !== null && u.sizes.length === 0 && u.types.length > 0;
  if ((overview.pagination.total === 0 || sizeUnknown) && state.selections.size === 0 && state.price === null) {
    // The nearest categories depend on the term only: read while the relaxed attempts run.
    const [relaxed, categories] = await Promise.all([
      relax(db, vocabulary, u, first, attempt, run),
      nearestCategories(db, u, term, searchAnswerOffDatabase() ? snapshot : null),
    ]);
    overview = relaxed.overview;
    Object.assign(answer, relaxed.answer);
    answer.categories = categories;
  }
  return { overview: { ...overview, understanding: answer }, understanding: u, snapshot };
}

/** One attempt's listing; `otherSizes` (size values) choose the tiles' variant after the term's own sizes. */
type Run = (a: Attempt, otherSizes?: string[]) => Promise<Awaited<ReturnType<typeof getOverview>>>;

/** What an attempt keeps of the understood term; `withoutFacet` leaves that one facet reading out. */
interface AttemptParts {
  types: boolean;
  size: boolean;
  facets: boolean;
  texts: boolean;
  rest: boolean;
  withoutFacet?: UnderstoodFacet;
}

async function relax(
  db: Db,
  vocabulary: Vocabulary,
  u: Understanding,
  first: Attempt,
  attempt: (parts: AttemptParts) => Promise<Attempt>,
  run: Run,
): Promise<{ overview: Awaited<ReturnType<typeof getOverview>>; answer: Partial<SearchUnderstanding> }> {
  const sizeUnknown = u.sizeText !== null && u.sizes.length === 0;
  const asked = describeUnderstanding(
    u.types,
    u.sizes.length > 0 ? [...new Set(u.sizes.map((s) => s.title))] : u.sizeText ? [u.sizeText] : [],
    [...u.facets.map((f) => f.title), ...u.texts.map((t) => t.phrase)],
  );
  const none = `Geen resultaten voor ${asked ? asked.charAt(0).toLowerCase() + asked.slice(1) : `"${u.term}"`}`;
  // Least important first: property words, free words, colour and other attributes; the size next
  // (another size of the same type: "wel in 180x200"); the type last.
  const steps: Array<{ parts: AttemptParts; dropped: string[] }> = [];
  let parts = { types: true, size: true, facets: true, texts: true, rest: true };
  const dropped: string[] = [];
  if (u.texts.length > 0) {
    parts = { ...parts, texts: false };
    dropped.push(...u.texts.map((t) => t.words));
    steps.push({ parts, dropped: [...dropped] });
  }
  if (u.rest.length > 0 && (u.types.length > 0 || u.sizes.length > 0 || u.facets.length > 0)) {
    parts = { ...parts, rest: false };
    dropped.push(...u.rest);
    steps.push({ parts, dropped: [...dropped] });
  }
  // One attribute the catalogue does not combine with the rest ('Winter' of a duvet beside a fitted sheet's
  // 'Flanel' and 'Navy'): leaving out only that one keeps the others, the last read first. Only an attribute
  // that is the one value of its filter: values of one filter are alternatives ('wit' or 'roze'), so leaving
  // out one of several narrows the listing and cannot find what all of them did not. That also bounds the
  // attempts by the number of filters (ATTRIBUTE_FACETS), not by the words of the term: 'airco wol wit hout
  // roze …' (17 values in 100 characters) ran 17 more listings (attack review 2026-11-29).
  const perKey = new Map<string, number>();
  for (const f of u.facets) perKey.set(f.key, (perKey.get(f.key) ?? 0) + 1);
  const alone = u.facets.filter((f) => perKey.get(f.key) === 1);
  if (u.facets.length > 1 && alone.length > 0)
    for (const f of [...alone].reverse()) steps.push({ parts: { ...parts, withoutFacet: f }, dropped: [...dropped, f.words] });
  if (u.facets.length > 0) {
    parts = { ...parts, facets: false };
    dropped.push(...u.facets.map((f) => f.words));
    steps.push({ parts, dropped: [...dropped] });
  }
  for (const step of sizeUnknown ? [] : steps) {
    const a = await attempt(step.parts);
    const overview = await run(a);
    if (overview.pagination.total > 0) {
      return {
        overview,
        answer: {
          term: a.linkTerm,
          label: a.label,
          relaxed: { message: `${none}; wel zonder ${step.dropped.map((w) => `"${w}"`).join(', ')}`, dropped: step.dropped },
        },
      };
    }
  }
  if (u.sizeText && u.types.length > 0) {
    // The same type in another size: the nearest width that has products.
    const a = await attempt(sizeUnknown ? { ...parts, size: false, rest: false } : { ...parts, size: false });
    const overview = await run(a);
    if (overview.pagination.total > 0) {
      const near = nearestSize(vocabulary, u);
      if (near) {
        const sized: Attempt = {
          ...a,
          state: withSelections(a.state, new Map([['maat', [near.value]]])),
          label: describeUnderstanding(u.types, [near.title], []),
          sizeTitles: [near.title],
        };
        const sizedOverview = await run(sized, [near.value]);
        if (sizedOverview.pagination.total > 0) {
          return {
            overview: sizedOverview,
            answer: {
              term: sized.linkTerm,
              label: sized.label,
              relaxed: { message: `${none}; wel in ${near.title}`, dropped: [...dropped, u.sizeText] },
            },
          };
        }
      }
      return {
        overview,
        answer: {
          term: a.linkTerm,
          label: a.label,
          relaxed: { message: `${none}; wel in andere maten`, dropped: [...dropped, u.sizeText] },
        },
      };
    }
  }
  if (u.types.length > 0 && (u.rest.length > 0 || u.sizeText)) {
    const a = await attempt({ types: true, size: false, facets: false, texts: false, rest: false });
    const overview = await run(a);
    if (overview.pagination.total > 0) {
      const left = [...dropped, ...(u.sizeText ? [u.sizeText] : [])];
      return {
        overview,
        answer: { term: a.linkTerm, label: a.label, relaxed: { message: `${none}; wel ${a.label?.toLowerCase()}`, dropped: left } },
      };
    }
  }
  // Nothing of the term finds anything: the best sellers.
  const best: Attempt = {
    ...first,
    scope: { kind: 'search', term: u.term, query: null, types: [], texts: [] },
    state: { ...first.state, selections: new Map() },
    label: null,
  };
  const overview = await run(best);
  return {
    overview,
    answer: {
      term: u.term,
      label: null,
      fallback: 'bestsellers',
      relaxed: { message: `${none}; dit zijn onze bestsellers`, dropped: [u.term] },
    },
  };
}

/** The catalogue size of the type nearest to what was asked (by width, then length). */
function nearestSize(vocab: Vocabulary, u: Understanding): CatalogueSize | null {
  const nums = (u.sizeText ?? '').match(/\d+/g)?.map(Number) ?? [];
  const [w, l] = [nums[0] ?? 0, nums[1] ?? 0];
  const candidates = vocab.sizes.filter((s) => u.types.includes(s.type));
  if (candidates.length === 0 || nums.length === 0) return null;
  const score = (s: CatalogueSize) => {
    const [sw = 0, sl = 0] = s.title.match(/\d+/g)?.map(Number) ?? [];
    return Math.abs(sw - w) * 10 + (l ? Math.abs(sl - l) : 0);
  };
  return [...candidates].sort((x, y) => score(x) - score(y) || x.title.localeCompare(y.title))[0] ?? null;
}

/** Categories near the term: those named after the recognised type, else like the term. */
async function nearestCategories(
  db: Db,
  u: Understanding,
  term: string,
  snapshot: SearchSnapshot | null,
): Promise<Array<{ title: string; url: string }>> {
  const names = u.types.map((t) => (TYPE_LABELS[t] ?? t).toLowerCase());
  if (snapshot) {
    // The same choice as the statement below, from the snapshot's categories (docs/decisions/0078).
    const parts = names.length > 0 ? names : [term];
    // The first four in the snapshot's order, as `limit 4` below: the walk stops there.
    const similar = wordSimilarTo(term);
    const found: Array<{ title: string; url: string }> = [];
    for (const c of snapshot.categories) {
      if (found.length === 4) break;
      if (parts.some((p) => c.lower.includes(p)) || similar(c.trigrams)) found.push({ title: c.title, url: `/${c.path}/` });
    }
    return found;
  }
  const likes = names.length > 0 ? names.map((n) => `%${n}%`) : [`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`];
  const found = await rows<{ title: string; path: string }>(
    db,
    sql`select c.title, c.path from categories c
      where lower(c.title) like any (${sql.raw('array[')}${sql.join(
        likes.map((l) => sql`${l}`),
        sql`, `,
      )}${sql.raw(']')}) or ${term} <% lower(c.title)
      order by length(c.path), c.id limit 4`,
  );
  return found.map((c) => ({ title: c.title, url: `/${c.path}/` }));
}

/**
 * What a search event keeps in place of a term that holds personal data (docs/decisions/0050): the
 * staff's report still counts the search and what it found, never the address or number itself.
 */
export const PERSONAL_TERM = '(persoonsgegevens, niet bewaard)';

// Shoppers paste order-mail details into the search box. Kept out of search_events: an e-mail address
// (anything with an @), a Dutch or international phone number (0 and nine more digits, or +/00 and a
// country code, spaces, dots and dashes allowed between the digits) and a postcode with its house number
// (1234 ab 12, 12 1234ab) — together they name one home. A postcode alone or a size (160x200) is kept.
const PERSONAL_PATTERNS = [
  /@/,
  /(?:^|[^\d])0(?:[\s.()-]*\d){9}(?!\d)/,
  /(?:\+|(?:^|[^\d])00)\s*[1-9](?:[\s.()-]*\d){7,13}(?!\d)/,
  /(?:^|[^\p{L}\d])[1-9]\d{3}\s?[a-z]{2}(?![\p{L}])[\s,-]*\d{1,5}(?!\d)/iu,
  /(?:^|[^\d])\d{1,5}[a-z]?[\s,-]+[1-9]\d{3}\s?[a-z]{2}(?![\p{L}])/iu,
];

/** True when a search term holds an e-mail address, a phone number or a postcode with house number. */
export function holdsPersonalData(term: string): boolean {
  return PERSONAL_PATTERNS.some((pattern) => pattern.test(term));
}

/**
 * One search event, without personal data: the normalised term (or PERSONAL_TERM when it holds an
 * address or number), how many it found, whether relaxed.
 */
export async function recordSearch(db: Db, term: string, overview: SearchOverview): Promise<number> {
  // A NUL is no text PostgreSQL stores: left out (the answer still went out).
  const kept = holdsPersonalData(term) ? PERSONAL_TERM : term.replaceAll('\u0000', '').slice(0, 100);
  // The id now (from a reserved block), the row shortly after the answer (docs/decisions/0078).
  return queueSearchEvent(db, {
    term: kept,
    results: overview.understanding.relaxed ? 0 : overview.pagination.total,
    relaxed: overview.understanding.relaxed !== null,
  });
}

/**
 * Searches a half-typed term reads as: 'hoeslaken 16' → "Hoeslakens 160x200" (and 160x220 …), a
 * whole 'dekbed tweepersoons' → "Dekbedden in 200x200 of 200x220". Each links to the search with the
 * size as its filter, as the search page itself would.
 */
async function suggestedSearches(db: Db, term: string): Promise<Array<{ title: string; url: string }>> {
  const vocab = await searchVocabulary(db);
  const words = term.split(' ');
  const last = words[words.length - 1] ?? '';
  const partial = /^\d{1,3}$/.test(last) ? last : null;
  const u = understand(partial ? words.slice(0, -1).join(' ') : term, vocab);
  if (u.types.length === 0) return [];
  const base = [...u.typeWords, ...u.texts.map((t) => t.words), ...u.rest].join(' ');
  const link = (sizes: CatalogueSize[]) => {
    const params = new URLSearchParams({ tn_q: base || term });
    for (const v of [...new Set(sizes.map((s) => s.value))].sort()) params.append('tn_fk_maat', v);
    return `/zoeken/?${params.toString()}`;
  };
  if (partial && u.sizes.length === 0) {
    const fitting = vocab.sizes.filter((s) => u.types.includes(s.type) && s.title.startsWith(partial));
    const byTitle = new Map<string, CatalogueSize[]>();
    for (const s of fitting) byTitle.set(s.title, [...(byTitle.get(s.title) ?? []), s]);
    return [...byTitle]
      .sort(([a], [b]) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b))
      .slice(0, 4)
      .map(([title, sizes]) => ({ title: `${describeUnderstanding(u.types, [], []) ?? ''} ${title}`.trim(), url: link(sizes) }));
  }
  if (u.sizes.length > 0) {
    const label = describeUnderstanding(u.types, [...new Set(u.sizes.map((s) => s.title))], []);
    return label ? [{ title: label, url: link(u.sizes) }] : [];
  }
  return [];
}

/** Forgets the cached suggestions (after staff changed the synonyms). */
export function forgetSuggestions(): void {
  suggestionCache.clear();
}
