import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchSynonymRows } from '../db/seed/search-synonyms';
import {
  describeUnderstanding,
  normaliseQuery,
  parseSize,
  understand,
  type CatalogueSize,
  type SynonymRow,
  type Vocabulary,
} from './query-understanding';

const sizeSlug = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const sizes = (type: string, titles: string[]): CatalogueSize[] => titles.map((title) => ({ type, title, value: sizeSlug(title) }));

/** The seed's synonyms and a catalogue with the seed's size titles. */
const vocab: Vocabulary = {
  types: [
    'dekbedovertrek',
    'dekbed',
    'hoofdkussen',
    'kussenhoes',
    'hoeslaken',
    'molton',
    'topper',
    'matras',
    'boxspring',
    'vloerkleed',
    'gordijn',
  ],
  sizes: [
    ...sizes('hoeslaken', ['60x120', '70x140', '80x200', '90x200', '140x200', '160x200', '180x200']),
    ...sizes('matras', ['80x200', '90x200', '140x200', '160x200', '180x200']),
    ...sizes('dekbedovertrek', ['100x135', '120x150', '140x200/220', '200x200/220', '240x200/220', '260x200/220']),
    ...sizes('dekbed', ['100x135', '120x150', '140x200', '140x220', '200x200', '240x220']),
    ...sizes('boxspring', ['140x200', '160x200', '180x200', '200x200']),
    ...sizes('hoofdkussen', ['60x70', '50x60']),
  ],
  facets: [
    { key: 'kleur', value: 'wit', title: 'Wit' },
    { key: 'kleur', value: 'creme', title: 'Crème' },
    { key: 'materiaal', value: 'traagschuim', title: 'Traagschuim' },
    { key: 'materiaal', value: 'dons', title: 'Dons' },
    { key: 'warmteklasse', value: '4-seizoenen', title: '4-seizoenen' },
    { key: 'warmteklasse', value: 'zomer', title: 'Zomer' },
  ],
  synonyms: searchSynonymRows() as SynonymRow[],
};

const read = (q: string) => understand(q, vocab);
const sizeTitles = (q: string) => read(q).sizes.map((s) => s.title);

describe('understand', () => {
  it('reads a size in every notation as the same catalogue size', () => {
    for (const q of [
      'hoeslaken 160x200',
      'hoeslaken 160 x 200',
      'hoeslaken 160*200',
      'hoeslaken 160 bij 200',
      'hoeslaken 160x200cm',
      'hoeslaken 160/200',
      'hoeslaken 160',
      'hoeslaken 160 cm',
      '160X200 hoeslakens',
      'hoeslaken 160×200',
    ]) {
      const u = read(q);
      expect(u.types, q).toEqual(['hoeslaken']);
      expect(
        u.sizes.map((s) => s.value),
        q,
      ).toEqual(['160x200']);
      expect(u.rest, q).toEqual([]);
    }
  });

  it("maps a size onto the catalogue's own values per product type", () => {
    expect(sizeTitles('dekbedovertrek 240x220')).toEqual(['240x200/220']);
    expect(sizeTitles('dekbedovertrek 140')).toEqual(['140x200/220']);
    expect(sizeTitles('dekbed 140')).toEqual(['140x200', '140x220']);
    expect(sizeTitles('tweepersoons dekbed')).toEqual(['200x200']);
    expect(sizeTitles('lits-jumeaux dekbedovertrek')).toEqual(['240x200/220', '260x200/220']);
    expect(sizeTitles('eenpersoons matras')).toEqual(['80x200', '90x200']);
    expect(sizeTitles('matras eenpersoons')).toEqual(['80x200', '90x200']);
    expect(sizeTitles('ledikant hoeslaken')).toEqual(['60x120', '70x140']);
    expect(read('kinderdekbed')).toMatchObject({ types: ['dekbed'], sizeText: 'kinder' });
  });

  it('reads synonyms, split and glued compounds, plurals and diminutives as the product type', () => {
    for (const q of ['dekbedhoes', 'dekbed overtrek', 'hoes voor dekbed', 'dekbed-overtrek', 'dekbedovertrekken', 'dekbedhoezen']) {
      expect(read(q).types, q).toEqual(['dekbedovertrek']);
      expect(read(q).rest, q).toEqual([]);
    }
    expect(read('matrasbeschermer').types).toEqual(['molton']);
    expect(read('kussen').types).toEqual(['hoofdkussen']);
    expect(read('kussentje').types).toEqual(['hoofdkussen']);
    expect(read('matrassen').types).toEqual(['matras']);
    expect(read('box spring').types).toEqual(['boxspring']);
  });

  it('reads misspellings as the nearest known word and says so', () => {
    expect(read('hoeslakn')).toMatchObject({ types: ['hoeslaken'], corrections: [{ from: 'hoeslakn', to: 'hoeslaken' }] });
    expect(read('boxsrping 180x200').types).toEqual(['boxspring']);
    expect(read('dekbedovertrk').types).toEqual(['dekbedovertrek']);
  });

  it("takes a word of a product's title as written, not as the nearest known word", () => {
    // 'stijn' is one letter from the synonym 'satijn': without the titles' words it is read as the material.
    expect(read('thermisch gordijn stijn creme').corrections).toEqual([{ from: 'stijn', to: 'satijn' }]);
    const titled: Vocabulary = { ...vocab, titleWords: ['thermisch', 'gordijn', 'stijn', 'crème', 'noorderzon'] };
    const u = understand('Thermisch gordijn Stijn – Crème', titled);
    expect(u.corrections).toEqual([]);
    expect(u.types).toEqual(['gordijn']);
    expect(u.rest).toEqual(['thermisch', 'stijn']);
    expect(u.facets.map((f) => f.value)).toEqual(['creme']);
    // A misspelling that is no title word is still corrected; a known phrase stays what it is.
    expect(understand('hoeslakn', titled).corrections).toEqual([{ from: 'hoeslakn', to: 'hoeslaken' }]);
    expect(understand('gordijnen', titled).types).toEqual(['gordijn']);
  });

  it('reads attribute words as facet values or texts, in any word order', () => {
    const a = read('anti allergie kussen');
    const b = read('kussen anti-allergisch');
    expect(a.types).toEqual(['hoofdkussen']);
    expect(a.texts.map((t) => t.phrase)).toEqual(['anti-allergisch']);
    expect(b.texts.map((t) => t.phrase)).toEqual(['anti-allergisch']);
    expect(read('kussen traagschuim').facets.map((f) => f.value)).toEqual(['traagschuim']);
    expect(read('traagschuim kussen').facets.map((f) => f.value)).toEqual(['traagschuim']);
    expect(read('witte hoeslaken 180x200')).toMatchObject({ types: ['hoeslaken'], facets: [{ key: 'kleur', value: 'wit' }] });
    expect(read('donsdekbed')).toMatchObject({ types: ['dekbed'], facets: [{ key: 'materiaal', value: 'dons' }] });
    expect(read('hoofdkussen wasbaar 60 graden')).toMatchObject({ sizes: [], texts: [{ phrase: 'wasbaar op 60' }] });
    expect(read('creme hoeslaken').facets.map((f) => f.value)).toEqual(['creme']);
  });

  it('leaves unknown words as free text', () => {
    expect(read('dekbed zonder overtrek lotte')).toMatchObject({ rest: expect.arrayContaining(['lotte']) });
    expect(read('slaapzaak')).toMatchObject({ types: [], rest: ['slaapzaak'] });
  });

  it('describes what it understood', () => {
    expect(describeUnderstanding(['hoeslaken'], ['160x200'], [])).toBe('Hoeslakens in 160x200');
    expect(describeUnderstanding(['dekbed'], ['200x200', '200x220'], ['Wit'])).toBe('Dekbedden in 200x200 of 200x220 (Wit)');
    expect(describeUnderstanding([], [], [])).toBeNull();
  });
});

describe('understand, properties', () => {
  const notations = (w: number, l: number) => [
    `${w}x${l}`,
    `${w} x ${l}`,
    `${w}*${l}`,
    `${w} bij ${l}`,
    `${w}x${l}cm`,
    `${w}/${l}`,
    `${w}X${l} cm`,
    `${w} × ${l}`,
  ];

  it('any notation of a size parses to the same size', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10, max: 999 }),
        fc.integer({ min: 10, max: 999 }),
        fc.constantFrom('hoeslaken', 'matras', ''),
        (w, l, type) => {
          for (const n of notations(w, l)) {
            const found = parseSize(normaliseQuery(`${type} ${n}`));
            expect(found?.size, n).toEqual({ width: w, length: l });
            const u = understand(`${type} ${n}`, vocab);
            expect(u.sizeText).toBe(`${w}x${l}`);
          }
        },
      ),
    );
  });

  it('any catalogue size written in any notation finds that size', () => {
    fc.assert(
      fc.property(fc.constantFrom(...vocab.sizes), fc.nat(7), (size, k) => {
        const [w, l] = size.title.match(/\d+/g)!.map(Number) as [number, number];
        const u = understand(`${size.type} ${notations(w, l)[k]}`, vocab);
        expect(u.sizes.map((s) => s.value)).toContain(size.value);
      }),
    );
  });

  it('no query throws, and the answer stays within the term', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ unit: 'grapheme', maxLength: 300 }),
          fc
            .array(
              fc.constantFrom('1', '6', '0', 'x', ' ', '*', '/', 'bij', 'hoes', 'laken', '-', '\u0000', '%', '\\', 'dekbed', 'kinder'),
              { maxLength: 200 },
            )
            .map((a) => a.join('')),
        ),
        (q) => {
          const u = understand(q, vocab);
          expect(u.term.length).toBeLessThanOrEqual(100);
          expect(u.rest.length).toBeLessThanOrEqual(100);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('word order does not matter for types, sizes and facets', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['hoeslaken', '160x200', 'wit', 'jersey', 'anti-allergisch'], { minLength: 2 }), (words) => {
        const a = understand(words.join(' '), vocab);
        const b = understand([...words].reverse().join(' '), vocab);
        expect(b.types).toEqual(a.types);
        expect(b.sizes).toEqual(a.sizes);
        expect(b.facets.map((f) => f.value).sort()).toEqual(a.facets.map((f) => f.value).sort());
        expect(b.texts.map((t) => t.phrase).sort()).toEqual(a.texts.map((t) => t.phrase).sort());
      }),
    );
  });
});
