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
  const first = new Set(trigramsInOrder(a));
  const second = trigramsInOrder(b);
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
