// What happens after a search (docs/decisions/0050 "Click-through and the category redirect"):
// the short signed id a search's result links carry (?z=), counting one click per search event, and the
// category a bare type term names well enough to go straight to its overview.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cacheKey, createCache, jsonBytes } from '../../lib/cache';
import { hmacSignature, safeEqual } from '../../lib/signing/node';
import { SEARCH_CLICK_PATTERN } from '#contract/operations/catalog';
import { flushSearchEvents, searchAnswerOffDatabase } from './search-events';
import type { SearchSnapshot } from './search-snapshot';
import { TYPE_LABELS, type Understanding } from './query-understanding';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

// The clicks' own key, derived from the API secret: a click id is good for nothing else.
const clickKey = (secret: string) => `search-click:${secret}`;
const SIGNATURE_LENGTH = 16;

/** `<event id in base 36>.<16 characters of its HMAC>`: short enough for a link, not guessable. */
export function searchClickId(eventId: number, secret: string): string {
  const id = eventId.toString(36);
  return `${id}.${hmacSignature(id, clickKey(secret)).slice(0, SIGNATURE_LENGTH)}`;
}

/** The search event a click id names, or null for anything not signed by this shop. */
export function readSearchClickId(z: string, secret: string): number | null {
  if (!SEARCH_CLICK_PATTERN.test(z)) return null;
  const [id, signature] = z.split('.') as [string, string];
  if (!safeEqual(signature, hmacSignature(id, clickKey(secret)).slice(0, SIGNATURE_LENGTH))) return null;
  const eventId = Number.parseInt(id, 36);
  return Number.isSafeInteger(eventId) && eventId > 0 ? eventId : null;
}

/**
 * Marks the search event as clicked. A search counts at most one click: a second click from the same
 * results, a reloaded or shared product link and a replayed id change nothing (counted: false).
 */
export async function recordSearchClick(db: Db, z: string, secret: string): Promise<boolean> {
  const eventId = readSearchClickId(z, secret);
  if (eventId === null) return false;
  // The event may still wait to be written (docs/decisions/0078).
  await flushSearchEvents(db);
  const updated = await rows<{ id: unknown }>(
    db,
    sql`update search_events set clicked = true where id = ${eventId} and not clicked returning id`,
  );
  return updated.length > 0;
}

// Which category each product type names: read from the catalogue, kept ten minutes like the vocabulary.
const typeCategories = createCache<Record<string, string>>({
  name: 'search type categories',
  ttlMs: 10 * 60_000,
  maxEntries: 20,
  maxBytes: 256 * 1024,
  sizeOf: jsonBytes,
});

/**
 * Per product type, the path of the one category that is its overview: titled as the type is named
 * ('Hoeslakens' for hoeslaken), holding nothing but that type and at least three quarters of its
 * products. Two such categories with as many products each (one category listed twice in the menu, as
 * /vloerkleden/ and /wonen/vloerkleden/) are taken as one overview: the shortest path. Candidates of
 * different sizes mean the type names no one category: no redirect.
 */
export async function loadTypeCategories(db: Db): Promise<Record<string, string>> {
  const found = await rows<{ type: string; path: string; title: string; n: number; total: number }>(
    db,
    sql`with per_type as (select product_type, count(*)::int as total from products group by product_type),
      pure as (
        select pc.category_id, min(p.product_type) as type, count(*)::int as n
        from product_categories pc join products p on p.id = pc.product_id
        group by pc.category_id having count(distinct p.product_type) = 1
      )
      select pure.type, c.path, c.title, pure.n, per_type.total
      from pure join categories c on c.id = pure.category_id join per_type on per_type.product_type = pure.type
      where pure.n * 4 >= per_type.total * 3
      order by pure.type, length(c.path), c.path`,
  );
  const byType = new Map<string, Array<{ path: string; n: number }>>();
  for (const row of found) {
    const label = TYPE_LABELS[row.type];
    if (!label || row.title.trim().toLowerCase() !== label.toLowerCase()) continue;
    byType.set(row.type, [...(byType.get(row.type) ?? []), { path: row.path, n: row.n }]);
  }
  const answer: Record<string, string> = {};
  for (const [type, candidates] of byType) {
    if (new Set(candidates.map((c) => c.n)).size === 1) answer[type] = `/${candidates[0]!.path}/`;
  }
  return answer;
}

/**
 * The overview a term goes straight to: only a bare product type as the shopper typed it (a plural,
 * synonym or glued compound is fine, a typo is not: that search shows "Bedoelde je …"), with no size,
 * attribute, property or free word, naming exactly one type that has exactly one category.
 */
export async function categoryRedirect(db: Db, u: Understanding, snapshot?: SearchSnapshot | null): Promise<string | null> {
  if (u.types.length !== 1 || u.sizeText !== null || u.sizes.length > 0 || u.facets.length > 0) return null;
  if (u.texts.length > 0 || u.rest.length > 0 || u.corrections.length > 0) return null;
  // The search's snapshot keeps the map for its catalogue version (docs/decisions/0078); without one, the ten-minute cache.
  const categories =
    snapshot && searchAnswerOffDatabase() ? snapshot.typeCategories : await typeCategories.load(cacheKey(db), () => loadTypeCategories(db));
  return categories[u.types[0]!] ?? null;
}

/** Forgets the type → category map (tests that change the catalogue). */
export function forgetTypeCategories(): void {
  typeCategories.clear();
}
