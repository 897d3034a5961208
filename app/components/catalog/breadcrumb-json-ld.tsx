import { useNonce } from '~/lib/nonce';
import type { Crumb } from '../ui/breadcrumbs';

/** schema.org BreadcrumbList for search engines; absolute URLs on the page's origin. */
export function BreadcrumbJsonLd({ items, origin }: { items: Crumb[]; origin: string }) {
  const nonce = useNonce();
  if (items.length === 0) return null;
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
  // '<' is escaped so a title can never close the script element.
  const text = JSON.stringify(json).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}
