import { describe, expect, it } from 'vitest';
import { CATEGORY_BY_PATH } from './categories';
import { PROFILES, ProductGenerator } from './products';
import { Rng, mulberry32, weightedSchedule } from './random';
import { nicePrice, sizeSlug, slugify } from './vocab';

describe('random', () => {
  it('is deterministic per seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const xs = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Rng.for(1, 'product', 7).next()).toBe(Rng.for(1, 'product', 7).next());
    expect(Rng.for(1, 'product', 7).next()).not.toBe(Rng.for(1, 'product', 8).next());
  });

  it('schedules every entry in proportion to its weight', () => {
    const s = weightedSchedule(
      [
        ['a', 3],
        ['b', 1],
        ['c', 0.5],
      ],
      90,
    );
    expect(s.filter((x) => x === 'a')).toHaveLength(60);
    expect(s.filter((x) => x === 'b')).toHaveLength(20);
    expect(s.filter((x) => x === 'c')).toHaveLength(10);
  });
});

describe('vocabulary', () => {
  it('rounds prices to shop endings', () => {
    expect(nicePrice(3012, '95')).toBe(2995);
    expect(nicePrice(3051, '99')).toBe(3099);
    expect(nicePrice(129_870, '00')).toBe(129_900);
  });

  it('makes slugs', () => {
    expect(sizeSlug('140x200/220')).toBe('140x200-220');
    expect(slugify('Katoensatijnen dekbedovertrek Lotte – Oudroze')).toBe('katoensatijnen-dekbedovertrek-lotte-oudroze');
    expect(slugify('Sierkussenhoes Velvet Crème & Co')).toBe('sierkussenhoes-velvet-creme-en-co');
  });
});

describe('product generator', () => {
  it('does not depend on chunk boundaries', () => {
    const whole = new ProductGenerator(5).generate(0, 120);
    const split = new ProductGenerator(5);
    const a = split.generate(0, 37);
    const b = split.generate(37, 83);
    expect(JSON.stringify([...a.products, ...b.products])).toBe(JSON.stringify(whole.products));
    expect(JSON.stringify([...a.categories, ...b.categories])).toBe(JSON.stringify(whole.categories));
    expect(JSON.stringify([...a.reviews, ...b.reviews])).toBe(JSON.stringify(whole.reviews));
  });

  it('only uses pop categories as main categories', () => {
    for (const p of PROFILES) {
      expect(CATEGORY_BY_PATH.get(p.path)?.kind, p.path).toBe('pop');
      for (const also of p.also ?? []) expect(CATEGORY_BY_PATH.get(also)?.kind, also).toBe('pop');
    }
  });

  it('builds realistic titles, prices and variants for every profile', () => {
    const chunk = new ProductGenerator(20261122).generate(0, 2000);
    for (const p of chunk.products) {
      expect(p.title).not.toMatch(/\s{2}|undefined|null/);
      expect(p.slug).not.toContain('.html');
      expect(p.descriptionHtml).toMatch(/^<p>.*<\/ul>$/s);
    }
    const skus = chunk.variants.map((v) => v.sku);
    expect(new Set(skus).size).toBe(skus.length);
    const byType = (type: string) => chunk.products.filter((p) => p.productType === type).map((p) => p.price);
    expect(Math.min(...byType('boxspring'))).toBeGreaterThanOrEqual(79_900);
    expect(Math.max(...chunk.variants.map((v) => v.price))).toBeLessThanOrEqual(349_900);
    expect(Math.min(...byType('matras'))).toBeGreaterThanOrEqual(19_900);
  });
});
