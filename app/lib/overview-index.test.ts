import { describe, expect, it } from 'vitest';
import { groupOverviewPages, OVERVIEW_INDEX, overviewKindOf } from './overview-index';

const OTHER = OVERVIEW_INDEX.pop.sections.title;
const MAIN = OVERVIEW_INDEX.cop.sections.title;
import type { SitemapCategory } from './sitemap';

const c = (url: string, kind: string, title: string): SitemapCategory => ({
  url,
  kind,
  title,
  depth: url.split('/').filter(Boolean).length - 1,
});

const categories = [
  c('/boxspring/', 'cop', 'Boxsprings'),
  c('/boxspring/vlakke-boxspring/', 'pop', 'Vlakke boxsprings'),
  c('/boxspring/boxspring-kopen/', 'pop', 'Boxspring kopen'),
  c('/boxspring/wat-is-een-boxspring/', 'textpage', 'Wat is een boxspring?'),
  c('/kids/', 'pop', 'Kids'),
  c('/kids/tiener/', 'pop', 'Tiener (7+ jaar)'),
  c('/kids/baby/', 'pop', 'Baby (0-2 jaar)'),
  c('/kids/geslacht-leeftijd/', 'cop', 'Kids op geslacht en leeftijd'),
  c('/kids/geslacht-leeftijd/jongens/', 'pop', 'Jongens'),
  c('/bestsellers/', 'pop', 'Bestsellers'),
  c('/airco/', 'pop', 'Airco & ventilatoren'),
  c('/acties/', 'cop', 'Acties'),
  c('/acties/winterdeals/', 'pop', 'Winterdeals'),
  c('/zonder-sectie/iets/', 'pop', 'Iets'),
];

// docs/requirements/catalogue-and-search.md#screens-and-routes
describe('/pop/ and /cop/ index', () => {
  it('lists every page of the kind exactly once, and nothing else', () => {
    for (const kind of ['pop', 'cop'] as const) {
      const listed = groupOverviewPages(categories, kind).flatMap((g) => g.pages.map((p) => p.url));
      const expected = categories.filter((x) => x.kind === kind).map((x) => x.url);
      expect([...listed].sort()).toEqual([...expected].sort());
      expect(new Set(listed).size).toBe(listed.length);
    }
  });

  it('groups by section, titled by the section page, a section page of its own kind first', () => {
    const groups = groupOverviewPages(categories, 'pop');
    expect(groups.map((g) => g.title)).toEqual(['Acties', 'Boxsprings', 'Kids', 'Zonder sectie', OTHER]);
    const kids = groups.find((g) => g.title === 'Kids')!;
    expect(kids.pages.map((p) => p.title)).toEqual(['Kids', 'Baby (0-2 jaar)', 'Jongens', 'Tiener (7+ jaar)']);
    // /kids/ is in the list itself; /boxspring/ is a cop: the heading links there instead.
    expect(kids.url).toBeNull();
    expect(groups.find((g) => g.title === 'Boxsprings')!.url).toBe('/boxspring/');
    expect(groups.find((g) => g.title === 'Zonder sectie')!.url).toBeNull();
  });

  it('collects product overviews that are a section on their own into one list at the end', () => {
    const other = groupOverviewPages(categories, 'pop').at(-1)!;
    expect(other.title).toBe(OTHER);
    expect(other.pages.map((p) => p.url)).toEqual(['/airco/', '/bestsellers/']);
  });

  it('groups the category overviews the same way, the main categories first', () => {
    const groups = groupOverviewPages(categories, 'cop');
    expect(groups.map((g) => g.title)).toEqual([MAIN, 'Kids']);
    expect(groups[0]!.pages.map((p) => p.title)).toEqual(['Acties', 'Boxsprings']);
    expect(groups[1]!.url).toBe('/kids/');
  });

  it('has unique anchors and survives an empty or duplicated input', () => {
    const groups = groupOverviewPages([...categories, ...categories], 'pop');
    expect(new Set(groups.map((g) => g.id)).size).toBe(groups.length);
    expect(groupOverviewPages([], 'cop')).toEqual([]);
  });

  it('tells the two indexes apart by path', () => {
    expect(overviewKindOf('/cop/')).toBe('cop');
    expect(overviewKindOf('/pop/')).toBe('pop');
  });
});
