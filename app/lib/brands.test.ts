import { describe, expect, it } from 'vitest';
import { groupByLetter, indexLetter, isBrandSlug } from './brands';

describe('brand index', () => {
  it('files brands under their first letter, accents folded, others under #', () => {
    expect(indexLetter('Émile')).toBe('E');
    expect(indexLetter(' velours & Lin')).toBe('V');
    expect(indexLetter('4Seasons')).toBe('#');
  });
  it('groups A–Z then #, alphabetical inside', () => {
    const groups = groupByLetter([{ title: 'Zonnig' }, { title: 'Auping' }, { title: '4Seasons' }, { title: 'abc' }, { title: 'Ébène' }]);
    expect(groups.map((g) => g.letter)).toEqual(['A', 'E', 'Z', '#']);
    expect(groups[0].brands.map((b) => b.title)).toEqual(['abc', 'Auping']);
  });
  it('accepts only URL slugs', () => {
    expect(isBrandSlug('velours-et-lin')).toBe(true);
    for (const bad of ['', 'Velours', '-x', 'a b', 'x'.repeat(101), undefined]) expect(isBrandSlug(bad)).toBe(false);
  });
});
