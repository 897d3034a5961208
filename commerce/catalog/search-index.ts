// Typo-tolerant search on top of PostgreSQL full-text search. Each word of the shopper's term is
// expanded with the catalogue words that look like it (trigram similarity on the small
// search_words table), and the expanded query runs on the products' GIN-indexed tsvector.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rebuilds the vocabulary from the products; run after the catalogue changes (the seed does). */
export async function refreshSearchWords(db: Db): Promise<void> {
  await db.execute(sql`delete from search_words`);
  await db.execute(sql`insert into search_words (word, ndoc)
    select word, ndoc from ts_stat('select to_tsvector(''simple'', search_text) from products')
    where length(word) between 3 and 60 and word ~ '^[[:alpha:]]+$'`);
}

/** Words of a search term: letters and digits only, lower case, at most 8. */
export function searchTokens(term: string): string[] {
  return term
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0 && t.length <= 60)
    .slice(0, 8);
}

/**
 * Close catalogue words per term word, kept by the caller for one catalogue version (the search
 * snapshot's bounded LRU, search-snapshot.ts): search_words is rebuilt from the products, so a word's
 * alternatives change only when the catalogue does.
 */
export interface SimilarWordsCache {
  get(token: string): string[] | undefined;
  set(token: string, words: string[]): unknown;
}

function group(alternatives: Set<string>, token: string, prefixed: boolean): string {
  return [...alternatives].map((w) => (prefixed && w === token ? `${w}:*` : w)).join(' | ');
}

/**
 * The tsquery text for a term: words AND-ed, each OR-ed with its close catalogue words.
 * With `prefix`, the last word also matches as a prefix (search as you type).
 */
export async function expandSearchQuery(
  db: Db,
  term: string,
  { prefix = false, similarWords }: { prefix?: boolean; similarWords?: SimilarWordsCache } = {},
): Promise<string | null> {
  const tokens = searchTokens(term);
  if (tokens.length === 0) return null;
  const groups = await Promise.all(
    tokens.map(async (token, i) => {
      const alternatives = new Set([token]);
      if (token.length >= 4 && /^\p{L}+$/u.test(token)) {
        const known = similarWords?.get(token);
        if (known) {
          for (const word of known) alternatives.add(word);
          return group(alternatives, token, prefix && i === tokens.length - 1);
        }
        const similar = await rows<{ word: string; score: number }>(
          db,
          sql`select word, similarity(word, ${token})::float as score from search_words
            where word % ${token} order by score desc, ndoc desc limit 3`,
        );
        // Only the closest spellings: 'dekbedovertrk' means dekbedovertrek, not kinderdekbedovertrek.
        const best = similar[0]?.score ?? 0;
        for (const { word, score } of similar) if (score >= best - 0.1) alternatives.add(word);
        similarWords?.set(token, [...alternatives]);
      }
      return group(alternatives, token, prefix && i === tokens.length - 1);
    }),
  );
  return groups.map((g) => `(${g})`).join(' & ');
}
