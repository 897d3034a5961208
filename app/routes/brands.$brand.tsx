// docs/requirements/catalogue-and-search.md#screens-and-routes /brands/{brand}/ and /brands/{brand}/{pagination}/: one brand's products with filters.
import { data } from 'react-router';
import { JsonLd } from '~/components/catalog/breadcrumb-json-ld';
import { Listing } from '~/components/catalog/listing';
import { ListingErrorBoundary } from '~/components/catalog/lazy-listing-error';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { isBrandSlug } from '~/lib/brands';
import { parsePage } from '~/lib/listing';
import { absoluteUrl, loadMorePage, readListingRequest } from '~/lib/listing.server';
import { breadcrumbJsonLd } from '~/lib/seo.server';
import { getBrandOverview, getBrands } from '~/models/catalog.server';
import catalogStyles from '~/styles/catalog.css?url';
import type { Route } from './+types/brands.$brand';
import { shopContext } from '~/lib/context';

const NOT_FOUND = 'This page could not be found';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: catalogStyles }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const slug = params.brand;
  if (!isBrandSlug(slug)) throw data(NOT_FOUND, { status: 404 });
  let page: number | null = null;
  if (params.pagination !== undefined) {
    page = parsePage(params.pagination);
    if (!page) throw data(NOT_FOUND, { status: 404 });
  }
  const listing = readListingRequest(request, { page });
  if (listing.fetchOnly) return loadMorePage(() => getBrandOverview(shop.commerce, slug, listing));
  const [overview, brands] = await Promise.all([getBrandOverview(shop.commerce, slug, listing), getBrands(shop.commerce)]);
  if (!overview) throw data(NOT_FOUND, { status: 404 });
  const brand = brands.find((b) => b.slug === slug);
  const title = brand?.title ?? slug;
  const crumbs = [
    { title: 'Home', url: '/' },
    { title: 'Merken', url: '/brands/' },
    { title, url: brand?.url ?? `/brands/${slug}/` },
  ];
  return {
    type: 'brand' as const,
    title,
    overview,
    crumbs,
    jsonLd: breadcrumbJsonLd(crumbs, new URL(request.url).origin),
    canonical: absoluteUrl(request, overview.canonical),
  };
}

/**
 * 'Laad meer' (a fetcher, tn_fetch=1) and the filters: a 5xx of this route or no answer at all stays in
 * the load-more bar, or keeps the listing on screen with a message by the filters, instead of the error
 * page (docs/requirements/catalogue-and-search.md#errors, components/catalog/kept-listing.tsx).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  // Imported here, not at the top: the page's first load stays without it (the listing loads it after hydration).
  // A tab older than the release cannot have that code: the filter then goes to the server as without it.
  const kept = await import('~/components/catalog/kept-listing').catch(() => null);
  return kept ? kept.listingClientLoader(request, () => serverLoader()) : serverLoader();
}
export { shouldRevalidate } from '~/components/catalog/listing';

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data || data.type !== 'brand') return [{ title: 'Merk niet gevonden | Slaapzaak' }];
  const total = data.overview.pagination.total;
  return [
    { title: `${data.title} kopen | Slaapzaak` },
    {
      name: 'description',
      content: `Alle ${total} producten van ${data.title} bij Slaapzaak. Voor 23:59 besteld, morgen in huis. Gratis verzending vanaf € 100.`,
    },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
    ...(data.overview.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : []),
  ];
};

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  const loaded = loaderData;
  if (loaded.type !== 'brand') return null;
  return (
    <main id="main" className="container brand-page">
      <Breadcrumbs items={loaded.crumbs} />
      <JsonLd json={loaded.jsonLd} />
      <h1>{loaded.title}</h1>
      <Listing overview={loaded.overview} list={{ item_list_id: `brand-${loaded.title}`, item_list_name: `Merk ${loaded.title}` }} />
    </main>
  );
}

export const ErrorBoundary = ListingErrorBoundary;
