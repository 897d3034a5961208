import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trigramsOf, wordSimilar, wordSimilarTo } from './trigrams';

// wordSimilarTo skips the walk for strings that share too few of the term's trigrams: it must answer as
// wordSimilar (pg_trgm's `<%`, compared with the database in tests/integration/search-events.test.ts) always.
const letters = fc.constantFrom(...'abcdeilmnorstuvwxyz 0123456789-'.split(''));
const text = fc.array(letters, { maxLength: 24 }).map((cs) => cs.join(''));
const CATEGORIES = [
  'Dekbedovertrekken',
  'Hoeslakens 160x200',
  'Kussens',
  'Boxsprings',
  'Matrasbeschermers',
  'Vloerkleden rond',
  'Topper',
  '',
];

describe('wordSimilarTo', () => {
  it('answers as wordSimilar for any term and title', () => {
    fc.assert(
      fc.property(text, fc.oneof(text, fc.constantFrom(...CATEGORIES)), (a, b) => {
        expect(wordSimilarTo(a)(trigramsOf(b))).toBe(wordSimilar(a, b));
      }),
      { numRuns: 3000 },
    );
  });

  it('answers as wordSimilar for terms near a title (typos, parts, the title itself)', () => {
    for (const title of CATEGORIES) {
      const lower = title.toLowerCase();
      const near = [
        lower,
        lower.slice(1),
        lower.slice(0, -1),
        lower.slice(0, 5),
        `${lower}s`,
        lower.replace('e', 'a'),
        lower.split(' ')[0] ?? '',
      ];
      for (const term of near) expect(wordSimilarTo(term)(trigramsOf(title)), `${term} <% ${title}`).toBe(wordSimilar(term, title));
    }
    expect(wordSimilarTo('kussens')(trigramsOf('Kussens'))).toBe(true);
  });
});
