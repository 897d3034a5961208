// Where each kind of editorial page lives in the shop, and its section's title.
import type { PageKind } from '#contract/schemas/content';

export const SECTIONS: Record<Exclude<PageKind, 'text'>, { title: string; url: string; intro: string }> = {
  blog: { title: 'Blog', url: '/blog/', intro: 'Slaaptips, advies over beddengoed en alles voor een betere nachtrust.' },
  inspiratie: {
    title: 'Inspiratie',
    url: '/inspiratie/',
    intro: 'Ideeën voor een slaapkamer waar je graag wakker wordt: stijlen, kleuren en combinaties.',
  },
  service: {
    title: 'Klantenservice',
    url: '/service/',
    intro: 'Alles over bestellen, betalen, verzenden en retourneren. Staat je vraag er niet bij? Neem gerust contact met ons op.',
  },
};

/** The page kind of a storefront path: /blog/…, /inspiratie/…, /service/…, else a text page. */
export function kindOfPath(pathname: string): PageKind {
  const first = pathname.split('/')[1];
  return first === 'blog' || first === 'inspiratie' || first === 'service' ? first : 'text';
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
}
