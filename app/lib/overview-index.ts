// The index pages /pop/ (every product overview page) and /cop/ (every category overview page), as
// pure functions over the sitemap's categories: grouped by the section of the shop they belong to.

import type { SitemapCategory } from './sitemap';

export type OverviewKind = 'pop' | 'cop';

export interface OverviewIndexPage {
  title: string;
  url: string;
}

export interface OverviewGroup {
  /** For the page's jump links: the section's first path segment (OVERVIEW_INDEX[kind].sections.id for the single pages). */
  id: string;
  title: string;
  /** The section's own page when it is of the other kind (a cop above pop pages); else it heads `pages`. */
  url: string | null;
  pages: OverviewIndexPage[];
}

/**
 * Per index: its title and intro, and the group of pages that are a section on their own. For
 * product overviews those are the odd ones out (/bestsellers/, /meubels/): 'Overige', last. For
 * category overviews they are the shop's main categories (/boxspring/, /wonen/): first.
 */
export const OVERVIEW_INDEX = {
  pop: {
    title: 'Alle productoverzichten',
    intro: 'Alle overzichtspagina’s met producten van Slaapzaak op één plek, per onderdeel van de winkel.',
    sections: { id: 'overige-overzichten', title: 'Overige', first: false },
  },
  cop: {
    title: 'Alle categorieoverzichten',
    intro: 'Alle categoriepagina’s van Slaapzaak op één plek: kies een categorie en ga verder naar de producten.',
    sections: { id: 'hoofdcategorieen', title: 'Hoofdcategorieën', first: true },
  },
} as const satisfies Record<OverviewKind, { title: string; intro: string; sections: { id: string; title: string; first: boolean } }>;

const firstSegment = (url: string) => url.split('/').filter(Boolean)[0] ?? '';

function segmentTitle(segment: string): string {
  const words = segment.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The pages of one kind, grouped by their first path segment. A group is titled by the category at
 * that segment (whatever its kind: /boxspring/ is a cop above pop pages); a group holding only its
 * own section page joins the others like it in one list (OVERVIEW_INDEX[kind].sections). Groups and
 * their pages are in Dutch alphabetical order, a section's own page first.
 */
export function groupOverviewPages(categories: SitemapCategory[], kind: OverviewKind): OverviewGroup[] {
  const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
  const byUrl = new Map(categories.map((c) => [c.url, c]));
  const bySegment = new Map<string, OverviewIndexPage[]>();
  const seen = new Set<string>();
  for (const category of categories) {
    if (category.kind !== kind || seen.has(category.url)) continue;
    seen.add(category.url);
    const segment = firstSegment(category.url);
    if (!segment) continue;
    const pages = bySegment.get(segment) ?? [];
    pages.push({ title: category.title, url: category.url });
    bySegment.set(segment, pages);
  }

  const groups: OverviewGroup[] = [];
  const others: OverviewIndexPage[] = [];
  for (const [segment, pages] of bySegment) {
    const rootUrl = `/${segment}/`;
    if (pages.length === 1 && pages[0]!.url === rootUrl) {
      others.push(pages[0]!);
      continue;
    }
    const root = byUrl.get(rootUrl);
    pages.sort((a, b) => (a.url === rootUrl ? -1 : b.url === rootUrl ? 1 : collator.compare(a.title, b.title)));
    const linkable = root && root.kind !== kind ? root.url : null;
    groups.push({ id: segment, title: root?.title ?? segmentTitle(segment), url: linkable, pages });
  }
  groups.sort((a, b) => collator.compare(a.title, b.title));
  if (others.length > 0) {
    others.sort((a, b) => collator.compare(a.title, b.title));
    const { id, title, first } = OVERVIEW_INDEX[kind].sections;
    const singles = { id, title, url: null, pages: others };
    if (first) groups.unshift(singles);
    else groups.push(singles);
  }
  return groups;
}

/** Which index a path is: /pop/ or /cop/. */
export function overviewKindOf(pathname: string): OverviewKind {
  return pathname.replace(/\/+$/, '') === '/cop' ? 'cop' : 'pop';
}
