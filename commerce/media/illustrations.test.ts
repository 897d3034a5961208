import { describe, expect, it } from 'vitest';
import { renderProductSvg, renderPromoSvg } from './illustrations';
import { COLOURS, IMAGES_PER_PRODUCT, PRODUCT_TYPES, PROMO_SLUGS } from './palette';

const colours = Object.keys(COLOURS);

function expectSafeSvg(svg: string | null): asserts svg is string {
  expect(svg).not.toBeNull();
  const s = svg as string;
  expect(s.startsWith('<svg')).toBe(true);
  expect(s.endsWith('</svg>')).toBe(true);
  expect(s).toMatch(/<title>[^<]+<\/title>/);
  expect(s.toLowerCase()).not.toContain('<script');
  expect(s).not.toContain('href="http');
  expect(s).not.toMatch(/\son[a-z]+=/i); // no event handlers
  expect(s).not.toContain('<image');
  expect(s).not.toContain('<foreignObject');
  expect(s).not.toContain('<text'); // no baked-in text
  expect(s).not.toMatch(/NaN|undefined|null/);
}

describe('renderProductSvg', () => {
  it('renders every type × colour × view as a small, safe, square SVG', () => {
    let count = 0;
    for (const type of PRODUCT_TYPES) {
      for (const colour of colours) {
        for (let n = 1; n <= IMAGES_PER_PRODUCT; n++) {
          const svg = renderProductSvg(type, colour, n);
          expectSafeSvg(svg);
          expect(svg).toContain('viewBox="0 0 600 600"');
          expect(Buffer.byteLength(svg, 'utf8')).toBeLessThan(6 * 1024);
          count++;
        }
      }
    }
    expect(count).toBe(PRODUCT_TYPES.length * colours.length * IMAGES_PER_PRODUCT);
  });

  it('has a Dutch title naming the product and colour', () => {
    expect(renderProductSvg('dekbedovertrek', 'oudroze', 1)).toContain('<title>Dekbedovertrek in oudroze</title>');
    expect(renderProductSvg('dekbed', 'creme', 2)).toContain('<title>Dekbed in crème, detail van');
    expect(renderProductSvg('topper', 'wit', 3)).toContain('<title>Topper in wit, opgerold</title>');
  });

  it('draws in the colour of the product', () => {
    expect(renderProductSvg('hoofdkussen', 'terra', 1)).toContain(COLOURS.terra.hex);
    expect(renderProductSvg('hoofdkussen', 'multicolor', 1)).toContain('url(#mc)');
  });

  it('gives distinct pictures per type and per view', () => {
    const mains = new Set(PRODUCT_TYPES.map((t) => renderProductSvg(t, 'blauw', 1)));
    expect(mains.size).toBe(PRODUCT_TYPES.length);
    const views = new Set([1, 2, 3].map((n) => renderProductSvg('matras', 'blauw', n)));
    expect(views.size).toBe(3);
  });

  it('returns null for unknown input', () => {
    expect(renderProductSvg('raket', 'wit', 1)).toBeNull();
    expect(renderProductSvg('dekbed', 'paars', 1)).toBeNull();
    expect(renderProductSvg('dekbed', 'toString', 1)).toBeNull();
    expect(renderProductSvg('constructor', 'wit', 1)).toBeNull();
    expect(renderProductSvg('dekbed', 'wit', 0)).toBeNull();
    expect(renderProductSvg('dekbed', 'wit', IMAGES_PER_PRODUCT + 1)).toBeNull();
    expect(renderProductSvg('dekbed', 'wit', 1.5)).toBeNull();
    expect(renderProductSvg('dekbed', 'wit', Number.NaN)).toBeNull();
  });

  it('is deterministic', () => {
    for (const type of PRODUCT_TYPES) {
      expect(renderProductSvg(type, 'groen', 2)).toBe(renderProductSvg(type, 'groen', 2));
    }
  });
});

describe('renderPromoSvg', () => {
  it('renders every promo for desktop (1600×600) and mobile (800×800)', () => {
    for (const slug of PROMO_SLUGS) {
      const desktop = renderPromoSvg(slug, false);
      const mobile = renderPromoSvg(slug, true);
      expectSafeSvg(desktop);
      expectSafeSvg(mobile);
      expect(desktop).toContain('viewBox="0 0 1600 600"');
      expect(mobile).toContain('viewBox="0 0 800 800"');
      expect(Buffer.byteLength(desktop, 'utf8')).toBeLessThan(16 * 1024);
      expect(renderPromoSvg(slug, false)).toBe(desktop);
      expect(renderPromoSvg(slug, true)).toBe(mobile);
    }
  });

  it('returns null for an unknown promo', () => {
    expect(renderPromoSvg('zomer', false)).toBeNull();
    expect(renderPromoSvg('', true)).toBeNull();
  });
});
