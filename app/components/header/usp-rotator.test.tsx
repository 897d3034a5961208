// The CSS-only usp banner: every highlight in the list once for screen readers, the loop's copy of
// the first one hidden from them, and a count class the stylesheet really defines.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UspRotator } from './usp-rotator';

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ key: `u${i}`, content: `Belofte ${i + 1}` }));
// Whitespace folded to one space: the rules read the same however the stylesheet is laid out (Prettier).
const css = readFileSync(path.resolve(__dirname, '../../styles/app.css'), 'utf8').replace(/\s+/g, ' ');

describe('UspRotator', () => {
  it('lists every highlight once for screen readers and adds a hidden copy of the first for the loop', () => {
    const html = renderToStaticMarkup(<UspRotator items={items(5)} label="Onze beloftes" />);
    for (let i = 1; i <= 5; i++) expect(html).toContain(`Belofte ${i}`);
    expect(html.match(/<li/g)).toHaveLength(6);
    expect(html).toMatch(/<li class="usp-clone" aria-hidden="true">Belofte 1<\/li><\/ul>/);
    expect(html).toContain('usp-rotating usp-count-5');
    expect(html).toContain('aria-label="Onze beloftes"');
  });

  it('stands still (no copy, no animation class) with one highlight or more than the stylesheet counts', () => {
    for (const n of [1, 9]) {
      const html = renderToStaticMarkup(<UspRotator items={items(n)} label="x" />);
      expect(html).not.toContain('usp-clone');
      expect(html).not.toContain('usp-rotating');
      expect(html).toContain('usp-still');
    }
  });

  it('has a count class in the stylesheet for every count it rotates', () => {
    for (let n = 2; n <= 8; n++) {
      const html = renderToStaticMarkup(<UspRotator items={items(n)} label="x" />);
      expect(html).toContain(`usp-count-${n}`);
      expect(css).toContain(`.usp-count-${n} { --usp-count: ${n}; }`);
      // From 992 px the site header's rating stands beside the banner: one turn fewer.
      if (n > 2) expect(css).toContain(`.usp-bar .usp-count-${n} { --usp-count: ${n - 1}; }`);
    }
  });

  it('turns at the SPEC pace (1500 ms standing, 1500 ms sliding) and holds still for reduced motion', () => {
    expect(css).toMatch(/\.usp-track \{ animation: usp-slide 3s infinite; \}/);
    expect(css).toMatch(/0%, 50% \{ transform: translateX\(0\);/);
    expect(css).toContain('steps(var(--usp-count), end)');
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'), css.indexOf('/* Header */'));
    expect(reduced).toContain('flex-wrap: wrap');
    expect(reduced).not.toContain('animation:');
  });
});
