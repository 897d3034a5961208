// Structured data built on the server: the browser only places the finished JSON.
import type { Crumb } from '~/components/ui/breadcrumbs';

/** schema.org BreadcrumbList with absolute URLs; '<' escaped so no title can close the script. */
export function breadcrumbJsonLd(items: Crumb[], origin: string): string {
  const json = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.title,
      item: new URL(crumb.url, origin).href,
    })),
  };
  return JSON.stringify(json).replace(/</g, '\\u003c');
}
