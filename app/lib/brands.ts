// The A–Z brand index: brands grouped by their first letter ('#' for digits and signs).

export interface BrandEntry {
  slug: string;
  title: string;
  url: string;
  product_count: number;
}

export interface LetterGroup<T> {
  letter: string;
  brands: T[];
}

/** 'Émile' → 'E', 'Velours & Lin' → 'V', '4Seasons' → '#'. */
export function indexLetter(title: string): string {
  const first = title
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Groups brands per letter, letters A–Z then '#', brands alphabetical (Dutch collation) inside. */
export function groupByLetter<T extends { title: string }>(brands: T[]): LetterGroup<T>[] {
  const collator = new Intl.Collator('nl', { sensitivity: 'base' });
  const groups = new Map<string, T[]>();
  for (const brand of [...brands].sort((a, b) => collator.compare(a.title, b.title))) {
    const letter = indexLetter(brand.title);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, brands: list }));
}

/** A brand slug as it may appear in a URL. */
export function isBrandSlug(slug: string | undefined): slug is string {
  return typeof slug === 'string' && /^[a-z0-9][a-z0-9-]{0,99}$/.test(slug);
}
