// pg_trgm's `a <% b` (word_similarity(a, b) >= pg_trgm.word_similarity_threshold, 0.6 by default) in
// the process, for the few hundred category titles the search's snapshot keeps (docs/decisions/0078):
// the same words (letters and digits), the same padding ("  word "), the same walk over the second
// string's trigrams as contrib/pg_trgm/trgm_op.c iterate_word_similarity, so the answers agree with the
// database's (search-snapshot.test.ts compares them on the seeded categories).

export const WORD_SIMILARITY_THRESHOLD = 0.6;

/** The trigrams of a string in order (with repeats), as pg_trgm generate_trgm_only makes them. */
export function trigramsInOrder(text: string): string[] {
  const out: string[] = [];
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const chars = [' ', ' ', ...word, ' '];
    for (let i = 0; i + 2 < chars.length; i++) out.push(chars[i]! + chars[i + 1]! + chars[i + 2]!);
  }
  return out;
}

const calc = (count: number, len1: number, len2: number) => count / (len1 + len2 - count);

/** word_similarity(a, b) as pg_trgm computes it (its non-strict walk, not the exact maximum). */
export function wordSimilarity(a: string, b: string): number {
  return similarityOfTrigrams(new Set(trigramsInOrder(a)), trigramsInOrder(b));
}

/** The trigrams of a string the search compares many terms against (a category title), made once. */
export interface Trigrams {
  inOrder: string[];
  unique: Set<string>;
}

export function trigramsOf(text: string): Trigrams {
  const inOrder = trigramsInOrder(text);
  return { inOrder, unique: new Set(inOrder) };
}

/**
 * `a <% b` for one term against many strings whose trigrams were made once: the term's trigrams are made
 * once too, and a string sharing fewer than the threshold's share of the term's trigrams is passed over
 * without the walk (word_similarity is at most shared / the term's trigrams: the walk's count never exceeds
 * the shared trigrams, and its window holds at least as many of b's trigrams as it counts).
 */
export function wordSimilarTo(a: string): (b: Trigrams) => boolean {
  const first = new Set(trigramsInOrder(a));
  // Less a hair: a share exactly at the threshold must still be walked (0.6 × 5 is not 3 in floating point).
  const needed = WORD_SIMILARITY_THRESHOLD * first.size - 1e-9;
  return (b) => {
    if (first.size === 0) return false;
    let shared = 0;
    for (const t of first) if (b.unique.has(t)) shared++;
    if (shared < needed) return false;
    return similarityOfTrigrams(first, b.inOrder) >= WORD_SIMILARITY_THRESHOLD;
  };
}

function similarityOfTrigrams(first: Set<string>, second: string[]): number {
  const ulen1 = first.size;
  if (ulen1 === 0 || second.length === 0) return 0;
  const lastPos = new Map<string, number>();
  let lower = -1;
  let count = 0;
  let ulen2 = 0;
  let max = 0;
  for (let i = 0; i < second.length; i++) {
    const trg = second[i]!;
    const found = first.has(trg);
    if ((lastPos.get(trg) ?? -1) < 0) {
      ulen2++;
      if (found) count++;
    }
    lastPos.set(trg, i);
    if (!found) continue;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let current = calc(count, ulen1, ulen2);
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= i; tmpLower++) {
      const candidate = calc(tmpCount, ulen1, tmpUlen2);
      if (candidate > current) {
        current = candidate;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const t = second[tmpLower]!;
      if (lastPos.get(t) === tmpLower) {
        tmpUlen2--;
        if (first.has(t)) tmpCount--;
      }
    }
    max = Math.max(max, current);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower++) {
      const t = second[tmpLower]!;
      if (lastPos.get(t) === tmpLower) lastPos.set(t, -1);
    }
  }
  return Math.fround(max);
}

/** `a <% b` with the default threshold. */
export function wordSimilar(a: string, b: string): boolean {
  return wordSimilarity(a, b) >= WORD_SIMILARITY_THRESHOLD;
}
